import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

const edges = (prompt: string): string[] => statedEdges(prompt, 'azure');

describe('relations: a noun the text runs on a host stands for the host', () => {
  it('"to workers running in X": the target is the host, and a bare plural opening a later sentence is it again', () => {
    const out = edges('Azure Front Door passes bakery orders to workers running in Azure Container Apps. Workers use Azure Cosmos DB.');
    expect(out).toContain('azure.front_door -> azure.container_apps');
    expect(out).toContain('azure.container_apps -> azure.cosmos_db');
  });

  it('"to worker running in X" without an article (the tagger may read the noun as a verb) still reaches the host', () => {
    expect(edges('Azure Front Door passes bakery orders to worker running in Azure Container Apps.')).toContain('azure.front_door -> azure.container_apps');
  });
});

describe('relations: a list of objects followed by a purpose infinitive', () => {
  it('"uses A, B, and C to …": every item is used, the infinitive does not cut the list', () => {
    const out = edges('Azure App Service uses Azure Cosmos DB, Azure Cache for Redis, and Azure Blob Storage to keep pastry orders fresh.');
    expect(out).toEqual(expect.arrayContaining(['azure.app_service -> azure.cosmos_db', 'azure.app_service -> azure.redis', 'azure.app_service -> azure.blob_storage']));
  });
});
