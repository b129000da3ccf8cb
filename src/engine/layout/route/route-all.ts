import type { ModelEdge, Point, Rect } from '../../model/index.js';
import { center, right, segmentHitsRect } from '../rect.js';
import type { LayoutTree } from '../tree.js';
import type { AbsRects } from '../types.js';
import { Occupancy } from './occupancy.js';
import { routeEdge, shapeOf, simplify, type RouteScene } from './route-edge.js';

/**
 * Routes every edge of the diagram, shortest first (local edges get the direct lines, long ones
 * go around them). Returns each edge's polyline in absolute coordinates, border to border.
 */
export function routeAll(
  tree: LayoutTree,
  rects: AbsRects,
  labels: ReadonlyMap<string, Rect>,
  page: Rect,
  diamonds: ReadonlySet<string> = new Set(),
): Map<string, Point[]> {
  const scene: RouteScene = { tree, rects, labels, page, diamonds, occupancy: new Occupancy(), sideUse: new Map() };
  return routeSome(scene, tree.edges());
}

/** Routes the given edges into an existing scene (placement routes only new edges). */
export function routeSome(scene: RouteScene, edges: readonly ModelEdge[]): Map<string, Point[]> {
  const out = new Map<string, Point[]>();
  const dist = (e: ModelEdge) => {
    const a = center(scene.rects.get(e.source)!);
    const b = center(scene.rects.get(e.target)!);
    return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
  };
  // Ends facing each other on one line get it first: a straight line claims its two sides, and
  // edges routed later come in through other sides rather than beside its start.
  const cells = [...scene.rects].filter(([id]) => !scene.tree.isContainer(id)).map(([id]) => ({ id, r: shapeOf(scene, id) }));
  const aligned = (e: ModelEdge) => {
    const a = center(scene.rects.get(e.source)!);
    const b = center(scene.rects.get(e.target)!);
    const facing = Math.abs(a.y - b.y) < 1 || (Math.abs(a.x - b.x) < 1 && !scene.labels.has(a.y < b.y ? e.source : e.target));
    // Only a line nothing stands in: one that must go around gets no head start.
    return facing && !cells.some((c) => c.id !== e.source && c.id !== e.target && segmentHitsRect(a, b, c.r));
  };
  const order = edges
    .filter((e) => scene.rects.has(e.source) && scene.rects.has(e.target))
    .map((e, i) => ({ e, i, d: dist(e), s: aligned(e) ? 0 : 1 }))
    .sort((p, q) => p.s - q.s || p.d - q.d || p.i - q.i);
  order.forEach(({ e }, k) => {
    if (isNested(scene.tree, e)) return;
    const path = routeOne(scene, e);
    out.set(e.id, path);
    scene.occupancy.add(path, k, e.source, e.target);
  });
  return out;
}

/**
 * An edge between a cell and a container holding it. draw.io drops every waypoint inside the
 * container, so it always routes such an edge itself: layout leaves it without waypoints.
 */
export function isNested(tree: LayoutTree, e: ModelEdge): boolean {
  return tree.ancestors(e.source).includes(e.target) || tree.ancestors(e.target).includes(e.source);
}

function routeOne(scene: RouteScene, e: ModelEdge): Point[] {
  const s = scene.rects.get(e.source)!;
  const t = scene.rects.get(e.target)!;
  if (e.source === e.target) return selfLoop(s);
  return routeEdge(scene, e) ?? fallback(s, t);
}

/** A loop over the top-right corner of the cell. */
function selfLoop(r: Rect): Point[] {
  const c = center(r);
  return [
    { x: right(r), y: c.y },
    { x: right(r) + 30, y: c.y },
    { x: right(r) + 30, y: r.y - 30 },
    { x: c.x, y: r.y - 30 },
    { x: c.x, y: r.y },
  ];
}

/** No clear route exists: an elbow between the two sides facing each other (metrics will report it). */
function fallback(s: Rect, t: Rect): Point[] {
  const a = center(s);
  const b = center(t);
  const leftToRight = b.x >= a.x;
  const x1 = leftToRight ? right(s) : s.x;
  const x2 = leftToRight ? t.x : right(t);
  const mid = Math.round((x1 + x2) / 2);
  return simplify([{ x: x1, y: a.y }, { x: mid, y: a.y }, { x: mid, y: b.y }, { x: x2, y: b.y }]);
}
