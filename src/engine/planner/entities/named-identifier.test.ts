import { describe, expect, it } from 'vitest';
import { drawn as plan } from '../testing/drawn.js';

describe('entities: a part described in words, then its code name, is one part', () => {
  it('"a Kafka intake connector kafka-connect-ftp" draws one connector named by its code name', () => {
    const { labels, edges } = plan('Orders flow into the Kafka cluster; a Kafka intake connector kafka-connect-ftp picks up the partner files first.', 'general');
    expect(labels.filter((l) => /kafka-connect-ftp/i.test(l))).toHaveLength(1);
    expect(labels.some((l) => /^Kafka intake connector$/i.test(l))).toBe(false);
    expect(edges.some((e) => /kafka-connect-ftp/i.test(e) && /Kafka cluster/.test(e))).toBe(true);
  });
});
