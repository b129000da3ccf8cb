import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a service named again by another of its own names is the same part', () => {
  it('"a Kinesis Data Firehose … the delivery stream" is one Firehose, and the chain runs through it', () => {
    const d = drawn('Clickstream events from an API Gateway endpoint go to a Kinesis Data Firehose. The delivery stream batches them into an S3 bucket.');
    expect(d.services.filter((s) => s === 'aws.kinesis_firehose')).toHaveLength(1);
    expect(d.edges.some((e) => /Firehose -> S3/.test(e))).toBe(true);
  });
});
