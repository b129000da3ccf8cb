import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('distributives over distinct things: one of "its own" for each of them', () => {
  it('"the A, B and C <head>s, each with its own X" draws one X per part, named by its owner', () => {
    const { labels, edges } = drawnLabels('The quotes, claims and renewals services, each with its own Redis cache, sit behind an internal ALB.');
    expect(labels).toEqual(expect.arrayContaining(['Quotes service', 'Claims service', 'Renewals service']));
    const caches = labels.filter((l) => /cache/i.test(l));
    expect(caches).toHaveLength(3);
    expect(edges).toEqual(expect.arrayContaining([expect.stringMatching(/^Claims service -> .*claims\)$/)]));
  });

  it('"A and B each keep their own X" after a verb, too', () => {
    const { labels } = drawnLabels('The invoicing and tax services each keep their own DynamoDB table.');
    expect(labels.filter((l) => /DynamoDB/.test(l)).sort()).toEqual(['DynamoDB table (invoicing)', 'DynamoDB table (tax)']);
  });

  it('parts that run on a host, each with its own X: the parts own it, not the host, and all of them run there', () => {
    const { labels, edges } = drawnLabels('The ledger, limits and alerts services run on Fargate, each with its own Aurora database.');
    expect(labels.filter((l) => /Aurora/.test(l))).toHaveLength(3);
    expect(labels.some((l) => /Fargate \(/.test(l))).toBe(false);
    expect(edges.filter((e) => e.endsWith('-> Fargate'))).toHaveLength(3);
  });

  it('a shared plural part noun ends a list of names: "the raw, refined and archive buckets"', () => {
    const { labels } = drawnLabels('A Glue job moves files between the raw, refined and archive buckets.');
    expect(labels.filter((l) => /bucket/i.test(l))).toHaveLength(3);
    const queues = drawnLabels('A Lambda function fans each order out to the email, ledger and audit queues.').labels;
    expect(queues.filter((l) => /queue/i.test(l))).toHaveLength(3);
  });
});
