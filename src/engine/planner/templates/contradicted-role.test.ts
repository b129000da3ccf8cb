import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a template role label never contradicts the flow the text states', () => {
  it('a worker that only takes from the stream keeps its own word', () => {
    const d = drawn('A worker reads the parcel events from Kinesis.', 'aws');
    expect(d.labels).toContain('Worker');
    expect(d.labels).not.toContain('Producer');
    expect(d.edges).toContain('Kinesis Data Streams -> Worker');
  });
});
