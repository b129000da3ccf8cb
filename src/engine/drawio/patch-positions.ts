import type { Geometry, Point, Rect } from '../model/index.js';
import { tidy } from './numbers.js';
import type { PageStructure } from './structure.js';

/**
 * Where cells end up after a patch, in page coordinates, so geometry given relative to a model
 * parent can be written relative to the draw.io parent (they differ for foreign cells whose
 * group was inferred from the drawing) and moved cells keep their place on the page.
 */
export interface PositionInput {
  structure: PageStructure;
  /** New geometry, relative to each cell's model parent (cells) or `parent` (edges). */
  placement: Geometry;
  /** The draw.io parent of each cell after the patch (null: a layer). */
  xmlParent: (id: string) => string | null;
  /** The model parent of each cell after the patch. */
  modelParent: (id: string) => string | null;
  /** Cells whose draw.io parent changes without new geometry: they keep their page position. */
  keepPlace: ReadonlySet<string>;
}

export class Positions {
  private readonly memo = new Map<string, Point>();
  private readonly busy = new Set<string>();

  constructor(private readonly input: PositionInput) {}

  /** The page position of a cell's origin after the patch. */
  abs(id: string | null): Point {
    if (id === null) return { x: 0, y: 0 };
    const known = this.memo.get(id);
    if (known) return known;
    const s = this.input.structure;
    if (this.busy.has(id)) return s.originOf(id); // contrived loops: fall back to the old position
    this.busy.add(id);
    const placed = this.input.placement.cells[id];
    let at: Point;
    if (placed) {
      const base = this.abs(this.input.modelParent(id));
      at = { x: base.x + placed.x, y: base.y + placed.y };
    } else if (!s.byId.has(id)) {
      at = this.abs(this.input.modelParent(id)); // a new cell without geometry sits at its parent's origin
    } else if (this.input.keepPlace.has(id)) {
      at = s.originOf(id);
    } else {
      const oldOrigin = s.originOf(s.parentOf(id));
      const own = s.originOf(id);
      const base = this.abs(this.input.xmlParent(id));
      at = { x: base.x + (own.x - oldOrigin.x), y: base.y + (own.y - oldOrigin.y) };
    }
    this.busy.delete(id);
    this.memo.set(id, at);
    return at;
  }

  /** A cell's geometry relative to its new draw.io parent, or null when it does not change. */
  xmlRect(id: string): Rect | null {
    const placed = this.input.placement.cells[id];
    const parent = this.input.xmlParent(id);
    const size = placed ?? this.input.structure.absRect(id);
    if (placed && parent === this.input.modelParent(id)) return { ...placed }; // same frame: exact
    if (!placed && !this.input.keepPlace.has(id)) return null;
    const at = this.abs(id);
    const base = this.abs(parent);
    return { x: tidy(at.x - base.x), y: tidy(at.y - base.y), width: size.width, height: size.height };
  }

  /** Waypoints given in the space of `from` (null: page), expressed in the space of `to`. */
  convertPoints(points: readonly Point[], from: string | null, to: string | null): Point[] {
    if (from === to) return points.map((p) => ({ ...p }));
    const a = this.abs(from);
    const b = this.abs(to);
    return points.map((p) => ({ x: tidy(p.x + a.x - b.x), y: tidy(p.y + a.y - b.y) }));
  }

  /** Existing waypoints (in the old draw.io parent's space) kept in place under a new parent. */
  keepPoints(points: readonly Point[], oldParent: string | null, newParent: string | null): Point[] {
    const a = this.input.structure.originOf(oldParent);
    const b = this.abs(newParent);
    return points.map((p) => ({ x: tidy(p.x + a.x - b.x), y: tidy(p.y + a.y - b.y) }));
  }
}
