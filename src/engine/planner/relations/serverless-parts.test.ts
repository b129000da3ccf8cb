import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('an everyday messaging word placed on a named broker', () => {
  it('"a queue hosted on an MQ broker" is the broker, and "the queue" later is too', () => {
    const d = drawn('Bread orders wait in a queue hosted on an Amazon MQ broker. A Lambda function consumes the queue and saves each order in a DynamoDB table.');
    expect(d.labels.some((l) => /SQS/.test(l))).toBe(false);
    expect(d.edges.some((e) => /MQ.* -> Lambda function/.test(e))).toBe(true);
  });

  it('"a topic on the Kafka cluster" is the cluster, not an SNS topic', () => {
    const d = drawn('The observatory telescope writes frames to a topic on the Kafka cluster. A Lambda function reads the topic and archives each frame in S3.');
    expect(d.labels.some((l) => /SNS/.test(l))).toBe(false);
    expect(d.edges.some((e) => /Kafka.* -> Lambda function/.test(e))).toBe(true);
  });
});

describe('the stream of a DynamoDB table', () => {
  it('is drawn, fed by its table, and feeds what reads it', () => {
    const d = drawn('The ferry booking service writes bookings to a DynamoDB table. A DDB Stream invokes a Lambda function, which sends a notice to an SNS topic.');
    expect(d.edges.some((e) => /DynamoDB table.* -> DDB Stream/.test(e))).toBe(true);
    expect(d.edges).toContain('DDB Stream -> Lambda function');
    expect(d.edges.some((e) => /DDB Stream -> .*ferry/i.test(e))).toBe(false);
  });

  it('a part said to work on the stream reads it; the table writer does not write to it', () => {
    const d = drawn('A loader function saves each orchard reading in a DynamoDB table. Every change to the readings lands on its DynamoDB stream. Another function (the aggregator) works through each batch from the stream.');
    expect(d.edges.some((e) => /-> .*DynamoDB stream/i.test(e) && !/DynamoDB table/.test(e.split(' -> ')[0]!))).toBe(false);
    expect(d.edges.some((e) => /DynamoDB streams? -> .*aggregator/i.test(e))).toBe(true);
  });
});

describe('a stream of changes named in a fronted phrase', () => {
  it('a fronted "through the stream" phrase: the stream feeds the pipe', () => {
    const d = drawn('When a reader joins, the member ID is stored in the Members table. Through DynamoDB streams, an EventBridge pipe picks up each change and starts the Welcome Step Function.');
    expect(d.edges.some((e) => /DynamoDB Streams -> EventBridge Pipes/i.test(e))).toBe(true);
  });
});

describe('the deployment tool', () => {
  it('"the CDK stack deploys …" is no part and sends nothing', () => {
    const d = drawn('The AWS CDK stack deploys a Lambda function, an SQS queue and an S3 bucket. When a scan lands in the S3 bucket, the bucket sends an event to the SQS queue and the Lambda function reads the queue.');
    expect(d.labels.some((l) => /CDK/.test(l))).toBe(false);
    expect(d.edges).toContain('SQS queue -> Lambda function');
  });

  it('a tool named on its own that creates parts draws no flow to them', () => {
    const d = drawn('Pulumi creates a DynamoDB table plus a Lambda function. That function writes each library loan to the table.');
    expect(d.edges.some((e) => /Pulumi ->/.test(e))).toBe(false);
    expect(d.edges.some((e) => /Lambda function -> DynamoDB table/.test(e))).toBe(true);
  });
});

describe('steps run together with no full stop', () => {
  it('split where the same name is said twice in a row', () => {
    const d = drawn('The orchard sensor posts readings to AppSync AppSync invokes the resolver Lambda function the function stores each reading in DynamoDB');
    expect(d.edges).toContain('AppSync -> Resolver Lambda function');
    expect(d.edges.some((e) => /Resolver Lambda function -> DynamoDB/.test(e))).toBe(true);
    expect(d.edges.some((e) => /sensor -> DynamoDB/i.test(e))).toBe(false);
  });
});
