import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('what a reporting product shows is that product, not a part beside it', () => {
  it('an everyday "dashboards" right after the product is drawn as the product', () => {
    const { labels, edges } = drawn('Nightly, Dataflow condenses the sensor readings into BigQuery, and Looker reads them. Looker dashboards are shared with the plant managers.', 'gcp');
    expect(labels.filter((l) => /Looker/.test(l))).toEqual(['Looker']);
    expect(edges.some((e) => /Plant managers/.test(e) && /Looker/.test(e))).toBe(true);
  });

  it('the product named again with "dashboards" after it is the one named before, under its own name', () => {
    const { labels, edges } = drawn('Azure Data Factory copies ticket sales into Azure SQL Database for Power BI. Power BI dashboards sit inside the box office website, which Azure App Service runs.', 'azure');
    expect(labels.filter((l) => /Power BI/.test(l))).toEqual(['Power BI']);
    expect(edges.some((e) => /Power BI/.test(e) && /App Service|website/i.test(e))).toBe(true);
  });
});
