import { getService, serviceForKind, SERVICE_KINDS, type ServiceKind } from '../../catalog/index.js';
import { ModelSchema, type ArchitectureModel, type GroupKind, type ModelEdge, type ModelGroup, type ModelNode, type Props } from '../../model/index.js';
import type { ConcreteDiagramType, Provider } from '../../../shared/contract/values.js';

/**
 * A small builder for review test models: nodes by role ("relational_db" → the provider's
 * database) or by catalog id, groups, edges, and the edits scenarios make to a base model
 * (move, set props, remove). `build()` validates the model with the real schema.
 */
export class ModelBuilder {
  private nodes = new Map<string, ModelNode>();
  private groups = new Map<string, ModelGroup>();
  private edges = new Map<string, ModelEdge>();

  constructor(
    readonly provider: Provider,
    private title = 'Test diagram',
    private diagramType: ConcreteDiagramType = 'architecture',
  ) {}

  clone(): ModelBuilder {
    const b = new ModelBuilder(this.provider, this.title, this.diagramType);
    for (const n of this.nodes.values()) b.nodes.set(n.id, structuredClone(n));
    for (const g of this.groups.values()) b.groups.set(g.id, structuredClone(g));
    for (const e of this.edges.values()) b.edges.set(e.id, structuredClone(e));
    return b;
  }

  titled(title: string): this {
    this.title = title;
    return this;
  }

  typed(diagramType: ConcreteDiagramType): this {
    this.diagramType = diagramType;
    return this;
  }

  group(id: string, kind: GroupKind, opts: { label?: string; parent?: string | null; props?: Props; members?: string[] } = {}): this {
    const g: ModelGroup = { id, kind, label: opts.label ?? id, parent: opts.parent ?? null, props: { ...opts.props } };
    if (opts.members) g.members = opts.members;
    this.groups.set(id, g);
    return this;
  }

  /** `what` is a catalog id ("aws.rds"), a role ("relational_db") resolved for the provider, or null (plain shape). */
  node(id: string, what: string | null, opts: { label?: string; parent?: string | null; props?: Props } = {}): this {
    const service = what === null ? null : resolve(what, this.provider);
    const label = opts.label ?? (service ? (getService(service)?.short ?? id) : id);
    this.nodes.set(id, { id, service, label, parent: opts.parent ?? null, props: { ...opts.props } });
    return this;
  }

  edge(source: string, target: string, opts: { label?: string; props?: Props; id?: string } = {}): this {
    const id = opts.id ?? `${source}-${target}`;
    this.edges.set(id, { id, source, target, label: opts.label ?? '', props: { ...opts.props } });
    return this;
  }

  /** Edges a → b → c …, each with the same label and props. */
  chain(ids: string[], opts: { label?: string; props?: Props } = {}): this {
    for (let i = 1; i < ids.length; i++) this.edge(ids[i - 1]!, ids[i]!, opts);
    return this;
  }

  /** Merges props into a node, group or edge (undefined values remove the key). */
  set(id: string, props: Record<string, Props[string] | undefined>): this {
    const cell = this.nodes.get(id) ?? this.groups.get(id) ?? this.edges.get(id);
    if (!cell) throw new Error(`builder: no cell "${id}"`);
    for (const [k, v] of Object.entries(props)) {
      if (v === undefined) delete cell.props[k];
      else cell.props[k] = v;
    }
    return this;
  }

  label(id: string, label: string): this {
    const cell = this.nodes.get(id) ?? this.groups.get(id) ?? this.edges.get(id);
    if (!cell) throw new Error(`builder: no cell "${id}"`);
    cell.label = label;
    return this;
  }

  move(id: string, parent: string | null): this {
    const cell = this.nodes.get(id) ?? this.groups.get(id);
    if (!cell) throw new Error(`builder: no node or group "${id}"`);
    cell.parent = parent;
    return this;
  }

  /** Removes a cell; a node or group takes its edges along, a group's children move up. */
  remove(id: string): this {
    const group = this.groups.get(id);
    if (group) for (const c of [...this.nodes.values(), ...this.groups.values()]) if (c.parent === id) c.parent = group.parent;
    this.nodes.delete(id);
    this.groups.delete(id);
    this.edges.delete(id);
    for (const e of [...this.edges.values()]) if (e.source === id || e.target === id) this.edges.delete(e.id);
    return this;
  }

  has(id: string): boolean {
    return this.nodes.has(id) || this.groups.has(id) || this.edges.has(id);
  }

  build(): ArchitectureModel {
    return ModelSchema.parse({
      title: this.title,
      provider: this.provider,
      diagramType: this.diagramType,
      nodes: [...this.nodes.values()],
      groups: [...this.groups.values()],
      edges: [...this.edges.values()],
    });
  }
}

function resolve(what: string, provider: Provider): string {
  if (what.includes('.')) {
    if (!getService(what)) throw new Error(`builder: unknown service "${what}"`);
    return what;
  }
  if (!(SERVICE_KINDS as readonly string[]).includes(what)) throw new Error(`builder: "${what}" is neither a catalog id nor a service kind`);
  const entry = serviceForKind(what as ServiceKind, provider);
  if (!entry) throw new Error(`builder: no ${what} service on ${provider}; name a catalog id instead`);
  return entry.id;
}

export function model(provider: Provider, title?: string): ModelBuilder {
  return new ModelBuilder(provider, title);
}
