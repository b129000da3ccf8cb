import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: a bracket of a few plain words is an aside the clause reads past', () => {
  it('"and Y (when present) inside B": the second object still lands in B', () => {
    const d = drawn('A scoring function in Azure Functions keeps match notes inside Azure Table Storage and player photos (when present) inside Azure Blob Storage.', 'azure');
    expect(d.edges.some((e) => /^Scoring Function -> Azure Table Storage/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Scoring Function -> Azure Blob Storage/.test(e))).toBe(true);
  });
});
