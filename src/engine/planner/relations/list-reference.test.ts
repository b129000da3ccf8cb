import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('"these sources", "both databases": a plural part noun standing for the parts just listed', () => {
  it('a reader of "such sources" reads from every store the sentence before named', () => {
    const { edges } = drawnLabels('Invoices sit as files in Azure Blob Storage or as rows in Azure SQL Database. Azure Databricks pulls from such sources nightly to score them.', 'azure');
    expect(edges.filter((e) => / -> Azure Databricks$/.test(e)).map((e) => e.split(' (')[0])).toEqual(['Azure Blob Storage', 'Azure SQL Database']);
  });

  it('"these stores" opening a sentence feeds what follows from each of them', () => {
    const { edges } = drawnLabels('Meter readings are written to Azure Cosmos DB and Azure Data Explorer. These stores feed Power BI.', 'azure');
    expect(edges).toEqual(expect.arrayContaining(['Azure Cosmos DB -> Power BI', 'Azure Data Explorer -> Power BI']));
  });

  it('"both databases" draws no extra database of its own', () => {
    const { labels, edges } = drawnLabels('Orders go to Azure SQL Database and Azure Cosmos DB. Microsoft Fabric copies from both databases every hour.', 'azure');
    expect(labels.filter((l) => /database/i.test(l))).toEqual(['Azure SQL Database']);
    expect(edges).toEqual(expect.arrayContaining(['Azure SQL Database -> Microsoft Fabric', 'Azure Cosmos DB -> Microsoft Fabric']));
  });
});

describe('"in A or in B": a second place for the same thing', () => {
  it('keeps the two places apart instead of chaining one into the other', () => {
    const { edges } = drawnLabels('Scan results are archived in Azure Blob Storage or in Azure Files.', 'azure');
    expect(edges.some((e) => /Blob.* -> .*Files|Files.* -> .*Blob/.test(e))).toBe(false);
  });

  it('an "or" before the second preposition is not taken for what is kept', () => {
    const { labels, edges } = drawnLabels('The billing service writes invoices to Azure Blob Storage or to Azure Cosmos DB.', 'azure');
    expect(labels.some((l) => /\(or\)/.test(l))).toBe(false);
    expect(edges.some((e) => /^Azure Blob Storage.* -> Azure Cosmos DB/.test(e))).toBe(false);
  });
});
