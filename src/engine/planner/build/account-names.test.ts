import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('build: an account, project or resource group named by its code name', () => {
  it('"in resource group <code>" puts the part in that resource group\'s box', () => {
    const { where, groups } = placed('A Function App in resource group rg-bakery writes loaves to Cosmos DB.', 'azure');
    expect(groups).toContainEqual({ label: 'Resource group rg-bakery', kind: 'resource_group' });
    expect(where.get('Function App')?.[0]).toBe('Resource group rg-bakery');
  });

  it('a heading "Subscription <code>:" holds every cloud part of the text', () => {
    const { where, groups } = placed('Subscription sub-lab-07: a Logic App posts sensor alerts to Event Grid, and Event Grid wakes a Function App.', 'azure');
    expect(groups.some((g) => g.label === 'Subscription sub-lab-07')).toBe(true);
    expect(where.get('Event Grid')?.[0]).toBe('Subscription sub-lab-07');
    expect(where.get('Function App')?.[0]).toBe('Subscription sub-lab-07');
  });
});

describe('build: an owner named before an account is not part of its name', () => {
  it('"in the retailer\'s storefront project" is the storefront project', () => {
    const { where } = placed('Shoppers call a Cloud Run API in the retailer\'s storefront project, and the API reads prices from Firestore in the retailer\'s catalog project.', 'gcp');
    expect(where.get('Cloud Run API')?.[0]).toBe('Storefront project');
    expect(where.get('Firestore')?.[0]).toBe('Catalog project');
  });
});
