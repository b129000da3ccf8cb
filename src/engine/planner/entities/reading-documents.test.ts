import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('a document people read, named in the text', () => {
  it('draws no part for "the … Solution Guide" and leaves "it" to the job', () => {
    const { where, edges } = placed('The scoring job on Dataflow implements the fraud path of the Retail Analytics Solution Guide. It reads orders from Pub/Sub, calls a Vertex AI endpoint, and writes the scores to BigQuery.', 'gcp');
    expect([...where.keys()].some((l) => /guide/i.test(l))).toBe(false);
    expect(edges).toEqual(expect.arrayContaining(['Pub/Sub -> Dataflow', 'Dataflow -> BigQuery']));
  });
});
