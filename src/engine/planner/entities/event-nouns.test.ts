import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';
import { statedEdges } from '../testing/relations.js';

describe('entities: an activity after a word of time is an event, not a component', () => {
  it('"Upon successful authentication, X …": the identity service is drawn once, under its own name', () => {
    const { labels, edges } = drawn('Upon successful authentication, Microsoft Entra ID issues a token to the library portal.', 'azure');
    expect(labels).toContain('Microsoft Entra ID');
    expect(labels.some((l) => /authentication/i.test(l))).toBe(false);
    expect(edges).toContain('Microsoft Entra ID -> Library portal');
  });
});

describe('entities: "the app" names the part called an application, not a product that has "App" in its name', () => {
  it('after "the lending application … Azure App Configuration", "the app" is the application', () => {
    const out = statedEdges('The lending application reads settings from Azure App Configuration. Next, the app stores each loan in Azure Cosmos DB.', 'azure');
    expect(out).toContain('general.microservice -> azure.cosmos_db');
    expect(out).not.toContain('azure.app_configuration -> azure.cosmos_db');
  });
});

describe('entities: "the <noun>" keeps to a part whose name ends in it', () => {
  it('a named part with its own word before the noun ("the analysis service") stays a part of its own', () => {
    const { labels } = drawn('An ingest service keeps readings in Azure Cosmos DB. The analysis service streams it to Azure HDInsight.', 'azure');
    expect(labels).toEqual(expect.arrayContaining(['Ingest service', 'Analysis service']));
  });
});
