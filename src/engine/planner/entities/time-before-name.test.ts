import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a time said before a product is when, not part of its name', () => {
  it('"Each morning Event Grid …", "At night Cloud Scheduler …": the label is the product alone', () => {
    expect(drawn('Each morning Event Grid nudges a Logic App that files the rota in SharePoint.', 'azure').labels.some((l) => /morning/i.test(l))).toBe(false);
    expect(drawn('At night Cloud Scheduler pokes the Cloud Run job, which trims old rows from Cloud SQL.', 'gcp').labels.some((l) => /night/i.test(l))).toBe(false);
  });

  it('a time word after an article still names the part ("the nightly Glue job")', () => {
    expect(drawn('The nightly Glue job copies ledger rows from Amazon RDS into Amazon S3.', 'aws').labels.some((l) => /nightly/i.test(l))).toBe(true);
  });
});
