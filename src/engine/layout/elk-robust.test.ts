import { describe, expect, it } from 'vitest';
import type { ArchitectureModel } from '../model/index.js';
import { layoutMetrics, layoutModel } from './index.js';

// Shapes an LLM (or a person's edit) can produce that ELK's constraints once refused.
describe('layout never fails on awkward shapes', () => {
  it('a cluster outside the VPC feeding both tiers of the VPC', async () => {
    const model: ArchitectureModel = {
      title: 'EKS outside the VPC',
      provider: 'aws',
      diagramType: 'architecture',
      nodes: [
        { id: 'users', service: 'general.users', label: 'Users', parent: null, props: {} },
        { id: 'alb', service: 'aws.alb', label: 'ALB', parent: 'pub', props: {} },
        { id: 's1', service: 'kubernetes.pod', label: 'orders', parent: 'eks', props: {} },
        { id: 's2', service: 'kubernetes.pod', label: 'payments', parent: 'eks', props: {} },
        { id: 's3', service: 'kubernetes.pod', label: 'catalog', parent: 'eks', props: {} },
        { id: 'db', service: 'aws.rds', label: 'RDS', parent: 'data', props: {} },
      ],
      groups: [
        { id: 'region', kind: 'region', label: 'us-east-1', parent: null, props: {} },
        { id: 'vpc', kind: 'vpc', label: 'VPC', parent: 'region', props: {} },
        { id: 'pub', kind: 'subnet', label: 'Public subnet', parent: 'vpc', props: { tier: 'public', public: true } },
        { id: 'data', kind: 'subnet', label: 'Private data subnet', parent: 'vpc', props: { tier: 'data' } },
        { id: 'eks', kind: 'cluster', label: 'EKS cluster', parent: 'region', props: {} },
      ],
      edges: [
        { id: 'e1', source: 'users', target: 'alb', label: '', props: {} },
        { id: 'e2', source: 'alb', target: 's1', label: '', props: {} },
        { id: 'e3', source: 'alb', target: 's2', label: '', props: {} },
        { id: 'e4', source: 'alb', target: 's3', label: '', props: {} },
        { id: 'e5', source: 's1', target: 'db', label: '', props: {} },
        { id: 'e6', source: 's2', target: 'db', label: '', props: {} },
      ],
    };
    const geometry = await layoutModel(model);
    const metrics = layoutMetrics(model, geometry);
    expect(metrics.missing).toEqual([]);
    expect(metrics.nodeOverlaps).toBe(0);
    expect(metrics.edgesThroughNodes).toBe(0);
  });
});
