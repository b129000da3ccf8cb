import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('"<Product>: a <describing words> <everyday word for it> …"', () => {
  it('reads the description as the product itself, which then does what the description does', () => {
    const { labels, edges } = drawn('Ledger Service: a Go program on GKE that settles payments. Cloud Scheduler: A cheap, dependable scheduler to wake the Ledger service each night.', 'gcp');
    expect(labels.filter((l) => /scheduler/i.test(l))).toEqual(['Cloud Scheduler']);
    expect(edges).toContain('Cloud Scheduler -> Ledger service');
    // A part of another kind after the colon stays a part of its own.
    const other = drawn('Cloud Scheduler: a timer that drops a message on a queue, which a worker on Cloud Run drains.', 'gcp');
    expect(other.labels.some((l) => /queue|pub\/sub|tasks/i.test(l))).toBe(true);
  });
});
