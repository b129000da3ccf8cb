import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a hyphenated qualifier before a mention stays whole in its label', () => {
  it('"a scatter-gather function" keeps both halves of its qualifier', () => {
    const { labels, edges } = plan('Amazon MQ hands each tariff batch to a scatter-gather Lambda function, which saves rows in Amazon Redshift.', 'aws');
    expect(labels).toContain('Scatter-gather Lambda function');
    expect(edges.some((e) => /^Scatter-gather Lambda function -> Amazon Redshift/.test(e))).toBe(true);
  });

  it('a particle joined by a hyphen ("roll-up") is part of the qualifier, not dropped', () => {
    const { labels } = plan('Nightly, a roll-up Cloud Function totals the meter readings into BigQuery.', 'gcp');
    expect(labels.some((l) => /^Roll-up Cloud Function/.test(l))).toBe(true);
  });

  it('a run opening with a preposition is no qualifier ("on-site")', () => {
    const { labels } = plan('The kiosks post scans to an on-site file server that copies them into Azure Blob Storage.', 'azure');
    expect(labels.some((l) => /^On-site/.test(l))).toBe(false);
  });
});
