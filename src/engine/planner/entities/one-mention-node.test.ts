import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('one mention draws the right node: no false copies, no borrowed names', () => {
  it('a store "for" some kind of storage is that store, not a second one', () => {
    const aws = drawn('Weather balloons stream readings into Amazon Kinesis, which hands them to Amazon S3 for cold archival storage.', 'aws');
    expect(aws.services.filter((s) => s === 'aws.s3')).toHaveLength(1);
    expect(aws.labels.some((l) => /archival/i.test(l))).toBe(false);
    const azure = drawn('Traffic cameras send snapshots through Azure Event Hubs onward to Cosmos DB for durable storage.', 'azure');
    expect(azure.services.filter((s) => /storage|blob/.test(s))).toEqual([]);
  });

  it('an on-premises store is never a cloud store the text named before', () => {
    const { nodes } = drawn('Ledgers come from parish databases. Each night they are copied into an on-premises database, and then Azure Data Factory lifts them.', 'azure');
    expect(nodes.filter((n) => /on-premises/i.test(n.label))).toHaveLength(1);
    expect(nodes.some((n) => /parish/i.test(n.label) && /on-premises/i.test(n.label))).toBe(false);
  });

  it('a product named plainly after two told-apart copies of an everyday noun stands alone', () => {
    const { labels, edges } = drawn('Tallies arrive from ward databases and county databases. Later the totals land in Azure SQL Database, which Power BI reads.', 'azure');
    expect(labels).toContain('Azure SQL Database');
    expect(labels.some((l) => /ward|county/i.test(l) && /Azure SQL/.test(l))).toBe(false);
    expect(edges).toContain('Azure SQL Database -> Power BI');
  });

  it('"the next queue" is a queue, with no word of order in its name', () => {
    const { labels } = drawn('A clerk app drops each parcel record onto the next queue, and a sorter worker drains the next queue.', 'azure');
    expect(labels.some((l) => /next/i.test(l))).toBe(false);
    expect(labels.filter((l) => /queue/i.test(l))).toHaveLength(1);
  });

  it('a word for an activity said alone picks no product the text did not name', () => {
    const { services } = drawn('A harvester or ingestion step drops each bulletin into Firestore, and Cloud Run reads the bulletins.', 'gcp');
    expect(services).toContain('gcp.firestore');
    expect(services.some((s) => /dataflow|data_fusion|dataproc/.test(s))).toBe(false);
  });
});
