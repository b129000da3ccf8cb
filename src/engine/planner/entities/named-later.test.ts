import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a name a later sentence gives to a part pointed back at', () => {
  it('labels the part and makes later mentions of the name that part', () => {
    const got = drawn('Scanned invoices arrive in an S3 bucket. This bucket is commonly referred to as the Paper Tray. A Lambda function pulls pages from the Paper Tray.');
    // "pulls pages from" is read as a verb, so the bucket it pulls from also carries its role.
    expect(got.labels).toContain('S3 bucket (Paper Tray, source)');
    expect(got.labels.filter((l) => /Paper Tray/.test(l))).toHaveLength(1);
    expect(got.edges).toContain('S3 bucket (Paper Tray, source) -> Lambda function');
  });

  it('finds the part through a word its earlier mention carried ("a folder on Azure Files … this folder")', () => {
    const got = drawn('Logic Apps drops each form into a folder on Azure Files. That folder is known as the Mailroom. Azure Functions parses forms from the Mailroom and stores them in Cosmos DB.', 'azure');
    expect(got.labels.filter((l) => /Mailroom/.test(l))).toEqual(['Azure Files (folder, Mailroom)']);
    expect(got.edges).toContain('Azure Files (folder, Mailroom) -> Azure Functions');
  });

  it('takes "(hereafter the …)" as the name too', () => {
    const got = drawn('Meter readings go to a DynamoDB table (hereafter the Brimwick Pile). An ECS service totals bills from the Brimwick Pile.');
    expect(got.labels).toContain('DynamoDB table (Brimwick Pile)');
    expect(got.labels.filter((l) => /Brimwick Pile/.test(l))).toHaveLength(1);
  });

  it('leaves "is called" followed by no name alone', () => {
    const got = drawn('An SQS queue buffers refunds. The queue is called every hour by a Lambda function, which writes to DynamoDB.');
    expect(got.labels.some((l) => /every|hour/.test(l))).toBe(false);
    expect(got.edges).toContain('Lambda function -> DynamoDB');
  });
});
