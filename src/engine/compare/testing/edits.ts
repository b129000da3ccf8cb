import type { CellId, Geometry, ModelEdge, ModelGroup, ModelNode } from '../../model/index.js';
import type { ChangeField, DiagramDiff, Version } from '../diff.js';
import { normLabel } from '../match.js';

/**
 * Scripted, manual-style edits of a diagram (what a person does in draw.io: move, resize,
 * relabel, delete, draw a new shape or arrow, swap an icon, drag into another frame, edit data),
 * with a ledger of exactly what was changed, and the same ledger read from a diff.
 */

export interface Ledger {
  removed: Set<CellId>;
  added: Set<CellId>;
  /** Original id → fields changed. */
  changed: Map<CellId, Set<ChangeField>>;
}

/** A small deterministic random generator (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clone = <T>(v: T): T => structuredClone(v);

type EditKind = 'move' | 'resize' | 'relabel' | 'remove' | 'add_node' | 'connect' | 'disconnect' | 'reservice' | 'regroup' | 'props' | 'move_frame' | 'rename_frame';
const EDITS: EditKind[] = ['move', 'resize', 'relabel', 'remove', 'add_node', 'connect', 'disconnect', 'reservice', 'regroup', 'props', 'move_frame', 'rename_frame'];

export class EditScript {
  readonly v: Version;
  readonly ledger: Ledger = { removed: new Set(), added: new Set(), changed: new Map() };
  private readonly original: Set<CellId>;
  private readonly meaningEdited = new Set<CellId>();
  private counter = 0;

  constructor(start: Version, private readonly random: () => number, private readonly forRedraw: boolean) {
    this.v = clone(start);
    this.original = new Set([...start.model.nodes, ...start.model.groups, ...start.model.edges].map((c) => c.id));
  }

  private pick<T>(list: T[]): T | undefined {
    return list.length ? list[Math.floor(this.random() * list.length)] : undefined;
  }

  private mark(id: CellId, field: ChangeField): void {
    if (!this.original.has(id)) return;
    if (!this.ledger.changed.has(id)) this.ledger.changed.set(id, new Set());
    this.ledger.changed.get(id)!.add(field);
  }

  private relationCount(id: CellId): number {
    const m = this.v.model;
    return m.edges.filter((e) => e.source === id || e.target === id).length +
      [...m.nodes, ...m.groups].filter((c) => c.parent === id || c.id === id && c.parent).length;
  }

  /** Nodes still from the original drawing; for a redraw only those a neighbour can vouch for. */
  private originalNodes(meaning = false): ModelNode[] {
    const nodes = this.v.model.nodes;
    const sig = (n: ModelNode) => `${n.service ?? ''}|${normLabel(n.label)}`;
    const count = new Map<string, number>();
    for (const n of nodes) count.set(sig(n), (count.get(sig(n)) ?? 0) + 1);
    return nodes.filter((n) => this.original.has(n.id) && (!this.forRedraw || (count.get(sig(n)) === 1 &&
      (!meaning || (!this.meaningEdited.has(n.id) && this.relationCount(n.id) >= 2)))));
  }

  /** Frames with something inside that can vouch for them, their label unique among frames. */
  private frames(): ModelGroup[] {
    const m = this.v.model;
    const sig = (g: ModelGroup) => `${g.kind}|${normLabel(g.label)}`;
    return m.groups.filter((g) => g.kind !== 'overlay' && !this.meaningEdited.has(g.id) &&
      m.groups.filter((o) => sig(o) === sig(g)).length === 1 &&
      [...m.nodes, ...m.groups].some((c) => c.parent === g.id && this.original.has(c.id) && !this.meaningEdited.has(c.id)));
  }

  private rect(id: CellId): Geometry['cells'][string] | undefined {
    return this.v.geometry.cells[id];
  }

  /** One random edit; false when the diagram offers nothing to do it to. */
  step(): boolean {
    const kind = this.pick(EDITS)!;
    const m = this.v.model;
    const n = this.pick(this.originalNodes(kind === 'relabel' || kind === 'reservice'));
    switch (kind) {
      case 'move': {
        if (!n || !this.rect(n.id)) return false;
        this.rect(n.id)!.x += 40 + Math.round(this.random() * 60);
        this.mark(n.id, 'position');
        return true;
      }
      case 'resize': {
        if (!n || !this.rect(n.id)) return false;
        this.rect(n.id)!.width += 30;
        this.mark(n.id, 'size');
        return true;
      }
      case 'relabel': {
        if (!n) return false;
        n.label = `Renamed component ${++this.counter}`;
        this.meaningEdited.add(n.id);
        this.mark(n.id, 'label');
        return true;
      }
      case 'reservice': {
        if (!n) return false;
        n.service = n.service === 'general.server' ? 'general.database' : 'general.server';
        this.meaningEdited.add(n.id);
        this.mark(n.id, 'service');
        return true;
      }
      case 'props': {
        if (!n) return false;
        n.props = { ...n.props, owner_team: `team-${++this.counter}` };
        this.mark(n.id, 'properties');
        return true;
      }
      case 'move_frame': {
        const g = this.pick(this.frames());
        if (!g || !this.rect(g.id)) return false;
        // The frame moves with what it holds: only the frame has changed.
        this.rect(g.id)!.y += 50;
        this.mark(g.id, 'position');
        return true;
      }
      case 'rename_frame': {
        const g = this.pick(this.frames());
        if (!g) return false;
        g.label = `Renamed frame ${++this.counter}`;
        this.meaningEdited.add(g.id);
        this.mark(g.id, 'label');
        return true;
      }
      case 'regroup': {
        const g = this.pick(m.groups.filter((x) => x.id !== n?.parent && x.kind !== 'overlay'));
        if (!n || !g || this.forRedraw) return false;
        n.parent = g.id;
        this.mark(n.id, 'container');
        return true;
      }
      case 'remove': {
        if (!n || m.groups.some((g) => g.members?.includes(n.id))) return false;
        m.nodes = m.nodes.filter((x) => x.id !== n.id);
        delete this.v.geometry.cells[n.id];
        this.ledger.removed.add(n.id);
        this.ledger.changed.delete(n.id);
        for (const e of m.edges.filter((x) => x.source === n.id || x.target === n.id)) this.dropEdge(e);
        return true;
      }
      case 'add_node': {
        const id = `added_${++this.counter}`;
        m.nodes.push({ id, service: null, label: `New note ${this.counter}`, parent: null, props: {} });
        this.v.geometry.cells[id] = { x: -400 - this.counter * 200, y: -400, width: 120, height: 60 };
        this.ledger.added.add(id);
        return true;
      }
      case 'connect': {
        const [a, b] = [this.pick(this.originalNodes()), this.pick(this.originalNodes())];
        if (!a || !b || a.id === b.id || m.edges.some((e) => e.source === a.id && e.target === b.id)) return false;
        const id = `arrow_${++this.counter}`;
        m.edges.push({ id, source: a.id, target: b.id, label: '', props: {} });
        this.ledger.added.add(id);
        return true;
      }
      case 'disconnect': {
        const e = this.pick(m.edges.filter((x) => this.original.has(x.id)));
        if (!e) return false;
        this.dropEdge(e);
        return true;
      }
    }
  }

  private dropEdge(e: ModelEdge): void {
    const m = this.v.model;
    m.edges = m.edges.filter((x) => x.id !== e.id);
    delete this.v.geometry.edges[e.id];
    if (this.ledger.added.has(e.id)) this.ledger.added.delete(e.id);
    else this.ledger.removed.add(e.id);
    this.ledger.changed.delete(e.id);
  }

  /** Gives every cell a new id, as a redraw or another tool's export does. Returns old → new. */
  replaceIds(): Map<CellId, CellId> {
    const m = this.v.model;
    const ids = new Map<CellId, CellId>();
    for (const c of [...m.nodes, ...m.groups, ...m.edges]) ids.set(c.id, `redrawn-${c.id}`);
    const to = (id: CellId) => ids.get(id) ?? id;
    const toOpt = (id: CellId | null) => (id === null ? null : to(id));
    m.nodes = m.nodes.map((n): ModelNode => ({ ...n, id: to(n.id), parent: toOpt(n.parent) }));
    m.groups = m.groups.map((g): ModelGroup => ({ ...g, id: to(g.id), parent: toOpt(g.parent), ...(g.members ? { members: g.members.map(to) } : {}) }));
    m.edges = m.edges.map((e): ModelEdge => ({ ...e, id: to(e.id), source: to(e.source), target: to(e.target) }));
    const geometry: Geometry = { cells: {}, edges: {} };
    for (const [id, r] of Object.entries(this.v.geometry.cells)) geometry.cells[to(id)] = r;
    for (const [id, r] of Object.entries(this.v.geometry.edges)) geometry.edges[to(id)] = { ...r, ...(r.parent ? { parent: to(r.parent) } : {}) };
    this.v.geometry.cells = geometry.cells;
    this.v.geometry.edges = geometry.edges;
    return ids;
  }
}

