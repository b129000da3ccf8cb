import type { Point, Rect } from '../model/index.js';
import { bottom, center, right } from './rect.js';

/**
 * The polyline draw.io 14 draws for an orthogonal edge (`edgeStyle=orthogonalEdgeStyle`) with
 * waypoints: its SegmentConnector treats each waypoint as the position of the next segment,
 * alternating horizontal and vertical, then clips the ends to the terminals' borders. Layout
 * writes waypoints so this reproduces its routes exactly; metrics read any diagram through it.
 */
export function drawnPath(source: Rect, target: Rect, hints: readonly Point[]): Point[] {
  if (hints.length === 0) return unrouted(source, target);
  const inY = (r: Rect, p: Point) => p.y >= r.y && p.y <= bottom(r);
  const inX = (r: Rect, p: Point) => p.x >= r.x && p.x <= right(r);
  const first = hints[0]!;
  let horizontal = inY(source, first) || !inX(source, first);
  const m = center(source);
  const pts: Point[] = [];
  if (horizontal && !inY(source, first)) pts.push({ x: m.x, y: first.y });
  else if (!horizontal && !inX(source, first)) pts.push({ x: first.x, y: m.y });
  if (horizontal) m.y = first.y;
  else m.x = first.x;
  for (const h of hints) {
    horizontal = !horizontal;
    if (horizontal) m.y = h.y;
    else m.x = h.x;
    pts.push({ ...m });
  }
  const last = hints[hints.length - 1]!;
  const tc = center(target);
  if (horizontal && !inY(target, last)) pts.push({ x: tc.x, y: last.y });
  else if (!horizontal && !inX(target, last)) pts.push({ x: last.x, y: tc.y });
  while (pts.length > 0 && inside(source, pts[0]!)) pts.shift();
  while (pts.length > 0 && inside(target, pts[pts.length - 1]!)) pts.pop();
  const inner = dedupe(pts);
  if (inner.length === 0) return unrouted(source, target);
  return dedupe([borderPoint(source, inner[0]!), ...inner, borderPoint(target, inner[inner.length - 1]!)]);
}

function inside(r: Rect, p: Point): boolean {
  return p.x > r.x && p.x < right(r) && p.y > r.y && p.y < bottom(r);
}

/** Drops repeated points and points in the middle of straight runs. */
function dedupe(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last && Math.abs(last.x - p.x) < 1 && Math.abs(last.y - p.y) < 1) continue;
    const prev = out[out.length - 2];
    if (last && prev && ((prev.x === last.x && last.x === p.x) || (prev.y === last.y && last.y === p.y))) out.pop();
    out.push(p);
  }
  return out;
}

/** Where an orthogonal edge heading for `next` leaves the rectangle's border. */
export function borderPoint(r: Rect, next: Point): Point {
  const c = center(r);
  if (next.y >= r.y && next.y <= bottom(r) && (next.x <= r.x || next.x >= right(r))) return { x: next.x <= r.x ? r.x : right(r), y: next.y };
  if (next.x >= r.x && next.x <= right(r) && (next.y <= r.y || next.y >= bottom(r))) return { x: next.x, y: next.y <= r.y ? r.y : bottom(r) };
  // Diagonal: where the line from the centre towards `next` meets the border.
  const dx = next.x - c.x;
  const dy = next.y - c.y;
  if (dx === 0 && dy === 0) return c;
  const tx = dx === 0 ? Number.POSITIVE_INFINITY : r.width / 2 / Math.abs(dx);
  const ty = dy === 0 ? Number.POSITIVE_INFINITY : r.height / 2 / Math.abs(dy);
  const t = Math.min(tx, ty);
  return { x: c.x + dx * t, y: c.y + dy * t };
}

/**
 * An edge without waypoints: draw.io's own router (approximated): straight across when the two
 * face each other, otherwise one elbow halfway.
 */
function unrouted(s: Rect, t: Rect): Point[] {
  const a = center(s);
  const b = center(t);
  const oy0 = Math.max(s.y, t.y);
  const oy1 = Math.min(bottom(s), bottom(t));
  if (oy1 > oy0 && (right(s) <= t.x || right(t) <= s.x)) {
    const y = (oy0 + oy1) / 2;
    return right(s) <= t.x ? [{ x: right(s), y }, { x: t.x, y }] : [{ x: s.x, y }, { x: right(t), y }];
  }
  const ox0 = Math.max(s.x, t.x);
  const ox1 = Math.min(right(s), right(t));
  if (ox1 > ox0 && (bottom(s) <= t.y || bottom(t) <= s.y)) {
    const x = (ox0 + ox1) / 2;
    return bottom(s) <= t.y ? [{ x, y: bottom(s) }, { x, y: t.y }] : [{ x, y: s.y }, { x, y: bottom(t) }];
  }
  const midX = (a.x + b.x) / 2;
  return [borderPoint(s, { x: midX, y: a.y }), { x: midX, y: a.y }, { x: midX, y: b.y }, borderPoint(t, { x: midX, y: b.y })];
}

/** The waypoints that make draw.io draw exactly this border-to-border orthogonal polyline. */
export function hintsFor(path: readonly Point[]): Point[] {
  if (path.length <= 2) {
    const a = path[0]!;
    const b = path[path.length - 1]!;
    const mid = { x: Math.round((a.x + b.x) / 2), y: Math.round((a.y + b.y) / 2) };
    // A straight run: one waypoint twice pins the segment's line (off-centre ports included).
    return a.y === b.y ? [{ x: mid.x, y: a.y }, { x: mid.x, y: a.y }] : [{ x: a.x, y: mid.y }, { x: a.x, y: mid.y }];
  }
  return path.slice(1, -1).map((p) => ({ ...p }));
}

/** Total length of a polyline. */
export function pathLength(path: readonly Point[]): number {
  let len = 0;
  for (let k = 0; k + 1 < path.length; k++) len += Math.hypot(path[k + 1]!.x - path[k]!.x, path[k + 1]!.y - path[k]!.y);
  return len;
}

/**
 * The centre of an edge label as draw.io places it (mxGraphView.getPoint): `x` in [-1, 1] is the
 * position along the whole path, `y` the offset to the left of the direction of travel.
 */
export function labelPoint(path: readonly Point[], x: number, y: number): Point {
  const total = pathLength(path);
  const want = Math.round((x / 2 + 0.5) * total);
  let acc = 0;
  for (let k = 0; k + 1 < path.length; k++) {
    const a = path[k]!;
    const b = path[k + 1]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (want < Math.round(acc + len) || k + 2 === path.length) {
      const f = len === 0 ? 0 : (want - acc) / len;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      return {
        x: a.x + dx * f + (len === 0 ? 0 : (dy / len) * y),
        y: a.y + dy * f - (len === 0 ? 0 : (dx / len) * y),
      };
    }
    acc += len;
  }
  return path[0] ?? { x: 0, y: 0 };
}
