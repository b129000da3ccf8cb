import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('people a verb keeps somewhere are records, not who acts', () => {
  it('"stores users in" a database draws no people, and the store is written to', () => {
    const d = drawn('A Cloud Run service stores users in Cloud SQL and caches sessions in Memorystore.', 'gcp');
    expect(d.services).not.toContain('general.users');
    expect(d.edges.some((e) => /^Cloud Run service -> Cloud SQL/.test(e))).toBe(true);
  });

  it('"loads employees into" a warehouse, with no article', () => {
    const d = drawn('The nightly sync worker loads employees into BigQuery.', 'gcp');
    expect(d.services).not.toContain('general.users');
    expect(d.edges.some((e) => /^Nightly sync worker -> BigQuery/.test(e))).toBe(true);
  });

  it('a determiner between the verb and the people changes nothing', () => {
    const d = drawn('Our admin portal keeps all members in Firestore, and editors approve posts there.', 'gcp');
    expect(d.labels).not.toContain('Members');
    expect(d.edges.some((e) => /^Admin portal -> Firestore/.test(e))).toBe(true);
  });

  it('people a verb steers somewhere stay people', () => {
    const d = drawn('The billing job sends customers to the payment page hosted on S3.');
    expect(d.labels).toContain('Customers');
  });
});
