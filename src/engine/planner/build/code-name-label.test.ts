import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('build: a part named as code is labelled by that name, its product after it', () => {
  it('"a second Lambda function, PointsMailer" is "PointsMailer (Lambda)", with no ordinal', () => {
    const d = drawn('Each change goes into DynamoDB Streams, which wakes a second Lambda function, PointsMailer. PointsMailer publishes to Amazon SNS.', 'aws');
    expect(d.labels).toContain('PointsMailer (Lambda)');
    expect(d.labels.some((l) => /second/i.test(l))).toBe(false);
    expect(d.edges).toContain('PointsMailer (Lambda) -> Amazon SNS');
  });
});
