import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: whose data travels is where the flow starts', () => {
  it('"the setup sends <A> events to B" with no component as subject: A reaches B', () => {
    const { edges } = plan('Our audit setup forwards DynamoDB change records to Kinesis. A Lambda function archives them in Glacier.');
    expect(edges.some((e) => /^DynamoDB -> Kinesis/.test(e))).toBe(true);
  });

  it('"records from A are pushed to B": the passive\'s data came from A', () => {
    const { edges } = plan('Every night, invoices from the billing database are copied to an S3 bucket. Athena queries the bucket.');
    expect(edges.some((e) => /database.* -> S3 bucket/i.test(e))).toBe(true);
  });

  it('the data\'s origin wins over the subject the sentence before left behind', () => {
    const { edges } = plan('Clerks scan receipts into an S3 bucket. Change events from the bucket are relayed to an SQS queue.');
    expect(edges.some((e) => /S3 bucket.* -> SQS queue/.test(e))).toBe(true);
    expect(edges.some((e) => /Clerks -> SQS/.test(e))).toBe(false);
  });
});

describe('relations: "using" after the target names the way there', () => {
  it('"A delivers X to B using C" passes through C', () => {
    const { edges } = plan('A Lambda function delivers the invoices to customers using Amazon SES.');
    expect(edges.some((e) => /Lambda function -> .*SES/.test(e))).toBe(true);
    expect(edges.some((e) => /SES.* -> Customers/.test(e))).toBe(true);
  });

  it('a tool after "using" with no target yet stays what the subject uses', () => {
    const { edges } = plan('The build job packages the code using CodeBuild and stores the artifact in S3.');
    expect(edges.some((e) => /CodeBuild -> .*S3/.test(e))).toBe(false);
  });
});

describe('sentences: a list pasted without its full stops', () => {
  it('a capitalised service followed by a present-tense verb opens its own clause', () => {
    const { edges } = plan('The workflow tags the file (no other action) Amazon SNS emails the finance team. A Lambda function writes to DynamoDB.');
    expect(edges.some((e) => /SNS.* -> Finance team/.test(e))).toBe(true);
    expect(edges.some((e) => /file.* -> .*SNS/i.test(e) || /Step Functions.* -> .*SNS/.test(e))).toBe(false);
  });
});

describe('components: an event noun after another one is the message', () => {
  it('"object event notifications" sent to a queue are no notification service', () => {
    const { labels } = plan('An S3 bucket publishes object event notifications to an SQS queue, and a Lambda function polls the queue.');
    expect(labels.some((l) => /SNS/.test(l))).toBe(false);
  });
});

describe('sentences: a colon inside a token', () => {
  it('"s3:ObjectCreated" neither ends a sentence nor makes a heading', () => {
    const { edges } = plan('An S3 bucket publishes s3:ObjectCreated:Put events to an SQS queue, which a Lambda function drains.');
    expect(edges.some((e) => /S3.* -> SQS queue/.test(e))).toBe(true);
  });
});
