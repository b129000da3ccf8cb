import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: a new item in a store stands for the store that holds it', () => {
  it('"each new object invokes B" after files went to a bucket: the bucket invokes B', () => {
    const { edges } = plan('Scanners forward receipts to an Amazon S3 bucket. Each new object invokes a parsing Lambda function that writes totals to Amazon DynamoDB.');
    expect(edges.some((e) => /S3 bucket.* -> Parsing Lambda function/.test(e))).toBe(true);
  });

  it('"every new file publishes to B" on another cloud: the bucket publishes', () => {
    const { edges } = plan('Drones upload pictures to a Cloud Storage bucket. Every new file publishes a notice to Pub/Sub.', 'gcp');
    expect(edges.some((e) => /Cloud Storage bucket.* -> Pub\/Sub/.test(e))).toBe(true);
  });
});

describe('relations: a new item after an aside still comes from its store', () => {
  it('a closing "granted by B" does not take the new object from the bucket', () => {
    const { edges } = plan('Drones upload pictures to a Cloud Storage bucket with tokens granted by an API on App Engine. Each new object publishes a notification to Pub/Sub.', 'gcp');
    expect(edges.some((e) => /Cloud Storage bucket.* -> Pub\/Sub/.test(e))).toBe(true);
  });
});
