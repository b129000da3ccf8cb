import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: a new item in a store stands for the store that holds it', () => {
  it('"each new object invokes B" after files went to a bucket: the bucket invokes B', () => {
    const { edges } = plan('Scanners forward receipts into Amazon S3. Then each new object runs a parsing Lambda function that writes totals to Amazon DynamoDB.');
    expect(edges.some((e) => /S3.* -> Parsing Lambda function/.test(e))).toBe(true);
  });

  it('"every new file publishes to B" on another cloud: the bucket publishes', () => {
    const { edges } = plan('Drones upload pictures into Cloud Storage. Every new file publishes a notice to Pub/Sub.', 'gcp');
    expect(edges.some((e) => /Cloud Storage.* -> Pub\/Sub/.test(e))).toBe(true);
  });
});

describe('relations: a new item after an aside still comes from its store', () => {
  it('a closing "granted by B" does not take the new object from the bucket', () => {
    const { edges } = plan('Drones upload pictures to the survey Cloud Storage bucket using tokens granted by an App Engine API. Each new object sends a notice to Pub/Sub.', 'gcp');
    expect(edges.some((e) => /Cloud Storage bucket.* -> Pub\/Sub/.test(e))).toBe(true);
  });
});

describe('relations: a passive whose agent is a new item in a store', () => {
  it('"is started by each fresh report object" is started by the bucket holding it', () => {
    const { edges } = plan('A Lambda function drops weekly reports into Amazon S3. Then a mailer function is started by each fresh report object and mails it through Amazon SES.');
    expect(edges.some((e) => /S3.* -> Mailer Lambda function/.test(e))).toBe(true);
  });
});
