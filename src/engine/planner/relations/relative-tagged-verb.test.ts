import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: a relative clause verb the tagger reads as a plural noun', () => {
  it('"runs a nightly task that copies X to B": the runner reaches B', () => {
    const { edges } = drawnLabels('Amazon EventBridge runs a nightly task that copies the invoices to Amazon S3.');
    expect(edges.some((e) => e.startsWith('Amazon EventBridge -> Amazon S3'))).toBe(true);
    expect(edges.some((e) => e.startsWith('Amazon S3') && e.endsWith('Amazon EventBridge'))).toBe(false);
  });

  it('"the forecast that controls the prices": a verb that moves nothing somewhere hands nothing on', () => {
    const { edges } = drawnLabels('Amazon Kinesis takes clicks and hands them to Amazon SageMaker. Amazon SageMaker uses the fresh clicks to further refine the forecast that controls the shelf prices. Clicks from Amazon Kinesis also flow into Amazon S3, which keeps a copy.');
    expect(edges.some((e) => e.startsWith('Amazon SageMaker -> Amazon S3'))).toBe(false);
    expect(edges.some((e) => e.endsWith('Amazon S3'))).toBe(true);
  });
});
