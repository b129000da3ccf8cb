import { describe, expect, it } from 'vitest';
import { drawn as plan } from '../testing/drawn.js';

describe('entities: names that come with Kubernetes texts', () => {
  it('a public image registry written as its host name is a container registry', () => {
    const { nodes, edges } = plan('The GKE nodes fetch the operator images from ghcr.io before the rollout starts.', 'gcp');
    expect(nodes.some((n) => n.service === 'general.container_registry' && /ghcr\.io/i.test(n.label))).toBe(true);
    expect(edges.some((e) => /ghcr\.io/i.test(e) && /GKE/.test(e))).toBe(true);
  });
  it('"the controller" that acts is a working part of the system', () => {
    const { labels, edges } = plan('The controller accepts new bookings and forwards them to the Ledger service over gRPC.', 'general');
    expect(labels).toContain('Controller');
    expect(edges).toContain('Controller -> Ledger service');
  });
});
