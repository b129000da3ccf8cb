import { getService, type ServiceEntry, type ServiceKind } from '../catalog/index.js';
import type { ArchitectureModel, CellId, GroupKind, ModelEdge, ModelGroup, ModelNode, Props } from '../model/index.js';
import type { Provider } from '../../shared/contract/values.js';
import { computeExposure, type Exposure } from './exposure.js';
import { CROSS_CUTTING_KINDS } from './kinds.js';
import { cleanLabel, flag } from './text.js';
import { GROUP_NAMES, effectiveProvider, inferPlainKind } from './model-reading.js';

/**
 * Everything the rules ask about a model, indexed once: ids, kinds (via the catalog), labels,
 * containment (ancestors, the subnet / VPC / AZ around a cell), edges in and out, and what the
 * internet reaches. Building it is linear in the model; rules then stay cheap.
 */
export class ReviewContext {
  readonly model: ArchitectureModel;
  /** The provider rules reason about: the model's, or for a `general` model the cloud most of its services belong to. */
  readonly provider: Provider;
  readonly reservedIds: ReadonlySet<string>;
  readonly nodes: readonly ModelNode[];
  readonly groups: readonly ModelGroup[];
  readonly edges: readonly ModelEdge[];
  private readonly nodeById = new Map<CellId, ModelNode>();
  private readonly groupById = new Map<CellId, ModelGroup>();
  private readonly edgeById = new Map<CellId, ModelEdge>();
  private readonly kinds = new Map<CellId, ServiceKind>();
  private readonly labels = new Map<CellId, string>();
  private readonly inEdges = new Map<CellId, ModelEdge[]>();
  private readonly outEdges = new Map<CellId, ModelEdge[]>();
  private readonly childIds = new Map<CellId | null, CellId[]>();
  private readonly byKind = new Map<ServiceKind, ModelNode[]>();
  private readonly overlays = new Map<CellId, ModelGroup[]>();
  private readonly ancestorCache = new Map<CellId, ModelGroup[]>();
  private exposureCache: Exposure | undefined;

  constructor(model: ArchitectureModel, options: { reservedIds?: Iterable<string> } = {}) {
    this.model = model;
    this.nodes = model.nodes;
    this.groups = model.groups;
    this.edges = model.edges;
    this.reservedIds = new Set(options.reservedIds ?? []);
    for (const g of model.groups) {
      this.groupById.set(g.id, g);
      this.labels.set(g.id, cleanLabel(g.label));
      for (const m of g.kind === 'overlay' ? (g.members ?? []) : []) this.push(this.overlays, m, g);
    }
    for (const n of model.nodes) {
      this.nodeById.set(n.id, n);
      const label = cleanLabel(n.label);
      this.labels.set(n.id, label);
      const kind = n.service ? getService(n.service)?.kind : inferPlainKind(label);
      if (kind) {
        this.kinds.set(n.id, kind);
        this.push(this.byKind, kind, n);
      }
    }
    for (const c of [...model.groups, ...model.nodes]) this.push(this.childIds, c.parent, c.id);
    for (const e of model.edges) {
      this.edgeById.set(e.id, e);
      this.labels.set(e.id, cleanLabel(e.label));
      this.push(this.outEdges, e.source, e);
      this.push(this.inEdges, e.target, e);
    }
    this.provider = effectiveProvider(model);
  }

