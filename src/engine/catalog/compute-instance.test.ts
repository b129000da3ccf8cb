import { describe, expect, it } from 'vitest';
import { drawn } from '../planner/testing/drawn.js';

describe('catalog: a "compute instance" on Google Cloud is a Compute Engine machine', () => {
  it('the instance is drawn as Compute Engine and keeps its hop through the tunnel', () => {
    const { services, edges } = drawn('Each compute instance of the ledger project reaches a Memorystore cache through our Cloud VPN tunnel.', 'gcp');
    expect(services).toContain('gcp.compute_engine');
    const vm = edges.find((e) => e.endsWith('-> Cloud VPN tunnel'));
    expect(vm).toMatch(/^Compute instance/);
    expect(edges.some((e) => e.startsWith('Cloud VPN tunnel -> Memorystore'))).toBe(true);
  });
});
