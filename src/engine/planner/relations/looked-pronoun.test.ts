import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));

describe('people who look at "them" look at the data where it was kept', () => {
  it('"…, and the auditors review them in C": the store the data was left in feeds C', () => {
    const { edges } = drawnLabels('Every evening a Glue crawler leaves tidy ledger tables in Amazon Redshift, and the auditors review them in Amazon QuickSight.');
    expect(has(edges, /^Amazon Redshift.* -> Amazon QuickSight/)).toBe(true);
    expect(has(edges, /^Auditors -> Amazon QuickSight/)).toBe(true);
  });

  it('the pronoun may open the next sentence\'s object', () => {
    const { edges } = drawnLabels('Nightly, an Azure Databricks notebook builds stock summaries in Azure Synapse Analytics. Buyers explore them in Power BI.', 'azure');
    expect(has(edges, /^Azure Synapse Analytics.* -> Power BI|^Power BI -> Azure Synapse Analytics/)).toBe(true);
    expect(has(edges, /Synapse.* -> Buyers|^Buyers -> .*Synapse/)).toBe(false);
  });
});
