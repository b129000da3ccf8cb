import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a kind word with a word of its own said only in its own sentence', () => {
  it('"drops the forecast file into the forecast bucket" after Amazon S3 is another bucket', () => {
    const d = drawn('A nightly AWS Batch job pulls ledgers out of Amazon S3 and drops the forecast file into the forecast bucket.');
    const buckets = d.nodes.filter((n) => n.service === 'aws.s3').map((n) => n.label);
    expect(buckets).toHaveLength(2);
    expect(buckets.some((l) => /Forecast/.test(l) && !/Amazon S3/.test(l))).toBe(true);
  });

  it('a word said in an earlier sentence still points back at the part it was said of', () => {
    const d = drawn('Ledgers land in Amazon S3 every hour. A Lambda function scans the ledgers bucket.');
    expect(d.nodes.filter((n) => n.service === 'aws.s3')).toHaveLength(1);
  });
});
