import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('relations: data a participle says was put somewhere before the subject took it', () => {
  it('"A merges invoices uploaded to B": B feeds A, and "and loads" is A\'s again', () => {
    const out = statedEdges('The stack creates one S3 bucket and a Glue job to merge invoices uploaded to the bucket and loads them into Redshift.', 'aws');
    expect(out).toContain('aws.s3 -> aws.glue');
    expect(out).not.toContain('aws.glue -> aws.s3');
    expect(out).toContain('aws.glue -> aws.redshift');
    expect(out).not.toContain('aws.s3 -> aws.redshift');
  });

  it('a capitalised noun ("Invoices uploaded to B") is described by the participle all the same', () => {
    const out = statedEdges('Each night an AWS Glue job compacts Invoices uploaded to Amazon S3 and loads them into Amazon Redshift.', 'aws');
    expect(out).toContain('aws.s3 -> aws.glue');
    expect(out).toContain('aws.glue -> aws.redshift');
    expect(out).not.toContain('aws.s3 -> aws.redshift');
  });

  it('a participle of place ("hosted in") is not a put: the model is still called where it lives', () => {
    const out = statedEdges('Azure Stream Analytics scores each reading with a model hosted in Azure Machine Learning.', 'azure');
    expect(out).not.toContain('azure.machine_learning -> azure.stream_analytics');
  });
});
