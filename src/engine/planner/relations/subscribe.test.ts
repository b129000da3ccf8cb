import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('"subscribes X to Y": Y feeds X', () => {
  it('the part named after the verb takes in what the topic publishes', () => {
    const d = drawn('The stack subscribes an audit Lambda function to the SNS topic, and the function writes each event to DynamoDB.');
    expect(d.edges.some((e) => /^SNS topic -> .*Lambda function$/.test(e))).toBe(true);
    expect(d.edges.some((e) => /Lambda function -> SNS topic/.test(e))).toBe(false);
  });
});