  private push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  }

  node(id: CellId): ModelNode | undefined { return this.nodeById.get(id); }
  group(id: CellId): ModelGroup | undefined { return this.groupById.get(id); }
  edge(id: CellId): ModelEdge | undefined { return this.edgeById.get(id); }
  has(id: CellId): boolean { return this.nodeById.has(id) || this.groupById.has(id) || this.edgeById.has(id); }

  /** The catalog kind of a node (a plain shape labelled "Users" counts as users). */
  kind(id: CellId): ServiceKind | undefined { return this.kinds.get(id); }
  service(id: CellId): ServiceEntry | undefined {
    const s = this.nodeById.get(id)?.service;
    return s ? getService(s) : undefined;
  }
  serviceId(id: CellId): string | null { return this.nodeById.get(id)?.service ?? null; }
  isKind(id: CellId, kinds: ReadonlySet<ServiceKind>): boolean {
    const k = this.kinds.get(id);
    return k !== undefined && kinds.has(k);
  }
  nodesOf(kinds: ReadonlySet<ServiceKind>): ModelNode[] {
    const out: ModelNode[] = [];
    for (const k of kinds) out.push(...(this.byKind.get(k) ?? []));
    return out.sort((a, b) => this.order(a.id) - this.order(b.id));
  }
  hasAny(kinds: ReadonlySet<ServiceKind>): boolean {
    for (const k of kinds) if ((this.byKind.get(k)?.length ?? 0) > 0) return true;
    return false;
  }
  groupsOf(kind: GroupKind): ModelGroup[] { return this.groups.filter((g) => g.kind === kind); }

  /** Model order of a cell, for deterministic choices. */
  order(id: CellId): number {
    return this.orderIndex().get(id) ?? Number.MAX_SAFE_INTEGER;
  }
  private orderCache: Map<CellId, number> | undefined;
  private orderIndex(): Map<CellId, number> {
    if (!this.orderCache) {
      this.orderCache = new Map();
      let i = 0;
      for (const c of [...this.groups, ...this.nodes, ...this.edges]) this.orderCache.set(c.id, i++);
    }
    return this.orderCache;
  }

  props(id: CellId): Props {
    return (this.nodeById.get(id) ?? this.groupById.get(id) ?? this.edgeById.get(id))?.props ?? {};
  }
  /** The cleaned label ("" when none). */
  label(id: CellId): string { return this.labels.get(id) ?? ''; }
  /** Lowercase label and free-text props: what label hints are matched against. */
  text(id: CellId): string {
    const cached = this.texts.get(id);
    if (cached !== undefined) return cached;
    const extra = Object.entries(this.props(id))
      .filter(([, v]) => typeof v === 'string')
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(' ');
    const text = `${this.label(id)} ${extra}`.toLowerCase();
    this.texts.set(id, text);
    return text;
  }
  private readonly texts = new Map<CellId, string>();
  /** How a warning names a cell: its label, else the service's short name, else the group kind. */
  display(id: CellId): string {
    const name = this.plainName(id) ?? this.groupName(id);
    if (name === undefined) return this.displayOther(id);
    return this.sharedNames().has(this.nameKey(id, name)) ? `${name} (${this.whereIs(id)})` : name;
  }
  /** A node's own name: its label, else its service's short name. */
  private plainName(id: CellId): string | undefined {
    if (!this.nodeById.has(id)) return undefined;
    const label = this.label(id);
    if (label) return label.length > 200 ? label.slice(0, 199) + '…' : label;
    return this.service(id)?.short;
  }
  /** A group's name: its label, else what kind of box it is. */
  private groupName(id: CellId): string | undefined {
    const g = this.groupById.get(id);
    if (!g) return undefined;
    return this.label(id) || GROUP_NAMES[g.kind];
  }
  /** Names two or more nodes share ("EC2 instance" in each zone): a warning adds where each one is. */
  private sharedNames(): ReadonlySet<string> {
    if (this.sharedCache) return this.sharedCache;
    const seen = new Map<string, number>();
    for (const c of [...this.nodes, ...this.groups]) {
      const name = this.plainName(c.id) ?? this.groupName(c.id);
      if (name) seen.set(this.nameKey(c.id, name), (seen.get(this.nameKey(c.id, name)) ?? 0) + 1);
    }
    this.sharedCache = new Set([...seen].filter(([, count]) => count > 1).map(([name]) => name));
    return this.sharedCache;
  }
  private sharedCache: ReadonlySet<string> | undefined;
  /** Nodes are told apart from nodes, boxes from boxes (a namespace and its deployment may share a name). */
  private nameKey(id: CellId, name: string): string {
    return `${this.nodeById.has(id) ? 'node' : 'group'}:${name.toLowerCase()}`;
  }
  /** Where a node is drawn: its zone and subnet (or nearest box), else its place in the order. */
  private whereIs(id: CellId): string {
    const named = (g: ModelGroup | undefined): string | undefined => (g ? this.label(g.id) || GROUP_NAMES[g.kind] : undefined);
    const own = (this.plainName(id) ?? this.groupName(id))?.toLowerCase();
    const parts = [named(this.azOf(id)), named(this.subnetOf(id) ?? this.ancestors(id)[0])].filter((p): p is string => !!p && p.toLowerCase() !== own);
    const unique = [...new Set(parts)];
    if (unique.length > 0) return unique.join(', ');
    const next = this.neighbours(id).map((n) => this.plainName(n)).find((n) => n !== undefined);
    if (next) return `with ${next}`;
    const pool = this.nodeById.has(id) ? this.nodes : this.groups;
    const same = pool.filter((c) => (this.plainName(c.id) ?? this.groupName(c.id))?.toLowerCase() === own);
    return `${same.findIndex((n) => n.id === id) + 1} of ${same.length}`;
  }
  private displayOther(id: CellId): string {
    const label = this.label(id);
    if (label) return label.length > 200 ? label.slice(0, 199) + '…' : label;
    const g = this.groupById.get(id);
    if (g) return GROUP_NAMES[g.kind];
    const e = this.edgeById.get(id);
    if (e) return `${this.display(e.source)} → ${this.display(e.target)}`;
    return id;
  }

  parent(id: CellId): CellId | null {
    return (this.nodeById.get(id) ?? this.groupById.get(id))?.parent ?? null;
  }
  /** Groups around a cell, nearest first (overlay groups are not containers). */
  ancestors(id: CellId): ModelGroup[] {
    const cached = this.ancestorCache.get(id);
    if (cached) return cached;
    const chain: ModelGroup[] = [];
    const seen = new Set<CellId>();
    for (let at = this.parent(id); at !== null && !seen.has(at); at = this.groupById.get(at)?.parent ?? null) {
      seen.add(at);
      const g = this.groupById.get(at);
      if (g) chain.push(g);
    }
    this.ancestorCache.set(id, chain);
    return chain;
  }
  nearest(id: CellId, kind: GroupKind): ModelGroup | undefined {
    return this.ancestors(id).find((g) => g.kind === kind);
  }
  subnetOf(id: CellId): ModelGroup | undefined { return this.nearest(id, 'subnet'); }
  vpcOf(id: CellId): ModelGroup | undefined { return this.nearest(id, 'vpc'); }
  azOf(id: CellId): ModelGroup | undefined { return this.nearest(id, 'az'); }
  clusterOf(id: CellId): ModelGroup | undefined { return this.nearest(id, 'cluster'); }
  isInside(id: CellId, groupId: CellId): boolean { return this.ancestors(id).some((g) => g.id === groupId); }
  overlaysOf(id: CellId): readonly ModelGroup[] { return this.overlays.get(id) ?? []; }

  /** Direct children (groups and nodes) of a group, or top-level cells for null. */
  children(groupId: CellId | null): readonly CellId[] { return this.childIds.get(groupId) ?? []; }
  /** Every node inside a group, at any depth. */
  nodesInside(groupId: CellId): ModelNode[] {
    const out: ModelNode[] = [];
    const stack = [groupId];
    while (stack.length > 0) {
      for (const child of this.children(stack.pop()!)) {
        const n = this.nodeById.get(child);
        if (n) out.push(n);
        else stack.push(child);
      }
    }
    return out;
  }

  /**
   * Whether a subnet is public: its props (public / tier) decide, then its label. Undefined
   * when nothing says.
   */
  isPublicSubnet(g: ModelGroup): boolean | undefined {
    const p = flag(g.props['public']);
    if (p !== undefined) return p;
    const tier = typeof g.props['tier'] === 'string' ? g.props['tier'] : undefined;
    if (tier) return tier === 'public';
    const text = this.label(g.id).toLowerCase();
    if (/\bpublic\b|\bdmz\b/.test(text)) return true;
    if (/\bprivate\b|\bisolated\b|\binternal\b/.test(text)) return false;
    return undefined;
  }
  inPublicSubnet(id: CellId): ModelGroup | undefined {
    const s = this.subnetOf(id);
    return s && this.isPublicSubnet(s) === true ? s : undefined;
  }

  in(id: CellId): readonly ModelEdge[] { return this.inEdges.get(id) ?? []; }
  out(id: CellId): readonly ModelEdge[] { return this.outEdges.get(id) ?? []; }
  degree(id: CellId): number { return this.in(id).length + this.out(id).length; }
  /** Whether a node is a shared service drawn beside the application (monitoring, KMS, backup...). */
  isCrossCutting(id: CellId): boolean {
    const k = this.kinds.get(id);
    return k !== undefined && CROSS_CUTTING_KINDS.has(k);
  }
  /**
   * Edges to the application rather than to shared services: a database only connected to its
   * backup vault is still not part of the application.
   */
  appDegree(id: CellId): number {
    let n = 0;
    for (const e of this.in(id)) if (!this.isCrossCutting(e.source)) n++;
    for (const e of this.out(id)) if (!this.isCrossCutting(e.target)) n++;
    return n;
  }
  /** Whether the diagram draws any connection between application nodes (else it is a palette). */
  hasAppEdges(): boolean {
    this.appEdgesCache ??= this.edges.some((e) => this.node(e.source) && this.node(e.target) && !this.isCrossCutting(e.source) && !this.isCrossCutting(e.target));
    return this.appEdgesCache;
  }
  private appEdgesCache: boolean | undefined;
  /** Cells connected to `id` by an edge in either direction, in model order, once each. */
  neighbours(id: CellId): CellId[] {
    const out = new Set<CellId>();
    for (const e of this.out(id)) out.add(e.target);
    for (const e of this.in(id)) out.add(e.source);
    return [...out];
  }
  connectedTo(id: CellId, kinds: ReadonlySet<ServiceKind>): boolean {
    return this.neighbours(id).some((n) => this.isKind(n, kinds));
  }

  /** What the internet reaches, computed on first use. */
  get exposure(): Exposure {
    this.exposureCache ??= computeExposure(this);
    return this.exposureCache;
  }
}
