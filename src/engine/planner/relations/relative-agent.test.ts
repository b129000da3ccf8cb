import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('"A, which is VERBed to B by C": the agent takes what A holds and passes it on', () => {
  it('a bucket handed out to readers by a CDN keeps the bucket → CDN link', () => {
    const edges = statedEdges('The catalogue service drops product photos inside the catalogue Cloud Storage bucket, which is delivered to phone shoppers by Cloud CDN.', 'gcp');
    expect(edges).toContain('gcp.cloud_storage -> gcp.cloud_cdn');
  });

  it('a queue passed to a worker by a pipe runs queue → pipe → worker', () => {
    const edges = statedEdges('Checkout puts refund requests on an Amazon SQS queue, which is handed over to a ledger Lambda function by Amazon EventBridge Pipes.', 'aws');
    expect(edges).toContain('aws.sqs -> aws.eventbridge_pipes');
    expect(edges).toContain('aws.eventbridge_pipes -> aws.lambda');
    expect(edges).not.toContain('aws.sqs -> aws.lambda');
  });
});
