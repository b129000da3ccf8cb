import type { Point, Rect } from '../../model/index.js';
import { bottom, right } from '../rect.js';
import type { Dir, GridPort } from './search.js';

/** Offset of the side ports beside the middle, and what using one costs (in px of length). */
const PORT_SHIFT = 15;
const SHIFT_COST = 25;

/** Sides of a cell, named by the direction a route travels when it leaves through them. */
export const SIDES: readonly Dir[] = [0, 1, 2, 3];

/** A port with the point on the cell's border where the drawn edge really starts or ends. */
export interface Port extends GridPort {
  readonly border: Point;
  readonly side: Dir;
}

export interface PortOptions {
  /** The cell's own rectangle (icon or box): where the edge touches it. */
  readonly rect: Rect;
  /** The keep-out box the stub must cross (icon + label, inflated): where routing starts. */
  readonly keepOut: Rect;
  /** The other end's centre: a port facing it straight is offered too. */
  readonly toward: Point;
  /** true for the target end (travel direction into the cell). */
  readonly incoming: boolean;
  /** Only the middle of each side (a diamond's corners). */
  readonly cornersOnly?: boolean;
  /** Cost of a port at `at` along a side (own label under the icon, side already used the other way, ...). */
  readonly sideCost: (side: Dir, at: number) => number;
  /** The label under the icon, along the bottom side: ports just beside it are offered too. */
  readonly labelSpan?: { lo: number; hi: number };
}

/** Gap between a line leaving beside a label and the label's text; margin kept from the icon's corners. */
const BESIDE_LABEL = 6;
const CORNER_MARGIN = 8;

/** Candidate ports on the four sides: the side's middle, and the point straight across from the other end. */
export function portsOf(o: PortOptions): Port[] {
  const { rect: r, keepOut: k } = o;
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2;
  const ports: Port[] = [];
  // The side's middle; the point facing the other end; and two points beside the middle so an
  // edge coming in and one going out through the same side do not share a line.
  const along = (lo: number, len: number, mid: number, want: number): { at: number; cost: number }[] => {
    const out = [{ at: half(mid), cost: 0 }];
    if (o.cornersOnly) return out;
    const w = half(want);
    if (Math.abs(w - mid) >= 0.5 && w > lo + len * 0.2 && w < lo + len * 0.8) out.push({ at: w, cost: 0 });
    if (len >= 40) for (const d of [-PORT_SHIFT, PORT_SHIFT]) out.push({ at: half(mid + d), cost: SHIFT_COST });
    return out;
  };
  // A short label under a wide icon leaves room for a line beside it.
  const beside = (): { at: number; cost: number }[] => {
    const span = o.labelSpan;
    if (!span || o.cornersOnly) return [];
    return [span.lo - BESIDE_LABEL, span.hi + BESIDE_LABEL]
      .filter((x) => x >= r.x + CORNER_MARGIN && x <= right(r) - CORNER_MARGIN)
      .map((x) => ({ at: half(x), cost: SHIFT_COST }));
  };
  for (const side of SIDES) {
    const dir = (o.incoming ? (side + 2) % 4 : side) as Dir;
    if (side === 0 || side === 2) {
      for (const { at: y, cost: extra } of along(r.y, r.height, cy, o.toward.y)) {
        const x = side === 0 ? right(k) : k.x;
        ports.push({ x, y, dir, cost: o.sideCost(side, y) + extra, side, border: { x: side === 0 ? right(r) : r.x, y } });
      }
    } else {
      const candidates = [...along(r.x, r.width, cx, o.toward.x), ...(side === 1 ? beside() : [])].map((c) => ({ ...c, cost: c.cost + o.sideCost(side, c.at) }));
      for (const { at: x, cost } of distinct(candidates)) {
        const y = side === 1 ? bottom(k) : k.y;
        ports.push({ x, y, dir, cost, side, border: { x, y: side === 1 ? bottom(r) : r.y } });
      }
    }
  }
  return ports;
}

/** Two ports a few px apart would draw two edges as a doubled line: the cheaper one stays. */
const MIN_PORT_GAP = 8;

function distinct(candidates: { at: number; cost: number }[]): { at: number; cost: number }[] {
  const kept: { at: number; cost: number }[] = [];
  for (const c of [...candidates].sort((p, q) => p.cost - q.cost)) if (kept.every((k) => Math.abs(k.at - c.at) >= MIN_PORT_GAP)) kept.push(c);
  return kept;
}

function half(v: number): number {
  return Math.round(v * 2) / 2;
}
