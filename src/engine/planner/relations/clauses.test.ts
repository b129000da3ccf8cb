import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../shared/contract/values.js';
import { statedEdges } from '../testing/relations.js';
import { understand } from '../understand/index.js';

const edges = (prompt: string, provider: Provider = 'aws'): string[] => statedEdges(prompt, provider);

describe('relations: infinitives, agentless passives and what a clause carries', () => {
  it('"X is used to <verb> …": X does the verb', () => {
    const out = edges('Amazon Comprehend is used to classify the tickets. The labels are written to Amazon DynamoDB.');
    expect(out).toContain('aws.comprehend -> aws.dynamodb');
  });

  it('"A uses B to <verb> C": what is used does the verb', () => {
    const out = edges('The billing service uses Amazon SNS to alert the on-call Lambda function.');
    expect(out).toContain('aws.sns -> aws.lambda');
  });

  it('an agentless passive after a call to a model is done by the caller, not by the model', () => {
    const out = edges('The worker Lambda hands every review to Amazon Bedrock (phase 2: Bedrock sentiment) The results are stored in Amazon RDS.');
    expect(out).toContain('aws.lambda -> aws.rds');
    expect(out).not.toContain('aws.bedrock -> aws.rds');
  });

  it('a sentence that names no component keeps the story where it was', () => {
    const out = edges('Invoices are uploaded to Amazon S3. Phase two: intake. The invoice then triggers an AWS Lambda function.');
    expect(out).toContain('aws.s3 -> aws.lambda');
  });

  it('"the component in charge of <verb>ing … from A to B" moves it itself', () => {
    const out = edges('An SNS topic wakes the Lambda function responsible for copying the rows from Amazon RDS to Amazon Redshift.');
    expect(out).toContain('aws.rds -> aws.lambda');
    expect(out).toContain('aws.lambda -> aws.redshift');
  });

  it('a noun subject the last clause carried acts from where it landed', () => {
    const out = edges('Sensors publish readings to AWS IoT Core. The readings invoke a Lambda function.');
    expect(out).toContain('aws.iot_core -> aws.lambda');
  });

  it('a noun the last clause did not carry does not act from storage', () => {
    const out = edges('The app saves photos to Amazon S3. Errors go to an Amazon SQS queue.');
    expect(out).not.toContain('aws.s3 -> aws.sqs');
  });

  it('"A emits an event that starts B": A reaches B', () => {
    const out = edges('Amazon EventBridge emits a notification that invokes the cleanup Lambda function.');
    expect(out).toContain('aws.eventbridge -> aws.lambda');
  });

  it('"from A to B" with nobody named moving it is the path A → B', () => {
    const out = edges('Nightly, the exports are copied from Amazon S3 to Amazon S3 Glacier.');
    expect(out.some((e) => /^aws\.s3 -> aws\.(s3_)?glacier/.test(e))).toBe(true);
  });

  it('"reachable via A or via B" draws two ways in, not a chain A → B', () => {
    const out = edges('The Fargate portal can be exposed publicly via Amazon CloudFront or privately via an internal ALB.');
    expect(out).toContain('aws.cloudfront -> aws.fargate');
    expect(out).toContain('aws.alb -> aws.fargate');
    expect(out).not.toContain('aws.alb -> aws.cloudfront');
  });

  it('"A is a consumer service of B": B feeds A, and the role is no component of its own', () => {
    const { u, graph } = understand('Our scoring Lambda is a consumer service of the sensor Kinesis stream.', { provider: 'aws', diagramType: 'architecture' });
    const out = u.relations.filter((r) => r.origin === 'prompt').map((r) => `${graph.get(r.from).entry.id} -> ${graph.get(r.to).entry.id}`);
    expect(out).toContain('aws.kinesis_data_streams -> aws.lambda');
    expect(graph.live().some((e) => /consumer/i.test(e.matched))).toBe(false);
  });

  it('"A acts as the source for B": A feeds B', () => {
    expect(edges('Amazon Aurora keeps the ledger and acts as the source for Amazon QuickSight.')).toContain('aws.aurora -> aws.quicksight');
  });

  it('"A triggers B to be delivered to C": B goes to C', () => {
    const out = edges('Each new object in Amazon S3 triggers an SNS message to be delivered to a Lambda function.');
    expect(out).toContain('aws.sns -> aws.lambda');
    expect(out).not.toContain('aws.s3 -> aws.lambda');
  });

  it('an opening phrase that lands somewhere makes that place the subject ("Writing to X starts Y")', () => {
    expect(edges('Writing a row to the DynamoDB table starts an EventBridge rule.')).toContain('aws.dynamodb -> aws.eventbridge');
  });
});
