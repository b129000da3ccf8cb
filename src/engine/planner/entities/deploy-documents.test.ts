import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('what the text says about deploying the parts is none of the parts', () => {
  it('the template a tool deploys from is no component, and sends nothing', () => {
    const d = drawn('The SAM template deploys a Step Functions state machine and an SNS topic. The state machine publishes a summary to the topic.');
    expect(d.labels.some((l) => /SAM|template/i.test(l))).toBe(false);
    expect(d.edges).toContain('Step Functions state machine -> SNS topic');
  });

  it('Terraform modules that create the parts are no part either, on another cloud', () => {
    const d = drawn('These Terraform modules create a Pub/Sub topic and a Cloud Run service. The service pulls jobs from the topic.', 'gcp');
    expect(d.labels.some((l) => /terraform/i.test(l))).toBe(false);
  });

  it('a tool named on its own is still drawn', () => {
    const d = drawn('Terraform provisions the cluster, and Argo CD later applies our Helm releases to it.');
    expect(d.labels).toContain('Terraform');
  });

  it('permissions granted to a part are no component', () => {
    const d = drawn('The stack deploys a Kinesis stream, a consumer Lambda function and the IAM permissions it needs. The function reads records from the stream.');
    expect(d.labels.some((l) => /IAM/.test(l))).toBe(false);
    expect(d.edges.some((e) => /^Kinesis.* -> .*Lambda function$/.test(e))).toBe(true);
  });
});

describe('a possessive before what is kept in a store', () => {
  it('the owner\'s "s" is not a word of the stored thing\'s name', () => {
    const d = drawn('The checkout service saves the shopper\'s basket total to an Aurora database.');
    expect(d.labels.some((l) => /\(s /.test(l))).toBe(false);
  });
});

describe('the language a part is written in', () => {
  it('is no component of its own', () => {
    const d = drawn('An API Gateway REST API calls a Lambda function coded in Node.js, which reads the price list from a DynamoDB table.');
    expect(d.labels.some((l) => /node/i.test(l))).toBe(false);
    expect(d.edges.some((e) => /Lambda function -> .*Node/.test(e))).toBe(false);
  });

  it('nor is the SDK a part calls a service with', () => {
    const d = drawn('The Cloud Run service uses the Google Cloud SDK to publish each order to a Pub/Sub topic.', 'gcp');
    expect(d.labels.some((l) => /sdk/i.test(l))).toBe(false);
    expect(d.edges.some((e) => /Cloud Run.* -> Pub\/Sub/.test(e))).toBe(true);
  });
});

describe('the name of a setting in a file', () => {
  it('is no component, while a name acting in the text still is', () => {
    const d = drawn('A Cloud Scheduler job reads the CronWindow parameter and then triggers a Cloud Run job that writes to BigQuery.', 'gcp');
    expect(d.labels.some((l) => /CronWindow/.test(l))).toBe(false);
    expect(drawn('BillingService sends invoices to an SQS queue.').labels).toContain('BillingService');
  });
});
