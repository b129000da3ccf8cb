import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: a modal or adverb after "and" keeps the sentence\'s subject', () => {
  it('"A connects to B, and can store X in C": A stores, not B', () => {
    const { edges } = plan('The ferry booking worker connects to Azure Service Bus, and can store seat holds in Azure SQL Database.', 'azure');
    expect(edges.some((e) => /worker.* -> Azure SQL Database/i.test(e))).toBe(true);
    expect(edges.some((e) => /Service Bus.* -> Azure SQL Database/.test(e))).toBe(false);
  });

  it('"and also writes": the adverb does not end the coordination', () => {
    const { edges } = plan('The observatory scheduler reads plans from Azure Blob Storage and also writes telescope logs to Azure Cosmos DB.', 'azure');
    expect(edges.some((e) => /scheduler.* -> Azure Cosmos DB/i.test(e))).toBe(true);
  });
});

describe('relations: an example after "such as" opens no clause', () => {
  it('"to a queue, such as X, and can store …": the sentence\'s subject stores', () => {
    const { edges } = plan('Bakery order workers run on Azure Container Apps. They can also post to a message queue, such as Azure Service Bus, and can store receipts in an Azure SQL database.', 'azure');
    expect(edges.some((e) => /Container Apps.* -> Azure SQL Database/i.test(e))).toBe(true);
    expect(edges.some((e) => /Service Bus.* -> Azure SQL Database/i.test(e))).toBe(false);
  });
});

describe('relations: "and so on" closes a list', () => {
  it('"for A, B, and so on": both are reached, B opens no clause', () => {
    const { edges } = plan('Curators commit exhibit files to GitHub. A GitHub Actions workflow pushes settings for Azure Cache for Redis, Azure Functions, and so on.', 'azure');
    expect(edges.some((e) => /GitHub Actions.* -> Azure Functions/i.test(e))).toBe(true);
    expect(edges.some((e) => /Redis.* -> Azure Functions/.test(e))).toBe(false);
  });
});

describe('relations: data taken up again by name comes from whoever made it', () => {
  it('"X provides readings. Y forwards the readings to Z": X reaches Y', () => {
    const { edges } = plan('Tide gauge QX9 provides readings. The harbour relay forwards the readings to Azure Event Hubs.', 'azure');
    expect(edges.some((e) => /QX9.* -> .*relay/i.test(e))).toBe(true);
    expect(edges.some((e) => /relay.* -> Azure Event Hubs/i.test(e))).toBe(true);
  });

  it('data the last clause already sent on is not taken from its sender', () => {
    const { edges } = plan('The harbour relay sends readings to Azure Event Hubs. Azure Stream Analytics reads the readings.', 'azure');
    expect(edges.some((e) => /relay.* -> Azure Stream Analytics/i.test(e))).toBe(false);
  });
});

describe('relations: listed lines after a colon may end in full stops', () => {
  it('"uses the following services: A, for …. B, to …." reaches every listed part', () => {
    const { edges } = plan('The gallery tagging function uses the following services: Azure AI Vision, for tagging paintings. Translator, to translate captions. Azure Maps, to place exhibits. The curator reviews the tags.', 'azure');
    for (const name of [/AI Vision/, /Translator/, /Maps/]) expect(edges.some((e) => new RegExp(`function.* -> .*${name.source}`, 'i').test(e))).toBe(true);
    expect(edges.some((e) => /function.* -> Curator/i.test(e))).toBe(false);
  });
});

describe('relations: "that" right after the verb is a determiner', () => {
  it('"ingests X from A and stores that data in B": the ingester stores', () => {
    const { edges } = plan('Azure Data Factory ingests tide tables from the harbour API and stores that data in Azure Data Lake Storage.', 'azure');
    expect(edges.some((e) => /Data Factory.* -> .*Data Lake/i.test(e))).toBe(true);
    expect(edges.some((e) => /API.* -> .*Data Lake/i.test(e))).toBe(false);
  });
});

describe('relations: an adjective before the data names no payload', () => {
  it('"ingest external data and store it in X": X gets no "(external)" note, and a later mention is the same store', () => {
    const { labels } = plan('The observatory job ingests external data and stores that data in Azure Data Lake Storage. Azure Databricks reads the files from Azure Data Lake Storage.', 'azure');
    expect(labels.some((l) => /external/i.test(l))).toBe(false);
    expect(labels.filter((l) => /Data Lake/i.test(l))).toHaveLength(1);
  });
});

describe('entities: a service\'s own pipelines are that service', () => {
  it('"Azure Data Factory … an Azure Data Factory pipeline" is one Data Factory', () => {
    const { labels, edges } = plan('Azure Data Factory copies ferry timetables into Azure Data Lake Storage. An Azure Data Factory pipeline then registers the delay model in Azure Machine Learning.', 'azure');
    expect(labels.filter((l) => /Data Factory/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /Data Factory.* -> Azure Machine Learning/.test(e))).toBe(true);
  });

  it('"Synapse pipelines" and "Spark pools" are Synapse, not Azure DevOps Pipelines or Databricks', () => {
    const { labels } = plan('Azure Synapse Analytics pipelines copy museum ticket sales into Azure Data Lake Storage. Apache Spark pools in Azure Synapse Analytics clean the sales.', 'azure');
    expect(labels.some((l) => /^Pipelines$/.test(l) || /Databricks/.test(l))).toBe(false);
  });
});
