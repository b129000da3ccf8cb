import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a verb after a word for people or a working part', () => {
  it('"the dispatcher streams trip events": the -s word before a plain noun is the verb, not a stream named after the dispatcher', () => {
    const d = drawn('Overnight the dispatcher streams lorry positions into Amazon Kinesis.', 'aws');
    expect(d.labels.some((l) => /streams$/i.test(l) && !/Kinesis/.test(l))).toBe(false);
    expect(d.edges.some((e) => /^Dispatcher -> .*Kinesis/.test(e))).toBe(true);
  });

  it('"the customer orders table" still names a table: a head noun after the -s word keeps the phrase', () => {
    const d = drawn('The customer orders table lives in Amazon DynamoDB.', 'aws');
    expect(d.labels.some((l) => /orders/i.test(l))).toBe(true);
  });

  it('"the exporter relays build failures to …": a plain word then a plural is the object, so "relays" is the verb', () => {
    const d = drawn('The exporter relays build failures to a Slack channel.', 'aws');
    expect(d.labels.some((l) => /relays/i.test(l))).toBe(false);
    expect(d.edges.some((e) => /^Exporter -> Slack/.test(e))).toBe(true);
  });
});
