import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a named activity of a data pipeline is a step of the pipeline service named before', () => {
  it('"Next, the Web activity calls … on B": the pipeline service reaches B', () => {
    const { edges } = drawnLabels('Azure Data Factory copies the invoices to Azure Blob Storage. Next, the Web activity calls the scoring endpoint on Azure Machine Learning.', 'azure');
    expect(edges).toContain('Azure Data Factory -> Azure Machine Learning');
    expect(edges.some((e) => /Web activity/.test(e))).toBe(false);
  });

  it('"Its Notify Buyer activity posts … to B" after a Data Factory pipeline', () => {
    const { edges } = drawnLabels('A Data Factory pipeline copies the orders into Azure Blob Storage. Its Notify Buyer activity posts a message to Azure Service Bus.', 'azure');
    expect(edges).toContain('Data Factory pipeline -> Azure Service Bus');
  });

  it('"the Publish Totals activity sends … to B" after ADF', () => {
    const { edges } = drawnLabels('ADF reads the ledger export from Azure Files. After that, the Publish Totals activity sends the sums to Azure Event Hubs.', 'azure');
    expect(edges).toContain('ADF -> Azure Event Hubs');
  });
});
