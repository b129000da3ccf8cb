import type { Rect } from '../model/index.js';
import { readGeometry, type RawCell, type RawGeometry } from './parse-cells.js';

/**
 * The cell tree of a page as draw.io sees it: root, layers, parents, absolute positions. Built
 * without recursion and safe against hostile parent cycles (a cell whose parent chain loops or
 * leads nowhere is treated as sitting on the top layer).
 */
export class PageStructure {
  readonly byId = new Map<string, RawCell>();
  readonly geometry = new Map<string, RawGeometry>();
  readonly children = new Map<string, RawCell[]>();
  readonly rootId: string | null;
  readonly layers = new Set<string>();
  /** The parent each cell really hangs from (null: a layer or the root). */
  private readonly parents = new Map<string, string | null>();
  private readonly absolute = new Map<string, Rect>();

  constructor(readonly cells: RawCell[]) {
    for (const c of cells) this.byId.set(c.id, c);
    this.rootId = cells.find((c) => c.parent === null || !this.byId.has(c.parent))?.id ?? null;
    for (const c of cells) {
      if (c.id === this.rootId) continue;
      if (c.parent === this.rootId || c.parent === null) this.layers.add(c.id);
    }
    for (const c of cells) this.parents.set(c.id, this.resolveParent(c));
    for (const c of cells) {
      const p = this.parents.get(c.id);
      if (p) {
        const list = this.children.get(p);
        if (list) list.push(c);
        else this.children.set(p, [c]);
      }
      this.geometry.set(c.id, readGeometry(c.geometry));
    }
  }

  /** The cell's parent cell, or null when it sits on a layer (or is a layer or the root). */
  parentOf(id: string): string | null {
    return this.parents.get(id) ?? null;
  }

  isLayerOrRoot(id: string): boolean {
    return id === this.rootId || this.layers.has(id);
  }

  /** The layer a cell is drawn on (its top ancestor below the root). */
  layerOf(id: string): string | null {
    let at: string | null = id;
    let guard = 0;
    while (at !== null && guard++ <= this.cells.length) {
      const raw: string | null = this.byId.get(at)?.parent ?? null;
      if (this.layers.has(at)) return at;
      at = raw;
    }
    return null;
  }

  /** Parent id if the chain from it reaches a layer without looping; else null (top level). */
  private resolveParent(c: RawCell): string | null {
    if (c.id === this.rootId || this.layers.has(c.id) || c.parent === null) return null;
    if (this.layers.has(c.parent) || c.parent === this.rootId) return null;
    return this.reachesLayer(c.parent) ? c.parent : null;
  }

  private readonly reach = new Map<string, boolean>();

  /** Whether the parent chain from `id` ends at a layer; memoised, linear over the whole page. */
  private reachesLayer(id: string): boolean {
    const path: string[] = [];
    const onPath = new Set<string>();
    let at: string | null = id;
    let result = false;
    for (;;) {
      if (at === null || at === this.rootId || this.layers.has(at)) {
        result = true;
        break;
      }
      const known = this.reach.get(at);
      if (known !== undefined) {
        result = known;
        break;
      }
      const cell = this.byId.get(at);
      if (!cell || onPath.has(at)) break;
      path.push(at);
      onPath.add(at);
      at = cell.parent;
    }
    for (const p of path) this.reach.set(p, result);
    return result;
  }

  /** Absolute rectangle of a cell on the page (relative child geometries resolved). */
  absRect(id: string): Rect {
    const known = this.absolute.get(id);
    if (known) return known;
    // Walk up to the first cell with a known position, then come back down.
    const chain: string[] = [];
    let at: string | null = id;
    while (at !== null && !this.absolute.has(at)) {
      chain.push(at);
      at = this.parentOf(at);
    }
    let base: Rect = at === null ? { x: 0, y: 0, width: 0, height: 0 } : this.absolute.get(at)!;
    for (let k = chain.length - 1; k >= 0; k--) {
      const cellId = chain[k]!;
      base = this.place(cellId, base);
      this.absolute.set(cellId, base);
    }
    return base;
  }

  private place(id: string, parent: Rect): Rect {
    const g = this.geometry.get(id);
    const cell = this.byId.get(id);
    if (!g || !cell || this.isLayerOrRoot(id)) return { x: 0, y: 0, width: 0, height: 0 };
    if (cell.edge) return { x: parent.x, y: parent.y, width: 0, height: 0 };
    const parentIsEdge = this.byId.get(this.parentOf(id) ?? '')?.edge === true;
    if (g.relative && !parentIsEdge) {
      return {
        x: parent.x + g.rect.x * parent.width + g.offset.x,
        y: parent.y + g.rect.y * parent.height + g.offset.y,
        width: g.rect.width,
        height: g.rect.height,
      };
    }
    return { x: parent.x + g.rect.x, y: parent.y + g.rect.y, width: g.rect.width, height: g.rect.height };
  }

  /** A cell's rectangle relative to its draw.io parent, relative geometries resolved. */
  localRect(id: string): Rect {
    const abs = this.absRect(id);
    const origin = this.originOf(this.parentOf(id));
    return { x: abs.x - origin.x, y: abs.y - origin.y, width: abs.width, height: abs.height };
  }

  /** The origin that a cell's children's coordinates are relative to. */
  originOf(id: string | null): { x: number; y: number } {
    if (id === null) return { x: 0, y: 0 };
    const r = this.absRect(id);
    return { x: r.x, y: r.y };
  }
}
