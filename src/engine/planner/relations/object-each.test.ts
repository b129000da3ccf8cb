import { describe, expect, it } from 'vitest';
import { drawnLabels, statedEdges } from '../testing/relations.js';

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

describe('relations: "each" right after the verb belongs to its object, not to the part named before', () => {
  it('"A wired to T validates each line with B": A uses B, the topic does not', () => {
    const { edges } = drawnLabels('An AWS Lambda function wired to the Amazon SNS topic validates each line with Amazon Comprehend.');
    expect(edges).toContain('AWS Lambda function -> Amazon Comprehend');
    expect(edges.some((e) => e.startsWith('Amazon SNS topic') && e.endsWith('Amazon Comprehend'))).toBe(false);
  });

  it('"A behind T enriches each record with B and writes to C": B is A\'s helper', () => {
    const { edges } = drawnLabels('A Cloud Run service behind the Pub/Sub subscription enriches each record with the Cloud Natural Language API and writes it to BigQuery.', 'gcp');
    expect(edges.some((e) => e.startsWith('Pub/Sub') && e.includes('Natural Language'))).toBe(false);
    expect(edges.some((e) => e.startsWith('Cloud Run') && e.includes('Natural Language'))).toBe(true);
  });
});
