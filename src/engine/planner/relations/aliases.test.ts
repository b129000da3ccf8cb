import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

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
});
