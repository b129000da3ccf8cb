import type { ArchitectureModel, CellId, ModelEdge, ModelGroup, ModelNode } from './schema.js';
import { ROOT_IDS, uniqueId } from './ids.js';
import { parentsFirst } from './order.js';

/** An operation that cannot be applied; the message names the operation and the id. */
export class OpError extends Error {}

export type CellKind = 'node' | 'group' | 'edge';

/**
 * The mutable working copy `apply` changes. Maps keep the model's order (updates keep their
 * place, new cells go last), so the result lists cells in a stable, meaningful order.
 */
export class Draft {
  title: string;
  provider: ArchitectureModel['provider'];
  readonly diagramType: ArchitectureModel['diagramType'];
  readonly nodes = new Map<CellId, ModelNode>();
  readonly groups = new Map<CellId, ModelGroup>();
  readonly edges = new Map<CellId, ModelEdge>();
  readonly created: CellId[] = [];
  readonly touched = new Set<CellId>();
  readonly removed = new Set<CellId>();
  private readonly reserved: ReadonlySet<string>;

  constructor(model: ArchitectureModel, reservedIds: Iterable<string> = []) {
    this.title = model.title;
    this.provider = model.provider;
    this.diagramType = model.diagramType;
    for (const n of model.nodes) this.nodes.set(n.id, { ...n, props: { ...n.props }, ...(n.style ? { style: { ...n.style } } : {}) });
    for (const g of model.groups) {
      this.groups.set(g.id, {
        ...g,
        props: { ...g.props },
        ...(g.members ? { members: [...g.members] } : {}),
        ...(g.style ? { style: { ...g.style } } : {}),
      });
    }
    for (const e of model.edges) this.edges.set(e.id, { ...e, props: { ...e.props }, ...(e.style ? { style: { ...e.style } } : {}) });
    this.reserved = new Set([...ROOT_IDS, ...reservedIds]);
  }

  kindOf(id: CellId): CellKind | undefined {
    if (this.nodes.has(id)) return 'node';
    if (this.groups.has(id)) return 'group';
    if (this.edges.has(id)) return 'edge';
    return undefined;
  }

  isTaken(id: CellId): boolean {
    return this.kindOf(id) !== undefined || this.reserved.has(id) || this.removed.has(id);
  }

  /** A fresh deterministic id; ids removed earlier in the same batch are not reused. */
  newId(base: string, fallback: string): CellId {
    const taken = { has: (id: string) => this.isTaken(id) } as ReadonlySet<string>;
    return uniqueId(base, fallback, taken);
  }

  /** Checks an explicit id for a new cell. */
  claimId(op: string, id: CellId): CellId {
    const kind = this.kindOf(id);
    if (kind) throw new OpError(`${op}: id "${id}" already exists (a ${kind}); choose another id`);
    if (this.reserved.has(id)) throw new OpError(`${op}: id "${id}" is already used by the document; choose another id`);
    if (this.removed.has(id)) {
      throw new OpError(`${op}: id "${id}" was removed earlier in this list; choose another id for the new cell`);
    }
    return id;
  }

  touch(id: CellId): void {
    if (!this.created.includes(id)) this.touched.add(id);
  }

  node(op: string, id: CellId): ModelNode {
    const n = this.nodes.get(id);
    if (n) return n;
    throw new OpError(`${op}: no node "${id}"${this.hint(id)}`);
  }

  group(op: string, id: CellId): ModelGroup {
    const g = this.groups.get(id);
    if (g) return g;
    throw new OpError(`${op}: no group "${id}"${this.hint(id)}`);
  }

  edge(op: string, id: CellId): ModelEdge {
    const e = this.edges.get(id);
    if (e) return e;
    throw new OpError(`${op}: no edge "${id}"${this.hint(id)}`);
  }

  /** A node or group (the things edges connect and groups contain). */
  vertex(op: string, id: CellId): ModelNode | ModelGroup {
    const v = this.nodes.get(id) ?? this.groups.get(id);
    if (v) return v;
    throw new OpError(`${op}: no node or group "${id}"${this.hint(id)}`);
  }

  /** Any cell: node, group or edge. */
  cell(op: string, id: CellId): ModelNode | ModelGroup | ModelEdge {
    const c = this.nodes.get(id) ?? this.groups.get(id) ?? this.edges.get(id);
    if (c) return c;
    throw new OpError(`${op}: no cell "${id}"${this.hint(id)}`);
  }

  /** Checks that `parent` names a group (or is null = top level). */
  parentGroup(op: string, parent: CellId | null | undefined): CellId | null {
    if (parent === null || parent === undefined) return null;
    if (this.groups.has(parent)) return parent;
    const kind = this.kindOf(parent);
    if (kind) throw new OpError(`${op}: parent "${parent}" is a ${kind}, but only groups can contain cells`);
    throw new OpError(`${op}: no group "${parent}" to put the cell in${this.hint(parent)}`);
  }

  /** Groups from `id`'s parent up to the top, nearest first. */
  ancestors(id: CellId): CellId[] {
    const chain: CellId[] = [];
    let at = (this.nodes.get(id) ?? this.groups.get(id))?.parent ?? null;
    while (at !== null && !chain.includes(at)) {
      chain.push(at);
      at = this.groups.get(at)?.parent ?? null;
    }
    return chain;
  }

  /**
   * The lowest group containing both ends (a group end counts as containing itself) — where
   * draw.io keeps the edge — or null for the top level.
   */
  edgeContainer(source: CellId, target: CellId): CellId | null {
    const chainOf = (id: CellId): CellId[] => (this.groups.has(id) ? [id, ...this.ancestors(id)] : this.ancestors(id));
    const targetChain = new Set(chainOf(target));
    return chainOf(source).find((g) => targetChain.has(g)) ?? null;
  }

  edgeContainers(): Map<CellId, CellId | null> {
    const map = new Map<CellId, CellId | null>();
    for (const e of this.edges.values()) map.set(e.id, this.edgeContainer(e.source, e.target));
    return map;
  }

  /** Marks edges whose container changed since `before` as touched (their XML parent moves). */
  touchMovedEdges(before: Map<CellId, CellId | null>): void {
    for (const e of this.edges.values()) {
      if (before.has(e.id) && before.get(e.id) !== this.edgeContainer(e.source, e.target)) this.touch(e.id);
    }
  }

  toModel(): ArchitectureModel {
    return {
      title: this.title,
      provider: this.provider,
      diagramType: this.diagramType,
      nodes: [...this.nodes.values()],
      groups: parentsFirst([...this.groups.values()]),
      edges: [...this.edges.values()],
    };
  }

  private hint(id: CellId): string {
    const lower = id.toLowerCase();
    const all = [...this.nodes.keys(), ...this.groups.keys(), ...this.edges.keys()];
    const close = all.find((k) => k.toLowerCase() === lower);
    if (close) return ` (ids are case-sensitive: did you mean "${close}"?)`;
    if (this.removed.has(id)) return ' (it was removed by an earlier operation in this list)';
    return '';
  }
}
