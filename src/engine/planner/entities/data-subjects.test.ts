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

describe('entities: a picked-out plural that a passive moves somewhere is data', () => {
  it('"The documents are copied into X" after a reader: the reader moves them, no Documents box', () => {
    const d = drawn('A Glue job pulls loan files from the branch S3 bucket. The documents are then copied into the archive Amazon DynamoDB table.', 'aws');
    expect(d.services).not.toContain('general.documents');
    expect(d.edges.some((e) => /^Glue job -> Amazon DynamoDB table/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Branch S3 bucket.* -> Amazon DynamoDB/.test(e))).toBe(false);
  });

  it('a plural opening a sentence with no "the" keeps its reading', () => {
    const d = drawn('Documents are uploaded to the tram depot S3 bucket by the depot staff.', 'aws');
    expect(d.edges.some((e) => /S3 bucket/.test(e))).toBe(true);
  });
});
