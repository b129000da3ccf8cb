import { describe, expect, it } from 'vitest';
import { drawnLabels, statedEdges } from '../testing/relations.js';

describe('"instead of" / "rather than": the way not taken', () => {
  it('joins nothing, and "it" after it is the clause\'s subject', () => {
    const { edges } = drawnLabels('The web tier accepts uploads, but instead of calling the resize function directly, it drops them into an SQS queue. The resize function then reads the queue.');
    expect(edges).toContain('Web tier -> SQS queue');
    expect(edges).not.toContain('Web tier -> Resize Lambda function');
    expect(edges.some((e) => /^Resize.* -> SQS queue$/.test(e))).toBe(false);
  });

  it('an alternative target after the real one is left out', () => {
    const prompt = 'An AWS Lambda function writes parsed records to Amazon Aurora rather than Amazon DynamoDB.';
    expect(statedEdges(prompt, 'aws')).toEqual(['aws.lambda -> aws.aurora']);
    expect(drawnLabels(prompt).labels).not.toContain('Than Amazon DynamoDB');
  });
});
