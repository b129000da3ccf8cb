import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a store named by a role word no one said before', () => {
  it('"the <new word> bucket" after a plain bucket is a second bucket', () => {
    const { labels } = drawnLabels('Scanned manuscripts arrive in an S3 bucket. Then a Lambda function moves unreadable scans to the rework bucket.');
    expect(labels.filter((l) => /bucket/i.test(l))).toHaveLength(2);
    expect(labels.some((l) => /rework/i.test(l))).toBe(true);
  });

  it('"the <word> bucket" with a word said before is the bucket named before', () => {
    const { labels } = drawnLabels('Telescope frames arrive in an S3 bucket. The frame bucket wakes a Lambda function.');
    expect(labels.filter((l) => /bucket/i.test(l))).toHaveLength(1);
  });
});

describe('a word between "to" and a bare count noun', () => {
  it('qualifies the noun: "to rework bucket" names a bucket, not an infinitive', () => {
    const { labels } = drawnLabels('Scanned manuscripts arrive in an S3 bucket. Then a Lambda function moves unreadable scans to rework bucket.');
    expect(labels.filter((l) => /bucket/i.test(l))).toHaveLength(2);
    expect(labels.some((l) => /rework/i.test(l))).toBe(true);
  });

  it('an infinitive before a name or a plural stays a verb', () => {
    const { labels } = drawnLabels('The kiosk app calls Amazon SES to send receipts.');
    expect(labels.some((l) => /send/i.test(l))).toBe(false);
  });
});

describe('an ordinal on a plain kind word', () => {
  it('"a second function" keeps "second" in its label, so the two functions can be told apart', () => {
    const { labels } = drawnLabels('Star maps are uploaded to an S3 bucket and a Lambda function crops them. A second function sends each crop to Amazon Rekognition.');
    expect(labels.some((l) => /^second\b/i.test(l) && /function/i.test(l))).toBe(true);
  });
});

describe('words that point back at a part named before', () => {
  it('"on above bucket", "the aforementioned queue" name no new component and add nothing to the label', () => {
    const { labels } = drawnLabels('The kiln sensor posts readings to an SQS queue; the aforementioned queue feeds a Lambda function. Photos of each batch land in an S3 bucket, and an audit trail watches reads on above S3 bucket.');
    expect(labels.filter((l) => /queue/i.test(l))).toHaveLength(1);
    expect(labels.filter((l) => /bucket/i.test(l))).toHaveLength(1);
    expect(labels.some((l) => /above|aforementioned/i.test(l))).toBe(false);
  });
});
