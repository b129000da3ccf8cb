import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));

describe('a part exposed to callers: the callers reach it', () => {
  it('"is exposed to the internet behind a load balancer": internet → balancer → part', () => {
    const { edges } = drawnLabels('A GKE cluster of tile renderers is exposed to the internet behind an external HTTP(S) load balancer.', 'gcp');
    expect(has(edges, /^Internet -> External HTTPS Load Balancer$/)).toBe(true);
    expect(has(edges, /^External HTTPS Load Balancer -> GKE cluster$/)).toBe(true);
    expect(has(edges, /^GKE cluster -> /)).toBe(false);
  });

  it('"is exposed to customers" with no way named: customers → part', () => {
    const { edges } = drawnLabels('The ledger service on Amazon ECS is exposed to customers.');
    expect(has(edges, /^Customers -> Amazon ECS/)).toBe(true);
    expect(has(edges, /^Amazon ECS.* -> Customers$/)).toBe(false);
  });
});
