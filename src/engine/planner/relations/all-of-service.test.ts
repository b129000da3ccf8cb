import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('"all" before a plural of a service names every part of it the text named', () => {
  it('all Cloud Run services writing logs joins each named Cloud Run part to the log store, with no extra box', () => {
    const { labels, edges } = drawn('Ledger Service: a Cloud Run app posting entries to Firestore. Payout Service: a Cloud Run app paying vendors through Stripe. Auditing: all Cloud Run services write their logs to Cloud Logging.', 'gcp');
    expect(edges).toContain('Cloud Run Ledger Service -> Cloud Logging');
    expect(edges).toContain('Cloud Run Payout Service -> Cloud Logging');
    expect(labels).not.toContain('Cloud Run services');
  });

  it('all Lambda functions publishing metrics reaches the monitor from both named functions', () => {
    const { edges } = drawn('Invoice Maker: a Lambda function rendering PDFs into S3. Reminder Sender: a Lambda function mailing customers through SES. Monitoring: all Lambda functions publish metrics to CloudWatch.', 'aws');
    expect(edges).toContain('Lambda Invoice Maker -> CloudWatch');
    expect(edges).toContain('Lambda Reminder Sender -> CloudWatch');
  });
});
