import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: ", using …" after a "with" phrase goes back to the component the clause is about', () => {
  it('a gateway named with its firewall does not take the storage the app uses', () => {
    const { edges } = drawnLabels('A Container Apps service sits behind our Application Gateway with its WAF, using Azure Blob Storage.', 'azure');
    expect(edges).toContain('Application Gateway -> Container Apps service');
    expect(edges).toContain('Container Apps service -> Azure Blob Storage');
    expect(edges).not.toContain('Application Gateway -> Azure Blob Storage');
  });

  it('a front door named with its firewall does not take the vault the portal uses', () => {
    const { edges } = drawnLabels('The intranet portal lives behind Azure Front Door with WAF, using Azure Key Vault.', 'azure');
    expect(edges).toContain('Intranet portal -> Azure Key Vault');
    expect(edges).not.toContain('Azure Front Door -> Azure Key Vault');
  });
});
