import { describe, expect, it } from 'vitest';
import type { ArchitectureModel, Geometry } from '../model/index.js';
import { ModelSchema, GeometrySchema } from '../model/index.js';
import { naturalCompare, subnetTier } from './classify.js';
import { EXTRA_FIXTURES } from '../../../bench/fixtures/layout/extra.js';
import { PROMPT_FIXTURES } from '../../../bench/fixtures/layout/index.js';
import { layoutMetrics, layoutModel } from './index.js';
import { absoluteFromGeometry } from './to-geometry.js';
import { buildTree } from './tree.js';

const laidOut = new Map<string, { model: ArchitectureModel; geometry: Geometry }>();
async function fixture(name: string): Promise<{ model: ArchitectureModel; geometry: Geometry }> {
  if (!laidOut.has(name)) {
    const f = [...PROMPT_FIXTURES, ...EXTRA_FIXTURES].find((x) => x.name === name)!;
    const model = ModelSchema.parse(f.build());
    laidOut.set(name, { model, geometry: await layoutModel(model) });
  }
  return laidOut.get(name)!;
}

describe('layoutModel on the 20 public prompt architectures', () => {
  it('has a hand-made model for every public prompt', () => {
    expect(PROMPT_FIXTURES).toHaveLength(20);
  });

  for (const { name } of PROMPT_FIXTURES) {
    it(`${name}: no overlaps, no edge through a node, no label over a node`, async () => {
      const { model, geometry } = await fixture(name);
      const m = layoutMetrics(model, geometry);
      expect(m.missing).toEqual([]);
      expect(m.details.overlaps).toEqual([]);
      expect(m.details.edgeHits).toEqual([]);
      expect(m.details.labelHits).toEqual([]);
      expect(m.area).toBeGreaterThan(0);
    });

    it(`${name}: geometry covers every cell, edges live in their lowest common container`, async () => {
      const { model, geometry } = await fixture(name);
      expect(GeometrySchema.parse(geometry)).toEqual(geometry);
      const tree = buildTree(model);
      for (const c of [...model.nodes, ...model.groups]) expect(geometry.cells[c.id], c.id).toBeDefined();
      for (const e of model.edges) {
        const g = geometry.edges[e.id];
        expect(g, e.id).toBeDefined();
        expect(g!.parent ?? null).toBe(tree.lca(e.source, e.target));
        expect(g!.points.length).toBeGreaterThan(0);
      }
    });
  }
});

