import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('data a clause made or kept, taken up again by a later clause', () => {
  it('a list of plain nouns after the verb is what it carries, not a new clause', () => {
    const { edges } = drawnLabels('The helpdesk backend hosted on Azure App Service stores cases, screenshots, and agent remarks for the service desk in Azure Cosmos DB.', 'azure');
    expect(edges.some((e) => /App Service.* -> Azure Cosmos DB/.test(e))).toBe(true);
  });

  it('"transcribes recorded calls into text" then "from the transcribed text": the transcriber feeds the reader', () => {
    const { edges } = drawnLabels('Azure AI Speech transcribes recorded voicemails into text. Azure AI Language extracts key phrases from the transcribed text.', 'azure');
    expect(edges).toContain('Azure AI Speech -> Azure AI Language');
  });

  it('readers of what was kept in two stores read it from both', () => {
    const { edges } = drawnLabels('Azure Machine Learning scores every claim. The fraud scores are kept in Azure Cosmos DB and Azure SQL Database. Azure Logic Apps and Power BI consume the scores.', 'azure');
    for (const store of ['Azure SQL Database', 'Azure Cosmos DB']) for (const reader of ['Power BI', 'Azure Logic Apps']) expect(edges).toContain(`${store} -> ${reader}`);
  });

  it('after a service took files in, an agentless "results are saved in X" is that service saving', () => {
    const { edges } = drawnLabels('Photographed receipts arrive in Azure Data Lake Storage. Azure AI Document Intelligence is used to read the photographed receipts. The findings are saved in Azure SQL Database.', 'azure');
    expect(edges.some((e) => /Document Intelligence.* -> Azure SQL Database/.test(e))).toBe(true);
    expect(edges.some((e) => /receipts.* -> Azure SQL Database/i.test(e))).toBe(false);
  });
});
