import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArchitectureModel, Geometry } from '../../model/index.js';
import { compareLayouts, layoutModel, relayout } from '../index.js';

const SERVICES = ['aws.ec2', 'aws.rds', 'general.users', 'general.microservice', null];

/** Small random models: a few boxes (some nested), lines between any two cells. */
const modelArb = fc
  .record({
    groups: fc.array(fc.constantFrom('Zone', 'Private subnet', 'Box'), { maxLength: 3 }),
    nodes: fc.array(fc.record({ service: fc.constantFrom(...SERVICES), parent: fc.nat(), label: fc.constantFrom('Web', 'Orders service', '') }), { minLength: 2, maxLength: 8 }),
    edges: fc.array(fc.record({ a: fc.nat(), b: fc.nat(), label: fc.constantFrom('', 'HTTPS') }), { maxLength: 8 }),
  })
  .map(({ groups, nodes, edges }): ArchitectureModel => {
    const gs = groups.map((label, i) => ({ id: `g${i}`, kind: 'generic' as const, label, parent: null, props: {} }));
    const ns = nodes.map((n, i) => ({ id: `n${i}`, service: n.service, label: n.label, parent: gs.length > 0 && n.parent % 3 > 0 ? `g${n.parent % gs.length}` : null, props: {} }));
    const ids = [...ns.map((n) => n.id), ...gs.map((g) => g.id)];
    const es = edges
      .map((e, i) => ({ id: `e${i}`, source: ids[e.a % ids.length]!, target: ids[e.b % ids.length]!, label: e.label, props: {} }))
      .filter((e) => e.source !== e.target);
    return { title: 'random', provider: 'aws', diagramType: 'architecture', nodes: ns, groups: gs, edges: es };
  });

/** A person's edits to a tidy layout: some shapes dragged (onto others, maybe), lines left as they were. */
const dragsArb = fc.array(fc.record({ cell: fc.nat(), dx: fc.integer({ min: -120, max: 120 }), dy: fc.integer({ min: -120, max: 120 }) }), { maxLength: 4 });

describe('relayout of random drawings', () => {
  it('never returns a drawing worse than its input on any layout metric', async () => {
    await fc.assert(
      fc.asyncProperty(modelArb, dragsArb, async (model, drags) => {
        const laid = await layoutModel(model);
        const ids = model.nodes.map((n) => n.id);
        const cells: Geometry['cells'] = { ...laid.cells };
        for (const d of drags) {
          const id = ids[d.cell % ids.length]!;
          const r = cells[id]!;
          cells[id] = { ...r, x: r.x + d.dx, y: r.y + d.dy };
        }
        const current: Geometry = { cells, edges: laid.edges };
        const result = await relayout(model, current, { effort: 100 });
        expect(compareLayouts(model, current, result.geometry).worse).toEqual([]);
      }),
      { numRuns: 25, seed: 18 },
    );
  });
});
