import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));

describe('a relative after a part\'s set-up noun is about the part', () => {
  it('"a Slack channel config that is subscribed to X" subscribes the channel', () => {
    const { edges } = drawnLabels('The bakery stack adds a Slack channel config that is later subscribed to the oven alarm SNS topic.', 'aws');
    expect(has(edges, /SNS topic -> Slack channel/)).toBe(true);
  });

  it('"the printer queue setup that feeds X" is the queue feeding', () => {
    const { edges } = drawnLabels('The library keeps an SQS queue setup that feeds the loan Lambda function. The loan Lambda function records each loan in Amazon DynamoDB.', 'aws');
    expect(has(edges, /^SQS queue -> Loan Lambda function/)).toBe(true);
  });

  it('an everyday noun after a part still takes the relative itself', () => {
    const { edges } = drawnLabels('The tram Lambda function publishes a timetable which riders read from Amazon S3.', 'aws');
    expect(has(edges, /^Amazon S3 -> Tram Lambda function/)).toBe(false);
  });
});
