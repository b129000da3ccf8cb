import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a connector a part uses is its own means, not a stop on the way', () => {
  it('"A uses a connector to reach B": A reaches B', () => {
    const { edges } = drawnLabels('Power BI uses a Databricks connector to reach an Azure Databricks workspace.', 'azure');
    expect(edges).toContain('Power BI -> Azure Databricks workspace');
    expect(edges).not.toContain('Databricks connector -> Azure Databricks workspace');
  });
});

describe('a step a pipeline uses acts for the pipeline', () => {
  it('"A uses an activity to read from B": A reaches B, and the activity stays A\'s own', () => {
    const { edges } = drawnLabels('Azure Data Factory, on a nightly trigger, uses a Lookup activity to read overdue loans from the library catalog in Azure SQL Database.', 'azure');
    expect(edges.some((e) => e.startsWith('Azure Data Factory -> Azure SQL Database') || (e.startsWith('Azure SQL Database') && e.endsWith('-> Azure Data Factory')))).toBe(true);
    expect(edges.some((e) => e.includes('activity ->') && e.includes('SQL'))).toBe(false);
  });
});
