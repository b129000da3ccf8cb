import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('an endpoint a service offers, named only by how it is called, is that service', () => {
  it('"exposes a REST endpoint that … calls" joins the caller straight to the service', () => {
    const { labels, edges } = drawn('A churn model trained in Azure Machine Learning exposes a REST endpoint that a Power Apps form calls.', 'azure');
    expect(labels.some((l) => /REST endpoint/i.test(l))).toBe(false);
    expect(edges).toContain('Power Apps -> Azure Machine Learning');
  });
});
