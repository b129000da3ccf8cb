import { beforeAll, describe, expect, it } from 'vitest';
import type { ArchitectureModel, Geometry, Rect } from '../model/index.js';
import { awsOrderEvents, awsThreeTier } from '../../../bench/fixtures/layout/aws.js';
import { layoutMetrics, layoutModel, placeNew } from './index.js';
import { absoluteFromGeometry } from './to-geometry.js';
import { buildTree } from './tree.js';

/** Adds a node (connected from `from`) to the model and places it; returns both. */
function addNode(model: ArchitectureModel, geometry: Geometry, id: string, parent: string | null, from: string, service = 'aws.lambda') {
  const next: ArchitectureModel = {
    ...model,
    nodes: [...model.nodes, { id, service, label: `Worker ${id}`, parent, props: {} }],
    edges: [...model.edges, { id: `${from}-${id}`, source: from, target: id, label: '', props: {} }],
  };
  const placed = placeNew(next, geometry, [id, `${from}-${id}`]);
  return { model: next, geometry: placed };
}

function expectClean(model: ArchitectureModel, geometry: Geometry, step: string): void {
  const m = layoutMetrics(model, geometry);
  expect(m.missing, step).toEqual([]);
  expect(m.details.overlaps, step).toEqual([]);
  expect(m.details.labelHits, step).toEqual([]);
  expect(m.details.edgeHits, step).toEqual([]);
}

function absOf(model: ArchitectureModel, geometry: Geometry): Map<string, Rect> {
  return absoluteFromGeometry(buildTree(model), geometry);
}

