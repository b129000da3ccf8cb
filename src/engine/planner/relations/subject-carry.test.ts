import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a sentence with a subject of its own does not borrow the last doer', () => {
  it('"A weekly query flags …": a verb-like noun after an adjective is the subject, not a verb of the last doer', () => {
    const { edges } = drawn('AWS Glue loads ledger rows into Amazon Redshift. A weekly query flags late payments and posts them to Amazon SNS.', 'aws');
    expect(edges).toContain('AWS Glue -> Amazon Redshift (ledger rows)');
    expect(edges.some((e) => /Glue.* -> .*SNS/.test(e))).toBe(false);
  });

  it('"A nightly export there …": "there" between the noun and its verb keeps it a noun', () => {
    const { edges } = drawn('Cloud Run writes tally rows into BigQuery. A nightly export there copies totals to Cloud Storage.', 'gcp');
    expect(edges).toContain('Cloud Run -> BigQuery (tally rows)');
    expect(edges.some((e) => /Cloud Run.* -> .*Cloud Storage/.test(e))).toBe(false);
  });

  it('"… writes to A. Photos are kept in B": data first named where it rests was moved by no one named', () => {
    const { edges } = drawn('Amazon Kinesis feeds AWS Lambda, which writes tallies to Amazon DynamoDB. Shelf photos are housed in Amazon S3.', 'aws');
    expect(edges).toContain('AWS Lambda -> Amazon DynamoDB (tallies)');
    expect(edges.some((e) => /Lambda.* -> .*S3/.test(e))).toBe(false);
  });

  it('after a comma, a result kept somewhere still comes from the clause that made it', () => {
    const { edges } = drawn('Amazon Comprehend tags each review, sentiment scores kept in Amazon DynamoDB.', 'aws');
    expect(edges.some((e) => /Comprehend.* -> .*DynamoDB/.test(e))).toBe(true);
  });
});
