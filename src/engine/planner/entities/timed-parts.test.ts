import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('parts named with how often they run', () => {
  it('a word for how often before a noun and "job" names the job, which then acts', () => {
    const d = drawn('A nightly export job loads invoices into BigQuery.', 'gcp');
    expect(d.labels).toContain('Nightly export job');
    expect(d.edges.some((e) => /^Nightly export job -> BigQuery/.test(e))).toBe(true);
  });

  it('a frequency word alone before the head still says only how something runs', () => {
    const d = drawn('The daily job copies files to Cloud Storage.', 'gcp');
    expect(d.labels.some((l) => /daily/i.test(l))).toBe(false);
  });

  it('a verb-like word between a describing word and a catalog part stays in its name', () => {
    const d = drawn('The nightly sync worker loads invoices into BigQuery.', 'gcp');
    expect(d.labels).toContain('Nightly sync worker');
    expect(d.edges.some((e) => /^Nightly sync worker -> BigQuery/.test(e))).toBe(true);
  });

  it('the same after an adjective of manner', () => {
    const d = drawn('A quick scan worker checks uploads in S3.');
    expect(d.edges.some((e) => /^Quick scan worker -> S3/.test(e))).toBe(true);
  });
});

describe('a part named before a short place phrase and then its verb', () => {
  it('is drawn, in its place, and acts', () => {
    const d = drawn('The cleanup job in the backup account purges old snapshots from S3.');
    expect(d.labels).toContain('Cleanup job');
    expect(d.edges.some((e) => /^Cleanup job -> S3/.test(e))).toBe(true);
  });
});
