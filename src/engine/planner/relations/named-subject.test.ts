import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a relating verb in -s right after the name that opens the clause is the verb', () => {
  it('"IoT Hub routes telemetry to …": the name is the subject, not a compound "IoT Hub routes"', () => {
    const { edges } = drawnLabels('IoT Hub routes telemetry to two functions: alerting and archiving.', 'azure');
    expect(edges.filter((e) => e.startsWith('IoT Hub ->'))).toHaveLength(2);
  });

  it('a noun in -s after a name stays a noun when a verb follows it', () => {
    const { labels, edges } = drawnLabels('Grafana dashboards read metrics from Prometheus.', 'general');
    expect(labels.some((l) => /Grafana/.test(l))).toBe(true);
    expect(edges.some((e) => /Prometheus -> .*Grafana/.test(e))).toBe(true);
  });
});
