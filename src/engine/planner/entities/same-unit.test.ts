import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: "the same <unit noun>" points back at the part named before', () => {
  it('a unit noun of a warehouse product is that warehouse', () => {
    const { labels, edges } = plan('A Dataflow job pours cleaned clickstream rows into BigQuery. Cloud Armor also sends its verdicts to the same dataset.', 'gcp');
    expect(edges.some((e) => /^Cloud Armor -> BigQuery/.test(e))).toBe(true);
    expect(labels.filter((n) => /BigQuery/.test(n))).toHaveLength(1);
  });

  it('a unit noun of an edge product is that edge service', () => {
    const { edges } = plan('Visitors open the catalog site via Azure Front Door, which routes to Azure App Service. Brochure PDFs kept inside Azure Blob Storage get delivered via the same profile.', 'azure');
    expect(edges).toContain('Azure Front Door -> Azure Blob Storage');
  });

  it('"same" before a noun no part is called by draws nothing new', () => {
    const { edges } = plan('A Dataflow job pours cleaned clickstream rows into BigQuery. Cloud Armor judges every request at the same moment.', 'gcp');
    expect(edges.some((e) => /^Cloud Armor -> BigQuery/.test(e))).toBe(false);
  });
});
