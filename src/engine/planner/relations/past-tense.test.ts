import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('a past tense that takes its own object is active, not a participle', () => {
  it('"reads X and stored Y in Z": the reader stores into Z', () => {
    const edges = statedEdges('The bakery Lambda function reads from the SQS queue and stored the order in a DynamoDB table.', 'aws');
    expect(edges).toContain('aws.sqs -> aws.lambda');
    expect(edges).toContain('aws.lambda -> aws.dynamodb');
    expect(edges).not.toContain('aws.dynamodb -> aws.lambda');
  });

  it('"A polled the queue": a first verb in the past keeps its direction', () => {
    const edges = statedEdges('The observatory Lambda function polled the SQS queue and wrote the readings to an S3 bucket.', 'aws');
    expect(edges).toContain('aws.sqs -> aws.lambda');
    expect(edges).toContain('aws.lambda -> aws.s3');
  });

  it('a naming participle still names', () => {
    const edges = statedEdges('Tickets are written to an S3 bucket called the archive, which triggers a Lambda function.', 'aws');
    expect(edges).toContain('aws.s3 -> aws.lambda');
  });
});
