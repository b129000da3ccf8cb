import { describe, expect, it } from 'vitest';
import { drawn as plan } from '../testing/drawn.js';

describe('entities: a lower-case product name that opens a hyphenated code name is that program', () => {
  it('"kafka-connect-mqtt" is drawn whole, not cut after the product', () => {
    const { labels } = plan('Readings land in the Kafka cluster, and kafka-connect-mqtt relays them on to Mosquitto.', 'general');
    expect(labels.some((l) => /kafka-connect-mqtt/i.test(l))).toBe(true);
    expect(labels.some((l) => /^kafka-connect$/i.test(l))).toBe(false);
  });
  it('an ending saying what backs it stays outside the name', () => {
    const { labels } = plan('The ledger keeps its rows in a postgres-backed store that the billing worker reads.', 'general');
    expect(labels.some((l) => /postgres-backed/i.test(l))).toBe(false);
  });
});
