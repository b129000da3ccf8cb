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