describe('cloud conventions', () => {
  it('puts availability zones side by side in natural label order', async () => {
    for (const name of ['aws-three-tier', 'aws-ecommerce']) {
      const { model, geometry } = await fixture(name);
      const abs = absoluteFromGeometry(buildTree(model), geometry);
      const azs = model.groups.filter((g) => g.kind === 'az').sort((a, b) => naturalCompare(a.label, b.label));
      expect(azs.length).toBeGreaterThanOrEqual(2);
      for (let i = 0; i + 1 < azs.length; i++) {
        const left = abs.get(azs[i]!.id)!;
        const right = abs.get(azs[i + 1]!.id)!;
        expect(left.x + left.width, `${azs[i]!.label} left of ${azs[i + 1]!.label}`).toBeLessThan(right.x);
        expect(left.y).toBe(right.y);
        expect(left.height).toBe(right.height);
      }
    }
  });

  it('keeps AZ columns in order even when the model lists them backwards', async () => {
    const base = (await fixture('aws-three-tier')).model;
    const model = { ...base, groups: [...base.groups].reverse() };
    const geometry = await layoutModel(model);
    const abs = absoluteFromGeometry(buildTree(model), geometry);
    expect(abs.get('az1')!.x).toBeLessThan(abs.get('az2')!.x);
    expect(layoutMetrics(model, geometry).nodeOverlaps).toBe(0);
  });

  it('aligns tier rows across AZs: public, then app, then data', async () => {
    for (const name of ['aws-three-tier', 'aws-ecommerce']) {
      const { model, geometry } = await fixture(name);
      const tree = buildTree(model);
      const abs = absoluteFromGeometry(tree, geometry);
      const rowY = new Map<string, Set<number>>();
      const rowH = new Map<string, Set<number>>();
      for (const g of model.groups.filter((x) => x.kind === 'subnet' && tree.get(x.parent!).group?.kind === 'az')) {
        const tier = subnetTier(g, []);
        const r = abs.get(g.id)!;
        rowY.set(tier, (rowY.get(tier) ?? new Set()).add(r.y));
        rowH.set(tier, (rowH.get(tier) ?? new Set()).add(r.height));
      }
      for (const tier of ['public', 'app', 'data']) {
        expect(rowY.get(tier)?.size, `${name}: ${tier} subnets share one row`).toBe(1);
        expect(rowH.get(tier)?.size).toBe(1);
      }
      const y = (t: string) => [...rowY.get(t)!][0]!;
      expect(y('public')).toBeLessThan(y('app'));
      expect(y('app')).toBeLessThan(y('data'));
    }
  });

  it('draws an overlay around its members across subnets, clear of non-members', async () => {
    const { model, geometry } = await fixture('aws-three-tier');
    const abs = absoluteFromGeometry(buildTree(model), geometry);
    const asg = abs.get('asg')!;
    for (const m of ['ec2a', 'ec2b']) {
      const r = abs.get(m)!;
      expect(r.x).toBeGreaterThan(asg.x);
      expect(r.x + r.width).toBeLessThan(asg.x + asg.width);
      expect(r.y).toBeGreaterThan(asg.y);
      expect(r.y + r.height).toBeLessThan(asg.y + asg.height);
    }
  });

  it('starts the traffic at the users: clients left of the cloud, the flow left to right', async () => {
    for (const name of ['aws-three-tier', 'aws-order-events', 'gcp-images', 'azure-iot']) {
      const { model, geometry } = await fixture(name);
      const abs = absoluteFromGeometry(buildTree(model), geometry);
      const clients = model.nodes.filter((n) => ['general.users', 'general.iot_device'].includes(n.service ?? ''));
      const cloud = model.groups.find((g) => g.kind === 'cloud')!;
      for (const c of clients) expect(abs.get(c.id)!.x + abs.get(c.id)!.width, name).toBeLessThan(abs.get(cloud.id)!.x);
    }
    const { model, geometry } = await fixture('aws-order-events');
    const abs = absoluteFromGeometry(buildTree(model), geometry);
    const x = (id: string) => abs.get(id)!.x;
    expect(x('apigw')).toBeLessThan(x('orderfn'));
    expect(x('orderfn')).toBeLessThan(x('bus'));
    expect(x('bus')).toBeLessThan(x('sqs'));
    expect(x('sqs')).toBeLessThan(x('fulfil'));
  });

  it('keeps shared services outside the VPC box', async () => {
    const { model, geometry } = await fixture('aws-ecommerce');
    const abs = absoluteFromGeometry(buildTree(model), geometry);
    const vpc = abs.get('vpc')!;
    for (const id of ['cf', 's3', 'cognito', 'waf']) {
      const r = abs.get(id)!;
      const inside = r.x >= vpc.x && r.x + r.width <= vpc.x + vpc.width && r.y >= vpc.y && r.y + r.height <= vpc.y + vpc.height;
      expect(inside, id).toBe(false);
    }
  });

  it('is deterministic and its output survives JSON (for a worker thread)', async () => {
    const { model, geometry } = await fixture('azure-aks');
    const again = await layoutModel(JSON.parse(JSON.stringify(model)) as ArchitectureModel);
    expect(JSON.parse(JSON.stringify(again))).toEqual(geometry);
  });
});

describe('non-cloud diagram types', () => {
  it('lays a flowchart out top-down', async () => {
    const { model, geometry } = await fixture('flowchart');
    const abs = absoluteFromGeometry(buildTree(model), geometry);
    const y = (id: string) => abs.get(id)!.y;
    expect(y('start')).toBeLessThan(y('check'));
    expect(y('check')).toBeLessThan(y('approve'));
    expect(y('ok')).toBeLessThan(y('reject'));
    expect(y('ship')).toBeLessThan(y('end'));
    const m = layoutMetrics(model, geometry);
    expect(m.details.overlaps).toEqual([]);
    expect(m.details.edgeHits).toEqual([]);
    expect(m.details.labelHits).toEqual([]);
  });

  it('draws a sequence: lifelines left to right, messages top-down in order', async () => {
    const { model, geometry } = await fixture('sequence');
    const xs = model.nodes.map((n) => geometry.cells[n.id]!.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    const ys = model.edges.map((e) => geometry.edges[e.id]!.points[0]!.y);
    for (let i = 0; i + 1 < ys.length; i++) expect(ys[i]!).toBeLessThan(ys[i + 1]!);
    const heights = new Set(model.nodes.map((n) => geometry.cells[n.id]!.height));
    expect(heights.size).toBe(1);
    expect(Math.max(...ys)).toBeLessThan(geometry.cells['user']!.y + [...heights][0]!);
    const m = layoutMetrics(model, geometry);
    expect(m.nodeOverlaps).toBe(0);
    expect(m.edgesThroughNodes).toBe(0);
    expect(m.details.labelHits).toEqual([]);
  });

  it('lays a data pipeline out left to right in stages', async () => {
    const { model, geometry } = await fixture('azure-medallion');
    const abs = absoluteFromGeometry(buildTree(model), geometry);
    const x = (id: string) => abs.get(id)!.x;
    expect(x('sql')).toBeLessThan(x('adf'));
    expect(x('adf')).toBeLessThan(x('bronze'));
    expect(x('bronze')).toBeLessThan(x('dbx'));
    expect(x('dbx')).toBeLessThan(x('gold'));
    expect(x('gold')).toBeLessThan(x('pbi'));
  });
});
