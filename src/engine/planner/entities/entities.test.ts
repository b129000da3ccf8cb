import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../shared/contract/values.js';
import { planDiagram } from '../index.js';

const services = (prompt: string, provider: Provider): string[] =>
  planDiagram(prompt, { provider, diagramType: 'architecture' }).model.nodes.map((n) => n.service ?? '');

describe('reading with every provider a prompt names', () => {
  it('a Kubernetes prompt that runs on a named cloud draws that cloud\'s services with their own icons', () => {
    const m = planDiagram('Workers run as pods on EKS; an ALB routes traffic to them, they keep rows in RDS and pull images from ECR.', { provider: 'kubernetes', diagramType: 'architecture' }).model;
    const s = m.nodes.map((n) => n.service ?? '');
    expect(s).toEqual(expect.arrayContaining(['aws.alb', 'aws.rds', 'aws.ecr', 'kubernetes.pod']));
    expect(s.some((x) => x.startsWith('general.generic'))).toBe(false);
    // The one cluster the text names holds the pods; the managed database stays outside it.
    const clusters = m.groups.filter((g) => g.kind === 'cluster');
    expect(clusters.map((g) => g.label)).toEqual(['EKS']);
    expect(m.nodes.find((n) => n.service === 'kubernetes.pod')?.parent).toBe(clusters[0]!.id);
    expect(m.nodes.find((n) => n.service === 'aws.rds')?.parent).not.toBe(clusters[0]!.id);
  });

  it('a cloud prompt that runs Kubernetes keeps its pods and mesh as Kubernetes objects', () => {
    const s = services('A GKE cluster hosts a canary pod next to the checkout service; both sit behind a service mesh.', 'gcp');
    expect(s).toContain('kubernetes.pod');
    expect(s.filter((x) => x === 'kubernetes.istio' || x === 'gcp.service_mesh')).toHaveLength(1);
  });

  it('a cloud prompt without Kubernetes reads "service" and "deployment" as everyday words', () => {
    const s = services('The billing service writes invoices to Cloud SQL after each deployment.', 'gcp');
    expect(s.some((x) => x.startsWith('kubernetes.'))).toBe(false);
  });
});
