import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a verb acting on the very data that landed in a carrier', () => {
  it('takes it from the queue it landed in, and nothing is added around them', () => {
    const d = drawn('Orders land in an SQS queue; a Fargate worker charges each order.');
    expect(d.edges).toContain('SQS queue -> Fargate worker');
    expect(d.labels).toHaveLength(2);
  });

  it('works for a bucket across a sentence end', () => {
    const d = drawn('Invoices are dropped into a Blob Storage container. An Azure Function totals each invoice.', 'azure');
    expect(d.edges.some((e) => /^Blob Storage container -> .*Function/.test(e))).toBe(true);
  });
});
