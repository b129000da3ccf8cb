import { describe, expect, it } from 'vitest';
import { drawn as plan } from '../testing/drawn.js';

describe('relations: a verb after "and" that closes a relative clause about a datum', () => {
  it('"builds a catalogue file that lists every new book and uploads the file to S3": the builder uploads', () => {
    const { edges } = plan('Each night a Lambda function builds a catalogue file that lists every new book and uploads the file to S3.', 'aws');
    expect(edges.some((e) => /^Lambda function -> S3/.test(e))).toBe(true);
  });
});
