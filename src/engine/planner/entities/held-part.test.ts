import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: "the topic" after a streaming cluster is one of its topics', () => {
  it('a cluster named as running on a VM keeps the topic a job reads', () => {
    const { labels, edges } = plan('A self-managed Kafka cluster runs on EC2. A Flink job reads the topic and writes aggregates to S3.', 'aws');
    expect(labels.some((l) => /SNS/.test(l))).toBe(false);
    expect(edges.some((e) => /Kafka cluster\)? -> Flink job$/.test(e))).toBe(true);
  });

  it('"each topic" after a managed Kafka service names that service', () => {
    const { labels, edges } = plan('Tram sensor readings land in Amazon MSK. A Lambda function consumes each topic and stores tallies in DynamoDB.', 'aws');
    expect(labels.some((l) => /SNS/.test(l))).toBe(false);
    expect(edges).toContain('Amazon MSK -> Lambda function');
  });

  it('a topic of a notification service said before stays that topic', () => {
    const { edges } = plan('Trip events go to Amazon MSK. A Lambda function reads the events and publishes alerts to an SNS topic. The topic emails the dispatchers.', 'aws');
    expect(edges).toContain('SNS topic -> Dispatchers');
  });

  it('"a topic" with no pointing word is a new one', () => {
    const { labels } = plan('Ferry tickets are kept in Amazon MSK. The booking service also publishes refunds to a topic.', 'aws');
    expect(labels.some((l) => /SNS/.test(l))).toBe(true);
  });
});
