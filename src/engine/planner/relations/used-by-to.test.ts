import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: "X is used by B to <verb> … to C" — the agent does what the infinitive says', () => {
  it('a thing that is no component, used by B: B reaches C', () => {
    const { edges } = plan('The reserved address is used by the branch resolver to forward lookups to Cloud DNS.', 'gcp');
    expect(edges).toContain('Branch resolver -> Cloud DNS');
    expect(edges.some((e) => /^Users -> Cloud DNS/.test(e))).toBe(false);
  });

  it('a component used by B stays B\'s tool; B, not the tool, reaches C', () => {
    const { edges } = plan('The scratch bucket is used by the quiz service to forward answers to BigQuery.', 'gcp');
    expect(edges.some((e) => /^Quiz service -> .*Cloud Storage/.test(e))).toBe(true);
    expect(edges).toContain('Quiz service -> BigQuery');
    expect(edges.some((e) => /Cloud Storage.* -> BigQuery/.test(e))).toBe(false);
  });

  it('"A uses B to <verb> …" still has B do it', () => {
    const { edges } = plan('The ticket desk uses a Cloud Function to copy receipts into BigQuery.', 'gcp');
    expect(edges.some((e) => /^Cloud Function -> BigQuery/.test(e))).toBe(true);
  });
});
