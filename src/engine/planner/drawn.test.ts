import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ArchitectureModel } from '../model/index.js';
import type { BenchEntry } from '../../../bench/prompts/matcher.js';
import { PUBLIC_PROMPTS_PATH } from '../../testing/shared-data.js';
import { planDiagram } from './index.js';

// What the planner draws, judged as an architect would: no empty box something deploys into, no
// verb read as a service, one load balancer per set of zones. Checked on every benchmark prompt.
const PUBLIC = JSON.parse(readFileSync(PUBLIC_PROMPTS_PATH, 'utf8')) as BenchEntry[];
const OWN = JSON.parse(readFileSync(new URL('../../../bench/prompts/own.json', import.meta.url), 'utf8')) as BenchEntry[];
const ALL = [...PUBLIC.map((e, i) => ({ name: `public #${i + 1}`, e })), ...OWN.map((e, i) => ({ name: `own #${i + 1}`, e }))];

const plan = (prompt: string, provider: BenchEntry['cloud_provider']) => planDiagram(prompt, { provider, diagramType: 'auto' }).model;

/** Ids of the cells inside a group, at any depth. */
function inside(m: ArchitectureModel, group: string): Set<string> {
  const out = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of [...m.nodes, ...m.groups]) {
      if (!out.has(c.id) && c.parent !== null && (c.parent === group || out.has(c.parent))) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
}

describe('what the planner draws', () => {
  for (const { name, e } of ALL) {
    it(`${name}: no empty namespace or cluster receives an edge`, () => {
      const m = plan(e.prompt, e.cloud_provider);
      for (const g of m.groups.filter((x) => x.kind === 'namespace' || x.kind === 'cluster')) {
        const touched = m.edges.some((x) => x.source === g.id || x.target === g.id);
        if (touched) expect(inside(m, g.id).size, `${g.label} is drawn empty but connected`).toBeGreaterThan(0);
      }
    });
  }

  it('puts the workload a CD tool syncs into each namespace, and lands the sync edges on it', () => {
    const m = plan(PUBLIC[16]!.prompt, 'kubernetes');
    const argo = m.nodes.find((n) => n.service === 'kubernetes.argocd')!;
    const namespaces = m.groups.filter((g) => g.kind === 'namespace');
    expect(namespaces.map((g) => g.label)).toEqual(['Staging namespace', 'Production namespace']);
    for (const ns of namespaces) {
      const app = m.nodes.find((n) => n.parent === ns.id);
      expect(app?.service).toBe('kubernetes.deployment');
      expect(m.edges.some((x) => x.source === argo.id && x.target === app!.id)).toBe(true);
    }
  });

  it('keeps a namespace the prompt fills with its own services as it is', () => {
    const m = plan('helm chart deploys prometheus and grafana in a monitoring namespace; prometheus scrapes the app pods, grafana reads prometheus', 'kubernetes');
    // "deploys" is the verb: no Deployment is invented from it.
    expect(m.nodes.filter((n) => n.service === 'kubernetes.deployment')).toEqual([]);
    const ns = m.groups.find((g) => g.kind === 'namespace')!;
    expect(m.nodes.filter((n) => n.parent === ns.id).map((n) => n.label)).toContain('Grafana');
    expect(m.nodes.some((n) => n.label === 'App' && n.service === 'kubernetes.deployment')).toBe(false);
  });

  for (const { name, e } of ALL) {
    it(`${name}: at most one load balancer per VPC drawn with zones`, () => {
      const m = plan(e.prompt, e.cloud_provider);
      for (const vpc of m.groups.filter((g) => g.kind === 'vpc' && m.groups.some((z) => z.kind === 'az' && z.parent === g.id))) {
        const lbs = m.nodes.filter((n) => inside(m, vpc.id).has(n.id) && /\.(alb|nlb|elb|clb|load_balancer)$/.test(n.service ?? ''));
        expect(lbs.length, vpc.label).toBeLessThanOrEqual(1);
        for (const lb of lbs) expect(lb.parent, `${lb.label} spans the zones`).toBe(vpc.id);
      }
    });
  }

  it('reads "users hit CloudFront" as users calling CloudFront, not the other way round', () => {
    const m = plan('need a diagram: users hit cloudfront, cloudfront -> alb -> ec2 autoscaling group', 'aws');
    const users = m.nodes.find((n) => n.service === 'general.users')!;
    const cdn = m.nodes.find((n) => n.service === 'aws.cloudfront')!;
    expect(m.edges.some((x) => x.source === users.id && x.target === cdn.id)).toBe(true);
    expect(m.edges.some((x) => x.target === users.id)).toBe(false);
  });

  it('draws "Aurora global database" as one Aurora, and DNS failing over to "ALB + EC2" through the load balancer', () => {
    const m = plan(OWN[8]!.prompt, 'aws');
    expect(m.nodes.filter((n) => n.service === 'aws.rds')).toEqual([]);
    expect(m.nodes.filter((n) => n.service === 'aws.aurora').map((n) => n.label)).toEqual(['Aurora global database (primary)', 'Aurora global database (secondary)']);
    const dns = m.nodes.find((n) => n.service === 'aws.route53')!;
    const targets = m.edges.filter((x) => x.source === dns.id).map((x) => m.nodes.find((n) => n.id === x.target)!.service);
    expect(targets).toEqual(['aws.alb', 'aws.alb']);
  });

  it('points "serves the read models" at every store holding read models', () => {
    const m = plan(PUBLIC[19]!.prompt, 'general');
    const query = m.nodes.find((n) => n.label === 'Query API')!;
    const served = m.edges.filter((x) => x.source === query.id).map((x) => m.nodes.find((n) => n.id === x.target)!.label);
    expect(served.sort()).toEqual(['Elasticsearch (read models)', 'PostgreSQL (read models)']);
  });

  it('labels sequence messages with what they carry: the object named in the phrase, and "with ..." after the target', () => {
    const labels = (i: number) => planDiagram(OWN[i]!.prompt, { provider: OWN[i]!.cloud_provider, diagramType: 'auto' }).model.edges.map((x) => x.label);
    expect(labels(41)).toEqual(['Sends a login request', 'Checks the user', 'Returns a token']);
    expect(labels(59)).toEqual(['Sends credentials', 'Returns a jwt', 'Calls with jwt', 'Invokes']);
  });
});
