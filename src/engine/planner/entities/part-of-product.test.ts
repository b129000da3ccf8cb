import { describe, expect, it } from 'vitest';
import { drawn, placed } from '../testing/drawn.js';

describe('entities: a part named with its host, its product or its family is one part', () => {
  it('"the Tide Clock, a Go service on AKS, posts …": one part, run on AKS, and the posting comes from it', () => {
    const { where, edges } = placed('The Tide Clock, a Go service on AKS, posts sailings to a Service Bus queue.', 'azure');
    const clock = [...where.keys()].filter((l) => /Tide Clock|Go service/.test(l));
    expect(clock).toHaveLength(1);
    expect(where.get(clock[0]!)?.[0]).toBe('AKS');
    expect(edges).toContain(`${clock[0]} -> Service Bus queue`);
  });

  it('two named functions on one Functions app stay two parts, each with its own work', () => {
    const { labels, edges } = drawn('Scans land in Blob Storage. The catalog function in Azure Functions reads each scan and writes a row to Cosmos DB. Then the reminder function emails borrowers through SendGrid.', 'azure');
    const catalog = labels.find((l) => /catalog function/i.test(l));
    const reminder = labels.find((l) => /reminder function/i.test(l));
    expect(catalog).toBeDefined();
    expect(reminder).toBeDefined();
    expect(edges.some((e) => e.startsWith(`${catalog} ->`) && /Cosmos DB/.test(e))).toBe(true);
    expect(edges.some((e) => e.startsWith(`${reminder} ->`) && /SendGrid/.test(e))).toBe(true);
  });

  it('"the Translate Text API of Cognitive Services" is one part', () => {
    const { nodes } = drawn('The ferry kiosk calls the Translate Text API of Cognitive Services.', 'azure');
    const ai = nodes.filter((n) => /cognitive|translat|api/i.test(n.label));
    expect(ai).toHaveLength(1);
    expect(ai[0]!.service).toBe('azure.cognitive_services');
    expect(ai[0]!.label).toMatch(/Translate Text API/);
  });

  it('"a message broker such as Service Bus" is Service Bus alone, with no Event Grid', () => {
    const { services } = drawn('The bakery app puts each order on a message broker such as Service Bus, and the oven worker reads the orders from it and writes batches to Azure SQL Database.', 'azure');
    expect(services).toContain('azure.service_bus');
    expect(services).not.toContain('azure.event_grid');
  });

  it('"a runbook in Azure Automation" is one part, and "Spark on HDInsight" is HDInsight', () => {
    const { nodes } = drawn('A runbook in Azure Automation stops the telescope VMs each dawn. Spark on HDInsight sorts the star catalog files in Blob Storage.', 'azure');
    expect(nodes.filter((n) => n.service === 'azure.automation')).toHaveLength(1);
    expect(nodes.map((n) => n.service)).toContain('azure.hdinsight');
    expect(nodes.map((n) => n.service)).not.toContain('azure.databricks');
  });

  it('"Azure CosmosDB SQL API" is Cosmos DB, with no API part of its own', () => {
    const { nodes } = drawn('The orchard sensors write harvest readings to Azure CosmosDB SQL API.', 'azure');
    expect(nodes.filter((n) => n.service === 'azure.cosmos_db')).toHaveLength(1);
    expect(nodes.some((n) => n.service === 'general.api')).toBe(false);
  });
});

describe('entities: a name given in other words', () => {
  it('"(referred to as Flour Drop)" and "known as the Oven Line" name the part before them', () => {
    const { labels } = drawn('The mill function writes flour orders to an Azure File Storage share (referred to as Flour Drop). The bakery app reads the Flour Drop and a queue known as the Oven Line.', 'azure');
    expect(labels.some((l) => /Flour Drop/.test(l) && !/referred/.test(l))).toBe(true);
    expect(labels.some((l) => /Oven Line/.test(l))).toBe(true);
    expect(labels.filter((l) => /Flour Drop/.test(l))).toHaveLength(1);
  });
});
