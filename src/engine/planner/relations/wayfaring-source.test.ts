import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('"X from A go to B": what travels came from A, so A reaches B', () => {
  it('notices from one service go to a bus', () => {
    const edges = statedEdges('The booking site keeps tickets in Amazon DynamoDB. Notices from Amazon Cognito go to Amazon EventBridge.', 'aws');
    expect(edges).toContain('aws.cognito -> aws.eventbridge');
  });

  it('the same with "travel to" after an earlier sentence about another part', () => {
    const edges = statedEdges('A Cloud Run service renders invoices. Audit entries from Cloud Logging travel to BigQuery.', 'gcp');
    expect(edges).toContain('gcp.cloud_logging -> gcp.bigquery');
  });
});
