import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('a named store, then the lowercase name of what it is used as', () => {
  it('draws "a Firestore feature store" as one Firestore, not Firestore and a feature-store product', () => {
    const r = placed('The scoring worker on Cloud Run reads member traits from a Firestore feature store and writes the scores to BigQuery.', 'gcp');
    const labels = [...r.where.keys()];
    expect(labels.filter((l) => /feature store/i.test(l))).toHaveLength(1);
    expect(labels.some((l) => /vertex/i.test(l))).toBe(false);
    expect(r.edges.some((e) => /Firestore.*->|-> .*Firestore/.test(e))).toBe(true);
  });

  it('keeps a product named in capitals after a store as its own part', () => {
    const r = placed('Orders land in Cloud Spanner Vertex AI Feature Store copies them for the model.', 'gcp');
    const labels = [...r.where.keys()];
    expect(labels.some((l) => /spanner/i.test(l))).toBe(true);
    expect(labels.some((l) => /vertex ai feature store/i.test(l) && !/spanner/i.test(l))).toBe(true);
  });
});
