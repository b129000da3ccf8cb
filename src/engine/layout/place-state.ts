import type { Rect } from '../model/index.js';
import { nodeLabelBox, type NodeLook } from './service-info.js';
import type { LayoutTree } from './tree.js';

/**
 * Absolute rectangles during incremental placement, with a record of what changed: `changed`
 * cells need new geometry (placed, grown or pushed); `moved` cells (changed ones and everything
 * inside a pushed box) need their edges re-routed.
 */
export class PlaceState {
  constructor(
    readonly tree: LayoutTree,
    readonly looks: ReadonlyMap<string, NodeLook>,
    readonly abs: Map<string, Rect>,
    readonly changed = new Set<string>(),
    readonly moved = new Set<string>(),
    /** How far each pushed cell (and everything inside it) travelled. */
    readonly delta = new Map<string, { dx: number; dy: number }>(),
  ) {}

  clone(): PlaceState {
    return new PlaceState(this.tree, this.looks, new Map(this.abs), new Set(this.changed), new Set(this.moved), new Map(this.delta));
  }

  /** Takes over the result of a simulation. */
  adopt(other: PlaceState): void {
    this.abs.clear();
    for (const [k, v] of other.abs) this.abs.set(k, v);
    for (const c of other.changed) this.changed.add(c);
    for (const m of other.moved) this.moved.add(m);
    for (const [k, v] of other.delta) this.delta.set(k, v);
  }

  /** Distance a cell was pushed (0, 0 when it stayed). */
  shiftOf(id: string | null): { dx: number; dy: number } {
    return (id !== null && this.delta.get(id)) || { dx: 0, dy: 0 };
  }

  /** What a cell keeps clear: icon and label for nodes, the box for containers. */
  shape(id: string): Rect | undefined {
    const r = this.abs.get(id);
    if (!r) return undefined;
    const look = this.looks.get(id);
    const label = look && !this.tree.isContainer(id) ? nodeLabelBox(look, r) : undefined;
    if (!label) return r;
    const x = Math.min(r.x, label.x);
    const y = Math.min(r.y, label.y);
    return { x, y, width: Math.max(r.x + r.width, label.x + label.width) - x, height: Math.max(r.y + r.height, label.y + label.height) - y };
  }

  /** Moves a cell and everything positioned inside it. */
  shift(id: string, dx: number, dy: number): void {
    const stack = [id];
    while (stack.length) {
      const c = stack.pop()!;
      const r = this.abs.get(c);
      if (r) this.abs.set(c, { ...r, x: r.x + dx, y: r.y + dy });
      this.moved.add(c);
      const d = this.delta.get(c) ?? { dx: 0, dy: 0 };
      this.delta.set(c, { dx: d.dx + dx, dy: d.dy + dy });
      stack.push(...this.tree.get(c).children);
    }
    this.changed.add(id);
  }
}
