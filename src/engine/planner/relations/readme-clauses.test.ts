import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: a role after "as" names no component', () => {
  it('"X with Y as the <role words>": the role words are not drawn and X uses Y', () => {
    const { labels, edges } = plan('The stack exposes an HTTP API with Aurora as the main data storage.');
    expect(labels.some((l) => /storage|s3/i.test(l))).toBe(false);
    // The text's own name for the gateway ("HTTP API") is its label.
    expect(edges.some((e) => /^(HTTP API|API Gateway) -> Aurora$/.test(e))).toBe(true);
  });

  it('a role after a head noun is still a role; a part something runs as is not', () => {
    expect(plan('Branch offices reach the VPC over a VPN tunnel as fallback.').labels.some((l) => /fallback/i.test(l))).toBe(false);
    expect(plan('Jobs run as containers on ECS and read from S3.').labels.some((l) => /container/i.test(l))).toBe(true);
  });
});

describe('relations: a verb before "how" relates nothing', () => {
  it('"this shows how A sends B to C": the clause after "how" is read on its own', () => {
    const { edges } = plan('Redis is kept for sessions. The sample shows how a Step Functions workflow sends the order events to EventBridge.');
    expect(edges.some((e) => /^Step Functions.* -> EventBridge/.test(e))).toBe(true);
    expect(edges.some((e) => /^Redis/.test(e))).toBe(false);
  });

  it('"… and then how A …" opens a second complement', () => {
    const { edges } = plan('The guide explains how files are scanned and then how a Lambda function is wired to push the findings to an SNS topic.');
    expect(edges).toContain('Lambda function -> SNS topic');
  });
});

describe('labels: a passive participle is no payload', () => {
  it('"is set up to send …", "are enabled on …": the participle does not qualify a component', () => {
    const { labels } = plan('A Kinesis Firehose stream is set up to deliver the clickstream to an S3 bucket. Versioning is enabled on the S3 bucket.');
    expect(labels.some((l) => /\((set|enabled)\)/i.test(l))).toBe(false);
  });
});

describe('entities: a kind word that only qualifies moving data', () => {
  it('"sends the database audit events to X" draws no database', () => {
    const { labels, edges } = plan('A Lambda function forwards the database audit events to an OpenSearch domain.');
    expect(labels.some((l) => /database|rds/i.test(l))).toBe(false);
    expect(edges.some((e) => /^Lambda function -> OpenSearch domain/.test(e))).toBe(true);
  });

  it('a kind word followed by a verb, not by the data it moves, is still a part', () => {
    expect(plan('Each merge triggers a GitLab pipeline, whose runner uploads the built image into a container registry.').labels.some((l) => /registry/i.test(l))).toBe(true);
  });
});

describe('references: the dead-letter queue is only what dead letters name', () => {
  it('"the input queue" after "an SQS queue and a DLQ" is the first queue; the DLQ keeps its short name', () => {
    const { labels, edges } = plan('The stack has an SQS queue and a DLQ next to a Lambda function. The function drains the input queue.');
    expect(edges.some((e) => /^(Input )?SQS queue.* -> Lambda function/.test(e))).toBe(true);
    expect(edges.some((e) => /dead-letter.* -> Lambda function/.test(e))).toBe(false);
    expect(labels.some((l) => /dead-letter queue \(DLQ\)/.test(l))).toBe(true);
  });
});

describe('relations: a way the text states is not a bypass the planner made', () => {
  it('"the visitor is forwarded to the function" stays when only the planner put the load balancer first', () => {
    const { edges } = plan('We run an ALB and a Lambda function. Once signed in, the visitor is forwarded to the Lambda function.');
    expect(edges.some((e) => /^Visitor -> Lambda function/.test(e))).toBe(true);
  });

  it('a bypass of a front the text itself names is still dropped', () => {
    const { edges } = plan('Route 53 sends users to an ALB and EC2; the ALB forwards to EC2.');
    expect(edges.some((e) => /^Route 53 -> EC2/.test(e))).toBe(false);
  });
});

describe('references: possessives and vendor names', () => {
  it('"your state machine" is the workflow named before, not a second one', () => {
    const { labels } = plan('A Step Functions workflow calls a Lambda function. Catch errors in your state machine and retry the call.');
    expect(labels.filter((l) => /step functions|state machine/i.test(l))).toHaveLength(1);
  });

  it('"the AWS SQS queue" does not point back at another AWS product', () => {
    const { edges } = plan('AWS Step Functions runs the job and writes each failure to the AWS SQS queue.');
    expect(edges.some((e) => /Step Functions.* -> (?:AWS )?SQS queue/.test(e))).toBe(true);
  });
});

describe('entities: data named after an everyday part', () => {
  it('"the phone number", "the user attributes" are data, not a phone or a user', () => {
    const { labels, edges } = plan('Amazon Cognito passes the phone number and the user attributes to a Lambda function.');
    expect(labels.some((l) => /phone|mobile|user/i.test(l))).toBe(false);
    expect(edges).toContain('Amazon Cognito -> Lambda function');
  });

  it('a verb between the word and the data keeps the word a part ("the app sends credentials")', () => {
    expect(plan('The mobile app sends credentials to Cognito, which returns a token.').labels.some((l) => /app/i.test(l))).toBe(true);
  });
});

describe('relations: list items that run together', () => {
  it('a full product name right after another opens the next item ("… in Amazon SQS Amazon SQS triggers …")', () => {
    const { edges } = plan('Orders land in Amazon SQS Amazon SQS triggers the AWS Lambda function that writes to DynamoDB.');
    expect(edges.some((e) => /SQS.* -> (AWS )?Lambda function/.test(e))).toBe(true);
    expect(edges.some((e) => /^Orders -> (AWS )?Lambda/.test(e))).toBe(false);
  });
});

describe('relations: what an orchestrator does itself', () => {
  it('a workflow that runs a function and sends failures to a queue sends them itself', () => {
    const { edges } = plan('A Step Functions state machine runs a Lambda function. The state machine sends each failure message to an SQS queue.');
    expect(edges.some((e) => /^Step Functions.* -> SQS queue/.test(e))).toBe(true);
  });

  it('a queue named after a workflow with a word between is a queue of its own', () => {
    const { labels } = plan('A Step Functions workflow runs nightly and moves failed items to the state machine retry queue. A Lambda function drains it.');
    expect(labels.some((l) => /Step Functions.*queue/i.test(l))).toBe(false);
  });
});

describe('relations: a bare purpose after "for" names no component', () => {
  it('"Aurora for data storage" draws no storage service; "an endpoint for the cache" still points at one', () => {
    expect(plan('The app uses ECS for compute and Aurora for data storage.').labels.some((l) => /s3|storage/i.test(l) && !/aurora/i.test(l))).toBe(false);
    expect(plan('A VPC endpoint for the cache keeps traffic private.').labels.some((l) => /elasticache|cache/i.test(l))).toBe(true);
  });
});
