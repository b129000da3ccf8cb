import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: products the catalog knows are drawn wherever the text lists them', () => {
  it('every feed in a listed choice of platforms is drawn, not only the first', () => {
    const { labels } = drawn('Our hunters import sightings from OpenCTI, ThreatConnect, or Recorded Future into Microsoft Sentinel each morning.', 'azure');
    for (const name of ['OpenCTI', 'ThreatConnect', 'Recorded Future']) expect(labels, name).toContain(name);
  });

  it('"Confluent Control Center" is one product, not a vendor and a stray noun', () => {
    const { labels } = drawn('Confluent Control Center keeps an eye on the brokers of the billing Kafka cluster.', 'general');
    expect(labels).toContain('Confluent Control Center');
    expect(labels).not.toContain('Center');
  });
});
