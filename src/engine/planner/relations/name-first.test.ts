import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));

describe('people look a name up before they reach what it names', () => {
  it('a DNS service named beside a CDN: the DNS points at the CDN, the people reach only the DNS', () => {
    const { edges } = drawnLabels('Recipe blog: Cloud Storage behind Cloud CDN, with Cloud DNS for the domain.', 'gcp');
    expect(has(edges, /^Cloud DNS.* -> Cloud CDN$/)).toBe(true);
    expect(has(edges, /^Users -> Cloud DNS/)).toBe(true);
    expect(has(edges, /^Users -> Cloud CDN$/)).toBe(false);
  });

  it('every other entry point the people would reach is named by the one DNS service', () => {
    const { edges } = drawnLabels('Recipe blog: Cloud Storage behind Cloud CDN and an external load balancer, with Cloud DNS for the domain.', 'gcp');
    expect(has(edges, /^Cloud DNS.* -> External Load Balancer$/)).toBe(true);
    expect(has(edges, /^Users -> External Load Balancer$/)).toBe(false);
  });
});
