import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a note in brackets after a part says what the part is', () => {
  it('"(demo load maker, written in Go)": the words before a comma that opens a clause on how it is made label the part', () => {
    const { labels } = plan('The shelf app is composed of the following services: lender.rb, shelves.rb, tools/noise.go (demo load maker, written in Go).', 'kubernetes');
    expect(labels).toContain('Tools/noise.go (demo load maker)');
    expect(labels.some((l) => /written/i.test(l))).toBe(false);
  });

  it('a note that lists things after its comma is not cut short', () => {
    const { labels } = plan('The archive keeps scans in an S3 bucket (maps, letters) and the reader API reads them.', 'aws');
    expect(labels.some((l) => /maps, letters/.test(l))).toBe(false);
    expect(labels.some((l) => /^S3 bucket \(maps\)$/.test(l))).toBe(false);
  });
});

describe('entities: a bracket on where things come from is a flow, not a note', () => {
  it('"into a RabbitMQ instance (from the Go worker)" draws the worker feeding the broker, with no bracket in the label', () => {
    const { labels, edges } = plan('Webhooks are dropped into a RabbitMQ instance (from the Go worker) and the billing worker reads them.', 'kubernetes');
    expect(labels.some((l) => /\(from/i.test(l))).toBe(false);
    expect(edges.some((e) => /go worker -> rabbitmq/i.test(e))).toBe(true);
  });
});
