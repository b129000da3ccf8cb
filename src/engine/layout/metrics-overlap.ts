import type { ModelEdge, Point, Rect } from '../model/index.js';
import type { CellPair } from './types.js';

/**
 * Edge-against-edge faults a reader mistakes for wrong connections: two edges meeting a cell at the
 * same point the opposite way (one in, one out: the arrowhead sits on the other line's start), and
 * lines of unrelated edges drawn on top of each other or touching (a shared run, a bend on the other
 * line), which reads as a junction. Edges leaving one cell may share a trunk and edges into one cell
 * may merge: that is bundling, not a fault.
 */

/** Terminal points closer than this are the same point. */
const SAME_POINT = 2;
/** Lines closer than this look like one line. */
const SAME_LINE = 2;

interface Seg {
  a: Point;
  b: Point;
}

function segments(path: readonly Point[]): Seg[] {
  const out: Seg[] = [];
  for (let k = 0; k + 1 < path.length; k++) out.push({ a: path[k]!, b: path[k + 1]! });
  return out;
}

const close = (p: Point, q: Point, d: number) => Math.abs(p.x - q.x) <= d && Math.abs(p.y - q.y) <= d;

/**
 * Pairs of edges attached to the same side of a cell the opposite way: one enters through the side
 * and the other leaves through it. Arrowheads then sit on or beside the other edge's start and the
 * reader cannot tell which way traffic goes. `rects` are the cells' absolute rectangles; cells in
 * `exempt` (sequence lifelines, whose centre line carries every message) are not measured.
 */
export function sharedPorts(edges: readonly ModelEdge[], paths: ReadonlyMap<string, Point[]>, rects: ReadonlyMap<string, Rect>, exempt: ReadonlySet<string> = new Set()): CellPair[] {
  const ends = new Map<string, { edge: string; side: number; out: boolean }[]>();
  const add = (cell: string, edge: string, at: Point, out: boolean) => {
    const r = rects.get(cell);
    const side = r ? sideOf(r, at) : -1;
    if (side >= 0 && !exempt.has(cell)) ends.set(cell, [...(ends.get(cell) ?? []), { edge, side, out }]);
  };
  for (const e of edges) {
    const p = paths.get(e.id);
    if (!p || p.length < 2 || e.source === e.target) continue;
    add(e.source, e.id, p[0]!, true);
    add(e.target, e.id, p[p.length - 1]!, false);
  }
  const hits: CellPair[] = [];
  for (const list of ends.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const u = list[i]!;
        const v = list[j]!;
        if (u.out !== v.out && u.edge !== v.edge && u.side === v.side) hits.push([u.edge, v.edge]);
      }
    }
  }
  return hits;
}

/** Side of the rectangle a border point lies on (0 east, 1 south, 2 west, 3 north), -1 if none. */
function sideOf(r: Rect, p: Point): number {
  const d = [Math.abs(p.x - (r.x + r.width)), Math.abs(p.y - (r.y + r.height)), Math.abs(p.x - r.x), Math.abs(p.y - r.y)];
  const best = d.indexOf(Math.min(...d));
  return d[best]! <= SAME_POINT ? best : -1;
}

/** Pairs of unrelated edges whose lines run on top of each other or touch without crossing. */
export function edgeOverlaps(edges: readonly ModelEdge[], paths: ReadonlyMap<string, Point[]>): CellPair[] {
  const list = edges.filter((e) => (paths.get(e.id)?.length ?? 0) >= 2);
  const hits: CellPair[] = [];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const e = list[i]!;
      const f = list[j]!;
      // A trunk out of one cell, or lines merging into one cell, are drawn together on purpose,
      // on one line: two lines a few px apart look like a drawing mistake.
      const related = e.source === f.source || e.target === f.target;
      if (related ? doubled(paths.get(e.id)!, paths.get(f.id)!) : pathsTouch(paths.get(e.id)!, paths.get(f.id)!)) hits.push([e.id, f.id]);
    }
  }
  return hits;
}

