import type { EdgeGeometry, Geometry, Point, Rect } from '../model/index.js';
import { hintsFor } from './edge-path.js';
import type { PlacedLabel } from './edge-labels.js';
import type { LayoutTree } from './tree.js';
import type { AbsRects } from './types.js';

/**
 * Absolute layout → draw.io geometry: each cell relative to its draw.io parent, each edge's
 * waypoints relative to its parent (the lowest container holding both ends).
 */
export function toGeometry(
  tree: LayoutTree,
  rects: AbsRects,
  paths: ReadonlyMap<string, readonly Point[]>,
  labels: ReadonlyMap<string, PlacedLabel>,
): Geometry {
  const origin = (id: string | null): Point => {
    const r = id === null ? undefined : rects.get(id);
    return r ? { x: r.x, y: r.y } : { x: 0, y: 0 };
  };
  const cells: Record<string, Rect> = {};
  for (const cell of tree.cells.values()) {
    const r = rects.get(cell.id);
    if (!r) continue;
    const o = origin(cell.parent);
    cells[cell.id] = { x: r.x - o.x, y: r.y - o.y, width: r.width, height: r.height };
  }
  const edges: Record<string, EdgeGeometry> = {};
  for (const e of tree.edges()) {
    const path = paths.get(e.id);
    const parent = tree.lca(e.source, e.target);
    const o = origin(parent);
    const label = labels.get(e.id);
    edges[e.id] = {
      // No route: an edge to an enclosing container, which draw.io routes itself.
      points: path ? hintsFor(path).map((p) => ({ x: p.x - o.x, y: p.y - o.y })) : [],
      ...(label ? { label: { x: label.x, y: label.y } } : {}),
      ...(parent !== null ? { parent } : {}),
    };
  }
  return { cells, edges };
}

/** Absolute rectangles back from draw.io geometry (parents resolved top-down). */
export function absoluteFromGeometry(tree: LayoutTree, geometry: Geometry): AbsRects {
  const out: AbsRects = new Map();
  const resolve = (id: string, depth = 0): Rect | undefined => {
    const known = out.get(id);
    if (known) return known;
    const rel = geometry.cells[id];
    if (!rel || depth > 64) return undefined;
    const parent = tree.cells.get(id)?.parent ?? null;
    const o = parent === null ? { x: 0, y: 0 } : resolve(parent, depth + 1);
    if (!o) return undefined;
    const abs = { x: rel.x + o.x, y: rel.y + o.y, width: rel.width, height: rel.height };
    out.set(id, abs);
    return abs;
  };
  for (const id of tree.cells.keys()) resolve(id);
  return out;
}
