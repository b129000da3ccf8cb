import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a sentence opening with a condition set off by a comma', () => {
  it('"Depending on …, it may then be copied to B": the pronoun still opens the sentence and leaves from where it was kept', () => {
    const r = drawn('A Glue job cleans the click logs. Session counts are kept in Amazon Aurora. Depending on the season, it may then be copied to Amazon Redshift.');
    expect(r.edges).toContain('Amazon Aurora -> Amazon Redshift');
    expect(r.edges).not.toContain('Glue job -> Amazon Redshift');
  });

  it('keeps reading a condition that names a component', () => {
    const r = drawn('Depending on the Redis load, the worker writes to Amazon S3.');
    expect(r.labels.some((l) => /Redis/.test(l))).toBe(true);
  });
});
