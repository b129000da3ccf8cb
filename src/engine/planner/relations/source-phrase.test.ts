import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('relations: "from the <component> <noun> <noun> into B" with no component doing it', () => {
  it('nouns naming a part of the source (even verb-like ones) still end its phrase: the path is source → B', () => {
    expect(statedEdges('The tap passes the data from the Azure SQL Database report archive into Azure Blob Storage.', 'azure')).toContain('azure.sql_database -> azure.blob_storage');
    expect(statedEdges('Each tap passes the data from the Azure Maps route display into the embedded courier app.', 'azure')).toContain('azure.maps_accounts -> general.microservice');
  });
});

describe('relations: after a clause that only names a path, the story is where the data arrived', () => {
  it('"passes X from A into B. Then write it into C": B hands the data on, not A', () => {
    const out = statedEdges('The tap passes the data from Azure SQL Database into Azure Functions. Then write it into Azure Blob Storage.', 'azure');
    expect(out).toContain('azure.functions -> azure.blob_storage');
    expect(out).not.toContain('azure.sql_database -> azure.blob_storage');
  });
});
