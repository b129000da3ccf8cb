import { describe, expect, it } from 'vitest';
import type { ArchitectureModel, Point, Rect } from '../../model/index.js';
import { nodeLabelBox, nodeLook } from '../service-info.js';
import { buildTree } from '../tree.js';
import { routeAll } from './route-all.js';

const PAGE: Rect = { x: -400, y: -400, width: 1600, height: 1400 };

function route(model: ArchitectureModel, rects: Record<string, Rect>): Map<string, Point[]> {
  const tree = buildTree(model);
  const abs = new Map(Object.entries(rects));
  const labels = new Map<string, Rect>();
  for (const n of model.nodes) {
    const box = nodeLabelBox(nodeLook(n), abs.get(n.id)!);
    if (box) labels.set(n.id, box);
  }
  return routeAll(tree, abs, labels, PAGE);
}

const lambda = (id: string, label: string, parent: string | null = null) => ({ id, service: 'aws.lambda', label, parent, props: {} });
const edge = (id: string, source: string, target: string) => ({ id, source, target, label: '', props: {} });

describe('routing around labels and other edges', () => {
  it('leaves an icon through its bottom beside a short label, never through the text', () => {
    const model: ArchitectureModel = {
      title: 't', provider: 'aws', diagramType: 'architecture', groups: [],
      nodes: [lambda('s', 'Fn'), lambda('t', 'Target')],
      edges: [edge('e', 's', 't')],
    };
    const rects = { s: { x: 100, y: 0, width: 78, height: 78 }, t: { x: 100, y: 300, width: 78, height: 78 } };
    const path = route(model, rects).get('e')!;
    const label = nodeLabelBox(nodeLook(model.nodes[0]!), rects.s)!;
    expect(path[0]!.y).toBe(78);
    expect(path[0]!.x < label.x || path[0]!.x > label.x + label.width).toBe(true);
  });

  it('gives a straight line between facing cells its sides first: a later edge into one end uses another side', () => {
    // p → q is one straight line; r (above-right) → p is shorter but must not come in beside p → q's start.
    const model: ArchitectureModel = {
      title: 't', provider: 'aws', diagramType: 'architecture', groups: [],
      nodes: [lambda('p', 'Primary'), lambda('q', 'Standby'), lambda('r', 'Writer')],
      edges: [edge('rep', 'p', 'q'), edge('w', 'r', 'p')],
    };
    const paths = route(model, {
      p: { x: 0, y: 300, width: 78, height: 78 },
      q: { x: 400, y: 300, width: 78, height: 78 },
      r: { x: 150, y: 100, width: 78, height: 78 },
    });
    const rep = paths.get('rep')!;
    expect(rep).toHaveLength(2);
    expect(rep[0]).toEqual({ x: 78, y: 339 });
    // The writer's line does not end on p's right side, where the replication leaves.
    expect(paths.get('w')!.at(-1)!.x).toBeLessThan(78);
  });
});
