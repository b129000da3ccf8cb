import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('"A is triggered when <something happens in B>": B sets A off', () => {
  it('where the file lands triggers the function, on any cloud', () => {
    const d = drawn('A Cloud Function is triggered whenever an invoice is written to a Cloud Storage bucket.', 'gcp');
    expect(d.edges.some((e) => /Cloud Storage.* -> Cloud Function/.test(e))).toBe(true);
    expect(d.edges.some((e) => /Cloud Function.* -> Cloud Storage/.test(e))).toBe(false);
  });

  it('a message arriving in a queue invokes the worker, and nothing is made up around them', () => {
    const d = drawn('A Lambda function is invoked whenever a message arrives in an SQS queue.');
    expect(d.edges).toEqual(['SQS queue -> Lambda function']);
  });

  it('"invoked asynchronously" is how the part is called, not a queue', () => {
    const d = drawn('A Lambda function is asynchronously triggered when a photo is uploaded to an S3 bucket.');
    expect(d.labels.some((l) => /SQS|queue/i.test(l))).toBe(false);
    expect(d.edges.some((e) => /^S3 bucket -> .*function/i.test(e))).toBe(true);
  });

  it('"async" is a word of its own, not a misspelt tool', () => {
    const d = drawn('A serverless API with async order processing on Lambda.');
    expect(d.labels.some((l) => /rsync/i.test(l))).toBe(false);
  });
});

describe('"A is started by B. It …": "It" is A, the part that was set off', () => {
  it('a scheduled job goes on to act, not the scheduler', () => {
    const d = drawn('Our nightly Cloud Run job is triggered by Cloud Scheduler. It then publishes a summary to Pub/Sub.', 'gcp');
    expect(d.edges.some((e) => /Cloud Run.* -> Pub\/Sub/.test(e))).toBe(true);
    expect(d.edges.some((e) => /Scheduler.* -> Pub\/Sub/.test(e))).toBe(false);
  });

  it('after "which is invoked by", the function named first does the writing', () => {
    const d = drawn('The team deploys a Lambda function, which is invoked by Amazon API Gateway. It persists each order in Amazon DynamoDB.');
    expect(d.edges.some((e) => /Lambda.* -> .*DynamoDB/.test(e))).toBe(true);
    expect(d.edges.some((e) => /API Gateway.* -> .*DynamoDB/.test(e))).toBe(false);
  });
});
