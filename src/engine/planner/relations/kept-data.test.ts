import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('data left somewhere by someone else is taken from there', () => {
  it('"analyzes data stored in B" draws B into the reader', () => {
    const { edges } = drawn('The observatory dashboard in Power BI analyzes data stored in Azure Data Lake Storage.', 'azure');
    expect(edges.some((e) => /Data Lake Storage.* -> .*Power BI/.test(e))).toBe(true);
    expect(edges.some((e) => /Power BI -> .*Data Lake Storage/.test(e))).toBe(false);
  });

  it('"transforms records kept in B and loads them into C" reads from B and writes to C', () => {
    const { edges } = drawn('AWS Glue transforms harvest records kept in Amazon S3 and loads them into Amazon Redshift.', 'aws');
    expect(edges).toContain('Amazon S3 -> AWS Glue');
    expect(edges).toContain('AWS Glue -> Amazon Redshift');
  });
});

describe('the data a clause took up also goes on from where it was taken', () => {
  it('"B reads the hub. The readings also flow into C" draws the hub into C, not B', () => {
    const { edges } = drawn('Tide gauges send readings to Azure Event Hubs. Azure Stream Analytics reads the hub. The readings also flow into Azure Data Explorer.', 'azure');
    expect(edges).toContain('Azure Event Hubs -> Azure Stream Analytics');
    expect(edges).toContain('Azure Event Hubs -> Azure Data Explorer');
    expect(edges).not.toContain('Azure Stream Analytics -> Azure Data Explorer');
  });

  it('"feed" is a present-tense verb, not a participle: "Those counts also feed C" goes on from the queue', () => {
    const { edges } = drawn('Turnstiles post counts to Amazon SQS. AWS Lambda polls the queue. Those counts also feed Amazon Timestream.', 'aws');
    expect(edges).toContain('Amazon SQS -> AWS Lambda');
    expect(edges).toContain('Amazon SQS -> Amazon Timestream');
  });
});
