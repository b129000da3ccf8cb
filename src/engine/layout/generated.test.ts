import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Provider, DiagramType } from '../../shared/contract/values.js';
import type { ArchitectureModel, Geometry } from '../model/index.js';
import { planDiagram } from '../planner/index.js';
import { naturalCompare, subnetTier } from './classify.js';
import { layoutMetrics, layoutModel, type LayoutMetrics } from './index.js';
import { edgePaths } from './metrics-edges.js';
import { absoluteFromGeometry } from './to-geometry.js';
import { buildTree } from './tree.js';
import { PUBLIC_PROMPTS_PATH } from '../../testing/shared-data.js';

// The layout acceptance on what Skyplan really generates: every public benchmark prompt, planned
// by the built-in planner and laid out, with no overlaps, no edge through a node, no label over a
// node, AZ columns in order and tier rows aligned across AZs.
interface BenchPrompt {
  prompt: string;
  cloud_provider: Provider;
  diagram_type: string;
}
const PROMPTS = JSON.parse(fs.readFileSync(PUBLIC_PROMPTS_PATH, 'utf8')) as BenchPrompt[];
const OWN = JSON.parse(fs.readFileSync(new URL('../../../bench/prompts/own.json', import.meta.url), 'utf8')) as BenchPrompt[];

/** Every count a clean drawing keeps at zero. */
function expectClean(m: LayoutMetrics): void {
  expect(m.missing, 'every cell has geometry').toEqual([]);
  expect(m.nodeOverlaps, JSON.stringify(m.details.overlaps)).toBe(0);
  expect(m.edgesThroughNodes, JSON.stringify(m.details.edgeHits)).toBe(0);
  expect(m.labelCollisions, JSON.stringify(m.details.labelHits)).toBe(0);
  // No line through a label or a title; no side used both ways; no unrelated edges drawn as one line.
  expect(m.edgesThroughLabels, JSON.stringify(m.details.edgesThroughLabels)).toBe(0);
  expect(m.edgesThroughTitles, JSON.stringify(m.details.edgesThroughTitles)).toBe(0);
  expect(m.sharedPorts, JSON.stringify(m.details.sharedPorts)).toBe(0);
  expect(m.edgeOverlaps, JSON.stringify(m.details.edgeOverlaps)).toBe(0);
}

describe('layout of the planner output for every public benchmark prompt', () => {
  it('has the 20 public prompts', () => expect(PROMPTS.length).toBe(20));

  for (const [i, p] of PROMPTS.entries()) {
    it(`#${i + 1} ${p.prompt.slice(0, 60)}`, async () => {
      const { model } = planDiagram(p.prompt, { provider: p.cloud_provider, diagramType: p.diagram_type as DiagramType });
      const geometry = await layoutModel(model);
      const m = layoutMetrics(model, geometry);
      expectClean(m);

      const tree = buildTree(model);
      const abs = absoluteFromGeometry(tree, geometry);
      const azs = model.groups.filter((g) => g.kind === 'az');
      const byParent = new Map<string | null, typeof azs>();
      for (const az of azs) byParent.set(az.parent, [...(byParent.get(az.parent) ?? []), az]);
      for (const siblings of byParent.values()) {
        const ordered = [...siblings].sort((a, b) => naturalCompare(a.label, b.label));
        for (let k = 0; k + 1 < ordered.length; k++) {
          const left = abs.get(ordered[k]!.id)!;
          const right = abs.get(ordered[k + 1]!.id)!;
          expect(left.x + left.width, `${ordered[k]!.label} left of ${ordered[k + 1]!.label}`).toBeLessThan(right.x);
        }
        // Tier rows: subnets of one tier share a row across the AZs of this VPC.
        const rows = new Map<string, Set<number>>();
        for (const az of siblings) {
          for (const s of model.groups.filter((g) => g.kind === 'subnet' && g.parent === az.id)) {
            const tier = subnetTier(s, []);
            rows.set(tier, (rows.get(tier) ?? new Set()).add(abs.get(s.id)!.y));
          }
        }
        for (const [tier, ys] of rows) expect(ys.size, `${tier} subnets aligned`).toBe(1);
      }
    });
  }
});

describe('layout of the planner output for our own prompt set (bench/prompts/own.json)', () => {
  for (const [i, p] of OWN.entries()) {
    it(`own #${i + 1} ${p.prompt.slice(0, 60)}`, async () => {
      const { model } = planDiagram(p.prompt, { provider: p.cloud_provider, diagramType: (p.diagram_type ?? 'auto') as DiagramType });
      expectClean(layoutMetrics(model, await layoutModel(model)));
    });
  }
});

