import { describe, expect, it } from 'vitest';
import type { ArchitectureModel, Geometry } from '../model/index.js';
import { drawnPath, hintsFor, labelPoint } from './edge-path.js';
import { layoutMetrics } from './index.js';

/** Two plain boxes (labels inside) in a group, plus a third one outside. */
function model(edges: ArchitectureModel['edges'] = []): ArchitectureModel {
  return {
    title: 't',
    provider: 'general',
    diagramType: 'architecture',
    groups: [{ id: 'g', kind: 'generic', label: 'Group', parent: null, props: {} }],
    nodes: [
      { id: 'a', service: null, label: 'A', parent: 'g', props: {} },
      { id: 'b', service: null, label: 'B', parent: 'g', props: {} },
      { id: 'c', service: null, label: 'C', parent: null, props: {} },
    ],
    edges,
  };
}

const clean: Geometry = {
  cells: {
    g: { x: 100, y: 100, width: 500, height: 200 },
    a: { x: 20, y: 60, width: 140, height: 60 }, // absolute 120,160
    b: { x: 320, y: 60, width: 140, height: 60 }, // absolute 420,160
    c: { x: 100, y: 400, width: 140, height: 60 },
  },
  edges: {},
};

describe('layoutMetrics', () => {
  it('reports a clean diagram as clean and measures its size from parent-relative geometry', () => {
    const m = layoutMetrics(model(), clean);
    expect(m.nodeOverlaps + m.edgesThroughNodes + m.edgeCrossings + m.labelCollisions).toBe(0);
    expect(m.width).toBe(500);
    expect(m.height).toBe(360);
    expect(m.area).toBe(500 * 360);
    expect(m.aspectRatio).toBeCloseTo(500 / 360);
    expect(m.missing).toEqual([]);
  });

  it('counts overlapping siblings and a node drawn over a group it is not in', () => {
    const geometry = {
      ...clean,
      cells: { ...clean.cells, b: { x: 100, y: 60, width: 140, height: 60 }, c: { x: 450, y: 250, width: 140, height: 60 } },
    };
    const m = layoutMetrics(model(), geometry);
    expect(m.details.overlaps).toEqual(expect.arrayContaining([['a', 'b'], ['c', 'g']]));
    expect(m.nodeOverlaps).toBe(2);
  });

  it('counts an edge crossing a node that is not one of its ends, but not its own group', () => {
    // c → b drawn straight through a: enters the group (an ancestor of b: fine), crosses a (not fine).
    const edges = [{ id: 'e', source: 'a', target: 'b', label: '', props: {} }, { id: 'x', source: 'c', target: 'b', label: '', props: {} }];
    const geometry: Geometry = {
      ...clean,
      edges: { x: { points: [{ x: 10, y: 190 }, { x: 10, y: 190 }] } },
    };
    const m = layoutMetrics(model(edges), geometry);
    expect(m.details.edgeHits).toEqual([['x', 'a']]);
    expect(m.missing).toEqual(['e']);
  });

  it('counts crossings and bends of the polylines draw.io draws', () => {
    const nodes: ArchitectureModel['nodes'] = ['p', 'q', 'r', 's'].map((id) => ({ id, service: null, label: id, parent: null, props: {} }));
    const m0: ArchitectureModel = {
      ...model(),
      groups: [],
      nodes,
      edges: [
        { id: 'h', source: 'p', target: 'q', label: '', props: {} },
        { id: 'v', source: 'r', target: 's', label: '', props: {} },
      ],
    };
    const geometry: Geometry = {
      cells: {
        p: { x: 0, y: 200, width: 100, height: 40 },
        q: { x: 500, y: 200, width: 100, height: 40 },
        r: { x: 250, y: 0, width: 100, height: 40 },
        s: { x: 250, y: 400, width: 100, height: 40 },
      },
      edges: { h: { points: [{ x: 300, y: 220 }, { x: 300, y: 220 }] }, v: { points: [{ x: 300, y: 100 }, { x: 320, y: 100 }, { x: 320, y: 420 }] } },
    };
    const m = layoutMetrics(m0, geometry);
    expect(m.edgeCrossings).toBe(1);
    expect(m.bends).toBe(2);
  });

  it('counts node labels under icons that hang over another node, and edge labels over nodes', () => {
    const m1: ArchitectureModel = {
      ...model([{ id: 'e', source: 'c', target: 'b', label: 'a long edge label', props: {} }]),
      nodes: [
        { id: 'a', service: 'aws.lambda', label: 'Function with a label', parent: 'g', props: {} },
        { id: 'b', service: null, label: 'B', parent: 'g', props: {} },
        { id: 'c', service: null, label: 'C', parent: null, props: {} },
      ],
    };
    const geometry: Geometry = {
      cells: { ...clean.cells, a: { x: 20, y: 40, width: 78, height: 78 }, b: { x: 20, y: 125, width: 140, height: 60 } },
      // The label sits at the middle of c → b's path, which runs through b's neighbourhood.
      edges: { e: { points: [{ x: 200, y: 430 }, { x: 200, y: 300 }], label: { x: 0.9, y: 0 } } },
    };
    const m = layoutMetrics(m1, geometry);
    expect(m.details.labelHits).toEqual(expect.arrayContaining([['a', 'b']]));
    expect(m.details.labelHits.some(([e]) => e === 'e')).toBe(true);
  });
});

describe('draw.io edge geometry', () => {
  const s = { x: 0, y: 0, width: 100, height: 60 };
  const t = { x: 300, y: 200, width: 100, height: 60 };

  it('writes waypoints that draw.io turns back into the same orthogonal route', () => {
    const routes = [
      [{ x: 100, y: 30 }, { x: 200, y: 30 }, { x: 200, y: 230 }, { x: 300, y: 230 }],
      [{ x: 50, y: 60 }, { x: 50, y: 120 }, { x: 340, y: 120 }, { x: 340, y: 200 }],
      [{ x: 100, y: 20 }, { x: 250, y: 20 }, { x: 250, y: 300 }, { x: 350, y: 300 }, { x: 350, y: 260 }],
    ];
    for (const r of routes) expect(drawnPath(s, t, hintsFor(r))).toEqual(r);
  });

  it('pins a straight, off-centre run with a doubled waypoint', () => {
    const a = { x: 0, y: 0, width: 100, height: 100 };
    const b = { x: 300, y: 40, width: 100, height: 100 };
    const route = [{ x: 100, y: 70 }, { x: 300, y: 70 }];
    expect(drawnPath(a, b, hintsFor(route))).toEqual(route);
  });

  it('finds the label position as draw.io does: x along the path, y to the left of travel', () => {
    const path = [{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }];
    expect(labelPoint(path, 0, 0)).toEqual({ x: 100, y: 0 });
    expect(labelPoint(path, -0.5, 10)).toEqual({ x: 50, y: -10 });
    expect(labelPoint(path, 0.5, 10)).toEqual({ x: 110, y: 50 });
  });
});
