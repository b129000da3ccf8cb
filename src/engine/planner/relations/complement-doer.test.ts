import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: "A detects that … and starts C": the verb after the "that" clause is A\'s', () => {
  it('"confirms that the clip is copied to B and starts C": the workflow starts C, not B', () => {
    const { edges } = drawnLabels('A Step Functions workflow confirms that the clip is copied to Amazon S3 and starts an AWS Batch job.');
    expect(edges).toContain('Step Functions workflow -> AWS Batch job');
    expect(edges).not.toContain('Amazon S3 -> AWS Batch job');
  });

  it('"verifies that each invoice was written into B and calls C"', () => {
    const { edges } = drawnLabels('Azure Logic Apps verifies that each invoice was written into Azure Files and calls Document Intelligence.', 'azure');
    expect(edges).toContain('Azure Logic Apps -> Document Intelligence');
    expect(edges).not.toContain('Azure Files -> Document Intelligence');
  });

  it('"detects that the export has landed in B and launches C"', () => {
    const { edges } = drawnLabels('A Cloud Composer DAG detects that the export has landed in Cloud Storage and launches a Dataproc cluster.', 'gcp');
    expect(edges).toContain('Cloud Composer DAG -> Dataproc cluster');
  });

  it('a job inside a service: the service that found the files starts the pool', () => {
    const { edges } = drawnLabels('A preset job in Azure Data Factory finds that new exports were placed in Azure Files and starts an Azure Batch pool.', 'azure');
    expect(edges).toContain('Azure Data Factory -> Azure Batch pool');
  });
});
