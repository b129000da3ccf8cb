import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: a manner adverb between a comma and its participle', () => {
  it('"…, individually marking rows in B": the clause\'s doer still reaches B', () => {
    const d = drawn('A bike shop settles refunds with a Logic Apps workflow. The workflow walks through every refund, individually marking rows inside Azure Table Storage.', 'azure');
    expect(d.edges.some((e) => /^Logic Apps workflow -> Azure Table Storage/.test(e))).toBe(true);
  });
});
