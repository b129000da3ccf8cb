import type { Point } from '../../model/index.js';
import { BEND_COST } from '../constants.js';
import type { RouteGrid } from './grid.js';
import { BUNDLE_DISCOUNT } from './occupancy.js';

/** Travel directions: east, south, west, north. */
export type Dir = 0 | 1 | 2 | 3;
const DX = [1, 0, -1, 0] as const;
const DY = [0, 1, 0, -1] as const;

/** Where a route may start (leaving the source) or end (entering the target), on the grid. */
export interface GridPort {
  readonly x: number;
  readonly y: number;
  /** Direction of travel through the port: away from the source, into the target. */
  readonly dir: Dir;
  /** Extra cost of using this port (e.g. leaving through the cell's own label). */
  readonly cost: number;
}

/** Extra cost of a unit move (existing routes run along it or across it). */
export type MoveCost = (x1: number, y1: number, x2: number, y2: number) => number;

/**
 * A* over (grid point, direction) states: cost = length + BEND_COST per bend + `extra`. Returns
 * the grid points of the cheapest route from one source port to one target port, or null.
 */
export function searchRoute(
  grid: RouteGrid,
  sources: readonly GridPort[],
  targets: readonly GridPort[],
  extra: MoveCost,
  bendExtra: (x: number, y: number) => number = () => 0,
): { path: Point[]; start: GridPort; end: GridPort } | null {
  const { nx, ny, xs, ys } = grid;
  const states = nx * ny * 4;
  const g = new Float64Array(states).fill(Number.POSITIVE_INFINITY);
  const parent = new Int32Array(states).fill(-1);
  const heap = new Heap();
  const goals = new Map<number, GridPort[]>();
  for (const t of targets) {
    const k = grid.index(grid.ix(t.x), grid.iy(t.y));
    goals.set(k, [...(goals.get(k) ?? []), t]);
  }
  const hMemo = new Float64Array(nx * ny).fill(-1);
  const h = (i: number, j: number) => {
    const cell = i * ny + j;
    if (hMemo[cell]! >= 0) return hMemo[cell]!;
    let best = Number.POSITIVE_INFINITY;
    const x = xs[i]!;
    const y = ys[j]!;
    for (const t of targets) {
      // Shared trunks are cheaper than their length: scale so the estimate never overshoots. A
      // target neither on this row nor on this column is at least one bend away, and every
      // target charges its port's cost.
      const off = Math.abs(x - t.x) > 1e-6 && Math.abs(y - t.y) > 1e-6 ? BEND_COST : 0;
      best = Math.min(best, (Math.abs(x - t.x) + Math.abs(y - t.y)) * (1 - BUNDLE_DISCOUNT) + off + t.cost);
    }
    hMemo[cell] = best;
    return best;
  };
  // Occupancy does not change during one search: each move's and each bend's extra cost is
  // computed once (a cell is reached in up to four directions and leaves in three).
  const moveMemo = new Float64Array(states).fill(-1);
  const bendMemo = new Float64Array(nx * ny).fill(-1);
  const bendAt = (cell: number, x: number, y: number): number => {
    if (bendMemo[cell]! < 0) bendMemo[cell] = bendExtra(x, y);
    return bendMemo[cell]!;
  };
  const startOf = new Map<number, GridPort>();
  for (const s of sources) {
    const i = grid.ix(s.x);
    const j = grid.iy(s.y);
    if (i >= nx || j >= ny || grid.pointBlocked[grid.index(i, j)]) continue;
    const st = grid.index(i, j) * 4 + s.dir;
    if (s.cost < g[st]!) {
      g[st] = s.cost;
      startOf.set(st, s);
      heap.push(s.cost + h(i, j), st);
    }
  }
  let bestCost = Number.POSITIVE_INFINITY;
  let bestState = -1;
  let bestEnd: GridPort | undefined;
  while (heap.size > 0) {
    const [f, st] = heap.pop();
    if (f >= bestCost) break;
    const gs = g[st]!;
    if (f > gs + h(Math.floor(st / 4 / ny), (st >> 2) % ny) + 1e-6) continue;
    const d = (st & 3) as Dir;
    const cell = st >> 2;
    const i = Math.floor(cell / ny);
    const j = cell % ny;
    for (const end of goals.get(cell) ?? []) {
      if ((end.dir + 2) % 4 === d) continue;
      const total = gs + end.cost + (end.dir === d ? 0 : BEND_COST + bendAt(cell, xs[i]!, ys[j]!));
      if (total < bestCost) {
        bestCost = total;
        bestState = st;
        bestEnd = end;
      }
    }
    for (let nd = 0; nd < 4; nd++) {
      if (nd === (d + 2) % 4) continue;
      const ni = i + DX[nd]!;
      const nj = j + DY[nd]!;
      if (ni < 0 || nj < 0 || ni >= nx || nj >= ny) continue;
      const seg = nd === 0 ? grid.hBlocked[grid.index(i, j)] : nd === 2 ? grid.hBlocked[grid.index(ni, nj)] : nd === 1 ? grid.vBlocked[grid.index(i, j)] : grid.vBlocked[grid.index(ni, nj)];
      if (seg || grid.pointBlocked[grid.index(ni, nj)]) continue;
      const x1 = xs[i]!;
      const y1 = ys[j]!;
      const x2 = xs[ni]!;
      const y2 = ys[nj]!;
      const mk = cell * 4 + nd;
      if (moveMemo[mk]! < 0) moveMemo[mk] = extra(x1, y1, x2, y2);
      const cost = gs + Math.abs(x2 - x1) + Math.abs(y2 - y1) + (nd === d ? 0 : BEND_COST + bendAt(cell, x1, y1)) + moveMemo[mk]!;
      const ns = grid.index(ni, nj) * 4 + nd;
      if (cost < g[ns]!) {
        g[ns] = cost;
        parent[ns] = st;
        heap.push(cost + h(ni, nj), ns);
      }
    }
  }
  if (bestState < 0 || !bestEnd) return null;
  const cells: Point[] = [];
  let st = bestState;
  let first = st;
  while (st >= 0) {
    const cell = st >> 2;
    cells.push({ x: xs[Math.floor(cell / ny)]!, y: ys[cell % ny]! });
    first = st;
    st = parent[st]!;
  }
  cells.reverse();
  return { path: cells, start: startOf.get(first)!, end: bestEnd };
}

/** Binary min-heap of (priority, state). */
class Heap {
  private readonly pri: number[] = [];
  private readonly val: number[] = [];
  get size(): number {
    return this.pri.length;
  }
  push(p: number, v: number): void {
    const { pri, val } = this;
    let k = pri.length;
    pri.push(p);
    val.push(v);
    while (k > 0) {
      const up = (k - 1) >> 1;
      if (pri[up]! <= p) break;
      pri[k] = pri[up]!;
      val[k] = val[up]!;
      k = up;
    }
    pri[k] = p;
    val[k] = v;
  }
  pop(): [number, number] {
    const { pri, val } = this;
    const top: [number, number] = [pri[0]!, val[0]!];
    const p = pri.pop()!;
    const v = val.pop()!;
    const n = pri.length;
    if (n > 0) {
      let k = 0;
      for (;;) {
        let c = 2 * k + 1;
        if (c >= n) break;
        if (c + 1 < n && pri[c + 1]! < pri[c]!) c++;
        if (pri[c]! >= p) break;
        pri[k] = pri[c]!;
        val[k] = val[c]!;
        k = c;
      }
      pri[k] = p;
      val[k] = v;
    }
    return top;
  }
}
