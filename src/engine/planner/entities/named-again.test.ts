import { describe, expect, it } from 'vitest';
import { drawnLabels, statedEdges } from '../testing/relations.js';

describe('a qualified name said again with "a" in a later sentence', () => {
  it('is the component named before, whatever its capitals', () => {
    const { labels, edges } = drawnLabels('The Ledger Sync Service can be called from another app. Terraform sets up a ledger sync service that stores rows in Aurora.');
    expect(labels.filter((l) => /sync service/i.test(l))).toHaveLength(1);
    expect(edges.some((e) => /ledger/i.test(e) && /Aurora/.test(e))).toBe(true);
  });

  it('in the same sentence two such mentions stay two', () => {
    const { labels } = drawnLabels('A nightly export job copies data to Amazon S3, and a nightly export job in the second region copies it to Glacier.');
    expect(labels.filter((l) => /export/i.test(l)).length).not.toBe(1);
  });
});

describe('an everyday word for a kind with a named example', () => {
  it('"(for example X)" and "such as X" after the word draw only X', () => {
    for (const prompt of [
      'The report builder may be kicked off by some other service (for example Amazon EventBridge Scheduler) and saves PDFs to S3.',
      'The report builder may be kicked off by some other service such as Amazon EventBridge Scheduler and saves PDFs to S3.',
      'The report builder may be kicked off by some other service (e.g. Amazon EventBridge Scheduler) and saves PDFs to S3.',
    ]) {
      const { labels } = drawnLabels(prompt);
      expect(labels.some((l) => /^(?:other|another)? ?service$/i.test(l))).toBe(false);
      expect(labels.some((l) => /Scheduler/.test(l))).toBe(true);
    }
  });
});

describe('"the <head noun>" qualifying a plain noun after it', () => {
  it('points at no earlier component ("through the service subscription mechanism")', () => {
    const prompt = 'Amazon SNS fans out to Amazon SQS. An AWS Lambda function archives photos in Amazon S3. SNS reaches SQS through the service subscription mechanism.';
    const edges = statedEdges(prompt, 'aws');
    expect(edges).toContain('aws.sns -> aws.sqs');
    expect(edges.some((e) => /s3 -> aws\.sqs|sns -> aws\.s3/.test(e))).toBe(false);
  });

  it('still points back when the word after it is the verb ("the service stores …")', () => {
    const { edges } = drawnLabels('A web front end runs on Cloud Run. The service stores sessions in Firestore.', 'gcp');
    expect(edges.some((e) => /Cloud Run/.test(e) && /Firestore/.test(e))).toBe(true);
  });
});

describe('counted copies singled out later by a word of their own', () => {
  it('"two queues … the intake queue … the retry queue" are two components, each joined on its own', () => {
    const { labels, edges } = drawnLabels('Terraform provisions two SQS queues plus one AWS Lambda worker. That worker polls the intake SQS queue and moves poison messages to the retry SQS queue.');
    expect(labels.filter((l) => /queue/i.test(l))).toHaveLength(2);
    expect(labels.some((l) => /intake/i.test(l))).toBe(true);
    expect(edges.filter((e) => /intake/i.test(e))).toHaveLength(1);
  });
});

describe('the name given to a practice or pattern', () => {
  it('"a practice known as Database per service" draws no database of its own', () => {
    const { labels, edges } = drawnLabels('We follow a practice known as Database per service, where an orders service writes to Amazon Aurora and a billing service writes to Amazon DynamoDB.');
    expect(labels.some((l) => /RDS/.test(l))).toBe(false);
    expect(edges).toContain('Orders service -> Amazon Aurora');
  });
});
