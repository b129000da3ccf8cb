import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a part said again with a set-up word, its counting noun or another of its names is one node', () => {
  it('set-up and time words before a service are no words of its own', () => {
    const { labels } = drawnLabels('Our recipe notes explain how to setup Amazon SNS for pager alerts to AWS Lambda. By configuring SNS ahead of the function we can drop noise. The current SNS retries failed pushes, and a pre-configured SQS queue keeps them for a night-shift worker.', 'aws');
    expect(labels.filter((l) => /SNS/.test(l))).toHaveLength(1);
    expect(labels.some((l) => /setup|configuring|current|configured/i.test(l))).toBe(false);
  });

  it('the noun a service is counted in ("distribution") names the service said before', () => {
    const { labels, edges } = drawnLabels('Museum visitors browse through Amazon CloudFront. Later on, a CloudFront distribution relays ticket lookups to the Lambda function.', 'aws');
    expect(labels.filter((l) => /CloudFront/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /CloudFront.* -> .*Lambda/.test(e))).toBe(true);
  });

  it('another name of the one plain copy, said bare in a later sentence, is that copy', () => {
    const { labels, edges } = drawnLabels('Telemetry from greenhouse sensors lands in an Amazon MSK cluster. A Fargate task reads humidity spikes out of Kafka and flags them.', 'aws');
    expect(labels.filter((l) => /MSK|Kafka/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /MSK.* -> .*Fargate|Fargate.* -> .*MSK/.test(e))).toBe(true);
  });

  it('a name run together from two of the service\'s own names is the service said before', () => {
    const { labels, edges } = drawnLabels('Ferry kiosks talk to API Gateway over TLS. After that, their AWS API Gateway REST API on a vanity hostname hands bookings to AWS Lambda.', 'aws');
    expect(labels.filter((l) => /API Gateway|REST API/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /API.* -> .*Lambda/.test(e))).toBe(true);
  });

  it('a caching layer of a named product is that product', () => {
    const { labels } = drawnLabels('Amazon ElastiCache shields the Aurora cluster from bursts. Hot fares are kept inside a cache layer tied to the booking API.', 'aws');
    expect(labels.filter((l) => /ElastiCache|cache/i.test(l))).toHaveLength(1);
  });
});
