import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('system-like parts the catalog lacks keep their own name', () => {
  it('a unit, a process and a network in a relation are drawn with the generic icon of their kind', () => {
    const d = drawn('The ledger sync process sends batches to the 4G tariff unit, which reaches Azure Files over a copper trunk network.', 'azure');
    const service = (label: string): string | undefined => d.nodes.find((n) => n.label === label)?.service;
    expect(service('Ledger sync process')).toBe('general.microservice');
    expect(service('4G tariff unit')).toBe('general.microservice');
    expect(service('Copper trunk network')).toBe('general.generic_network_misc');
    expect(d.edges).toContain('Ledger sync process -> 4G tariff unit');
  });

  it('a head word said only in passing adds no part', () => {
    const d = drawn('Our review process is described elsewhere. Azure Functions keeps tallies inside a Cosmos DB account.', 'azure');
    expect(d.labels.some((l: string) => /review process/i.test(l))).toBe(false);
  });

  it('an on-premises store said after a cloud database of the same word stays its own part', () => {
    const d = drawn('Quotes land in Azure SQL Database for traders. Older quotes sit on an on-premises database, and Azure Data Factory copies them to Azure Synapse Analytics.', 'azure');
    expect(d.labels).toContain('On-premises database');
    expect(d.edges).toContain('On-premises database -> Azure Data Factory');
  });

  it('a job the catalog has no product for is a part of its own ("the purge job deletes …")', () => {
    const d = drawn('Once a week the purge job deletes stale carts from Cloud SQL, and a rollup job writes totals to BigQuery.', 'gcp');
    expect(d.labels).toEqual(expect.arrayContaining(['Purge job', 'Rollup job']));
    expect(d.edges.some((e) => /^Purge job -> Cloud SQL/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Rollup job -> BigQuery/.test(e))).toBe(true);
  });

  it('a job said by how or when it runs is no part ("in an asynchronous job", "a daily job")', () => {
    const d = drawn('Amazon Rekognition labels the frames in an asynchronous job and reports back through SNS. A daily job moves the labels into Redshift.', 'aws');
    expect(d.labels.some((l: string) => /job/i.test(l))).toBe(false);
  });

  it('a part followed by a relative clause of what it does is in a relation ("a ledger job that copies …")', () => {
    const d = drawn('Receipts are kept in Cloud SQL; separately there is a ledger job that copies them into BigQuery.', 'gcp');
    expect(d.labels).toContain('Ledger job');
    expect(d.edges).toContain('Ledger job -> BigQuery');
  });
});
