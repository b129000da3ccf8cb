import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('an aside after a check or a piece of work leaves its doer as the sender of what it made', () => {
  it('"A scans each X against a baseline that bans Y. Failed checks are sent to B": A sends them', () => {
    const { edges } = drawnLabels('Amazon Inspector scans each EC2 instance against a baseline that bans open ports. Failed checks are sent to Amazon SNS.', 'aws');
    expect(edges).toContain('Amazon Inspector -> EC2 instance');
    expect(edges).toContain('Amazon Inspector -> Amazon SNS');
    expect(edges.some((e) => /^EC2 instance.* -> Amazon SNS$/.test(e))).toBe(false);
  });

  it('"A evaluates each X against a rule that requires Y. Alerts are sent to B": A sends them', () => {
    const { edges } = drawnLabels('AWS Config evaluates each Amazon RDS database against a rule that requires backups. Alerts are sent to Amazon SNS.', 'aws');
    expect(edges).toContain('AWS Config -> Amazon SNS');
    expect(edges.some((e) => /^Amazon RDS.* -> Amazon SNS$/.test(e))).toBe(false);
  });

  it('"assesses" is read as a checking verb, and an aside naming a part does not take over', () => {
    const { edges } = drawnLabels('Microsoft Defender for Cloud assesses each virtual machine against a benchmark that forbids open ports. Alerts are pushed to Azure Event Hubs.', 'azure');
    expect(edges).toContain('Microsoft Defender for Cloud -> Virtual Machine');
    expect(edges).toContain('Microsoft Defender for Cloud -> Azure Event Hubs');
  });

  it('a "which" aside after "inspects" leaves the inspector as the sender', () => {
    const { edges } = drawnLabels('Security Command Center inspects every Cloud Storage bucket under a policy which blocks public links. Violations are forwarded to Pub/Sub.', 'gcp');
    expect(edges).toContain('Security Command Center -> Cloud Storage bucket');
    expect(edges).toContain('Security Command Center -> Pub/Sub');
  });

  it('"A transcribes each X held by B that C fills. Transcripts are kept in D": A, which made them, sends them', () => {
    const { edges } = drawnLabels('An AWS Lambda function transcribes each clip held by a studio bucket on Amazon S3 that editors fill. Finished transcripts are kept inside Amazon DynamoDB.', 'aws');
    expect(edges).toContain('AWS Lambda function -> Amazon DynamoDB');
    expect(edges.some((e) => /S3.* -> Amazon DynamoDB$/.test(e))).toBe(false);
  });

  it('"A resizes every X that people drop into B. Thumbnails are saved to C": A sends them, not B', () => {
    const { edges } = drawnLabels('Azure Functions resizes every photo that shoppers drop into Azure Blob Storage. Small thumbnails are then saved to Azure Cosmos DB.', 'azure');
    expect(edges).toContain('Azure Functions -> Azure Cosmos DB');
    expect(edges.some((e) => /^Azure Blob Storage.* -> Azure Cosmos DB$/.test(e))).toBe(false);
  });

  it('"A parses each X that people email in. The totals are stored in B": A sends them', () => {
    const { edges } = drawnLabels('Cloud Run parses each invoice that vendors email to the inbox. The totals are stored in BigQuery.', 'gcp');
    expect(edges).toContain('Cloud Run -> BigQuery');
  });

  it('a passive sentence whose only doer is its "which" clause leaves that service out as the sender', () => {
    const { edges } = drawnLabels('An Azure function picks up each review from Azure Service Bus. Each review is handed over to the Azure AI Language service, which scores its tone. Tone ratings are kept inside Azure Cosmos DB.', 'azure');
    expect(edges).toContain('Function -> Azure Cosmos DB');
    expect(edges.some((e) => /^Azure AI Language.* -> Azure Cosmos DB$/.test(e))).toBe(false);
  });
});