function pathsTouch(p: readonly Point[], q: readonly Point[]): boolean {
  const sp = segments(p);
  const sq = segments(q);
  // Where both edges end on one cell side by side is a shared port, measured on its own.
  const ends = [p[0]!, p[p.length - 1]!];
  const isEndPair = (pt: Point) => ends.some((x) => close(x, pt, SAME_POINT)) && [q[0]!, q[q.length - 1]!].some((x) => close(x, pt, SAME_POINT));
  for (const s of sp) {
    for (const t of sq) {
      if (collinearOverlap(s, t)) return true;
      for (const v of [s.a, s.b]) if (onSegment(v, t) && !isEndPair(v)) return true;
      for (const v of [t.a, t.b]) if (onSegment(v, s) && !isEndPair(v)) return true;
    }
  }
  return false;
}

/** Lines this far apart look doubled rather than separate. */
const DOUBLED = 6;

/** Parallel runs of two edges a few px apart (not on one line), side by side for a while. */
function doubled(p: readonly Point[], q: readonly Point[]): boolean {
  for (const s of segments(p)) {
    for (const t of segments(q)) {
      const sh = Math.abs(s.a.y - s.b.y) < 1e-6 && Math.abs(t.a.y - t.b.y) < 1e-6;
      const sv = Math.abs(s.a.x - s.b.x) < 1e-6 && Math.abs(t.a.x - t.b.x) < 1e-6;
      const gap = sh ? Math.abs(s.a.y - t.a.y) : sv ? Math.abs(s.a.x - t.a.x) : 0;
      const run = sh ? overlapLength(s.a.x, s.b.x, t.a.x, t.b.x) : sv ? overlapLength(s.a.y, s.b.y, t.a.y, t.b.y) : 0;
      if (gap > 0.5 && gap < DOUBLED && run > 10) return true;
    }
  }
  return false;
}

/** Both horizontal (or both vertical) on nearly one line, sharing more than a point. */
function collinearOverlap(s: Seg, t: Seg): boolean {
  const sh = Math.abs(s.a.y - s.b.y) < 1e-6;
  const th = Math.abs(t.a.y - t.b.y) < 1e-6;
  const sv = Math.abs(s.a.x - s.b.x) < 1e-6;
  const tv = Math.abs(t.a.x - t.b.x) < 1e-6;
  if (sh && th && Math.abs(s.a.y - t.a.y) <= SAME_LINE) return overlapLength(s.a.x, s.b.x, t.a.x, t.b.x) > SAME_POINT;
  if (sv && tv && Math.abs(s.a.x - t.a.x) <= SAME_LINE) return overlapLength(s.a.y, s.b.y, t.a.y, t.b.y) > SAME_POINT;
  return false;
}

function overlapLength(a1: number, a2: number, b1: number, b2: number): number {
  return Math.min(Math.max(a1, a2), Math.max(b1, b2)) - Math.max(Math.min(a1, a2), Math.min(b1, b2));
}

/** A point on a segment (ends included), within a pixel. */
function onSegment(v: Point, t: Seg): boolean {
  const dx = t.b.x - t.a.x;
  const dy = t.b.y - t.a.y;
  const len = Math.hypot(dx, dy);
  if (len > 0 && Math.abs(dx) > 1e-6 && Math.abs(dy) > 1e-6 && Math.abs(dx * (v.y - t.a.y) - dy * (v.x - t.a.x)) / len > 1) return false;
  const lo = { x: Math.min(t.a.x, t.b.x) - 1, y: Math.min(t.a.y, t.b.y) - 1 };
  const hi = { x: Math.max(t.a.x, t.b.x) + 1, y: Math.max(t.a.y, t.b.y) + 1 };
  return v.x >= lo.x && v.x <= hi.x && v.y >= lo.y && v.y <= hi.y;
}
