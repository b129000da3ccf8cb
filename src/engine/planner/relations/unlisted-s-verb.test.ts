import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: an unlisted "-s" verb before a determiner still opens a clause', () => {
  it('"…, stamps the ticket in T and drops an event on B": the function does both', () => {
    const { edges } = drawnLabels('A Lambda function checks the token, stamps the ticket in an Amazon DynamoDB table and drops a billing event on Amazon EventBridge.');
    expect(edges.some((e) => e.startsWith('Lambda function -> Amazon DynamoDB table'))).toBe(true);
    expect(edges).toContain('Lambda function -> Amazon EventBridge');
    expect(edges.some((e) => e.startsWith('Amazon DynamoDB table') && e.endsWith('Amazon EventBridge'))).toBe(false);
  });
});
