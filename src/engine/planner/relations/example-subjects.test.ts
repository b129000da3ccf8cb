import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: subjects given as examples ("viewers like A or B, and C read …")', () => {
  it('each example and the item after the comma acts, not only the last ones', () => {
    const d = drawn('The roster service stores shifts in Azure SQL Database. Viewers like Grafana or Kibana, and Tableau read the shifts from Azure SQL Database.', 'azure');
    for (const name of ['Grafana', 'Kibana', 'Tableau']) expect(d.edges.some((e) => new RegExp(`SQL Database.* -> ${name}`).test(e))).toBe(true);
  });
});
