import type { Point, Rect } from '../../model/index.js';
import { bottom, right } from '../rect.js';
import type { Dir, GridPort } from './search.js';

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
  /** Cost per side (own label under the icon, side already used the other way, ...). */
  readonly sideCost: (side: Dir) => number;
}

/** Candidate ports on the four sides: the side's middle, and the point straight across from the other end. */
export function portsOf(o: PortOptions): Port[] {
  const { rect: r, keepOut: k } = o;
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2;
  const ports: Port[] = [];
  const along = (lo: number, len: number, mid: number, want: number): number[] => {
    const out = [half(mid)];
    const w = half(want);
    if (Math.abs(w - mid) >= 4 && w > lo + len * 0.2 && w < lo + len * 0.8) out.push(w);
    return out;
  };
  for (const side of SIDES) {
    const dir = (o.incoming ? (side + 2) % 4 : side) as Dir;
    const cost = o.sideCost(side);
    if (side === 0 || side === 2) {
      for (const y of along(r.y, r.height, cy, o.toward.y)) {
        const x = side === 0 ? right(k) : k.x;
        ports.push({ x, y, dir, cost, side, border: { x: side === 0 ? right(r) : r.x, y } });
      }
    } else {
      for (const x of along(r.x, r.width, cx, o.toward.x)) {
        const y = side === 1 ? bottom(k) : k.y;
        ports.push({ x, y, dir, cost, side, border: { x, y: side === 1 ? bottom(r) : r.y } });
      }
    }
  }
  return ports;
}

function half(v: number): number {
  return Math.round(v * 2) / 2;
}
