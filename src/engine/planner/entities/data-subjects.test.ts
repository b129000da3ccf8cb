import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a plural that opens a relative clause about what befalls it is data', () => {
  it('"Any documents that fail …" moves data; no Documents box, the job sends to the bucket', () => {
    const d = drawn('A Glue job converts uploaded spreadsheets to JSON and loads them into DocumentDB. Any documents that fail conversion are moved to a quarantine S3 bucket.', 'aws');
    expect(d.services).not.toContain('general.documents');
    expect(d.edges).toContain('Glue job -> Quarantine S3 bucket');
  });

  it('"Documents that cannot be read go to …" opening a sentence is data as well', () => {
    const d = drawn('A Cloud Run importer turns scanned invoices into text and saves it in Cloud SQL. Documents that cannot be read go to a review bucket in Cloud Storage.', 'gcp');
    expect(d.services).not.toContain('general.documents');
    expect(d.edges.some((e) => /^Cloud Run.* -> Cloud Storage/.test(e))).toBe(true);
  });

  it('a plural that names working parts stays a part', () => {
    const d = drawn('Ticket kiosks post events to Event Hubs and a function app stores them in Cosmos DB. Workers that fall behind are restarted by the scheduler.', 'azure');
    expect(d.services).toContain('general.worker');
  });
});
