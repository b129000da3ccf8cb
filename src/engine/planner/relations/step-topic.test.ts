import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: the topic of a sentence goes on acting across steps', () => {
  it('"It then …" after a sentence ending in a relative clause is the main subject, not the part that clause named', () => {
    const { edges } = drawnLabels('At dusk Amazon EventBridge wakes AWS Step Functions. The state machine first launches an AWS Batch job that pulls ledger exports from the partner SFTP host into Amazon S3. It then calls the tally Lambda, which sums the rows.');
    expect(edges).toContain('AWS Step Functions -> Tally Lambda');
    expect(edges).not.toContain('AWS Batch job -> Tally Lambda');
  });

  it('"Next, it …" keeps the topic too', () => {
    const { edges } = drawnLabels('The courier service hands each parcel record to a Fargate task, which stamps a barcode on it. Next, it notifies Amazon SQS.');
    expect(edges).toContain('Courier service -> Amazon SQS');
    expect(edges).not.toContain('Fargate task -> Amazon SQS');
  });

  it('a bare step number between sentences leaves the topic in place', () => {
    const { edges } = drawnLabels('1. The batch orchestrator pulls a job from Amazon SQS. 2. It sends each task to a grading Lambda, which keeps the grade in Amazon ElastiCache. 3. It then archives the job in Amazon S3.');
    expect(edges).toContain('Batch orchestrator -> Amazon S3 (job)');
    expect(edges).not.toContain('Grading Lambda -> Amazon S3 (job)');
  });

  it('a plain "It …" without a step word still follows the part the last clause reached', () => {
    const { edges } = drawnLabels('The intake service drops scans into the landing S3 bucket, which triggers the crop Lambda. It trims each scan and then writes to Amazon DynamoDB.');
    expect(edges).toContain('Crop Lambda -> Amazon DynamoDB');
    expect(edges).not.toContain('Intake service -> Amazon DynamoDB');
  });
});

describe('relations: an agentless passive after a sentence that ended in an aside', () => {
  it('new data sent somewhere comes from the topic, not from the agent of a closing participle', () => {
    const { edges } = drawnLabels('Coders commit to a GitHub repository. AWS CodePipeline notices each commit and runs AWS CodeBuild. The pipeline then rolls the fresh build out to Amazon EKS with a canary rollout handled by AWS CodeDeploy. Failure alerts are delivered to the alerts SNS topic.');
    expect(edges).toContain('AWS CodePipeline -> Alerts SNS topic');
    expect(edges).not.toContain('AWS CodeDeploy -> Alerts SNS topic');
  });
});

describe('relations: an agentless passive after an active aside', () => {
  it('the doer of the closing relative clause still sends the new data', () => {
    const { edges } = drawnLabels('The kiosk app hands each ticket to the Fare API, which keeps a copy in Amazon DynamoDB. Fare receipts are then written to Amazon S3.');
    expect(edges).toContain('Fare API -> Amazon S3');
    expect(edges).not.toContain('Kiosk app -> Amazon S3');
  });
});
