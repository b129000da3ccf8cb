import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArchitectureModel, GroupKind } from '../model/index.js';
import { layoutMetrics, layoutModel, placeNew } from './index.js';

const SERVICES = ['aws.ec2', 'aws.lambda', 'aws.rds', 'aws.s3', 'aws.alb', 'aws.sqs', 'general.users', 'general.microservice', 'gcp.bigquery', null];
const KINDS: GroupKind[] = ['vpc', 'subnet', 'region', 'generic', 'az', 'cluster'];

/** Random but valid models: a containment forest, labelled services, edges between any cells. */
const modelArb = fc
  .record({
    groups: fc.array(fc.record({ kind: fc.constantFrom(...KINDS), parent: fc.nat(), label: fc.constantFrom('Zone 2', 'Zone 1', 'Private subnet', 'Public subnet', 'Data', 'Box') }), { maxLength: 6 }),
    nodes: fc.array(fc.record({ service: fc.constantFrom(...SERVICES), parent: fc.nat(), label: fc.constantFrom('Web', 'Orders service', 'Amazon RDS (primary)', 'x', '') }), { minLength: 1, maxLength: 14 }),
    edges: fc.array(fc.record({ a: fc.nat(), b: fc.nat(), label: fc.constantFrom('', 'HTTPS', 'reads and writes') }), { maxLength: 16 }),
  })
  .map(({ groups, nodes, edges }): ArchitectureModel => {
    const gs = groups.map((g, i) => ({ id: `g${i}`, kind: g.kind, label: g.label, parent: i > 0 && g.parent % 3 > 0 ? `g${g.parent % i}` : null, props: {} }));
    const parentOf = (p: number) => (gs.length > 0 && p % 4 > 0 ? `g${p % gs.length}` : null);
    const ns = nodes.map((n, i) => ({ id: `n${i}`, service: n.service, label: n.label, parent: parentOf(n.parent), props: {} }));
    const ids = [...ns.map((n) => n.id), ...gs.map((g) => g.id)];
    const es = edges
      .map((e, i) => ({ id: `e${i}`, source: ids[e.a % ids.length]!, target: ids[e.b % ids.length]!, label: e.label, props: {} }))
      .filter((e) => e.source !== e.target);
    return { title: 'random', provider: 'aws', diagramType: 'architecture', nodes: ns, groups: gs, edges: es };
  });

describe('layout of random models', () => {
  it('always gives every cell geometry, with no overlaps, labels over nodes or edges through nodes', async () => {
    await fc.assert(
      fc.asyncProperty(modelArb, async (model) => {
        const geometry = await layoutModel(model);
        const m = layoutMetrics(model, geometry);
        expect(m.missing).toEqual([]);
        expect(m.details.overlaps).toEqual([]);
        expect(m.details.labelHits).toEqual([]);
        expect(m.details.edgeHits).toEqual([]);
      }),
      { numRuns: 40, seed: 7 },
    );
  });

  it('placeNew keeps a random model clean when a connected node is added anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(modelArb, fc.nat(), async (model, pick) => {
        const geometry = await layoutModel(model);
        const parent = model.groups.length ? model.groups[pick % model.groups.length]!.id : null;
        const from = model.nodes[pick % model.nodes.length]!.id;
        const next: ArchitectureModel = {
          ...model,
          nodes: [...model.nodes, { id: 'added', service: 'aws.lambda', label: 'Added', parent, props: {} }],
          edges: [...model.edges, { id: 'added-edge', source: from, target: 'added', label: '', props: {} }],
        };
        const placed = placeNew(next, geometry, ['added', 'added-edge']);
        const m = layoutMetrics(next, placed);
        expect(m.missing).toEqual([]);
        expect(m.details.overlaps).toEqual([]);
        expect(m.details.labelHits).toEqual([]);
        expect(m.details.edgeHits).toEqual([]);
      }),
      { numRuns: 30, seed: 11 },
    );
  });

  it('keeps a long edge label clear of two close neighbours (found by the property above)', async () => {
    const model: ArchitectureModel = {
      title: 'regression',
      provider: 'aws',
      diagramType: 'architecture',
      groups: [
        { id: 'g0', kind: 'vpc', label: 'Zone 2', parent: null, props: {} },
        { id: 'g1', kind: 'az', label: 'Zone 2', parent: 'g0', props: {} },
      ],
      nodes: [
        { id: 'n1', service: 'gcp.bigquery', label: 'Web', parent: 'g1', props: {} },
        { id: 'n2', service: 'aws.s3', label: 'Web', parent: 'g1', props: {} },
      ],
      edges: [{ id: 'e0', source: 'n2', target: 'n1', label: 'reads and writes', props: {} }],
    };
    const m = layoutMetrics(model, await layoutModel(model));
    expect(m.details.labelHits).toEqual([]);
    expect(m.details.edgeHits).toEqual([]);
  });
});
