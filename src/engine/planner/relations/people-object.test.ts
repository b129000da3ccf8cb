import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));

describe('a part that acts on people uses the way named after them itself', () => {
  it('"A verifies diners with B": A reaches B, not the diners', () => {
    const { edges } = drawnLabels('Diners order meals through a web app on Azure App Service, and that web app verifies diners with Microsoft Entra ID.', 'azure');
    expect(has(edges, /^Azure App Service.* -> Microsoft Entra ID$|^Microsoft Entra ID -> Azure App Service/)).toBe(true);
  });

  it('"A authenticates renters through B": B reaches A, not the renters', () => {
    const { edges } = drawnLabels('Renters pay rent through a tenant portal, hosted by Azure App Service. The tenant portal authenticates renters through Azure AD B2C, then records each payment for the landlord.', 'azure');
    expect(has(edges, /^Azure AD B2C -> Tenant portal$|^Tenant portal -> Azure AD B2C$/)).toBe(true);
    expect(has(edges, /^Azure AD B2C -> Renters$/)).toBe(false);
  });
});
