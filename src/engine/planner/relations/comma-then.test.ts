import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: ", then <verb>" after a bound clause goes back to the sentence subject', () => {
  it('a function named with "that …" does not do what follows ", then"', () => {
    const { edges } = drawnLabels('The router node first calls a Lambda function that checks the request headers, then forwards the request to an Amazon SQS queue.');
    expect(edges).toContain('Router node -> Amazon SQS queue');
    expect(edges).not.toContain('Lambda function -> Amazon SQS queue');
  });

  it('a clause set off by ", which …" keeps its own subject after ", then"', () => {
    const { edges } = drawnLabels('The payroll API passes every payslip on to one Lambda function, which seals it, then archives it in an Amazon S3 bucket.');
    expect(edges).toContain('Lambda function -> Amazon S3 bucket');
  });
});

describe('entities: "the second <service part>" names a second copy', () => {
  it('an ordinal before a named service part is kept, so "this second function" is the same node', () => {
    const { labels, edges } = drawnLabels('The first Lambda function parses the upload, then calls the second Lambda function. This second function writes to an Amazon DynamoDB table.');
    expect(labels).toContain('Second Lambda function');
    expect(labels).not.toContain('Lambda function');
    expect(edges).toContain('First Lambda function -> Second Lambda function');
    expect(edges).toContain('Second Lambda function -> Amazon DynamoDB table');
  });
});
