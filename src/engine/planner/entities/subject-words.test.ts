import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a bare application that acts', () => {
  it('"The application asks …" opening a sentence is a part joined to what it calls', () => {
    const { labels, edges } = drawnLabels('The application asks Microsoft Entra ID for a token. Then the app fetches a signing key from Azure Key Vault.', 'azure');
    expect(labels).toContain('Application');
    expect(edges.some((e) => /^Application -> .*Key Vault/.test(e) || /Key Vault.* -> Application$/.test(e))).toBe(true);
  });

  it('an application named by its host stays that host', () => {
    const { labels } = drawnLabels('Shoppers reach a web app on Azure App Service. The application reads carts from Azure Cache for Redis.', 'azure');
    expect(labels.filter((l) => /^Application$/.test(l))).toEqual([]);
  });
});

describe('"data flows" opening a sentence is a verb, not a pipeline product', () => {
  it('the bus feeds the function directly', () => {
    const { labels, edges } = drawnLabels('Checkout posts orders to Azure Service Bus. Data flows from Service Bus to a function app that saves rows in Azure SQL Database.', 'azure');
    expect(labels.some((l) => /flow/i.test(l))).toBe(false);
    expect(edges.some((e) => /Service Bus -> Function app/.test(e))).toBe(true);
  });
});

describe('a service named again by its full name', () => {
  it('is the one named before, whatever each clause moves into it', () => {
    const { labels } = drawnLabels('The portal reads profiles from Azure Cosmos DB. The portal saves edited profiles to Azure Cosmos DB.', 'azure');
    expect(labels.filter((l) => /Cosmos/.test(l))).toHaveLength(1);
  });
});

describe('a service\'s trigger for a compute service', () => {
  it('"the Queue Storage trigger for Azure Functions picks up …" feeds the functions', () => {
    const { edges } = drawnLabels('The shop drops jobs into Azure Queue Storage. The Queue Storage trigger for Azure Functions picks up each job, and the function stores a receipt in Azure Blob Storage.', 'azure');
    expect(edges.some((e) => /Queue Storage.* -> .*Functions/.test(e))).toBe(true);
  });
});

describe('what a store holds and how it is used says no other copy', () => {
  it('"the Redis value" is the cache named before; "database reads" names no database', () => {
    const { labels } = drawnLabels('To cut database reads, the site on Azure App Service keeps hot rows in Azure Cache for Redis. A worker refreshes the Redis value every minute.', 'azure');
    expect(labels.filter((l) => /Redis/.test(l))).toHaveLength(1);
    expect(labels.some((l) => /SQL Database/.test(l))).toBe(false);
  });

  it('"the database" after a single named database is that database', () => {
    const { labels } = drawnLabels('The API looks up carts in Azure Cache for Redis and falls back to Azure Cosmos DB. The database answers within ten milliseconds.', 'azure');
    expect(labels.some((l) => /SQL Database/.test(l))).toBe(false);
  });
});

describe('Data Factory\'s integration runtime', () => {
  it('is a part of its own that the pipeline runs packages through', () => {
    const { labels } = drawnLabels('Azure Data Factory copies the nightly extracts and runs the legacy packages on premises through a self-hosted integration runtime.', 'azure');
    expect(labels.some((l) => /Integration Runtime/i.test(l))).toBe(true);
  });
});

describe('the plain product after a qualified copy of it', () => {
  it('"… query the data in Azure Data Explorer" after "Azure Data Explorer dashboards" is the store, not the dashboards', () => {
    const { edges } = drawnLabels('Events land in Azure Data Explorer for near real-time analysis. Tools such as Azure Data Explorer dashboards and Azure Managed Grafana query the data in Azure Data Explorer.', 'azure');
    expect(edges).toContain('Azure Managed Grafana -> Azure Data Explorer (near real-time)');
  });

  it('"a message broker architecture" names no broker', () => {
    const { labels } = drawnLabels('This design adds analytics to an existing message broker architecture. The shop sends orders to Azure Service Bus, and a function app stores them in Azure SQL Database.', 'azure');
    expect(labels.some((l) => /Event Grid/.test(l))).toBe(false);
  });
});

describe('words that describe rather than name', () => {
  it('"a flow that watches Blob Storage": the -s word after "that" is a verb, not a monitoring service', () => {
    const { labels } = drawnLabels('Scans are saved to Azure Blob Storage. A logic app that watches Blob Storage sends each scan to Azure AI Vision. A function that monitors the queue retries failures.', 'azure');
    expect(labels.some((l) => /^Monitor/.test(l))).toBe(false);
  });

  it('", which is a <everyday noun>" says what the named part is and adds no part', () => {
    const { labels } = drawnLabels('Reports are written to Zephyr Vault, which is a managed relational database that keeps history. Power BI reads Zephyr Vault.', 'azure');
    expect(labels.some((l) => /SQL Database/.test(l))).toBe(false);
  });
});

describe('a word for people inside a product name', () => {
  it('"Quasar Media Player" is one product, not a player of a game', () => {
    const { labels } = drawnLabels('The web page embeds Quasar Media Player, which streams lectures from Azure Blob Storage.', 'azure');
    expect(labels).toContain('Quasar Media Player');
  });
});

describe('a named cluster', () => {
  it('"a scoring cluster" the pipeline starts is a part of its own that sends on', () => {
    const { labels, edges } = drawnLabels('Azure Machine Learning starts a scoring cluster for each batch. The scoring cluster writes the predictions to Azure Cosmos DB.', 'azure');
    expect(labels.some((l) => /scoring cluster/i.test(l))).toBe(true);
    expect(edges.some((e) => /scoring cluster.* -> .*Cosmos/i.test(e))).toBe(true);
  });
});

describe('a part word that qualifies an abstract noun', () => {
  it('"extract, transform, and load (ETL) techniques" names no second pipeline service', () => {
    const { labels } = drawnLabels('Teams that rely on extract, transform, and load (ETL) techniques use Azure Data Factory to copy the ledger into Azure Synapse Analytics.', 'azure');
    expect(labels.filter((l) => /Data Factory/.test(l))).toHaveLength(1);
  });
});