/** The ledger a diff reports, with newer ids read back to older ones through `rename`. */
export function ledgerOf(d: DiagramDiff, rename: Map<CellId, CellId> = new Map()): Ledger {
  const back = new Map([...rename].map(([a, b]) => [b, a]));
  const orig = (id: CellId) => back.get(id) ?? id;
  const changed = new Map<CellId, Set<ChangeField>>();
  for (const c of [...d.components.changed, ...d.frames.changed, ...d.connections.changed]) changed.set(c.before_id, new Set(c.changes.map((x) => x.field)));
  return {
    removed: new Set([...d.components.removed, ...d.frames.removed, ...d.connections.removed].map((c) => c.id)),
    added: new Set([...d.components.added, ...d.frames.added, ...d.connections.added].map((c) => orig(c.id))),
    changed,
  };
}

/** A ledger as plain sorted data, for equality in tests. */
export function plain(l: Ledger): { removed: string[]; added: string[]; changed: Record<string, string[]> } {
  const changed: Record<string, string[]> = {};
  for (const [id, fields] of [...l.changed].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    // A new container is the change; where the cell sits inside it follows from that.
    const f = fields.has('container') ? [...fields].filter((x) => x !== 'position') : [...fields];
    if (f.length) changed[id] = f.sort();
  }
  return { removed: [...l.removed].sort(), added: [...l.added].sort(), changed };
}
