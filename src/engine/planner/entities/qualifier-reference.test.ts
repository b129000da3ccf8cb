import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('references: "the <word>" for a workload named by that word earlier in the same sentence', () => {
  it('"the api" after "an api deployment" is that deployment, not a new API box', () => {
    const { labels, edges } = drawn('A GKE cluster runs a ledger deployment and an api deployment, and Cloud SQL for PostgreSQL sits behind the api.', 'gcp');
    expect(labels.filter((l) => /^API$/i.test(l))).toHaveLength(0);
    expect(edges).toContain('API Deployment -> Cloud SQL for PostgreSQL');
  });

  it('"the queue" after "a queue deployment" is that deployment, not a queue service', () => {
    const { services, edges } = drawn('A GKE cluster runs a ledger deployment and a queue deployment, while the queue hands jobs to Cloud Run.', 'gcp');
    expect(services.filter((s) => s !== 'kubernetes.deployment' && /queue|tasks|pubsub/.test(s))).toHaveLength(0);
    expect(edges).toContain('Queue Deployment -> Cloud Run');
  });
});
