import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('relations: a counted list of accounts, each naming what it holds', () => {
  it('each name before parentheses is a box holding the parts listed in them', () => {
    const { where, groups } = placed('Three AWS accounts: sales (API Gateway and Lambda), audit (CloudTrail and an S3 bucket) and shared (Transit Gateway); Lambda logs every call to CloudTrail.', 'aws');
    expect(groups.filter((g) => g.kind === 'account').map((g) => g.label).sort()).toEqual(['Audit account', 'Sales account', 'Shared account']);
    expect(where.get('Lambda')?.[0]).toBe('Sales account');
    expect(where.get('CloudTrail')?.[0]).toBe('Audit account');
    expect(where.get('Transit Gateway')?.[0]).toBe('Shared account');
  });

  it('subscriptions read the same way', () => {
    const { where } = placed('Two Azure subscriptions: retail (Front Door and App Service) and vault (Key Vault); App Service fetches secrets from Key Vault.', 'azure');
    expect(where.get('Key Vault')?.[0]).toBe('Vault subscription');
    expect([...where.entries()].find(([l]) => /^App Service/.test(l))?.[1][0]).toBe('Retail subscription');
  });
});
