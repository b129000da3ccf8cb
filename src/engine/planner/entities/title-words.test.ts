import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a short verbless first line is the title', () => {
  it('"Remote hive monitoring." names what the text is about, not a monitoring service', () => {
    const d = drawn('Remote hive monitoring. Hive scales post weights to a hive gateway. The gateway keeps weights in Amazon Timestream.', 'aws');
    expect(d.services).not.toContain('aws.cloudwatch');
    expect(d.edges).toContain('Hive gateway -> Amazon Timestream (weights)');
  });

  it('a product named with capitals in the title line is still drawn', () => {
    const d = drawn('Amazon S3 and CloudFront. The site is static. Visitors load it from CloudFront.', 'aws');
    expect(d.services).toContain('aws.s3');
  });

  it('a first line with a verb is a sentence, not a title', () => {
    const d = drawn('Dispatchers plan shifts in a roster app. The roster app saves shifts in Amazon DynamoDB. Shifts expire after a week.', 'aws');
    expect(d.edges).toContain('Dispatchers -> Roster app');
  });
});
