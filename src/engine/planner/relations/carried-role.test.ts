import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a role after "as its" with a word for what it carries', () => {
  it('"as its event source" sends to the owner, as "as its source" does', () => {
    const d = drawn('The billing function uses the orders queue as its event source.');
    expect(d.edges).toEqual(['Orders SQS queue -> Billing Lambda function']);
  });

  it('"as its data target" receives from the owner', () => {
    expect(drawn('The report job uses Amazon S3 as its data target.').edges).toEqual(['Report job -> Amazon S3']);
  });

  it('two roles in a row are both played for the owner, not for each other', () => {
    const d = drawn('The Lambda function has an SQS queue as its event source and a DynamoDB table as its destination.');
    expect(d.edges).toContain('SQS queue -> Lambda function');
    expect(d.edges.some((e) => e.startsWith('Lambda function -> DynamoDB table'))).toBe(true);
    expect(d.edges.some((e) => e.startsWith('SQS queue -> DynamoDB'))).toBe(false);
  });
});
