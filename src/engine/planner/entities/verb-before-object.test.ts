import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: an -s verb read as a verb before its object names no part', () => {
  it('"… and caches frequent lookups in Redis": Redis is drawn, no "Caches" node', () => {
    const { labels, edges } = plan('The pricing service reads rates out of Postgres and caches frequent lookups in Redis.', 'kubernetes');
    expect(labels.some((l) => /^caches/i.test(l))).toBe(false);
    expect(edges).toContain('Pricing service -> Redis');
  });

  it('"… and caches recent quotes in Memorystore": the verb is not folded into the cache\'s label', () => {
    const { labels, edges } = plan('The quote API reads prices from Cloud SQL and caches recent quotes in Memorystore.', 'gcp');
    expect(labels.some((l) => /caches/i.test(l))).toBe(false);
    expect(edges.some((e) => /Quote API -> Memorystore/.test(e))).toBe(true);
  });

  it('"… and emails it to payroll clerks": the verb draws no e-mail part', () => {
    const { labels, edges } = plan('A Cloud Run job totals the day out of BigQuery tables and emails it to payroll clerks via SendGrid.', 'gcp');
    expect(labels.some((l) => /^emails?$/i.test(l))).toBe(false);
    expect(edges).toContain('Cloud Run job -> SendGrid');
  });
});
