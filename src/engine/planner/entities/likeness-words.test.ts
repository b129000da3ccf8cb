import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a word of likeness before a product is no second copy of it', () => {
  it('"duplicate SQS deliveries" speaks of the queue named before', () => {
    const d = drawn('Orders land in SQS and a Lambda consumer drains the queue. Because of duplicate SQS deliveries, the consumer keeps an idempotency key in DynamoDB.', 'aws');
    expect(d.services.filter((s) => s === 'aws.sqs')).toHaveLength(1);
    expect(d.labels.some((l) => /duplicate/i.test(l))).toBe(false);
  });

  it('"repeated Pub/Sub deliveries" leaves one Pub/Sub', () => {
    const d = drawn('Telescope frames arrive through Pub/Sub, which pushes them to a Cloud Run stacker. Against repeated Pub/Sub deliveries, the stacker keeps a marker row in Firestore.', 'gcp');
    expect(d.services.filter((s) => s === 'gcp.pubsub')).toHaveLength(1);
  });
});
