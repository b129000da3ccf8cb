import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('relations: a list of agents after "by"', () => {
  it('"read by A, B and C": each reader takes from the thing read, none from the reader before', () => {
    const edges = statedEdges('Herbarium scans land in an S3 bucket. The bucket is read by a Lambda function, AWS Glue and Amazon Athena.');
    expect(edges).toEqual(expect.arrayContaining(['aws.s3 -> aws.lambda', 'aws.s3 -> aws.glue', 'aws.s3 -> aws.athena']));
    expect(edges).not.toContain('aws.lambda -> aws.glue');
    expect(edges).not.toContain('aws.glue -> aws.athena');
  });

  it('"by A and by B" with the preposition said again reads the same way', () => {
    const edges = statedEdges('Nursery tallies are stored in a DynamoDB table, which is queried by an ECS service and by a Step Functions workflow.');
    // A querying verb reads forward: the one who asks reaches the table.
    expect(edges).toEqual(expect.arrayContaining(['aws.ecs -> aws.dynamodb', 'aws.step_functions -> aws.dynamodb']));
    expect(edges).not.toContain('aws.step_functions -> aws.ecs');
  });

  it('one agent that then passes the result on still leads the path ("embedded by A into B")', () => {
    const edges = statedEdges('Field notes are embedded by Amazon Bedrock into an OpenSearch index.');
    expect(edges).toContain('aws.bedrock -> aws.opensearch');
  });
});
