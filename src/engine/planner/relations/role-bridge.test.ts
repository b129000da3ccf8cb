import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('"A as a <role> to B": the component in the role reaches B', () => {
  it('"using a Lambda function as a bridge to the stream"', () => {
    const edges = statedEdges('The library app saves scans to an S3 bucket, using a Lambda function as the gateway to the Kinesis stream.', 'aws');
    expect(edges).toContain('aws.lambda -> aws.kinesis_data_streams');
    expect(edges).not.toContain('aws.s3 -> aws.kinesis_data_streams');
  });

  it('a plain "to" after a component is untouched', () => {
    const edges = statedEdges('The greenhouse Lambda function sends readings to an SNS topic.', 'aws');
    expect(edges).toContain('aws.lambda -> aws.sns');
  });
});
