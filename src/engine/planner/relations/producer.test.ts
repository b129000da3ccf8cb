import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('"the output of X is … which is saved in Y"', () => {
  it('X, whose output it is, saves it — not the part the sentence before reached', () => {
    const edges = statedEdges('An AWS Step Functions workflow starts an Amazon EMR cluster. The settings of the cluster are in a config file which is part of the AWS Lambda deployment bundle. The result of the EMR cluster is a Parquet dataset which is stored in Amazon S3.', 'aws');
    expect(edges).toContain('aws.emr -> aws.s3');
    expect(edges).not.toContain('aws.lambda -> aws.s3');
  });
});
