import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a lower-case part named by what it does, with the verbs and words people use for it', () => {
  it('"mails", "pipes": verbs that put data somewhere relate the doer to that place', () => {
    const { labels, edges } = plan('The refund processor mails credit notes through SES. A Fargate task pipes its output to S3.', 'aws');
    expect(labels.some((l) => /refund processor/i.test(l))).toBe(true);
    expect(edges.some((e) => /refund processor -> SES/i.test(e))).toBe(true);
    expect(edges.some((e) => /Fargate task -> S3/.test(e))).toBe(true);
  });

  it('"the ledger export job", "the Friday payout job": a noun or a weekday before "job" names the part; "the daily job" does not', () => {
    const named = plan('The Friday payout job reads balances from Cloud SQL and mails statements through SendGrid.', 'gcp');
    expect(named.labels.some((l) => /Friday payout job/.test(l))).toBe(true);
    expect(named.edges.some((e) => /Cloud SQL.* -> Friday payout job/.test(e))).toBe(true);
    expect(named.edges.some((e) => /Friday payout job -> SendGrid/.test(e))).toBe(true);
    const manner = plan('The daily job copies invoices to Cloud Storage.', 'gcp');
    expect(manner.labels.some((l) => /job/i.test(l))).toBe(false);
  });

  it('"the ingest pipeline": a verb\'s bare form right after an article names what the part does', () => {
    const { labels, edges } = plan('The ingest pipeline pushes page views into Kinesis Data Streams.', 'aws');
    expect(labels).toContain('Ingest pipeline');
    expect(edges).toContain('Ingest pipeline -> Kinesis Data Streams');
  });

  it('"an alerts topic inside Pub/Sub": an everyday word before the cloud\'s own part noun qualifies that part, one topic', () => {
    const { labels, edges } = plan('Cloud Scheduler drops a reminder into an alerts topic inside Pub/Sub that Cloud Run pulls from.', 'gcp');
    expect(labels.filter((l) => /Pub\/Sub|topic/i.test(l))).toHaveLength(1);
    expect(edges.some((e) => /Cloud Scheduler -> Pub\/Sub/.test(e))).toBe(true);
    expect(edges.some((e) => /Pub\/Sub.* -> Cloud Run/.test(e))).toBe(true);
  });

  it('"the toll switch streams …": a verb\'s -s form after a lower-case head the catalog knows is the verb, not part of the name', () => {
    const { labels, edges } = plan('At each gate the toll switch streams plate images to Event Hubs.', 'azure');
    expect(labels).toContain('Toll switch');
    expect(edges.some((e) => /^Toll switch -> Event Hubs/.test(e))).toBe(true);
  });

  it('"a release pipeline" that a pipeline product runs, or beside a product of the kind, is that product\'s, not a second part', () => {
    const own = plan('CodePipeline starts a nightly release pipeline that pushes images to ECR.', 'aws');
    expect(own.labels.filter((l) => /pipeline/i.test(l))).toHaveLength(1);
    const kin = plan('Every hour the cleanup pipeline moves raw files into Cloud Storage, and Dataflow joins them with reference tables.', 'gcp');
    expect(kin.labels.some((l) => /cleanup pipeline/i.test(l))).toBe(false);
  });
});
