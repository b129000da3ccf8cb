import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a part that takes data in, after the text said where the data arrived, reads it from there', () => {
  it('"then B extracts …" after data went to a bucket: the bucket feeds B', () => {
    const { edges } = drawn('Receipts go to Cloud Storage, then Document AI extracts the totals.', 'gcp');
    expect(edges).toContain('Cloud Storage -> Document AI');
  });

  it('works across a sentence end, whatever the data is called the second time', () => {
    const { edges } = drawn('Invoices land in Cloud Storage. Document AI parses each file.', 'gcp');
    expect(edges).toContain('Cloud Storage -> Document AI');
  });
});
