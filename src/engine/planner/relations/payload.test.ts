import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: what moves is not a component', () => {
  it('an English word capitalised only because it opens a sentence names nothing', () => {
    const { labels } = plan('Macie inspects the archive buckets. Violations are pushed to EventBridge. Sensitive-looking matches go to a review queue.');
    expect(labels.some((l) => /violations/i.test(l))).toBe(false);
    expect(labels.some((l) => /^sensitive/i.test(l))).toBe(false);
    // A one-word product name opening a sentence is still a name.
    expect(plan('Zephyrus is the billing engine; it writes invoices to DynamoDB.').labels.some((l) => /zephyrus/i.test(l))).toBe(true);
    // People who act at the start of a sentence are still named.
    expect(plan('Reviewers approve drafts in the admin app, which saves them to DynamoDB.').labels.some((l) => /^reviewers/i.test(l))).toBe(true);
  });

  it('an everyday noun that is the subject of a passive is the payload, so the sender reaches the target', () => {
    const { labels, edges } = plan('A Lambda function audits the IAM roles every hour. Alerts are then published to an SNS topic.');
    expect(labels.some((l) => /^alerts/i.test(l))).toBe(false);
    expect(edges).toContain('Lambda function -> SNS topic');
  });

  it('"sent to B for <people>": B is what the people use', () => {
    const { edges } = plan('Glue jobs write the daily extracts to Redshift for the finance team.');
    expect(edges.some((e) => /Redshift.* -> Finance team/.test(e) || /Finance team -> .*Redshift/.test(e))).toBe(true);
    expect(edges.some((e) => /Finance team -> .*Glue/.test(e) || /Glue.* -> Finance team/.test(e))).toBe(false);
  });
});

describe('relations: what is kept in a store qualifies the store', () => {
  it('"reads <data> stored in X": the data is X\'s content and X feeds the reader', () => {
    const { labels, edges } = plan('Textract reads the scanned documents archived in an S3 bucket once a night.');
    expect(labels.some((l) => /^scanned documents/i.test(l))).toBe(false);
    expect(edges.some((e) => /S3 bucket.* -> Textract/.test(e))).toBe(true);
  });
});
