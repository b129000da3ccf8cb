import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a service named with its vendor word and a resource noun', () => {
  it('is one node of that service, joined to its neighbours', () => {
    const d = drawn('Our Amazon EventBridge Pipe drains change records out of the ticket queue and passes every record on to a fulfilment state machine.');
    expect(d.services.filter((s) => s === 'aws.eventbridge_pipes')).toHaveLength(1);
    expect(d.services).not.toContain('aws.eventbridge');
    expect(d.edges).toContain('Ticket SQS queue -> EventBridge Pipes');
  });

  it('keeps a stream of table changes apart from a Kinesis stream', () => {
    const d = drawn('Edits to the ledger land on an Amazon DynamoDB Stream, which wakes a Lambda function.');
    expect(d.services).toContain('aws.dynamodb_streams');
    expect(d.services).not.toContain('aws.kinesis_data_streams');
    expect(d.edges).toContain('DynamoDB Streams -> Lambda function');
  });

  it('reads a dated schedule as the scheduler', () => {
    const d = drawn('A nightly Amazon EventBridge Schedule starts a Lambda function that archives old invoices to Amazon S3 Glacier.');
    expect(d.services).toContain('aws.eventbridge_scheduler');
    expect(d.edges).toContain('Lambda function -> Amazon S3 Glacier (old invoices)');
    expect(d.edges.some((e) => /EventBridge Scheduler -> Lambda function$/.test(e))).toBe(true);
  });
});
