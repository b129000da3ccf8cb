import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('"X is a <stack> app" followed by a participle', () => {
  it('says what X is and names no second part', () => {
    const d = drawn('The storefront is a React app served from Netlify.', 'gcp');
    expect(d.labels.filter((l) => /app|storefront/i.test(l))).toHaveLength(1);
    expect(d.edges.some((e) => /Netlify -> Storefront/.test(e))).toBe(true);
  });

  it('a program on a platform it is deployed to', () => {
    const d = drawn('The ledger service is a Spring Boot application deployed to EKS.');
    expect(d.labels).toContain('Ledger service');
    expect(d.labels.some((l) => /Spring Boot/.test(l))).toBe(false);
  });
});
