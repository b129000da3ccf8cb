import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe("a container service's environment is a box, as its cluster is", () => {
  it('"within the Azure Container Apps environment" puts the ferry apps in that environment', () => {
    const r = placed('The ticket kiosk calls both the timetable and berth APIs within the Azure Container Apps environment.', 'azure');
    expect(r.groups.some((g) => /Container Apps environment/i.test(g.label))).toBe(true);
    expect(r.where.get('Berth API')?.[0]).toMatch(/Container Apps environment/i);
  });

  it('a product with no environment of its own stays a plain component', () => {
    const r = placed('The planetarium app writes seat maps to Azure Cosmos DB.', 'azure');
    expect(r.groups.some((g) => /environment/i.test(g.label))).toBe(false);
  });
});
