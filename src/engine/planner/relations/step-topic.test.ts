import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: the topic of a sentence goes on acting across steps', () => {
  it('"It then …" after a sentence ending in a relative clause is the main subject, not the part that clause named', () => {
    const { edges } = drawnLabels('Each evening Amazon EventBridge wakes AWS Step Functions. The state machine first launches an AWS Batch job that pulls ledger exports from the partner SFTP host into Amazon S3. It then calls an AWS Lambda function that tallies the rows.');
    expect(edges).toContain('AWS Step Functions -> AWS Lambda function');
    expect(edges).not.toContain('AWS Batch job -> AWS Lambda function');
  });

  it('"Next, it …" keeps the topic too', () => {
    const { edges } = drawnLabels('The courier service hands each parcel record to a Fargate task, which stamps a barcode on it. Next, it notifies Amazon SQS.');
    expect(edges).toContain('Courier service -> Amazon SQS');
    expect(edges).not.toContain('Fargate task -> Amazon SQS');
  });

  it('a plain "It …" without a step word still follows the part the last clause reached', () => {
    const { edges } = drawnLabels('Scans are dropped into an Amazon S3 bucket that triggers an AWS Lambda function. It crops each scan and then writes to Amazon DynamoDB.');
    expect(edges).toContain('AWS Lambda function -> Amazon DynamoDB');
  });
});

describe('relations: an agentless passive after a sentence that ended in an aside', () => {
  it('new data sent somewhere comes from the topic, not from the agent of a closing participle', () => {
    const { edges } = drawnLabels('Coders commit to a GitHub repository. AWS CodePipeline notices each commit and runs AWS CodeBuild. The pipeline then rolls the fresh build out to Amazon EKS with a canary rollout handled by AWS CodeDeploy. Failure alerts are sent to an Amazon SNS topic.');
    expect(edges).toContain('AWS CodePipeline -> Amazon SNS topic');
    expect(edges).not.toContain('AWS CodeDeploy -> Amazon SNS topic');
  });
});
