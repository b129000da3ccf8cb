import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('an agentless passive after "starts a job"', () => {
  it('the started run writes its own output back, not the part that started it', () => {
    const edges = statedEdges('Podcast episodes are dropped into an S3 bucket. Each drop invokes a Lambda function that kicks off an Amazon Transcribe job; captions are stored in one more bucket as well.', 'aws');
    expect(edges).toContain('aws.lambda -> aws.transcribe');
    expect(edges).toContain('aws.transcribe -> aws.s3');
    expect(edges).not.toContain('aws.lambda -> aws.s3');
  });

  it('a plain call to an answering service still hands its answer back to the caller', () => {
    const edges = statedEdges('A Lambda function hands every episode to Amazon Transcribe; the captions are saved in DynamoDB.', 'aws');
    expect(edges).toContain('aws.lambda -> aws.dynamodb');
    expect(edges).not.toContain('aws.transcribe -> aws.dynamodb');
  });
});
