import { describe, expect, it } from 'vitest';
import { drawn as plan } from '../testing/drawn.js';

describe('entities: a workload kind after the second of two conjuncts is the kind of both', () => {
  it('"a storefront and a search Deployment" draws two Deployments', () => {
    const { nodes } = plan('The shop namespace holds a storefront and a search deployment, both fed by one Ingress.', 'kubernetes');
    const deployments = nodes.filter((n) => n.service === 'kubernetes.deployment').map((n) => n.label);
    expect(deployments).toEqual(expect.arrayContaining(['Storefront Deployment', 'Search Deployment']));
  });
  it('a known product as the first conjunct becomes its workload object too', () => {
    const { nodes } = plan('Alongside the app we keep a memcached and a mongo statefulset for state.', 'kubernetes');
    expect(nodes.filter((n) => n.service === 'kubernetes.statefulset')).toHaveLength(2);
  });
});
