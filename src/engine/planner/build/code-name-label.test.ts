import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('build: a copy named as code is told apart by its name, not by an ordinal', () => {
  it('"a second Lambda function, PointsMailer" is "Lambda PointsMailer", with no ordinal', () => {
    const d = drawn('Each change goes into DynamoDB Streams, which wakes a second Lambda function, PointsMailer. PointsMailer publishes to Amazon SNS.', 'aws');
    expect(d.labels).toContain('Lambda PointsMailer');
    expect(d.labels.some((l) => /second/i.test(l))).toBe(false);
    expect(d.edges).toContain('Lambda PointsMailer -> Amazon SNS');
  });
});
