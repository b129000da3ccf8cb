import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('"uses <tool> to run <work>": work the catalog reads as the same service is the tool itself', () => {
  it('Glue running ETL jobs is one Glue part that loads the warehouse', () => {
    const { labels, edges } = drawnLabels('The team uses AWS Glue to run ETL jobs that load the files into Amazon Redshift.', 'aws');
    expect(labels.filter((l) => /Glue|ETL/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /^AWS Glue -> Amazon Redshift/.test(e))).toBe(true);
  });

  it('EMR executing Spark jobs: the user reaches the one EMR part, which writes on', () => {
    const { labels, edges } = drawnLabels('The tracker uses Amazon EMR to execute Spark jobs that copy the visits into Amazon Redshift.', 'aws');
    expect(labels.filter((l) => /EMR|Spark/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /^Amazon EMR -> Amazon Redshift/.test(e))).toBe(true);
  });

  it('a single job after "to run a" is the same part too', () => {
    const { labels, edges } = drawnLabels('Invoices are dropped in Cloud Storage. Cloud Scheduler starts Dataproc to run a Spark job that writes totals to Bigtable.', 'gcp');
    expect(labels.filter((l) => /Dataproc|Spark/.test(l))).toHaveLength(1);
    expect(edges).toContain('Cloud Scheduler -> Dataproc');
    expect(edges.some((e) => /^Dataproc -> Bigtable/.test(e))).toBe(true);
  });
});
