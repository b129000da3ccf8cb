import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('named copies: a counted mention followed by as many names', () => {
  it('names in brackets after the count label each copy', () => {
    const { labels } = drawnLabels('A router Lambda drops each upload into one of two SQS queues (images and videos).');
    expect(labels).toEqual(expect.arrayContaining(['SQS queue (images)', 'SQS queue (videos)']));
    expect(labels.some((l) => /queue \d/.test(l))).toBe(false);
  });

  it('names set off by commas, and copies paired with them, take the names', () => {
    const { labels, edges } = drawnLabels('The loader writes to two DynamoDB tables, drafts and published, each streamed to its own Lambda function.');
    expect(labels).toEqual(expect.arrayContaining(['DynamoDB table (drafts)', 'DynamoDB table (published)']));
    expect(edges).toEqual(expect.arrayContaining(['DynamoDB table (drafts) -> Lambda function (drafts)', 'DynamoDB table (published) -> Lambda function (published)']));
  });

  it('names after a colon later in the sentence, even when one is an everyday catalog word', () => {
    const { labels } = drawnLabels('Orders land in Amazon SNS. Three SQS queues listen to that topic: fraud, loyalty and reporting.');
    expect(labels).toEqual(expect.arrayContaining(['SQS queue (fraud)', 'SQS queue (loyalty)', 'SQS queue (reporting)']));
    expect(labels.some((l) => /^reporting/i.test(l))).toBe(false);
  });

  it('a list of another length, or of other parts, names nothing', () => {
    const { labels } = drawnLabels('Two Lambda functions, S3 and DynamoDB make up the backend.');
    expect(labels.filter((l) => /Lambda/.test(l))).toEqual(['Lambda function 1', 'Lambda function 2']);
  });
});

describe('a part noun after a product name', () => {
  it('"…, Athena and QuickSight dashboards" are the product\'s dashboards, not a list sharing the noun', () => {
    const { labels } = drawnLabels('A reporting stack on AWS: Kinesis ingestion, Glue, Athena and QuickSight dashboards');
    expect(labels.some((l) => /dashboard/i.test(l) && !/QuickSight/.test(l))).toBe(false);
    expect(labels.filter((l) => /QuickSight/.test(l))).toHaveLength(1);
  });
});
