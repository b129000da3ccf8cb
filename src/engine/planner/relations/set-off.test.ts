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
