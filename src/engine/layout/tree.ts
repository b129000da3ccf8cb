import type { ArchitectureModel, ModelEdge, ModelGroup, ModelNode } from '../model/index.js';

/**
 * The containment tree layout works on. Overlay groups with members (an Auto Scaling group
 * spanning subnets) are not containers here: they are drawn around their members afterwards, and
 * anything placed inside one is laid out with the overlay's own parent.
 */
export interface LayoutCell {
  readonly id: string;
  readonly node?: ModelNode;
  readonly group?: ModelGroup;
  /** draw.io parent (the model's `parent`, or null when it names nothing usable). */
  readonly parent: string | null;
  /** The container that positions this cell (skips overlays). */
  layoutParent: string | null;
  /** Cells this one positions, in model order. */
  readonly children: string[];
  /** An overlay drawn around `members` instead of holding children. */
  readonly overlayMembers: readonly string[] | null;
}

export class LayoutTree {
  readonly cells = new Map<string, LayoutCell>();
  /** Cells positioned by the page itself. */
  readonly roots: string[] = [];
  readonly overlays: string[] = [];
  private readonly memberOf = new Map<string, string[]>();

  constructor(readonly model: ArchitectureModel) {
    for (const g of model.groups) this.add(g.id, { group: g });
    for (const n of model.nodes) this.add(n.id, { node: n });
    this.resolveParents();
    for (const g of model.groups) {
      const members = (g.members ?? []).filter((m) => this.cells.has(m) && m !== g.id);
      if (g.kind === 'overlay' && members.length > 0) {
        (this.cells.get(g.id) as unknown as { overlayMembers: string[] }).overlayMembers = members;
        this.overlays.push(g.id);
        for (const m of members) this.memberOf.set(m, [...(this.memberOf.get(m) ?? []), g.id]);
      }
    }
    for (const cell of this.cells.values()) cell.layoutParent = this.positioningParent(cell.parent);
    for (const cell of this.cells.values()) {
      if (cell.overlayMembers) continue;
      if (cell.layoutParent) this.cells.get(cell.layoutParent)!.children.push(cell.id);
      else this.roots.push(cell.id);
    }
  }

  private add(id: string, what: { node?: ModelNode; group?: ModelGroup }): void {
    if (this.cells.has(id)) throw new Error(`Layout: the id "${id}" is used twice in the model; give every node and group its own id.`);
    this.cells.set(id, { id, ...what, parent: null, layoutParent: null, children: [], overlayMembers: null });
  }

  /** Resolves parents after every cell is known, dropping dangling and cyclic references. */
  private resolveParents(): void {
    const raw = new Map<string, string | null>();
    for (const cell of this.cells.values()) raw.set(cell.id, (cell.node ?? cell.group)!.parent);
    for (const cell of this.cells.values()) {
      let p = raw.get(cell.id) ?? null;
      if (p !== null && (!this.cells.has(p) || this.reaches(raw, p, cell.id))) p = null;
      (cell as { parent: string | null }).parent = p;
    }
  }

  private reaches(raw: Map<string, string | null>, from: string, target: string): boolean {
    const seen = new Set<string>();
    for (let p: string | null = from; p !== null; p = raw.get(p) ?? null) {
      if (p === target) return true;
      if (seen.has(p)) return true;
      seen.add(p);
    }
    return false;
  }

  private positioningParent(parent: string | null): string | null {
    let p = parent;
    while (p !== null && this.cells.get(p)?.overlayMembers) p = this.cells.get(p)!.parent;
    return p;
  }

  get(id: string): LayoutCell {
    const c = this.cells.get(id);
    if (!c) throw new Error(`Layout: no node or group "${id}" in the model.`);
    return c;
  }

  isContainer(id: string): boolean {
    const c = this.get(id);
    return !c.overlayMembers && (c.group !== undefined || c.children.length > 0);
  }

  /** draw.io ancestors, nearest first. */
  ancestors(id: string): string[] {
    const out: string[] = [];
    for (let p = this.get(id).parent; p !== null; p = this.get(p).parent) out.push(p);
    return out;
  }

  /** Positioning ancestors, nearest first. */
  layoutAncestors(id: string): string[] {
    const out: string[] = [];
    for (let p = this.get(id).layoutParent; p !== null; p = this.get(p).layoutParent) out.push(p);
    return out;
  }

  /** Lowest container strictly holding both cells (draw.io parent of an edge between them). */
  lca(a: string, b: string): string | null {
    const mine = new Set(this.ancestors(a));
    for (const p of this.ancestors(b)) if (mine.has(p)) return p;
    return null;
  }

  /** Lowest positioning container strictly holding both. */
  layoutLca(a: string, b: string): string | null {
    const mine = new Set(this.layoutAncestors(a));
    for (const p of this.layoutAncestors(b)) if (mine.has(p)) return p;
    return null;
  }

  /** Overlays this cell is a member of. */
  overlaysOf(id: string): readonly string[] {
    return this.memberOf.get(id) ?? [];
  }

  /** Child of `container` (or a root when null) on the way down to `id`; undefined when not inside. */
  childToward(container: string | null, id: string): string | undefined {
    let cur = id;
    for (let p = this.get(id).layoutParent; ; p = this.get(p).layoutParent) {
      if (p === container) return cur;
      if (p === null) return undefined;
      cur = p;
    }
  }

  /** Edges whose ends both exist, minus self-loops on missing cells. */
  edges(): ModelEdge[] {
    return this.model.edges.filter((e) => this.cells.has(e.source) && this.cells.has(e.target));
  }
}

/** Builds the tree of a model. */
export function buildTree(model: ArchitectureModel): LayoutTree {
  return new LayoutTree(model);
}
