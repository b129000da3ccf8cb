import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('data taken from a part named right after "from"', () => {
  it('is data there, not the store it was kept in before', () => {
    const { edges } = drawn('A cron Lambda recomputes the rankings in DynamoDB. Players fetch the rankings from an API Gateway endpoint.');
    expect(edges).toContain('Players -> API Gateway endpoint');
    expect(edges.some((e) => /^DynamoDB.* -> Players$|^Players -> DynamoDB/.test(e))).toBe(false);
  });
});

describe('a front end the text names in a terse chain', () => {
  it('is not fed by the API gateway of another chain', () => {
    const { edges } = drawn('vue spa -> cloudfront -> s3 bucket; api gateway -> lambda -> aurora');
    expect(edges.some((e) => /^API Gateway -> Vue SPA/i.test(e))).toBe(false);
  });
});
