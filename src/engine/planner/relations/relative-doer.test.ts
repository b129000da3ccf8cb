import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('"it" right after "which" is the doer of the clause the relative hangs on', () => {
  it('a passive\'s woken part does the relative clause\'s verb', () => {
    const { edges } = drawnLabels('A resize Lambda is woken by SQS messages, which it archives in S3.', 'aws');
    expect(edges).toContain('Resize Lambda -> S3');
    expect(edges).not.toContain('SQS -> S3');
  });

  it('an active subject does it too', () => {
    const { edges } = drawnLabels('The billing Lambda polls SQS jobs, which it copies into DynamoDB.', 'aws');
    expect(edges).toContain('Billing Lambda -> DynamoDB');
    expect(edges.some((e) => e.startsWith('SQS') && e.includes('DynamoDB'))).toBe(false);
  });
});
