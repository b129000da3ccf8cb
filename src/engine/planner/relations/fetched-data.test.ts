import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: data described as taken from somewhere goes to the part that uses it', () => {
  it('"signs each invoice with a certificate that is downloaded from B": B feeds the signer', () => {
    const { edges } = drawnLabels('The billing worker signs each invoice with a certificate that is downloaded from Azure Key Vault. The worker then stores the invoice in Azure Blob Storage.', 'azure');
    expect(edges).toContain('Azure Key Vault -> Billing worker');
    expect(edges.some((e) => /^Billing worker -> Azure Blob Storage/.test(e))).toBe(true);
  });

  it('"loads price tables that are read from B": B feeds the loader', () => {
    const { edges } = drawnLabels('The web API loads price tables that are read from Azure Table Storage and answers quotes for the mobile app.', 'azure');
    expect(edges).toContain('Azure Table Storage -> Web API');
  });

  it('the next imperative step is still the worker\'s, not the store the secret came from', () => {
    const { edges } = drawnLabels('Meter pings are pushed into Azure Event Hubs, and an Azure Function runs the checks. Take the pings from Event Hubs and sign them with a secret that\'s fetched from Azure Key Vault. Write the signed pings to Azure Cosmos DB.', 'azure');
    expect(edges).toContain('Azure Key Vault -> Function');
    expect(edges.some((e) => /^Function -> Azure Cosmos DB/.test(e))).toBe(true);
    expect(edges).not.toContain('Azure Key Vault -> Azure Event Hubs');
  });
});
