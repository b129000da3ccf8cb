import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a wire protocol or file format named alone is no part', () => {
  it('"over MQTT", "a WebSocket", "only TCP and SSH" say how parts talk, and the parts join directly', () => {
    const d = drawn('Tram sensors report readings by MQTT into AWS IoT Core. The depot screen holds a WebSocket to Amazon API Gateway. The yard firewall only passes TCP and SSH.', 'aws');
    expect(d.labels.some((l) => /^(MQTT|WebSocket|TCP|SSH)$/.test(l))).toBe(false);
    expect(d.edges.some((e) => /^Tram sensors -> AWS IoT Core$/.test(e))).toBe(true);
  });

  it('a columnar file format the rows are kept in is no box of its own', () => {
    const d = drawn('A Glue job rewrites the tram logs as Parquet into an S3 bucket.', 'aws');
    expect(d.labels.some((l) => /^Parquet$/.test(l))).toBe(false);
  });
});
