import { describe, expect, it } from 'vitest';
import { drawn as plan } from '../testing/drawn.js';

describe('entities: "X runs as a StatefulSet" names which workload object X is', () => {
  it('a part said before and after "runs as a StatefulSet" is one node named with its kind', () => {
    const { labels, edges } = plan('A nightly CronJob snapshots the search index into a GCS bucket; the search index runs as a StatefulSet backed by a PVC.', 'kubernetes');
    expect(labels).toContain('Search index StatefulSet');
    expect(labels).not.toContain('StatefulSet');
    expect(edges).toContain('Search index StatefulSet -> PVC');
  });
  it('"Fluent Bit is deployed as a DaemonSet": the product keeps its name and gains the kind', () => {
    const { labels, edges } = plan('Fluent Bit is deployed as a DaemonSet and forwards container logs to Loki.', 'kubernetes');
    expect(labels).toContain('Fluent Bit DaemonSet');
    expect(labels).not.toContain('DaemonSet');
    expect(edges.some((e) => e.startsWith('Fluent Bit DaemonSet -> Loki'))).toBe(true);
  });
  it('"Redis, which runs as a StatefulSet": a relative clause reads the same', () => {
    const { labels } = plan('The voting app writes ballots to Redis, which runs as a StatefulSet on the cluster.', 'kubernetes');
    expect(labels.some((l) => /^Redis StatefulSet\b/.test(l))).toBe(true);
    expect(labels).not.toContain('StatefulSet');
  });
});
