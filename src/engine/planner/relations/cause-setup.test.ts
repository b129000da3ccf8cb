import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('a clause of cause after a sentence that only sets parts up', () => {
  it('"Every time a file is dropped into B, A runs": the file comes from outside, B sets A off', () => {
    const edges = statedEdges('The template provisions a Cloud Storage bucket and a Cloud Run job. Every time a CSV file is dropped into the Cloud Storage bucket, the Cloud Run job starts.', 'gcp');
    expect(edges).toContain('gcp.cloud_storage -> gcp.cloud_run');
    expect(edges.some((e) => /cloud_run -> gcp\.cloud_storage/.test(e))).toBe(false);
  });

  it('after a sentence that moved data, the one who handled it still stores the result', () => {
    const edges = statedEdges('An AWS Lambda function parses every invoice. Once the summary is kept in Amazon DynamoDB, Amazon SNS pings the finance team.', 'aws');
    expect(edges).toContain('aws.lambda -> aws.dynamodb');
  });
});
