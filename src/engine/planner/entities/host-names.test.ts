import { describe, expect, it } from 'vitest';
import { drawn as plan } from '../testing/drawn.js';

describe('entities: a host that takes in a program keeps the program\'s name', () => {
  it('"the catalogue API application hosted on the App Service …" after the App Service was named: one host, named by the API', () => {
    const { nodes } = plan('Front Door sits in front of an App Service. The catalogue API application hosted on the App Service looks up loans in Azure SQL Database.', 'azure');
    expect(nodes.filter((n) => n.service === 'azure.app_service').map((n) => n.label)).toEqual([expect.stringMatching(/catalogue API application/)]);
  });

  it('a bare "API" on a host whose everyday word named another part before is a host of its own', () => {
    const { nodes } = plan('Members open the web front end through Application Gateway. The API hosted on App Service reads the loan ledger from Cosmos DB.', 'azure');
    expect(nodes.filter((n) => n.service === 'azure.app_service').map((n) => n.label)).toEqual(['App Service (API)']);
    expect(nodes.map((n) => n.label)).toContain('Web front end');
  });

  it('a second host of one service running another program is a second box, each named', () => {
    const { nodes } = plan('A booking page hosted on App Service calls a telescope API hosted on App Service, which reads Cosmos DB.', 'azure');
    expect(nodes.filter((n) => n.service === 'azure.app_service').map((n) => n.label).sort()).toEqual(['App Service (booking page)', 'App Service (telescope API)']);
  });

  it('"… call the API. The API is hosted on X": the program named before is the host, once', () => {
    const { nodes, edges } = plan('The bakery\'s mobile app calls the API. The API is hosted on Azure Container Apps and stores recipes in Blob Storage.', 'azure');
    expect(nodes.filter((n) => /API/.test(n.label)).map((n) => n.service)).toEqual(['azure.container_apps']);
    expect(edges.some((e) => /mobile app/i.test(e) && /Container Apps \(API\)$/.test(e))).toBe(true);
  });

  it('"the API, which is hosted on X": a relative clause set off by a comma places the API too', () => {
    const { nodes } = plan('Orders pass through Front Door to the pastry API, which is hosted on App Service.', 'azure');
    expect(nodes.filter((n) => /pastry API/.test(n.label)).map((n) => n.service)).toEqual(['azure.app_service']);
  });

  it('"a lending API hosted on an App Service Environment": the environment, named by the API', () => {
    const { nodes } = plan('A lending API hosted on an App Service Environment looks up members in Azure SQL Database.', 'azure');
    expect(nodes.filter((n) => /lending API/.test(n.label)).map((n) => [n.label, n.service])).toEqual([['App Service Environment (lending API)', 'azure.app_service_environments']]);
  });
});
