import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('"each keep … in their own X"', () => {
  it('draws one X per owner, each kept in by its owner', () => {
    const { labels, edges } = drawn('The billing and ledger services each keep data in their own Cloud SQL instance.', 'gcp');
    expect(labels.filter((l) => /Cloud SQL/.test(l))).toHaveLength(2);
    expect(edges).toContain('Billing service -> Cloud SQL instance (billing)');
    expect(edges).toContain('Ledger service -> Cloud SQL instance (ledger)');
  });
});
