import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a connector a part uses is its own means, not a stop on the way', () => {
  it('"A uses a connector to reach B": A reaches B', () => {
    const { edges } = drawnLabels('Power BI uses a Databricks connector to reach an Azure Databricks workspace.', 'azure');
    expect(edges).toContain('Power BI -> Azure Databricks workspace');
    expect(edges).not.toContain('Databricks connector -> Azure Databricks workspace');
  });
});
