import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: a relative clause verb the tagger reads as a plural noun', () => {
  it('"runs a nightly task that copies X to B": the runner reaches B', () => {
    const { edges } = drawnLabels('Amazon EventBridge runs a nightly task that copies the invoices to Amazon S3.');
    expect(edges.some((e) => e.startsWith('Amazon EventBridge -> Amazon S3'))).toBe(true);
    expect(edges.some((e) => e.startsWith('Amazon S3') && e.endsWith('Amazon EventBridge'))).toBe(false);
  });
});
