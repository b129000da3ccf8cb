import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

const lambdas = (text: string): string[] => drawn(text).nodes.filter((n) => n.service === 'aws.lambda').map((n) => n.label);

describe('a part the text names only to say it is left out', () => {
  it('"with no", "without any", "zero" leave it out and keep the direct path', () => {
    const a = drawn('API Gateway integrates directly with Amazon SQS to enqueue the payments, with no Lambda in between.');
    expect(a.services).not.toContain('aws.lambda');
    expect(a.edges).toContain('API Gateway -> Amazon SQS');
    expect(lambdas('API Gateway writes the payments straight into DynamoDB without any Lambda function.')).toEqual([]);
    const z = drawn('This pattern wires EventBridge to Step Functions using zero Lambda functions.');
    expect(z.services).not.toContain('aws.lambda');
    expect(z.edges).toEqual(['EventBridge -> Step Functions']);
  });

  it('a parenthesis, "is needed", "the need for" and "instead of" leave it out too', () => {
    const p = drawn('The ledger workflow updates DynamoDB via direct SDK calls (no AWS Lambda).');
    expect(p.services).not.toContain('aws.lambda');
    expect(p.edges.some((e) => e.endsWith('-> DynamoDB'))).toBe(true);
    expect(lambdas('Amazon API Gateway forwards the order to Amazon SQS directly, so no Lambda function is needed.')).toEqual([]);
    expect(lambdas('AppSync talks to DynamoDB directly, removing the need for a Lambda function.')).toEqual([]);
    expect(lambdas('Pipes carries the stream into the state machine instead of a Lambda function.')).toEqual([]);
  });

  it('keeps a part the clause says something of, a need stated, and a verb after "instead of"', () => {
    const n = drawn('No EC2 instance in the fleet has a public IP, and the Lambda function reaches the instances through a NAT gateway.');
    expect(n.edges).toContain('NAT Gateway -> EC2 instances');
    const need = drawn('The docs explain the need for a NAT gateway, which lets the batch instances reach the internet.');
    expect(need.services).toContain('aws.nat_gateway');
    const poll = drawn('Instead of polling the queue, the Lambda function receives messages from SQS through an event source mapping.');
    expect(poll.edges).toContain('SQS queue -> Lambda function');
  });
});
