import type { ModelEdge } from '../../model/index.js';
import { isSink } from '../classify.js';
import { snap } from '../constants.js';
import { footprint, nodeLook, type Footprint, type NodeLook } from '../service-info.js';
import type { LayoutTree } from '../tree.js';
import type { Size } from '../types.js';

/** An edge as layering sees it: from upstream to downstream. */
export interface FlowLink {
  readonly from: string;
  readonly to: string;
  readonly edge: ModelEdge;
}

/**
 * State of the bottom-up arrangement: each cell's block size and its block position relative to
 * the block of the container that positions it (page origin for top-level cells).
 */
export class Arrangement {
  readonly looks = new Map<string, NodeLook>();
  readonly feet = new Map<string, Footprint>();
  readonly size = new Map<string, Size>();
  readonly pos = new Map<string, { x: number; y: number }>();
  readonly links: FlowLink[];
  /** Cells set beside the flow (supporting services, unconnected): they do not steer ports. */
  readonly aside = new Set<string>();

  constructor(
    readonly tree: LayoutTree,
    readonly direction: 'RIGHT' | 'DOWN',
  ) {
    for (const cell of tree.cells.values()) {
      if (!cell.node) continue;
      const look = nodeLook(cell.node);
      this.looks.set(cell.id, look);
      this.feet.set(cell.id, footprint(look));
    }
    this.links = tree
      .edges()
      .filter((e) => e.source !== e.target)
      .map((edge) => {
        const reverse = isSink(this.kind(edge.source)) && !isSink(this.kind(edge.target));
        return reverse ? { from: edge.target, to: edge.source, edge } : { from: edge.source, to: edge.target, edge };
      });
  }

  /** Service kind of a node; groups count as generic. */
  kind(id: string): string {
    return this.looks.get(id)?.kind ?? 'generic';
  }

  sizeOf(id: string): Size {
    const s = this.size.get(id);
    if (s) return s;
    const f = this.feet.get(id);
    if (!f) throw new Error(`Layout: "${id}" has no size yet (a container was used before it was arranged).`);
    return { w: f.w, h: f.h };
  }

  /** Position of `id`'s block relative to the block of its ancestor `container`. */
  offsetIn(id: string, container: string): { x: number; y: number } {
    let x = 0;
    let y = 0;
    for (let cur: string | null = id; cur !== null && cur !== container; cur = this.tree.get(cur).layoutParent) {
      const p = this.pos.get(cur) ?? { x: 0, y: 0 };
      x += p.x;
      y += p.y;
    }
    return { x, y };
  }

  /** Centre of a cell's icon (or box) relative to its own block's top-left. */
  anchor(id: string): { x: number; y: number } {
    const look = this.looks.get(id);
    const foot = this.feet.get(id);
    if (look && foot && !this.tree.isContainer(id)) return { x: foot.iconDx + look.w / 2, y: look.h / 2 };
    const s = this.sizeOf(id);
    return { x: s.w / 2, y: s.h / 2 };
  }

  /**
   * Where a child block's incoming and outgoing edges attach, measured along its in/out side: for
   * a container, the mean position of the inner cells that talk to the outside, so that a user on
   * the left lines up with the load balancer deep inside the VPC.
   */
  ports(id: string): { inPort: number; outPort: number } {
    const horizontal = this.direction === 'RIGHT';
    const s = this.sizeOf(id);
    const own = this.anchor(id);
    if (!this.tree.isContainer(id)) return horizontal ? { inPort: own.y, outPort: own.y } : { inPort: own.x, outPort: own.x };
    const inside = (c: string) => c === id || this.tree.layoutAncestors(c).includes(id);
    const ins: number[] = [];
    const outs: number[] = [];
    for (const l of this.links) {
      const fromIn = inside(l.from);
      const toIn = inside(l.to);
      if (fromIn === toIn) continue;
      const cell = fromIn ? l.from : l.to;
      if (cell === id) continue;
      // An overlay has no place of its own yet: its members stand for it.
      for (const c of this.tree.get(cell).overlayMembers ?? [cell]) {
        if (!inside(c) || this.aside.has(c)) continue;
        const off = this.offsetIn(c, id);
        const a = this.anchor(c);
        (fromIn ? outs : ins).push(horizontal ? off.y + a.y : off.x + a.x);
      }
    }
    const mean = (v: number[], dflt: number) => (v.length ? snap(v.reduce((t, x) => t + x, 0) / v.length) : dflt);
    const dflt = horizontal ? snap(s.h / 2) : snap(s.w / 2);
    return { inPort: mean(ins, dflt), outPort: mean(outs, dflt) };
  }

  /** Moves a container's inside so it sits centred in a new, larger size. */
  resize(id: string, w: number, h: number): void {
    const s = this.sizeOf(id);
    const dx = snap((w - s.w) / 2);
    const dy = snap((h - s.h) / 2);
    for (const c of this.tree.get(id).children) {
      const p = this.pos.get(c);
      if (p) this.pos.set(c, { x: p.x + dx, y: p.y + dy });
    }
    this.size.set(id, { w, h });
  }
}
