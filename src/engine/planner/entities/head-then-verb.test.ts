import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a verb\'s -s form after a name ending in a head noun is the verb', () => {
  it('"the Lambda function streams forecasts to …" names no "function streams"', () => {
    const { labels, edges } = plan('At the observatory, the Lambda function streams forecasts to an SNS topic.', 'aws');
    expect(labels.some((l) => /streams/i.test(l))).toBe(false);
    expect(edges.some((e) => /Lambda function -> SNS topic/.test(e))).toBe(true);
  });

  it('"the table streams changes to …": the table acts', () => {
    const { labels } = plan('The ferry schedule DynamoDB table streams changes to a Lambda function.', 'aws');
    expect(labels.some((l) => /streams/i.test(l))).toBe(false);
  });
});
