import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('data a clause made or kept, taken up again by a later clause', () => {
  it('a list of plain nouns after the verb is what it carries, not a new clause', () => {
    const { edges } = drawnLabels('The ticketing API hosted in Azure App Service saves tickets, attachments, and audit notes for support staff in Azure Cosmos DB.', 'azure');
    expect(edges.some((e) => /App Service.* -> Azure Cosmos DB/.test(e))).toBe(true);
  });

  it('"transcribes recorded calls into text" then "from the transcribed text": the transcriber feeds the reader', () => {
    const { edges } = drawnLabels('Azure AI Speech transcribes recorded voicemails into text. Azure AI Language extracts key phrases from the transcribed text.', 'azure');
    expect(edges).toContain('Azure AI Speech -> Azure AI Language');
  });

  it('readers of what was kept in two stores read it from both', () => {
    const { edges } = drawnLabels('Azure Machine Learning rates each shipment. The delay ratings are kept in Azure SQL Database and Azure Cosmos DB. Power BI and Azure Logic Apps consume the ratings.', 'azure');
    for (const store of ['Azure SQL Database', 'Azure Cosmos DB']) for (const reader of ['Power BI', 'Azure Logic Apps']) expect(edges).toContain(`${store} -> ${reader}`);
  });

  it('after a service took files in, an agentless "results are saved in X" is that service saving', () => {
    const { edges } = drawnLabels('Scanned forms are uploaded to Azure Blob Storage. Azure AI Document Intelligence is used to analyze the scanned forms. The results are saved in Azure Cosmos DB.', 'azure');
    expect(edges.some((e) => /Document Intelligence.* -> Azure Cosmos DB/.test(e))).toBe(true);
    expect(edges.some((e) => /forms.* -> Azure Cosmos DB/i.test(e))).toBe(false);
  });
});
