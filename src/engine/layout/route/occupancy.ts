import type { Point } from '../../model/index.js';
import { lowerBound } from './grid.js';

/** A placed route's segment, remembered so later routes avoid running on top of it or crossing it. */
interface Placed {
  /** The line it runs on (y of a horizontal segment, x of a vertical one). */
  at: number;
  lo: number;
  hi: number;
  owner: number;
  /** Ends of the edge owning it: overlaps are fine among edges leaving or entering the same cell. */
  source: string;
  target: string;
}

const key = (v: number) => Math.round(v * 2) / 2;

/** A bend of a placed route. */
interface Corner {
  x: number;
  y: number;
  source: string;
  target: string;
}

/** Cost of a line touching another edge's bend, or bending on another edge's line. */
const TOUCH_COST = 80;

/** Share of a segment's length saved by running on a trunk of the same source or target. */
export const BUNDLE_DISCOUNT = 0.3;
/** Cost per px of running a few px beside another edge's line. */
const DOUBLED_COST = 8;
/** Cost per px of running on another edge into the same target (fine near it, not from afar). */
const MERGE_COST = 1.5;

export class Occupancy {
  private readonly h = new Map<number, Placed[]>();
  private readonly v = new Map<number, Placed[]>();
  private readonly cornersByY = new Map<number, Corner[]>();
  private readonly cornersByX = new Map<number, Corner[]>();
  private hKeys: number[] = [];
  private vKeys: number[] = [];

  add(points: readonly Point[], owner: number, source: string, target: string): void {
    for (let k = 0; k + 1 < points.length; k++) {
      const a = points[k]!;
      const b = points[k + 1]!;
      if (a.y === b.y && a.x !== b.x) push(this.h, key(a.y), { at: key(a.y), lo: Math.min(a.x, b.x), hi: Math.max(a.x, b.x), owner, source, target });
      else if (a.x === b.x && a.y !== b.y) push(this.v, key(a.x), { at: key(a.x), lo: Math.min(a.y, b.y), hi: Math.max(a.y, b.y), owner, source, target });
    }
    this.hKeys = [...this.h.keys()].sort((p, q) => p - q);
    this.vKeys = [...this.v.keys()].sort((p, q) => p - q);
    // Bends (not the ends on cell borders): another line through one reads as a junction.
    for (let k = 1; k + 1 < points.length; k++) {
      const c = points[k]!;
      const corner = { x: c.x, y: c.y, source, target };
      push(this.cornersByY, key(c.y), corner);
      push(this.cornersByX, key(c.x), corner);
    }
  }

  /**
   * Extra cost of turning at (x, y) for the edge source → target: a bend on another edge's line
   * (unless the two share a source or a target) makes the two lines look joined.
   */
  bendCost(x: number, y: number, source: string, target: string): number {
    return onLine(this.h.get(key(y)), x, source, target) || onLine(this.v.get(key(x)), y, source, target) ? TOUCH_COST : 0;
  }

  /** Cost of a move from (x1, y1) to (x2, y2), its start excluded, over another edge's bend. */
  private overCorners(x1: number, y1: number, x2: number, y2: number, source: string, target: string): number {
    const horizontal = y1 === y2;
    const list = horizontal ? this.cornersByY.get(key(y1)) : this.cornersByX.get(key(x1));
    if (!list) return 0;
    const from = horizontal ? x1 : y1;
    const to = horizontal ? x2 : y2;
    const lo = Math.min(from, to);
    const hi = Math.max(from, to);
    let extra = 0;
    for (const c of list) {
      if (c.source === source || c.target === target) continue;
      const at = horizontal ? c.x : c.y;
      if (at >= lo - 0.5 && at <= hi + 0.5 && Math.abs(at - from) > 0.5) extra += TOUCH_COST;
    }
    return extra;
  }

  /**
   * Extra cost of a unit move from (x1, y1) to (x2, y2) for the edge source → target: running along
   * another edge's segment, or crossing one.
   */
  cost(x1: number, y1: number, x2: number, y2: number, source: string, target: string, overlapCost: number, crossCost: number): number {
    const horizontal = y1 === y2;
    // Lines a few px apart look like one: they count as running along each other.
    const line = horizontal ? y1 : x1;
    const lines = horizontal ? this.h : this.v;
    const lineKeys = horizontal ? this.hKeys : this.vKeys;
    const lo = horizontal ? Math.min(x1, x2) : Math.min(y1, y2);
    const hi = horizontal ? Math.max(x1, x2) : Math.max(y1, y2);
    let extra = 0;
    let bundled = 0;
    for (let k = lowerBound(lineKeys, line - NEAR); k < lineKeys.length && lineKeys[k]! <= line + NEAR; k++) {
      for (const p of lines.get(lineKeys[k]!)!) {
        if (p.hi <= lo + 0.5 || p.lo >= hi - 0.5) continue;
        const shared = Math.min(hi, p.hi) - Math.max(lo, p.lo);
        // A few px beside another line is neither a shared trunk nor a separate line: it looks doubled.
        if (Math.abs(p.at - line) > 0.5) {
          extra += DOUBLED_COST * shared;
          continue;
        }
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
    return extra + this.overCorners(x1, y1, x2, y2, source, target);
  }
}

/** Whether a point at `along` on this line lies on a segment of an edge unrelated to source → target. */
function onLine(list: Placed[] | undefined, along: number, source: string, target: string): boolean {
  if (!list) return false;
  for (const p of list) if (p.source !== source && p.target !== target && along >= p.lo - 0.5 && along <= p.hi + 0.5) return true;
  return false;
}

/** Lines within this many px of a move count as running along it. */
const NEAR = 6;

function push<T>(map: Map<number, T[]>, k: number, p: T): void {
  const list = map.get(k);
  if (list) list.push(p);
  else map.set(k, [p]);
}
