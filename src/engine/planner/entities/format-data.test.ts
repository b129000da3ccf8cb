import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a product naming the format of data taken from a source is no part', () => {
  it('"pulls Prometheus metrics from" a source joins the source straight to the reader', () => {
    const { labels, edges } = drawn('Every minute a Vector agent pulls Prometheus metrics from the billing workers, then pushes them into Amazon Timestream.', 'aws');
    expect(labels.some((l) => /^Prometheus/.test(l))).toBe(false);
    expect(edges.some((e) => /^Billing workers -> Vector agent/i.test(e))).toBe(true);
  });

  it('traces of a named tracing format, taken from a service, draw no tracing box between them', () => {
    const { labels, edges } = drawn('Inside the mesh a small relay gathers Jaeger traces from the ticketing service and hands them on to Azure Monitor.', 'azure');
    expect(labels.some((l) => /jaeger/i.test(l))).toBe(false);
    expect(edges.some((e) => /^Ticketing service -> /i.test(e))).toBe(true);
  });

  it('the same product named on its own further on stays a part there', () => {
    const { labels, edges } = drawn('A relay pod pulls Prometheus metrics from the kiosk pods, and Grafana charts what Prometheus holds.', 'kubernetes');
    expect(labels).toContain('Prometheus');
    expect(edges).toContain('Kiosk Pods -> Relay Pod');
  });
});
