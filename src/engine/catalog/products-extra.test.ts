import { describe, expect, it } from 'vitest';
import { findMentions } from './index.js';

const ids = (text: string): string[] => findMentions(text, 'aws').map((m) => m.entry.id);

describe('a third pass over third-party products', () => {
  it('business suites and industry systems are products of their own', () => {
    expect(ids('expense claims flow from SAP Concur to the ledger')).toEqual(['general.sap_concur']);
    expect(ids('campaign lists sync into Salesforce Marketing Cloud')).toEqual(['general.salesforce_marketing_cloud']);
    expect(ids('ward charts come out of Cerner nightly')).toEqual(['general.oracle_health']);
  });

  it('security, backup and governance tools are named, not dropped', () => {
    expect(ids('Prisma Cloud scans every account')).toEqual(['general.prisma_cloud']);
    expect(ids('snapshots are copied off by Rubrik')).toEqual(['general.rubrik']);
    expect(ids('lineage is curated in Collibra')).toEqual(['general.collibra']);
  });

  it('a longer product name is not cut down to its vendor', () => {
    expect(ids('parsed records ship to the ELK stack')).toEqual(['general.elastic_stack']);
    expect(ids('traffic enters through NGINX Plus')).toEqual(['general.nginx_plus']);
    expect(ids('order rows are mirrored by Qlik Replicate')).toEqual(['general.qlik_replicate']);
  });

  it('a verb that is also a product name is not read as one', () => {
    expect(ids('we concur on the schema')).toEqual([]);
  });
});
