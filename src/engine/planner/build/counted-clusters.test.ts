import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('build: counted clusters the text names one by one', () => {
  it('each named cluster is a box with its own copy of what every cluster runs, the load balancer outside them', () => {
    const { where, groups, edges } = placed('We operate two clusters, amber and violet, fronted by a regional load balancer; each cluster hosts the invoicing deployment.', 'kubernetes');
    expect(groups.filter((g) => g.kind === 'cluster').map((g) => g.label).sort()).toEqual(['Amber cluster', 'Violet cluster']);
    expect(where.get('Invoicing Deployment (Amber cluster)')?.[0]).toBe('Amber cluster');
    expect(where.get('Invoicing Deployment (Violet cluster)')?.[0]).toBe('Violet cluster');
    expect(where.get('Load balancer')).toEqual([]);
    expect(edges).toContain('Load balancer -> Invoicing Deployment (Violet cluster)');
  });
});
