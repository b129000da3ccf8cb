import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';
import { drawn } from '../testing/drawn.js';

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

describe('a named copy said again later by its name', () => {
  it('is that copy alone: what is said of it joins it, not every copy', () => {
    const d = drawn('Two Lambda functions, TrimJob and CropJob, pull from an SQS queue. CropJob saves into DynamoDB.', 'aws');
    const fns = d.nodes.filter((n) => n.service === 'aws.lambda').map((n) => n.label);
    expect(fns).toHaveLength(2);
    expect(d.nodes).toHaveLength(4);
    const crop = fns.find((l) => /CropJob/.test(l))!;
    expect(d.edges.filter((e) => /DynamoDB$/.test(e))).toEqual([`${crop} -> DynamoDB`]);
    const q = drawn('The kiosk relies on two SQS queues: request and reply. A Lambda function empties the reply queue.', 'aws');
    expect(q.nodes.filter((n) => n.service === 'aws.sqs')).toHaveLength(2);
    expect(q.edges.filter((e) => /Lambda function$/.test(e) || /^Lambda function/.test(e)).some((e) => /reply/i.test(e))).toBe(true);
    expect(q.edges.filter((e) => e.startsWith('Lambda function')).every((e) => /reply/i.test(e))).toBe(true);
  });
});

