import { describe, expect, it } from 'vitest';
import { findMentions } from './index.js';
import type { Provider } from '../../shared/contract/values.js';

const read = (text: string, provider: Provider = 'aws'): string[] => findMentions(text, provider).map((m) => `${m.matched}=${m.entry.id}`);

describe('a vendor word before a shorter name of a service', () => {
  it('still names that service, as one mention', () => {
    expect(read('Our Amazon EventBridge Pipe drains change records')).toEqual(['Amazon EventBridge Pipe=aws.eventbridge_pipes']);
    expect(read('Edits to the ledger land on an Amazon DynamoDB Stream')).toEqual(['Amazon DynamoDB Stream=aws.dynamodb_streams']);
    expect(read('Doorbell cameras push clips into an Amazon Kinesis Video Stream.')).toEqual([
      'cameras=general.iot_device',
      'Amazon Kinesis Video Stream=aws.kinesis_video_streams',
    ]);
  });

  it("names only the vendor's own service", () => {
    expect(read('Google Cloud Pub/Sub topic relays orders')).toEqual(['Google Cloud Pub/Sub topic=gcp.pubsub']);
    expect(read('a plain Amazon SQS')).toEqual(['Amazon SQS=aws.sqs']);
  });
});

describe('a resource called by its service and its own noun', () => {
  it('is that service', () => {
    expect(read('A nightly Amazon EventBridge Schedule fires')).toEqual(['Amazon EventBridge Schedule=aws.eventbridge_scheduler']);
    expect(read('events pass via an Amazon Kinesis Data Firehose stream')).toEqual(['Amazon Kinesis Data Firehose stream=aws.kinesis_firehose']);
    expect(read('headers rewritten by a CloudFront Function')).toEqual(['CloudFront Function=aws.cloudfront_functions']);
    expect(read('reads its card token from an AWS Secrets Manager secret')).toEqual(['AWS Secrets Manager secret=aws.secrets_manager']);
    expect(read('readings kept in an Amazon Timestream database')).toEqual(['Amazon Timestream database=aws.timestream']);
  });
});
