import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a second verb in -ing joined by "and" to a first one takes the name after it as its object', () => {
  it('"sampling and logging <product>": the product is drawn under its own name', () => {
    const { labels, edges } = drawn('A cron script keeps sampling and logging Cloud Spanner write latency into BigQuery for the finance desk.', 'gcp');
    expect(labels).toContain('Cloud Spanner');
    expect(labels.some((l) => /^Logging/i.test(l))).toBe(false);
    expect(edges.some((e) => e.startsWith('Cloud Spanner -> BigQuery'))).toBe(true);
  });

  it('an -ing word after an article still names the part\'s purpose', () => {
    const { labels } = drawn('A nightly job starts the monitoring Cloud Run service, which writes alerts to Pub/Sub.', 'gcp');
    expect(labels.some((l) => /Monitoring Cloud Run|Cloud Run.*monitoring/i.test(l))).toBe(true);
  });
});
