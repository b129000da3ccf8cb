import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a relative clause whose verb does not agree with the plural noun before it', () => {
  it('goes back to the part the "by" phrase describes', () => {
    const { edges } = drawnLabels('A Lambda function fired by DynamoDB inserts that writes thumbnails to an S3 bucket', 'aws');
    expect(edges).toContain('Lambda function -> S3 bucket (thumbnails)');
    expect(edges).not.toContain('DynamoDB -> S3 bucket (thumbnails)');
  });
  it('stays with the plural noun when the verb agrees with it', () => {
    const { edges } = drawnLabels('A Lambda function fired by DynamoDB inserts that write thumbnails to an S3 bucket', 'aws');
    expect(edges).not.toContain('Lambda function -> S3 bucket (thumbnails)');
  });
});
