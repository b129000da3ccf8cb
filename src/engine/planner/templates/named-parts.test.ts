import { describe, expect, it } from 'vitest';
import { planDiagram } from '../generate.js';

const services = (prompt: string): string[] =>
  planDiagram(prompt, { provider: 'gcp', diagramType: 'architecture' }).plan.nodes.map((n) => n.service ?? '');

describe('architecture templates and the parts a prompt names', () => {
  it('an architecture word inside a part\'s name ("hybrid NEGs") is no architecture of its own', () => {
    const drawn = services('Our regional load balancer sends traffic to hybrid NEGs that point at the branch office.');
    expect(drawn).toContain('gcp.neg');
    expect(drawn).not.toContain('gcp.cloud_vpn');
    expect(drawn).not.toContain('gcp.cloudsql');
  });

  it('a template part drawn with a service the prompt already has adds no second copy', () => {
    const drawn = services('Deploy the storefront in two regions behind one HTTPS load balancer for failover.');
    expect(drawn.filter((s) => s === 'gcp.load_balancing').length).toBeLessThanOrEqual(2);
    const regions = planDiagram('A multi-region setup: an HTTPS load balancer in front of Cloud Run.', { provider: 'gcp', diagramType: 'architecture' }).plan;
    const lbs = regions.nodes.filter((n) => n.service === 'gcp.load_balancing').map((n) => n.label);
    expect(new Set(lbs.map((l) => l.replace(/\s*\(.*\)$/, ''))).size).toBe(1);
  });
});
