import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));

describe('people named by less common nouns, and the way their arrows run', () => {
  it('members, borrowers, anglers and volunteers are people drawn outside the cloud', () => {
    const { labels, edges } = drawnLabels('Borrowers sign in to a loan portal on AWS Amplify. Anglers log each catch in a tide app that posts to Amazon API Gateway.');
    expect(labels).toContain('Borrowers');
    expect(labels).toContain('Anglers');
    expect(has(edges, /^Borrowers -> AWS Amplify/)).toBe(true);
    expect(has(edges, /^Anglers -> /)).toBe(true);
  });

  it('people who download or fetch from a system reach it; people who receive are reached', () => {
    const { edges } = drawnLabels('Volunteers download shift rosters from an S3 bucket in Amazon S3. Cashiers receive price alerts from Amazon SNS.');
    expect(has(edges, /^Volunteers -> Amazon S3/)).toBe(true);
    expect(has(edges, /^Amazon S3.* -> Volunteers$/)).toBe(false);
    expect(has(edges, /^Amazon SNS -> Cashiers$/)).toBe(true);
  });

  it('"book" said by people runs from them through the way named', () => {
    const { edges } = drawnLabels('Club members book squash courts through Amazon API Gateway.');
    expect(has(edges, /members -> Amazon API Gateway$/i)).toBe(true);
    expect(has(edges, /^Amazon API Gateway -> .*members$/i)).toBe(false);
  });

  it('"populates" runs from the job to the store it fills', () => {
    const { edges } = drawnLabels('A weekly AWS Glue job populates an Amazon Redshift cluster.');
    expect(has(edges, /Glue job -> Amazon Redshift/)).toBe(true);
  });
});

describe('a "with" phrase after the object does not take over the verb after "and"', () => {
  it('"A calls B with C and saves …": A saves', () => {
    const { edges } = drawnLabels('A caption Lambda function calls an Amazon Bedrock model with a short prompt and saves each caption into a table in Amazon DynamoDB.');
    expect(has(edges, /^Caption Lambda function -> Amazon Bedrock model$/)).toBe(true);
    expect(has(edges, /^Caption Lambda function -> Amazon DynamoDB/)).toBe(true);
    expect(has(edges, /^Amazon Bedrock model -> Amazon DynamoDB/)).toBe(false);
  });
});
