import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a catalog word inside a code name after "named" or "called" is part of the name', () => {
  it('"a shelf index named s3-loans" adds no S3 and moves nothing from the bucket named before', () => {
    const d = drawn('A Glue job reads book scans from the depot S3 bucket. The pages are written into Amazon OpenSearch Service, into a shelf index named s3-loans. Any pages that fail are moved to a spare quarantine S3 bucket.', 'aws');
    expect(d.edges.some((e) => /^Glue job -> .*quarantine S3 bucket/i.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Depot S3 bucket.* -> Quarantine/.test(e))).toBe(false);
  });

  it('"a log group called cloudwatch-oven-logs" draws no second CloudWatch', () => {
    const d = drawn('The oven Lambda function writes its timings to a bakery table called dynamodb-oven-timings in Amazon DynamoDB.', 'aws');
    expect(d.services.filter((s) => s === 'aws.dynamodb')).toHaveLength(1);
  });

  it('a whole code name that is a product keeps its mention', () => {
    const d = drawn('The tram depot runs a broker named kafka-connect on a VM, which feeds Amazon S3.', 'aws');
    expect(d.edges.length).toBeGreaterThan(0);
  });
});
