import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('"reads X from A through B": a CDN or a query engine lies between the reader and the store', () => {
  it('a CDN carries the download from the bucket', () => {
    const { edges } = drawnLabels('Listeners download their episodes from the audio bucket on Amazon S3 via Amazon CloudFront.', 'aws');
    expect(edges).toContain('Listeners -> Amazon CloudFront');
    expect(edges.some((e) => /^Amazon CloudFront -> .*Amazon S3/.test(e))).toBe(true);
    expect(edges.some((e) => /Amazon S3.* -> Listeners/.test(e))).toBe(false);
  });

  it('a BI tool reads a store through a query engine', () => {
    const { edges } = drawnLabels('Nightly, AWS Glue puts tidy invoices into Amazon S3; Amazon QuickSight reads the invoices through Amazon Athena.', 'aws');
    expect(edges).toContain('Amazon QuickSight -> Amazon Athena');
    expect(edges.some((e) => /^Amazon Athena -> Amazon S3/.test(e))).toBe(true);
    expect(edges.some((e) => /^Amazon S3.* -> Amazon QuickSight/.test(e))).toBe(false);
  });

  it('people pull rows through a warehouse engine', () => {
    const { edges } = drawnLabels('A Dataflow job writes sensor rows to Bigtable. Engineers pull the rows from Bigtable through BigQuery.', 'gcp');
    expect(edges).toContain('Engineers -> BigQuery');
    expect(edges.some((e) => /^BigQuery -> Bigtable/.test(e))).toBe(true);
    expect(edges.some((e) => /^Bigtable.* -> Engineers/.test(e))).toBe(false);
  });
});
