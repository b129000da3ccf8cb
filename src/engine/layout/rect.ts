import type { Point, Rect } from '../model/index.js';

/** Rectangle helpers shared by layout, routing, placement and metrics. */

export function right(r: Rect): number {
  return r.x + r.width;
}

export function bottom(r: Rect): number {
  return r.y + r.height;
}

export function center(r: Rect): Point {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/** Interiors intersect (touching edges do not count). */
export function intersects(a: Rect, b: Rect, eps = 0.5): boolean {
  return a.x + eps < right(b) && b.x + eps < right(a) && a.y + eps < bottom(b) && b.y + eps < bottom(a);
}

/** `inner` lies inside `outer` (within eps). */
export function contains(outer: Rect, inner: Rect, eps = 0.5): boolean {
  return inner.x >= outer.x - eps && inner.y >= outer.y - eps && right(inner) <= right(outer) + eps && bottom(inner) <= bottom(outer) + eps;
}

export function inflate(r: Rect, d: number): Rect {
  return { x: r.x - d, y: r.y - d, width: r.width + 2 * d, height: r.height + 2 * d };
}

export function union(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(right(a), right(b)) - x, height: Math.max(bottom(a), bottom(b)) - y };
}

/** Bounding box of rectangles; undefined for none. */
export function bbox(rects: Iterable<Rect>): Rect | undefined {
  let out: Rect | undefined;
  for (const r of rects) out = out ? union(out, r) : { ...r };
  return out;
}

export function translate(r: Rect, dx: number, dy: number): Rect {
  return { x: r.x + dx, y: r.y + dy, width: r.width, height: r.height };
}

/** Whether an axis-parallel segment passes through the open interior of `r`. */
export function segmentHitsRect(a: Point, b: Point, r: Rect, eps = 0.5): boolean {
  if (Math.abs(a.y - b.y) < 1e-6) {
    const lo = Math.min(a.x, b.x);
    const hi = Math.max(a.x, b.x);
    return a.y > r.y + eps && a.y < bottom(r) - eps && hi > r.x + eps && lo < right(r) - eps;
  }
  if (Math.abs(a.x - b.x) < 1e-6) {
    const lo = Math.min(a.y, b.y);
    const hi = Math.max(a.y, b.y);
    return a.x > r.x + eps && a.x < right(r) - eps && hi > r.y + eps && lo < bottom(r) - eps;
  }
  return diagonalHitsRect(a, b, r, eps);
}

/** Liang–Barsky clip of a diagonal segment against the shrunken rectangle. */
function diagonalHitsRect(a: Point, b: Point, r: Rect, eps: number): boolean {
  const x0 = r.x + eps;
  const x1 = right(r) - eps;
  const y0 = r.y + eps;
  const y1 = bottom(r) - eps;
  if (x0 >= x1 || y0 >= y1) return false;
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const checks: [number, number][] = [[-dx, a.x - x0], [dx, x1 - a.x], [-dy, a.y - y0], [dy, y1 - a.y]];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return false;
  }
  return true;
}
