import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('verbs whose object is the part whose data moves', () => {
  it('"delivers the stream to B": the stream feeds the deliverer, which reaches B', () => {
    const { edges } = drawn('Kinesis Data Firehose delivers the stream to an S3 bucket.');
    const [stream, deliverer] = [/^Kinesis Data Stream/, / -> Kinesis Data Firehose$/];
    expect(edges.some((e) => stream.test(e) && deliverer.test(e))).toBe(true);
    expect(edges.some((e) => e.startsWith('Kinesis Data Firehose -> ') && e.includes('Stream'))).toBe(false);
  });

  it('"streams the database into C" reads the database', () => {
    const { edges } = drawn('Debezium streams the Postgres database into Kafka.');
    expect(edges.some((e) => /PostgreSQL.* -> Debezium$/.test(e))).toBe(true);
    expect(edges.some((e) => /^Debezium -> .*Kafka/.test(e))).toBe(true);
  });
});
