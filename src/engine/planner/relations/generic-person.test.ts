import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: "you" and "we" name no part, the last doer goes on', () => {
  it('"You can then archive …" after a part acted: that part archives', () => {
    const d = drawn('A Cloud Run service tallies the votes from each poll. You can then archive the tallies in Cloud Storage for auditors.', 'gcp');
    expect(d.edges.some((e) => /^Cloud Run service -> Cloud Storage/.test(e))).toBe(true);
  });

  it('"We keep those …" after a part acted: that part keeps them', () => {
    const d = drawn('An AKS worker decodes the sensor frames. We keep those frames in Azure Blob Storage so analysts can replay them.', 'azure');
    expect(d.edges.some((e) => /^(Worker|AKS).* -> Azure Blob Storage/.test(e))).toBe(true);
  });

  it('a clause that says where its data comes from starts there', () => {
    const d = drawn('A Cloud Run service tallies the votes from each poll. You can then move the tallies from Firestore to BigQuery.', 'gcp');
    expect(d.edges).toContain('Firestore -> BigQuery');
    expect(d.edges.some((e) => /^Cloud Run service -> BigQuery/.test(e))).toBe(false);
  });

  it('"You can call X from Y": the part the call is made from calls', () => {
    const d = drawn('Vertex AI hosts the fraud model. You can also call the Vertex AI endpoint from a Looker dashboard to flag risky orders.', 'gcp');
    expect(d.edges.some((e) => /^Looker dashboard -> Vertex AI Endpoint/.test(e))).toBe(true);
  });
});
