import type { ArchitectureModel, EdgeGeometry, Geometry, Point, Rect } from '../../model/index.js';
import { placeEdgeLabels } from '../edge-labels.js';
import { drawnPath, hintsFor } from '../edge-path.js';
import { bbox, inflate } from '../rect.js';
import { Occupancy } from '../route/occupancy.js';
import { routeSome } from '../route/route-all.js';
import type { Dir } from '../route/search.js';
import { nodeLabelBox, nodeLook } from '../service-info.js';
import { absoluteFromGeometry } from '../to-geometry.js';
import { buildTree, type LayoutTree } from '../tree.js';
import type { AbsRects } from '../types.js';

/** A diagram's cells and lines as absolute coordinates, ready to route some lines again. */
export interface DrawnScene {
  readonly tree: LayoutTree;
  readonly abs: AbsRects;
  readonly labels: ReadonlyMap<string, Rect>;
  /** Every edge's polyline as draw.io draws it now. */
  readonly drawn: ReadonlyMap<string, Point[]>;
}

/** Which side of its cell a path's end lies on: 0 right, 1 bottom, 2 left, 3 top. */
function sideOf(r: Rect, p: Point): Dir {
  const d = [Math.abs(p.x - (r.x + r.width)), Math.abs(p.y - (r.y + r.height)), Math.abs(p.x - r.x), Math.abs(p.y - r.y)];
  return d.indexOf(Math.min(...d)) as Dir;
}

/** How the lines staying as drawn use the sides of their cells, so new routes keep in and out apart. */
function sidesInUse(scene: DrawnScene, rerouted: ReadonlySet<string>): Map<string, { out: number; in: number }> {
  const use = new Map<string, { out: number; in: number }>();
  const bump = (id: string, p: Point | undefined, role: 'in' | 'out') => {
    const r = scene.abs.get(id);
    if (!r || !p) return;
    const k = id + '#' + sideOf(r, p);
    const u = use.get(k) ?? { out: 0, in: 0 };
    u[role]++;
    use.set(k, u);
  };
  for (const e of scene.tree.edges()) {
    const path = scene.drawn.get(e.id);
    if (!path || rerouted.has(e.id)) continue;
    bump(e.source, path[0], 'out');
    bump(e.target, path[path.length - 1], 'in');
  }
  return use;
}

export function drawnScene(model: ArchitectureModel, geometry: Geometry): DrawnScene {
  const tree = buildTree(model);
  const abs = absoluteFromGeometry(tree, geometry);
  const labels = new Map<string, Rect>();
  for (const n of model.nodes) {
    const r = abs.get(n.id);
    const box = r && !tree.isContainer(n.id) ? nodeLabelBox(nodeLook(n), r) : undefined;
    if (box) labels.set(n.id, box);
  }
  const drawn = new Map<string, Point[]>();
  for (const e of tree.edges()) {
    const s = abs.get(e.source);
    const t = abs.get(e.target);
    const g = geometry.edges[e.id];
    if (!s || !t || !g) continue;
    const o = g.parent ? abs.get(g.parent) : undefined;
    drawn.set(e.id, drawnPath(s, t, g.points.map((p) => ({ x: p.x + (o?.x ?? 0), y: p.y + (o?.y ?? 0) }))));
  }
  return { tree, abs, labels, drawn };
}

/**
 * Routes the named edges again with Skyplan's router, every cell and every other line staying
 * exactly where it is (the other lines count as occupied, so the new routes avoid running on
 * them or crossing them where they can). Edge labels of the re-routed edges are placed again.
 */
export function rerouteEdges(model: ArchitectureModel, geometry: Geometry, scene: DrawnScene, ids: ReadonlySet<string>): Geometry {
  const { tree, abs, labels, drawn } = scene;
  const todo = tree.edges().filter((e) => ids.has(e.id) && abs.has(e.source) && abs.has(e.target));
  if (todo.length === 0) return geometry;
  const page = inflate(bbox([...abs.values(), ...labels.values()]) ?? { x: 0, y: 0, width: 0, height: 0 }, 40);
  const occupancy = new Occupancy();
  tree.edges().forEach((e, k) => {
    const path = drawn.get(e.id);
    if (path && !ids.has(e.id)) occupancy.add(path, -1 - k, e.source, e.target);
  });
  const paths = routeSome({ tree, rects: abs, labels, page, occupancy, sideUse: sidesInUse(scene, ids) }, todo);
  const icons = model.nodes.map((n) => abs.get(n.id)).filter((r): r is Rect => r !== undefined);
  const placed = placeEdgeLabels(todo, paths, [...icons, ...labels.values()]);
  const edges: Record<string, EdgeGeometry> = { ...geometry.edges };
  for (const e of todo) {
    const path = paths.get(e.id);
    if (!path) continue;
    const parent = tree.lca(e.source, e.target);
    const o = parent ? abs.get(parent) : undefined;
    const label = placed.get(e.id);
    edges[e.id] = {
      points: hintsFor(path).map((p) => ({ x: p.x - (o?.x ?? 0), y: p.y - (o?.y ?? 0) })),
      ...(label ? { label: { x: label.x, y: label.y } } : {}),
      ...(parent ? { parent } : {}),
    };
  }
  return { cells: geometry.cells, edges };
}
