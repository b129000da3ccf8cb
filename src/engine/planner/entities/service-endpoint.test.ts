import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a product named right before a private endpoint says whose endpoint it is', () => {
  it('"a DynamoDB VPC endpoint and an S3 VPC endpoint": two endpoints, each joined to its own service', () => {
    const { labels, edges } = drawnLabels('A DynamoDB VPC endpoint and an S3 VPC endpoint keep the Lambda function\'s traffic off the internet.', 'aws');
    expect(labels).toEqual(expect.arrayContaining(['DynamoDB VPC Endpoint', 'S3 VPC Endpoint']));
    expect(edges).toEqual(expect.arrayContaining(['DynamoDB VPC Endpoint -> DynamoDB', 'S3 VPC Endpoint -> S3']));
  });

  it('endpoints after a spelled-out VPC keep "VPC" and their product in their names', () => {
    const { labels, edges } = drawnLabels('Everything lives in one shared Virtual Private Cloud (VPC). A Kinesis VPC Endpoint lets the worker put records into Amazon Kinesis privately. A Secrets Manager VPC Endpoint lets it fetch keys from AWS Secrets Manager.', 'aws');
    expect(labels).toEqual(expect.arrayContaining(['Kinesis VPC Endpoint', 'Secrets Manager VPC Endpoint']));
    expect(edges).toContain('Secrets Manager VPC Endpoint -> Secrets Manager');
  });
});