async function planned(prompt: string, provider: Provider): Promise<{ model: ArchitectureModel; geometry: Geometry }> {
  const { model } = planDiagram(prompt, { provider, diagramType: 'auto' });
  return { model, geometry: await layoutModel(model) };
}

describe('attached services', () => {
  it('stands a WAF up and left of the CDN it protects: its line drops into the top, the users’ line stays straight', async () => {
    const { model, geometry } = await planned(PROMPTS[6]!.prompt, 'aws');
    const abs = absoluteFromGeometry(buildTree(model), geometry);
    const id = (service: string) => model.nodes.find((n) => n.service === service)!.id;
    const waf = abs.get(id('aws.waf'))!;
    const cdn = abs.get(id('aws.cloudfront'))!;
    expect(waf.y + waf.height).toBeLessThan(cdn.y);
    expect(waf.x + waf.width).toBeLessThan(cdn.x + cdn.width / 2);
    const tree = buildTree(model);
    const paths = edgePaths(tree, geometry, abs);
    const path = (from: string, to: string) => paths.get(model.edges.find((e) => e.source === from && e.target === to)!.id)!;
    const attach = path(id('aws.waf'), id('aws.cloudfront'));
    expect(attach).toHaveLength(3);
    expect(attach.at(-1)!.y).toBe(cdn.y);
    expect(path(id('general.users'), id('aws.cloudfront'))).toHaveLength(2);
  });
});

describe('conventions on generated diagrams', () => {
  const rectsOf = async (prompt: string, provider: Provider) => {
    const { model, geometry } = await planned(prompt, provider);
    const tree = buildTree(model);
    const abs = absoluteFromGeometry(tree, geometry);
    return { model, abs, paths: edgePaths(tree, geometry, abs) };
  };

  it('draws replication between a primary and its standby in the other zone as one straight line', async () => {
    for (const [i, provider] of [[0, 'aws'], [6, 'aws']] as const) {
      const { model, paths } = await rectsOf(PROMPTS[i]!.prompt, provider);
      const rep = model.edges.find((e) => e.label === 'replication')!;
      expect(paths.get(rep.id), PROMPTS[i]!.prompt).toHaveLength(2);
    }
  });

  it('keeps numbered twins in order and a VPC that feeds a queue before the queue', async () => {
    const { model, abs } = await rectsOf(PROMPTS[2]!.prompt, 'aws');
    const lambdas = model.nodes.filter((n) => n.service === 'aws.lambda').sort((a, b) => naturalCompare(a.label, b.label));
    const ys = lambdas.map((n) => abs.get(n.id)!.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    const at = (service: string) => abs.get(model.nodes.find((n) => n.service === service)!.id)!.x;
    expect(at('aws.ecs')).toBeLessThan(at('aws.sqs'));
    expect(at('aws.sqs')).toBeLessThan(at('aws.lambda'));
  });
});

describe('flowcharts', () => {
  for (const i of [40, 58]) {
    it(`own #${i + 1}: the decision's "yes" runs straight down, "no" leaves by a side corner`, async () => {
      const { model } = planDiagram(OWN[i]!.prompt, { provider: 'general', diagramType: 'auto' });
      const geometry = await layoutModel(model);
      const tree = buildTree(model);
      const abs = absoluteFromGeometry(tree, geometry);
      const paths = edgePaths(tree, geometry, abs);
      const yes = paths.get(model.edges.find((e) => e.label === 'yes')!.id)!;
      expect(yes).toHaveLength(2);
      expect(yes[0]!.x).toBe(yes[1]!.x);
      const no = paths.get(model.edges.find((e) => e.label === 'no')!.id)!;
      const decision = abs.get(model.edges.find((e) => e.label === 'no')!.source)!;
      expect(no[0]!.y).toBeCloseTo(decision.y + decision.height / 2);
    });
  }
});

describe('regions', () => {
  it('keeps the secondary region on its tier line: replication from the primary does not pull the standby down', async () => {
    const { model } = planDiagram(OWN[8]!.prompt, { provider: 'aws', diagramType: 'auto' });
    const geometry = await layoutModel(model);
    const abs = absoluteFromGeometry(buildTree(model), geometry);
    const y = (label: string) => abs.get(model.nodes.find((n) => n.label === label)!.id)!.y;
    expect(y('Aurora global database (secondary)')).toBe(y('EC2 (us-west-2)'));
    expect(y('Aurora global database (primary)')).toBe(y('EC2 (us-east-1)'));
  });
});
