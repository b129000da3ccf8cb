import type { Geometry, ModelEdge, Point, Rect } from '../model/index.js';
import { drawnPath } from './edge-path.js';
import { segmentHitsRect } from './rect.js';
import { isNested } from './route/route-all.js';
import { nodeLook } from './service-info.js';
import { titleBox } from './titles.js';
import type { LayoutTree } from './tree.js';
import type { AbsRects, CellPair } from './types.js';

/** The absolute polyline draw.io draws for each edge of the geometry. */
export function edgePaths(tree: LayoutTree, geometry: Geometry, abs: AbsRects): Map<string, Point[]> {
  const out = new Map<string, Point[]>();
  // Edges meet a lifeline on its centre line.
  const terminal = (id: string): Rect | undefined => {
    const r = abs.get(id);
    const node = tree.get(id).node;
    return r && node && nodeLook(node).lifeline ? { ...r, x: r.x + r.width / 2, width: 0 } : r;
  };
  for (const e of tree.edges()) {
    // draw.io routes an edge to an enclosing container on its own; it is not measured.
    if (isNested(tree, e)) continue;
    const s = terminal(e.source);
    const t = terminal(e.target);
    const g = geometry.edges[e.id];
    if (!s || !t) continue;
    const o = g?.parent ? abs.get(g.parent) : undefined;
    const hints = (g?.points ?? []).map((p) => ({ x: p.x + (o?.x ?? 0), y: p.y + (o?.y ?? 0) }));
    out.set(e.id, drawnPath(s, t, hints));
  }
  return out;
}

/** Cells an edge may pass through: its ends, their ancestors, and (for an overlay end) its members' ancestors. */
function allowed(tree: LayoutTree, e: ModelEdge): Set<string> {
  const ok = new Set<string>();
  for (const end of [e.source, e.target]) {
    ok.add(end);
    for (const a of tree.ancestors(end)) ok.add(a);
    for (const m of tree.get(end).overlayMembers ?? []) for (const a of tree.ancestors(m)) ok.add(a);
  }
  return ok;
}

/**
 * Edges crossing cells that are neither an end nor an ancestor of an end. Overlays do not count:
 * they are drawn across other boxes on purpose. `bodies` may narrow what counts as a cell's body
 * (a sequence diagram's lifelines are crossed by design; only their headers count).
 */
export function edgesThroughCells(tree: LayoutTree, paths: ReadonlyMap<string, Point[]>, bodies: AbsRects): CellPair[] {
  const hits: CellPair[] = [];
  const cells = [...bodies].filter(([id]) => !tree.get(id).overlayMembers);
  for (const e of tree.edges()) {
    const path = paths.get(e.id);
    if (!path) continue;
    const ok = allowed(tree, e);
    for (const [id, r] of cells) {
      if (ok.has(id)) continue;
      if (hitsPath(path, r)) hits.push([e.id, id]);
    }
  }
  return hits;
}

/**
 * Edges whose line runs through a node's label (the text under an icon), its own ends' labels
 * included: the text is struck through and the line seems to start in the middle of it.
 */
export function edgesThroughLabels(tree: LayoutTree, paths: ReadonlyMap<string, Point[]>, labels: ReadonlyMap<string, Rect>): CellPair[] {
  const hits: CellPair[] = [];
  for (const e of tree.edges()) {
    const path = paths.get(e.id);
    if (!path) continue;
    for (const [id, box] of labels) if (hitsPath(path, box)) hits.push([e.id, id]);
  }
  return hits;
}

/**
 * Edges whose line runs through a container's title (or an overlay's icon and title), other than
 * an edge to that container itself.
 */
export function edgesThroughTitles(tree: LayoutTree, paths: ReadonlyMap<string, Point[]>, abs: AbsRects): CellPair[] {
  const titles: [string, Rect][] = [];
  for (const c of tree.cells.values()) {
    const r = abs.get(c.id);
    if (r && c.group && (c.overlayMembers || tree.isContainer(c.id))) titles.push([c.id, titleBox(r, c.group.label, !!c.overlayMembers)]);
  }
  const hits: CellPair[] = [];
  for (const e of tree.edges()) {
    const path = paths.get(e.id);
    if (!path) continue;
    for (const [id, box] of titles) if (id !== e.source && id !== e.target && hitsPath(path, box)) hits.push([e.id, id]);
  }
  return hits;
}

function hitsPath(path: readonly Point[], r: Rect): boolean {
  for (let k = 0; k + 1 < path.length; k++) if (segmentHitsRect(path[k]!, path[k + 1]!, r)) return true;
  return false;
}

/** Proper crossings between segments of different edges. */
export function countCrossings(paths: ReadonlyMap<string, Point[]>): number {
  const segs: { a: Point; b: Point; owner: string }[] = [];
  for (const [id, p] of paths) for (let k = 0; k + 1 < p.length; k++) segs.push({ a: p[k]!, b: p[k + 1]!, owner: id });
  let count = 0;
  for (let i = 0; i < segs.length; i++) {
    for (let j = i + 1; j < segs.length; j++) {
      const s = segs[i]!;
      const t = segs[j]!;
      if (s.owner !== t.owner && properCross(s.a, s.b, t.a, t.b)) count++;
    }
  }
  return count;
}

function properCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const o = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return o(a, b, c) * o(a, b, d) < 0 && o(c, d, a) * o(c, d, b) < 0;
}

/** Direction changes along every edge. */
export function countBends(paths: ReadonlyMap<string, Point[]>): number {
  let bends = 0;
  for (const p of paths.values()) {
    for (let k = 1; k + 1 < p.length; k++) {
      const u = { x: p[k]!.x - p[k - 1]!.x, y: p[k]!.y - p[k - 1]!.y };
      const v = { x: p[k + 1]!.x - p[k]!.x, y: p[k + 1]!.y - p[k]!.y };
      if (Math.abs(u.x * v.y - u.y * v.x) > 1e-6) bends++;
    }
  }
  return bends;
}