describe('placeNew', () => {
  let threeTier: { model: ArchitectureModel; geometry: Geometry };
  let events: { model: ArchitectureModel; geometry: Geometry };
  beforeAll(async () => {
    const a = awsThreeTier();
    threeTier = { model: a, geometry: await layoutModel(a) };
    const b = awsOrderEvents();
    events = { model: b, geometry: await layoutModel(b) };
  });

  it('adds 10 nodes one by one next to their neighbours: nothing existing moves, nothing overlaps', () => {
    let { model, geometry } = events;
    const original = absOf(model, geometry);
    for (let i = 0; i < 10; i++) {
      const from = i % 2 === 0 ? 'sqs' : 'bus';
      ({ model, geometry } = addNode(model, geometry, `w${i}`, 'region', from));
      expectClean(model, geometry, `after node ${i}`);
      const now = absOf(model, geometry);
      for (const [id, r] of original) {
        const g = now.get(id)!;
        const isGroup = model.groups.some((x) => x.id === id);
        // Containers may only grow to the right and down; every other cell stays exactly put.
        expect({ x: g.x, y: g.y }, id).toEqual({ x: r.x, y: r.y });
        if (!isGroup) expect(g, id).toEqual(r);
        else expect(g.width >= r.width && g.height >= r.height, id).toBe(true);
      }
      // Each new node lands inside its container.
      const region = now.get('region')!;
      const n = now.get(`w${i}`)!;
      expect(n.x >= region.x && n.x + n.width <= region.x + region.width && n.y >= region.y && n.y + n.height <= region.y + region.height).toBe(true);
    }
  });

  it('grows a nested subnet and its AZ, VPC and region when there is no room, moving nothing else', () => {
    let { model, geometry } = threeTier;
    const original = absOf(model, geometry);
    for (let i = 0; i < 10; i++) {
      ({ model, geometry } = addNode(model, geometry, `db${i}`, 'data2', 'rds2', 'aws.rds'));
      expectClean(model, geometry, `after node ${i}`);
      const now = absOf(model, geometry);
      for (const [id, r] of original) {
        const g = now.get(id)!;
        expect({ x: g.x, y: g.y }, id).toEqual({ x: r.x, y: r.y });
        if (!model.groups.some((x) => x.id === id)) expect(g, id).toEqual(r);
      }
    }
    const grown = absOf(model, geometry);
    expect(grown.get('data2')!.width).toBeGreaterThan(original.get('data2')!.width);
    expect(grown.get('az2')!.width).toBeGreaterThan(original.get('az2')!.width);
    expect(grown.get('vpc')!.width).toBeGreaterThan(original.get('vpc')!.width);
  });

  it('makes room inside a boxed-in subnet by growing its tier row and pushing what is below, moving no node inside a box', () => {
    let { model, geometry } = threeTier;
    const before = geometry;
    const pushed = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const prev = geometry;
      ({ model, geometry } = addNode(model, geometry, `extra${i}`, 'app1', 'alb', 'aws.ec2'));
      expectClean(model, geometry, `after node ${i}`);
      for (const c of [...threeTier.model.nodes, ...threeTier.model.groups]) {
        const a = prev.cells[c.id]!;
        const b = geometry.cells[c.id]!;
        if (a.x === b.x && a.y === b.y) continue;
        // Moved at all: only as a whole (same size), only right or down, to make room.
        pushed.add(c.id);
        if (c.id !== 'asg') expect({ w: b.width >= a.width, h: b.height >= a.height }, c.id).toEqual({ w: true, h: true });
        expect(b.x >= a.x && b.y >= a.y, c.id).toBe(true);
      }
    }
    // Nodes inside boxes keep their place in the box; only direct neighbours of grown boxes moved.
    for (const n of threeTier.model.nodes) {
      if (!pushed.has(n.id)) expect(geometry.cells[n.id], n.id).toEqual(before.cells[n.id]);
    }
    expect([...pushed].filter((id) => threeTier.model.nodes.some((n) => n.id === id))).toEqual(['cw']);
    for (const g of threeTier.model.groups.filter((x) => x.kind !== 'overlay')) {
      expect(geometry.cells[g.id]!.width, g.id).toBeGreaterThanOrEqual(before.cells[g.id]!.width);
      expect(geometry.cells[g.id]!.height, g.id).toBeGreaterThanOrEqual(before.cells[g.id]!.height);
    }
    const abs = absOf(model, geometry);
    // The row grew as a row: tiers are still aligned across the AZs.
    for (const [a, b] of [['public1', 'public2'], ['app1', 'app2'], ['data1', 'data2']] as const) {
      expect(abs.get(a)!.y).toBe(abs.get(b)!.y);
      expect(abs.get(a)!.height).toBe(abs.get(b)!.height);
    }
    expect(abs.get('az1')!.x + abs.get('az1')!.width).toBeLessThan(abs.get('az2')!.x);
    const app1 = abs.get('app1')!;
    for (let i = 0; i < 10; i++) {
      const r = abs.get(`extra${i}`)!;
      expect(r.x >= app1.x && r.x + r.width <= app1.x + app1.width && r.y >= app1.y && r.y + r.height <= app1.y + app1.height).toBe(true);
    }
  });

  it('places a new group with its new children, and routes a new edge between existing nodes', () => {
    const { model: m0, geometry: g0 } = events;
    const model: ArchitectureModel = {
      ...m0,
      groups: [...m0.groups, { id: 'audit', kind: 'generic', label: 'Audit', parent: 'region', props: {} }],
      nodes: [
        ...m0.nodes,
        { id: 'trail', service: 'aws.cloudtrail', label: 'CloudTrail', parent: 'audit', props: {} },
        { id: 'logs', service: 'aws.s3', label: 'Audit logs', parent: 'audit', props: {} },
      ],
      edges: [
        ...m0.edges,
        { id: 'trail-logs', source: 'trail', target: 'logs', label: 'deliver', props: {} },
        { id: 'sns-ddb', source: 'sns', target: 'ddb', label: '', props: {} },
      ],
    };
    const geometry = placeNew(model, g0, ['audit', 'trail', 'logs', 'trail-logs', 'sns-ddb']);
    expectClean(model, geometry, 'new group');
    const abs = absOf(model, geometry);
    const box = abs.get('audit')!;
    for (const id of ['trail', 'logs']) {
      const r = abs.get(id)!;
      expect(r.x > box.x && r.x + r.width < box.x + box.width && r.y > box.y && r.y + r.height < box.y + box.height, id).toBe(true);
    }
    expect(geometry.edges['sns-ddb']?.points.length).toBeGreaterThan(0);
    for (const n of m0.nodes) expect(geometry.cells[n.id]).toEqual(g0.cells[n.id]);
  });

  it('is synchronous (its time is in npm run bench:layout)', () => {
    const { geometry } = addNode(threeTier.model, threeTier.geometry, 'quick', 'app2', 'alb', 'aws.ec2');
    expect(geometry.cells['quick']).toBeDefined();
  });
});
