import { describe, expect, it } from 'vitest';
import type { ArchitectureModel, Geometry, ModelEdge } from '../model/index.js';
import { layoutMetrics } from './index.js';

/** Plain boxes on the page (labels inside), and an icon `i` with its label under it. */
function model(edges: ModelEdge[]): ArchitectureModel {
  const box = (id: string) => ({ id, service: null, label: id.toUpperCase(), parent: null, props: {} });
  return {
    title: 't',
    provider: 'aws',
    diagramType: 'architecture',
    groups: [],
    nodes: [box('a'), box('b'), box('c'), box('d'), { id: 'i', service: 'aws.lambda', label: 'A function', parent: null, props: {} }],
    edges,
  };
}

const edge = (id: string, source: string, target: string): ModelEdge => ({ id, source, target, label: '', props: {} });

// a (0..100) and b (300..400) on one row; c below a, d below b; the icon far away.
const cells: Geometry['cells'] = {
  a: { x: 0, y: 0, width: 100, height: 60 },
  b: { x: 300, y: 0, width: 100, height: 60 },
  c: { x: 0, y: 300, width: 100, height: 60 },
  d: { x: 300, y: 300, width: 100, height: 60 },
  i: { x: 600, y: 0, width: 78, height: 78 },
};

describe('edge-against-edge metrics', () => {
  it('counts an edge entering and another leaving through the same side of a cell', () => {
    // c → b comes in on b's left side, b → a leaves through it too: a reader cannot tell the directions.
    const edges = [edge('in', 'c', 'b'), edge('out', 'b', 'a')];
    const geometry: Geometry = {
      cells,
      edges: {
        in: { points: [{ x: 200, y: 330 }, { x: 200, y: 40 }] },
        out: { points: [{ x: 200, y: 20 }, { x: 200, y: 20 }] },
      },
    };
    const m = layoutMetrics(model(edges), geometry);
    expect(m.details.sharedPorts).toEqual([['in', 'out']]);
    expect(m.sharedPorts).toBe(1);
  });

  it('lets edges of one direction share a side (a trunk out of one cell, lines merging into one)', () => {
    const edges = [edge('x', 'a', 'b'), edge('y', 'a', 'd')];
    const geometry: Geometry = { cells, edges: { y: { points: [{ x: 200, y: 30 }, { x: 200, y: 330 }] } } };
    const m = layoutMetrics(model(edges), geometry);
    expect(m.sharedPorts).toBe(0);
    expect(m.edgeOverlaps).toBe(0);
  });

  it('counts unrelated edges drawn on one line, and a bend of one edge on the other line', () => {
    // a → d and c → b both run down / up x = 200: one line, two meanings.
    const along = [edge('p', 'a', 'd'), edge('q', 'c', 'b')];
    const g1: Geometry = {
      cells,
      edges: { p: { points: [{ x: 200, y: 30 }, { x: 200, y: 330 }] }, q: { points: [{ x: 200, y: 330 }, { x: 200, y: 30 }] } },
    };
    expect(layoutMetrics(model(along), g1).details.edgeOverlaps).toEqual([['p', 'q']]);
    // c → b crossing a → d's line properly is a crossing, not an overlap...
    const pd = { points: [{ x: 200, y: 30 }, { x: 200, y: 330 }] };
    const crossing: Geometry = { cells, edges: { p: pd, q: { points: [{ x: 150, y: 330 }, { x: 150, y: 200 }, { x: 350, y: 200 }] } } };
    expect(layoutMetrics(model(along), crossing).edgeOverlaps).toBe(0);
    // ...but c → b turning right on a → d's line reads as a junction of the two.
    const turning: Geometry = { cells, edges: { p: pd, q: { points: [{ x: 200, y: 330 }, { x: 200, y: 330 }, { x: 200, y: 200 }, { x: 350, y: 200 }] } } };
    expect(layoutMetrics(model(along), turning).edgeOverlaps).toBe(1);
  });

  it("counts an edge whose line runs through a node's label, its own source's included", () => {
    // i → d leaves the icon straight down, through "A function" under it.
    const edges = [edge('e', 'i', 'd')];
    const geometry: Geometry = { cells, edges: { e: { points: [{ x: 639, y: 330 }] } } };
    const m = layoutMetrics(model(edges), geometry);
    expect(m.details.edgesThroughLabels).toEqual([['e', 'i']]);
    // Leaving through the icon's side instead keeps the label clear.
    const clear: Geometry = { cells, edges: { e: { points: [{ x: 700, y: 39 }, { x: 700, y: 330 }] } } };
    expect(layoutMetrics(model(edges), clear).edgesThroughLabels).toBe(0);
  });

  it("counts an edge across a container's title and across an overlay's icon, but not one into the overlay", () => {
    const m0: ArchitectureModel = {
      ...model([edge('e', 'a', 'b'), edge('o', 'a', 'asg')]),
      groups: [
        { id: 'g', kind: 'vpc', label: 'VPC', parent: null, props: {} },
        { id: 'asg', kind: 'overlay', label: 'Auto Scaling group', parent: 'g', props: {}, members: ['b'] },
      ],
    };
    m0.nodes = m0.nodes.map((n) => (n.id === 'b' ? { ...n, parent: 'g' } : n));
    const geometry: Geometry = {
      cells: { ...cells, g: { x: 200, y: -100, width: 400, height: 300 }, b: { x: 150, y: 150, width: 100, height: 60 }, asg: { x: 120, y: 120, width: 160, height: 120 } },
      // a → b climbs over the VPC's top-left corner (its title) and drops through the group's icon.
      edges: { e: { points: [{ x: 50, y: -80 }, { x: 400, y: -80 }, { x: 400, y: 100 }, { x: 200, y: 100 }] }, o: { points: [{ x: 50, y: 300 }, { x: 200, y: 300 }] } },
    };
    const m = layoutMetrics(m0, geometry);
    expect(m.details.edgesThroughTitles).toEqual([['e', 'g'], ['e', 'asg']]);
  });
});
