import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('"VERB each NOUN with B" after a list of verbs: the doer uses B, not the part read before', () => {
  it('a worker that validates each claim with a detector reaches the detector itself', () => {
    const edges = statedEdges('An AWS Lambda function drains the Amazon SQS queue, validates each claim with Amazon Fraud Detector and saves the outcome to Amazon DynamoDB.', 'aws');
    expect(edges).toContain('aws.lambda -> aws.fraud_detector');
    expect(edges).not.toContain('aws.sqs -> aws.fraud_detector');
  });
});

describe('verbs that hide part of the data ("masks", "anonymizes") relate the doer to the helper after "with"', () => {
  it('a pipeline that anonymizes numbers with a protection service reaches that service', () => {
    const edges = statedEdges('Dataflow takes the chat transcripts from Pub/Sub, anonymizes account numbers with Sensitive Data Protection, then writes them to BigQuery.', 'gcp');
    expect(edges).toContain('gcp.dataflow -> gcp.dlp');
  });
});
