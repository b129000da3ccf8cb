import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';
import { headingEnd } from './heading.js';

describe('a line before a colon is a title unless it is a clause about parts', () => {
  it('a plain title ends at its colon', () => {
    expect(headingEnd('Nightly reporting: a scheduler starts the export job and mails the PDF.')).toBe('Nightly reporting'.length);
  });

  it('a name doing something in -ing to an object is a clause, and both parts are drawn', () => {
    const text = 'Cloud Scheduler triggering two Cloud Run jobs: cleanup and reindex.';
    expect(headingEnd(text)).toBe(0);
    const { services, edges } = drawn(text, 'gcp');
    expect(services).toContain('gcp.cloud_scheduler');
    expect(edges.filter((e) => e.startsWith('Cloud Scheduler ->'))).toHaveLength(2);
  });
});
