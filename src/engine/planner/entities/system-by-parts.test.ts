import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: the system a README opens with is made of the services listed after it', () => {
  it('"creates a serverless invoice handling workflow using S3, Lambda and Textract": no workflow box of its own', () => {
    const { labels } = plan('This pattern creates a serverless invoice handling workflow using Amazon S3, AWS Lambda and Amazon Textract. The bucket triggers the function.');
    expect(labels.some((l) => /workflow|Step Functions/i.test(l))).toBe(false);
    expect(labels.some((l) => /Textract/.test(l))).toBe(true);
  });

  it('the deployment tool named first ("This CDK app builds …") does not hide the system', () => {
    const { labels } = plan('This CDK app builds a log shipping pipeline with Amazon Kinesis Data Firehose, AWS Lambda and Amazon S3.');
    expect(labels.some((l) => /^pipeline$/i.test(l) || /Glue|Data Pipeline|CodePipeline/i.test(l))).toBe(false);
  });

  it('a product named after several words ("a nightly Step Functions workflow using …") stays a part', () => {
    const { labels } = plan('This pattern deploys a nightly Step Functions workflow using AWS Lambda and Amazon DynamoDB.');
    expect(labels.some((l) => /Step Functions/.test(l))).toBe(true);
  });
});
