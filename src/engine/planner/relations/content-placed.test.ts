import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('content an active verb puts or makes into a place is later moved on from that place', () => {
  it('logs written to a log store and then routed on leave from the log store', () => {
    const { edges } = drawn('The billing functions write logs into Cloud Logging. Hourly, the logs are exported to BigQuery.', 'gcp');
    expect(edges).toContain('Cloud Logging -> BigQuery');
  });

  it('scores being computed into a store, with a describing participle, are copied on from that store', () => {
    const { edges } = drawn('The Cloud Run tracking app is computing weighted scores to Memorystore. The scores are then copied to BigQuery.', 'gcp');
    expect(edges).toContain('Memorystore -> BigQuery');
  });
});
