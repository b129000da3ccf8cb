import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: everyday uses of product words draw nothing of their own', () => {
  it('"coordinates the ferry workflow": the process a part runs is no workflow service', () => {
    const { labels } = drawn('The harbour bot coordinates the ferry boarding workflow and keeps tickets in Azure Cosmos DB.', 'azure');
    expect(labels.some((l) => /logic apps|workflow/i.test(l))).toBe(false);
    expect(labels.some((l) => /Cosmos DB/.test(l))).toBe(true);
  });

  it('reads the verb by its lemma, in any tense and with its particle', () => {
    const { labels } = drawn('The orchard planner began the picking workflow, then kicked off the packing workflow and stores crates in Azure Blob Storage.', 'azure');
    expect(labels.some((l) => /logic apps|workflow/i.test(l))).toBe(false);
    expect(drawn('The telescope daemon carries out several functions on the night images in Azure Blob Storage.', 'azure').labels.some((l) => /^functions$/i.test(l))).toBe(false);
  });

  it('a workflow the text gives as a part of its own stays', () => {
    const { labels } = drawn('An orchard sensor event triggers a workflow that writes the harvest plan to Amazon S3.', 'aws');
    expect(labels.some((l) => /step functions|workflow/i.test(l))).toBe(true);
  });

  it('"functions as a …" and "perform functions" name no serverless service', () => {
    const { labels } = drawn('A bakery kiosk that functions as an order desk uses Azure OpenAI. The models perform functions on the photos kept in Azure Blob Storage.', 'azure');
    expect(labels.some((l) => /^functions$/i.test(l))).toBe(false);
  });

  it('"Functions" as a part stays a serverless service', () => {
    const { labels } = drawn('Azure Functions reads the observatory images from Azure Blob Storage.', 'azure');
    expect(labels.some((l) => /functions/i.test(l))).toBe(true);
  });

  it('"computational fluid dynamics" is a field of study, not Dynamics 365', () => {
    const { labels } = drawn('The observatory runs computational fluid dynamics jobs on Azure Batch.', 'azure');
    expect(labels.some((l) => /dynamics 365/i.test(l))).toBe(false);
  });
});

describe('entities: a service named again after "as a" in its own sentence is one part', () => {
  it('"Azure App Service hosts the catalogue as a Python web app" draws one App Service', () => {
    const { labels } = drawn('Azure App Service hosts the library catalogue as a Python web app and reads books from Azure SQL Database.', 'azure');
    expect(labels.filter((l) => /app service|web app/i.test(l))).toHaveLength(1);
  });
});
