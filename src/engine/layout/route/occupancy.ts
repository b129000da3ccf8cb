import type { Point } from '../../model/index.js';
import { lowerBound } from './grid.js';

/** A placed route's segment, remembered so later routes avoid running on top of it or crossing it. */
interface Placed {
  lo: number;
  hi: number;
  owner: number;
  /** Ends of the edge owning it: overlaps are fine among edges leaving or entering the same cell. */
  source: string;
  target: string;
}

const key = (v: number) => Math.round(v * 2) / 2;

/** Share of a segment's length saved by running on a trunk of the same source or target. */
export const BUNDLE_DISCOUNT = 0.3;
/** Cost per px of running on another edge into the same target (fine near it, not from afar). */
const MERGE_COST = 1.5;

export class Occupancy {
  private readonly h = new Map<number, Placed[]>();
  private readonly v = new Map<number, Placed[]>();
  private hKeys: number[] = [];
  private vKeys: number[] = [];

  add(points: readonly Point[], owner: number, source: string, target: string): void {
    for (let k = 0; k + 1 < points.length; k++) {
      const a = points[k]!;
      const b = points[k + 1]!;
      if (a.y === b.y && a.x !== b.x) push(this.h, key(a.y), { lo: Math.min(a.x, b.x), hi: Math.max(a.x, b.x), owner, source, target });
      else if (a.x === b.x && a.y !== b.y) push(this.v, key(a.x), { lo: Math.min(a.y, b.y), hi: Math.max(a.y, b.y), owner, source, target });
    }
    this.hKeys = [...this.h.keys()].sort((p, q) => p - q);
    this.vKeys = [...this.v.keys()].sort((p, q) => p - q);
  }

  /**
   * Extra cost of a unit move from (x1, y1) to (x2, y2) for the edge source → target: running along
   * another edge's segment, or crossing one.
   */
  cost(x1: number, y1: number, x2: number, y2: number, source: string, target: string, overlapCost: number, crossCost: number): number {
    const horizontal = y1 === y2;
    // Lines a few px apart look like one: they count as running along each other.
    const along = near(horizontal ? this.h : this.v, horizontal ? this.hKeys : this.vKeys, horizontal ? y1 : x1);
    const lo = horizontal ? Math.min(x1, x2) : Math.min(y1, y2);
    const hi = horizontal ? Math.max(x1, x2) : Math.max(y1, y2);
    let extra = 0;
    let bundled = 0;
    {
      for (const p of along) {
        if (p.hi <= lo + 0.5 || p.lo >= hi - 0.5) continue;
        const shared = Math.min(hi, p.hi) - Math.max(lo, p.lo);
        // Edges fanning out of one cell share a trunk, and are nudged to (once per stretch, however
        // many share it: a move never costs less than 70% of its length). Edges into one cell may
        // share their last stretch, but are not drawn together from afar: labels would mix.
        if (p.source === source) bundled = Math.max(bundled, shared);
        else extra += (p.target === target ? MERGE_COST : overlapCost) * shared;
      }
    }
    extra -= BUNDLE_DISCOUNT * bundled;
    const keys = horizontal ? this.vKeys : this.hKeys;
    const across = horizontal ? this.v : this.h;
    const at = horizontal ? y1 : x1;
    for (let k = lowerBound(keys, lo + 0.5); k < keys.length && keys[k]! < hi - 0.5; k++) {
      for (const p of across.get(keys[k]!)!) {
        if (p.lo < at - 0.5 && p.hi > at + 0.5 && p.source !== source && p.target !== target) extra += crossCost;
      }
    }
    return extra;
  }
}

/** Segments on lines within NEAR px of `v`. */
function near(map: Map<number, Placed[]>, keys: readonly number[], v: number): Placed[] {
  const out: Placed[] = [];
  for (let k = lowerBound(keys, v - NEAR); k < keys.length && keys[k]! <= v + NEAR; k++) out.push(...map.get(keys[k]!)!);
  return out;
}

const NEAR = 4;

function push(map: Map<number, Placed[]>, k: number, p: Placed): void {
  const list = map.get(k);
  if (list) list.push(p);
  else map.set(k, [p]);
}
