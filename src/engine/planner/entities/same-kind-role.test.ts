import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a role after "as" that names the same service is the part again', () => {
  it('"relies on A as its nightly ETL tool": one factory, and later mentions of the tool are it', () => {
    const { labels: nodes, edges } = drawnLabels('The tram depot relies on Azure Data Factory as its nightly ETL tool. Ticket scans are copied from Blob Storage into the ETL tool, which loads them into Azure SQL Database.', 'azure');
    expect(nodes.filter((n) => /ETL|Data Factory/.test(n))).toHaveLength(1);
    expect(edges.some((e) => e.includes('Data Factory') && e.includes('SQL Database'))).toBe(true);
  });

  it('a spelled-out role with its short form in brackets is no second part either', () => {
    const { labels: nodes } = drawnLabels('The bakery picked Data Factory as its single cloud-hosted extract-and-reload (ETL) service for the ovens, and the ETL service copies oven logs from Blob Storage into Azure SQL Database.', 'azure');
    expect(nodes.filter((n) => /ETL|Data Factory/.test(n))).toHaveLength(1);
  });

  it('a role naming another service stays a part of its own', () => {
    const { labels: nodes } = drawnLabels('The depot relies on Data Factory as its loader and on Azure Blob Storage as its archive of ticket scans.', 'azure');
    expect(nodes.some((n) => n.includes('Blob Storage'))).toBe(true);
    expect(nodes.some((n) => n.includes('Data Factory'))).toBe(true);
  });
});
