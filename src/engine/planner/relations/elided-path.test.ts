import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: the mover stays on the path it takes', () => {
  it('"A reads from B, passes X from B to C": the comma clause keeps A, so A sits between B and C', () => {
    const { edges } = plan('An EventBridge pipe reads messages from the Amazon MQ broker, passes the payload from Amazon MQ to a Lambda function where it is enriched.');
    expect(edges.some((e) => /^Amazon MQ.* -> EventBridge Pipes/.test(e))).toBe(true);
    expect(edges.some((e) => /^EventBridge Pipes -> Lambda function/.test(e))).toBe(true);
  });

  it('"pulls X from A into B using C": C carries the data between A and B', () => {
    const { edges } = plan('This sample will pull records from a Kinesis stream into an SNS topic using EventBridge Pipes.');
    expect(edges.some((e) => /^Kinesis.* -> EventBridge Pipes/.test(e))).toBe(true);
    expect(edges.some((e) => /^EventBridge Pipes -> SNS topic/.test(e))).toBe(true);
    expect(edges.some((e) => /^Kinesis.* -> SNS topic/.test(e))).toBe(false);
  });

  it('a flow an earlier sentence stated stays when a later one sends that part\'s result on via a way', () => {
    const { edges } = plan('A Step Functions state machine sends each job to a Lambda function for scoring. The state machine then forwards the Lambda result to Zendesk using an EventBridge API destination.');
    expect(edges.some((e) => /^Step Functions state machine -> Lambda function/.test(e))).toBe(true);
    expect(edges.some((e) => /API Destination -> Lambda/.test(e))).toBe(false);
    expect(edges.some((e) => /API Destination -> Zendesk/.test(e))).toBe(true);
  });

  it('"A passes X to B for …, then to C and finally to D": A sends to each, the stops do not chain', () => {
    const { edges } = plan('The state machine passes the file to Textract for extracting text, then to Comprehend for detecting entities and finally to DynamoDB for storing the results.');
    for (const stop of ['Textract', 'Comprehend', 'DynamoDB']) expect(edges.some((e) => new RegExp(`^Step Functions state machine -> ${stop}`).test(e))).toBe(true);
    expect(edges.some((e) => /^Textract.* -> Comprehend/.test(e))).toBe(false);
  });

  it('traffic that passes to A, then to B still travels on from A', () => {
    const { edges } = plan('Traffic passes to the ALB, then to the ECS service.');
    expect(edges.some((e) => /^ALB -> ECS service/.test(e))).toBe(true);
  });
});
