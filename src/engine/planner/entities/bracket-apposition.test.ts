import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a service named in brackets after a generic part is that part', () => {
  it('"the worker(an AWS Lambda function)": one function, even with no space before the bracket', () => {
    const { labels, edges } = plan('Orders arrive at the worker(an AWS Lambda function) from an SQS queue. The function saves them to DynamoDB.');
    expect(labels.some((l) => /^worker$/i.test(l))).toBe(false);
    expect(edges.some((e) => /^SQS queue -> AWS Lambda function/.test(e))).toBe(true);
  });

  it('"the backend (Amazon ECS)" on a container service merges too', () => {
    const { labels } = plan('Mobile clients call the backend service (Amazon ECS), which stores profiles in Aurora.');
    expect(labels.filter((l) => /backend|ECS/i.test(l))).toHaveLength(1);
  });

  it('a bracket naming something of another family stays a part of its own ("the worker (Amazon SQS)")', () => {
    const { labels } = plan('The worker (Amazon SQS) hands jobs to an EC2 fleet.');
    expect(labels.some((l) => /^worker$/i.test(l))).toBe(true);
    expect(labels.some((l) => /SQS/.test(l))).toBe(true);
  });
});
