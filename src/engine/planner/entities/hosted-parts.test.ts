import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';
import { planDiagram } from '../index.js';

const edges = (prompt: string): string[] => statedEdges(prompt, 'azure');

describe('relations: nouns that stand for the component they run on', () => {
  it('"a portal hosted on X … The portal reads Y": X reads Y', () => {
    const out = edges('Agents work in a claims portal hosted on Azure App Service. The portal queries Azure SQL Database every minute.');
    expect(out).toContain('azure.app_service -> azure.sql_database');
  });

  it('new data placed somewhere after a store was written is placed by the writer, not by the store', () => {
    const out = edges('An Azure Function copies each invoice to Azure Blob Storage. A notice is then posted on an Azure Service Bus queue.');
    expect(out).toContain('azure.functions -> azure.service_bus');
    expect(out).not.toContain('azure.blob_storage -> azure.service_bus');
  });

  it('a generic part running on a named service is drawn as that service, named in its label', () => {
    const { model } = planDiagram('A ticket desk API running in Google Cloud Run stores cases in Firestore. A kiosk front end hosted on Firebase Hosting calls the API.', { provider: 'gcp', diagramType: 'architecture' });
    const labels = model.nodes.map((n) => n.label);
    const run = labels.find((l) => /Cloud Run/.test(l));
    expect(run).toMatch(/ticket desk API/i);
    expect(labels.filter((l) => /^(Ticket desk )?API$/i.test(l))).toEqual([]);
    const id = (re: RegExp): string | undefined => model.nodes.find((n) => re.test(n.label))?.id;
    expect(model.edges.some((e) => e.source === id(/Firebase Hosting/) && e.target === id(/Cloud Run/))).toBe(true);
    expect(model.edges.some((e) => e.source === id(/Cloud Run/) && e.target === id(/Firestore/))).toBe(true);
  });

  it('a part running in a cluster stays a part of its own, inside the cluster', () => {
    const out = statedEdges('An intake service running in an AKS cluster writes to Azure Cosmos DB.', 'azure');
    expect(out.some((e) => e.endsWith('-> azure.cosmos_db') && !e.startsWith('azure.aks'))).toBe(true);
  });

  it('"the X in <service>" with no participle: a code-running part on a compute service is that service', () => {
    const { model } = planDiagram('The tariff API in Azure Container Apps writes every quote to Azure SQL Database.', { provider: 'azure', diagramType: 'architecture' });
    const host = model.nodes.find((n) => /Container Apps/.test(n.label));
    expect(host?.label).toMatch(/tariff API/i);
    const sql = model.nodes.find((n) => /SQL Database/.test(n.label));
    expect(model.edges.some((e) => e.source === host?.id && e.target === sql?.id)).toBe(true);
    expect(model.nodes.filter((n) => /^(tariff )?API$/i.test(n.label))).toEqual([]);
  });
});
