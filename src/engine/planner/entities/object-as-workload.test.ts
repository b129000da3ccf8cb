import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: "<verb> X as a DaemonSet" names one workload, X, that the clause after it is about', () => {
  it('"the cluster runs X as a DaemonSet that ships …": X ships, no second DaemonSet part', () => {
    const { labels, edges } = plan('The cluster runs Fluentd as a DaemonSet that copies kiosk logs into Amazon OpenSearch Service.', 'aws');
    expect(labels.filter((l) => /DaemonSet/.test(l))).toEqual(['Fluentd DaemonSet']);
    expect(edges).toContain('Fluentd DaemonSet -> Amazon OpenSearch Service');
  });

  it('"runs X as a DaemonSet that copies … and forwards them to B": the tailed logs are no part', () => {
    const { labels, edges } = plan('The platform team deploys Filebeat as a DaemonSet, which quietly tails the kennel booking logs and forwards them onward into Amazon Kinesis.', 'aws');
    expect(labels.some((l) => /tails/i.test(l))).toBe(false);
    expect(edges.some((e) => /^Filebeat DaemonSet -> (Amazon )?Kinesis/.test(e))).toBe(true);
  });

  it('"X runs as a StatefulSet" still reads the same way', () => {
    const { labels } = plan('In the EKS cluster, Postgres runs as a StatefulSet and the menu API runs as a Deployment.', 'aws');
    expect(labels.filter((l) => /StatefulSet/.test(l))).toHaveLength(1);
  });
});
