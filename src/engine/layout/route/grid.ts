import type { Rect } from '../../model/index.js';

/**
 * A sparse orthogonal routing grid: lines along every obstacle side, the ports, and the middle of
 * every channel between them. Routes run along grid lines, so they keep clear of obstacles and
 * prefer the middle of the gaps between boxes, as a person would draw them.
 */
export class RouteGrid {
  readonly xs: number[];
  readonly ys: number[];
  readonly nx: number;
  readonly ny: number;
  /** A grid point strictly inside an obstacle. */
  readonly pointBlocked: Uint8Array;
  /** The segment from (i, j) to (i + 1, j), respectively (i, j) to (i, j + 1), crosses an obstacle. */
  readonly hBlocked: Uint8Array;
  readonly vBlocked: Uint8Array;

  constructor(bound: Rect, obstacles: readonly Rect[], extraXs: readonly number[], extraYs: readonly number[]) {
    const clip = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
    const bx1 = bound.x + bound.width;
    const by1 = bound.y + bound.height;
    const xs = [bound.x, bx1, ...extraXs.map((x) => clip(x, bound.x, bx1))];
    const ys = [bound.y, by1, ...extraYs.map((y) => clip(y, bound.y, by1))];
    for (const o of obstacles) {
      xs.push(clip(o.x, bound.x, bx1), clip(o.x + o.width, bound.x, bx1));
      ys.push(clip(o.y, bound.y, by1), clip(o.y + o.height, bound.y, by1));
    }
    this.xs = withMidlines(xs);
    this.ys = withMidlines(ys);
    this.nx = this.xs.length;
    this.ny = this.ys.length;
    this.pointBlocked = new Uint8Array(this.nx * this.ny);
    this.hBlocked = new Uint8Array(this.nx * this.ny);
    this.vBlocked = new Uint8Array(this.nx * this.ny);
    for (const o of obstacles) this.block(o);
  }

  index(i: number, j: number): number {
    return i * this.ny + j;
  }

  /** Index of an exact coordinate (it must be a grid line). */
  ix(x: number): number {
    return lowerBound(this.xs, x - 1e-6);
  }

  iy(y: number): number {
    return lowerBound(this.ys, y - 1e-6);
  }

  private block(o: Rect): void {
    const a = lowerBound(this.xs, o.x - 1e-6);
    const b = lowerBound(this.xs, o.x + o.width - 1e-6);
    const c = lowerBound(this.ys, o.y - 1e-6);
    const d = lowerBound(this.ys, o.y + o.height - 1e-6);
    for (let i = a; i <= b && i < this.nx; i++) {
      for (let j = c; j <= d && j < this.ny; j++) {
        const k = this.index(i, j);
        const insideX = i > a && i < b;
        const insideY = j > c && j < d;
        if (insideX && insideY) this.pointBlocked[k] = 1;
        if (i < b && insideY) this.hBlocked[k] = 1;
        if (j < d && insideX) this.vBlocked[k] = 1;
      }
    }
  }
}

/** Sorted unique coordinates plus the midpoint of every gap wide enough to be a channel. */
function withMidlines(values: number[]): number[] {
  const sorted = [...new Set(values.map((v) => Math.round(v * 2) / 2))].sort((p, q) => p - q);
  const out: number[] = [];
  for (let k = 0; k < sorted.length; k++) {
    out.push(sorted[k]!);
    const next = sorted[k + 1];
    if (next !== undefined && next - sorted[k]! >= 16) out.push(Math.round(((sorted[k]! + next) / 2) * 2) / 2);
  }
  return out;
}

/** First index with values[i] >= v. */
export function lowerBound(values: readonly number[], v: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
