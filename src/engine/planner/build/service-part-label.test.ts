import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('labels: a service word then a part noun of its own keeps the text\'s name for that part', () => {
  it('"an IoT topic" on IoT Core keeps the topic in its label', () => {
    const { labels, edges } = plan('Weighbridge sensors publish to an IoT topic, and an IoT rule copies each weight into Amazon Timestream.', 'aws');
    expect(labels).toContain('IoT topic (IoT Core)');
    expect(edges.some((e) => /-> IoT topic \(IoT Core\)$/.test(e))).toBe(true);
  });

  it('a name holding the service\'s short name is left as typed ("Lambda function")', () => {
    const { labels } = plan('Amazon SQS hands each parcel scan to a Lambda function.', 'aws');
    expect(labels).toContain('Lambda function');
  });
});
