import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../shared/contract/values.js';
import { statedEdges } from '../testing/relations.js';
import { understand } from '../understand/index.js';

const edges = (prompt: string, provider: Provider = 'azure'): string[] => statedEdges(prompt, provider);

describe('relations: opening phrases, movers and compound nouns', () => {
  it('"Messages posted to X are routed to Y and Z": X feeds both', () => {
    const out = edges('Messages posted to Azure Service Bus are routed to a Logic App and an Azure Function.');
    expect(out).toContain('azure.service_bus -> azure.logic_apps');
    expect(out).toContain('azure.service_bus -> azure.functions');
  });

  it('"Using X, data is copied from A to B": X stays in the path between A and B', () => {
    const out = edges('Using Azure Data Factory, nightly extracts are copied from SQL Server to Azure Data Lake Storage.');
    expect(out.some((e) => e.endsWith('-> azure.data_factory'))).toBe(true);
    expect(out.some((e) => e.startsWith('azure.data_factory ->'))).toBe(true);
  });

  it('a verb-like noun inside a compound after the verb does not start a clause', () => {
    const out = edges('The edge proxy ships metrics to Azure Monitor and audit records to Azure Blob Storage.');
    expect(out).not.toContain('azure.monitor -> azure.blob_storage');
  });

  it('what a stack creates "to <verb>" does the verb', () => {
    const out = edges('The template creates a Cosmos DB container and an Azure Function to transform each change and sends the result to Event Hubs.');
    expect(out).toContain('azure.functions -> azure.event_hubs');
    expect(out).not.toContain('azure.cosmos_db -> azure.event_hubs');
  });

  it('"Requests come in through A and reach B": the way in leads to B', () => {
    expect(edges('Requests come in through Azure Front Door and reach Azure App Service.')).toContain('azure.front_door -> azure.app_service');
  });

  it('"A keeps data for B": A and B are joined', () => {
    const { u, graph } = understand('Azure Cache for Redis keeps session state for the Azure App Service web app.', { provider: 'azure', diagramType: 'architecture' });
    const ids = u.relations.filter((r) => r.origin === 'prompt').map((r) => [graph.get(r.from).entry.id, graph.get(r.to).entry.id].sort().join(' '));
    expect(ids).toContain(['azure.app_service', 'azure.redis'].sort().join(' '));
  });
});
