import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('data taken from a part named right after "from"', () => {
  it('is data there, not the store it was kept in before', () => {
    const { edges } = drawn('A cron Lambda recomputes the rankings in DynamoDB. Players fetch the rankings from an API Gateway endpoint.');
    expect(edges).toContain('Players -> API Gateway endpoint');
    expect(edges.some((e) => /^DynamoDB.* -> Players$|^Players -> DynamoDB/.test(e))).toBe(false);
  });
});
