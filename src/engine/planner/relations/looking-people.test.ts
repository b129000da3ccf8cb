import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: people looking at data in a later clause look where it was put', () => {
  it('"so auditors can look up …" after a load into a search store joins the auditors to that store', () => {
    const { edges } = plan('A Lambda function loads each invoice into Amazon OpenSearch Service so auditors can look up old invoices.');
    expect(edges.some((e) => /^Auditors -> Amazon OpenSearch Service/.test(e))).toBe(true);
  });

  it('people opening their own sentence are not joined to the last store', () => {
    const { edges } = plan('A Lambda function loads each invoice into Amazon OpenSearch Service. Auditors review the monthly totals.');
    expect(edges.some((e) => /^Auditors -> Amazon OpenSearch Service/.test(e))).toBe(false);
  });
});
