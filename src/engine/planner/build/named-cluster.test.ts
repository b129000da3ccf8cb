import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('build: a managed Kubernetes service named only in passing names the cluster', () => {
  it('the cluster box its objects run in carries the service\'s name', () => {
    const { where, groups } = placed('Tracing for the GKE platform: a Jaeger agent is deployed as a DaemonSet per node and ships spans to Cloud Trace.', 'kubernetes');
    expect(groups).toContainEqual({ label: 'GKE cluster', kind: 'cluster' });
    expect(where.get('Node')?.[0]).toBe('GKE cluster');
  });

  it('with no managed service named, the box stays a plain Kubernetes cluster', () => {
    const { groups } = placed('A Jaeger agent is deployed as a DaemonSet per node and ships spans to Tempo.', 'kubernetes');
    expect(groups.map((g) => g.label)).toContain('Kubernetes cluster');
  });
});
