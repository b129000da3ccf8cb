import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: people named as the owners of data or of a product', () => {
  it('"data owners" who drop files into a store are drawn as staff that reach it', () => {
    const d = drawn('Data owners drop survey files into Azure Blob Storage. Azure Functions reads the files.', 'azure');
    expect(d.nodes).toContainEqual({ label: 'Data owners', service: 'general.staff' });
    expect(d.edges.some((e) => /^Data owners -> Azure Blob Storage/.test(e))).toBe(true);
  });

  it('"business owners" approving through a console are people, not a part', () => {
    const d = drawn('Business owners approve each refund in a web console backed by AWS Lambda.');
    expect(d.nodes).toContainEqual({ label: 'Business owners', service: 'general.staff' });
    expect(d.edges).toContain('Business owners -> Web console');
  });
});
