import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('catalog: load generators that fake user traffic are products of their own', () => {
  it('JMeter and Gatling are drawn by name and joined to what they load', () => {
    const { labels, edges } = plan('Gatling sends bursts of bookings to the ticket API on Cloud Run, and JMeter replays old searches against Memorystore.', 'gcp');
    expect(labels).toContain('Gatling');
    expect(labels).toContain('JMeter');
    expect(edges.some((e) => /^Gatling -> /.test(e))).toBe(true);
  });
});
