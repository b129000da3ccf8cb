import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('Kubernetes objects the text calls Kubernetes\'s own, inside a cloud\'s prompt', () => {
  it('"a Kubernetes Job" on a managed cluster is a Job in that cluster, not a second name of the cluster', () => {
    const d = placed('A Kubernetes job on the AKS cluster seeds catalogue rows into Cosmos DB once per release.', 'azure');
    const job = [...d.where.entries()].find(([label]) => /job/i.test(label));
    expect(job?.[0]).toMatch(/^Kubernetes Job$/i);
    expect(job?.[1][0]).toMatch(/AKS/);
    expect([...d.where.keys()].some((l) => /AKS.*job/i.test(l))).toBe(false);
  });

  it('"a k8s CronJob" is the cluster\'s scheduled object, not the cloud\'s scheduler service', () => {
    const d = placed('The storefront pods on the GKE cluster keep carts in Memorystore, and a k8s CronJob sweeps expired carts from Memorystore every hour.', 'gcp');
    const labels = [...d.where.keys()];
    expect(labels.some((l) => /cronjob/i.test(l))).toBe(true);
    expect(labels.some((l) => /cloud scheduler/i.test(l))).toBe(false);
    expect(labels.filter((l) => /gke|k8s/i.test(l) && !/cronjob/i.test(l))).toEqual(['GKE cluster']);
  });
});
