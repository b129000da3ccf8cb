import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a sentence that opens on "From X" before naming its subject', () => {
  it('"From the bucket, a function …": the bucket feeds the function', () => {
    const d = drawn('Surveyors drop scans into an S3 bucket. From the bucket, a Lambda function resizes every scan into an EFS file system.');
    expect(d.edges.some((e) => /S3 bucket.* -> Lambda function/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Lambda function -> EFS file system/.test(e))).toBe(true);
  });

  it('"from there" is where the last clause arrived', () => {
    const d = drawn('A Lambda function relays each voucher to Amazon SQS; from there a Fargate task stores vouchers in a DynamoDB table.');
    expect(d.edges).toContain('Amazon SQS -> Fargate task');
    expect(d.edges.some((e) => /^Fargate task -> DynamoDB table/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Lambda function -> DynamoDB table/.test(e))).toBe(false);
  });
});
