import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';
import { understand } from '../understand/index.js';

const edges = (prompt: string): string[] => statedEdges(prompt, 'aws');

describe('relations: object relatives, opening pronouns and steps that hand data on', () => {
  it('"a queue that a function consumes": the queue feeds the function', () => {
    expect(edges('Refund requests wait in an SQS queue that a Lambda function drains and consumes.')).toContain('aws.sqs -> aws.lambda');
  });

  it('"a table that the service writes": the service feeds the table', () => {
    expect(edges('Invoices end up in a DynamoDB table that an ECS service writes.')).toContain('aws.ecs -> aws.dynamodb');
  });

  it('"It …" opening a sentence is what the last sentence called, unless that only stores data', () => {
    expect(edges('The kiosk app calls Amazon API Gateway. It passes each request to a Lambda function.')).toContain('aws.api_gateway -> aws.lambda');
    expect(edges('A Lambda function writes to Amazon DynamoDB. It then notifies an SNS topic.')).toContain('aws.lambda -> aws.sns');
  });

  it('a step that takes in data without naming a source takes it from where the last step put it', () => {
    const out = edges('First, the storefront puts orders on Amazon SQS. Next, an ECS worker pulls orders and archives each one in Amazon S3.');
    expect(out).toContain('aws.sqs -> aws.ecs');
    expect(out).toContain('aws.ecs -> aws.s3');
  });

  it('a verb-like word used as a name after an article does not start a clause ("the report Lambda")', () => {
    expect(edges('The report Lambda is started by an EventBridge rule.')).toContain('aws.eventbridge -> aws.lambda');
  });

  it('"each with its own …" in a list keeps the list the subject of what follows', () => {
    const out = edges('The invoicing and shipping services, each with its own Aurora database, sit behind an ALB.');
    expect(out.some((e) => e.startsWith('aws.alb -> ') && !e.endsWith('aws.aurora'))).toBe(true);
    expect(out).not.toContain('aws.alb -> aws.aurora');
  });

  it('"each" belongs to the nearest plural, not to the people at the start', () => {
    const { u, graph } = understand('Customers reach two Lambda functions, each with its own DynamoDB table.', { provider: 'aws', diagramType: 'architecture' });
    const attach = u.relations.filter((r) => r.kind === 'attach').map((r) => `${graph.get(r.from).entry.id} -> ${graph.get(r.to).entry.id}`);
    expect(attach).toContain('aws.lambda -> aws.dynamodb');
  });

  it('"picks up" takes in data: a numbered step that picks up the message takes it from the queue', () => {
    const out = edges('1. The kiosk posts a message to an Amazon SQS queue. 2. A Lambda function picks up the message and calls Amazon Rekognition.');
    expect(out).toContain('aws.sqs -> aws.lambda');
  });

  it('"…, where B picks them up": the place the relative names feeds B', () => {
    expect(edges('Sensors send readings to AWS IoT Core, where a Lambda function picks them up.')).toContain('aws.iot_core -> aws.lambda');
  });
});

describe('"It" opening a sentence before a modal ("It may …", "It could …")', () => {
  it('the pronoun is still the subject of the verb after the modal', () => {
    const e = statedEdges('A Cloud Run service writes each order to Firestore. It may also publish a receipt to Pub/Sub.', 'gcp');
    expect(e).toContain('gcp.cloud_run -> gcp.pubsub');
    expect(e).not.toContain('gcp.pubsub -> gcp.cloud_run');
  });
});
