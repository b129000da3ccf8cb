import type { ServiceKind } from '../catalog/index.js';
import { uniqueId, type CellId, type GroupKind, type Operation, type PropValue, type Props } from '../model/index.js';
import type { ReviewContext } from './context.js';
import { labelFor, serviceFor } from './services.js';
import { ReviewError } from './types.js';

/**
 * Builds a fix's operations. New cells get explicit, readable ids (so later operations of the
 * same fix can connect to them) that avoid every id of the model and of the document. Changes
 * that would change nothing are left out, so a fix never produces no-op operations.
 */
export class FixBuilder {
  readonly ops: Operation[] = [];
  private readonly taken: Set<string>;
  private readonly pendingProps = new Map<string, PropValue | null>();

  constructor(
    private readonly ctx: ReviewContext,
    private readonly ruleId: string,
  ) {
    this.taken = new Set<string>(['0', '1', ...ctx.reservedIds]);
    for (const c of [...ctx.nodes, ...ctx.groups, ...ctx.edges]) this.taken.add(c.id);
  }

  newId(base: string, fallback: string): CellId {
    const id = uniqueId(base, fallback, this.taken);
    this.taken.add(id);
    return id;
  }

  /** The provider's service for a role; a rule only asks for roles it knows exist (see services.ts). */
  service(kind: ServiceKind): { id: string; label: string } {
    const entry = serviceFor(kind, this.ctx.provider);
    if (!entry) throw new ReviewError('FIX_FAILED', `${this.ruleId}: no ${kind} service for provider ${this.ctx.provider}`);
    return { id: entry.id, label: labelFor(entry) };
  }
  hasService(kind: ServiceKind): boolean {
    return serviceFor(kind, this.ctx.provider) !== undefined;
  }

  addNode(spec: { service: string | null; label: string; parent: CellId | null; props?: Props; idBase?: string }): CellId {
    const id = this.newId(spec.idBase ?? spec.label, 'node');
    this.ops.push({ op: 'add_node', id, service: spec.service, label: spec.label, parent: spec.parent, props: { ...spec.props } });
    return id;
  }

  /** Adds the provider's service for `kind` (label defaults to its usual name). */
  addService(kind: ServiceKind, spec: { parent: CellId | null; label?: string; props?: Props }): CellId {
    const s = this.service(kind);
    return this.addNode({ service: s.id, label: spec.label ?? s.label, parent: spec.parent, props: spec.props ?? {} });
  }

  addGroup(spec: { kind: GroupKind; label: string; parent: CellId | null; props?: Props }): CellId {
    const id = this.newId(spec.label, spec.kind);
    this.ops.push({ op: 'add_group', id, kind: spec.kind, label: spec.label, parent: spec.parent, props: { ...spec.props } });
    return id;
  }

  connect(source: CellId, target: CellId, spec: { label?: string; props?: Props } = {}): CellId {
    const id = this.newId(`${source}-to-${target}`, 'edge');
    this.ops.push({ op: 'connect', id, source, target, label: spec.label ?? '', props: { ...spec.props } });
    return id;
  }

  /** source → new node → target in place of the edges source → target; returns the new ids. */
  insertBetween(
    source: CellId,
    target: CellId,
    spec: { service: string | null; label: string; parent: CellId | null; props?: Props },
  ): { id: CellId; incoming: CellId; outgoing: CellId } {
    const id = this.newId(spec.label, 'node');
    const incoming = this.newId(`${source}-to-${id}`, 'edge');
    const outgoing = this.newId(`${id}-to-${target}`, 'edge');
    this.ops.push({
      op: 'insert_between', id, edges: [incoming, outgoing], source, target,
      service: spec.service, label: spec.label, parent: spec.parent, props: { ...spec.props },
    });
    return { id, incoming, outgoing };
  }

  /** Sets a prop unless it already has that value (null removes it). */
  setProp(id: CellId, key: string, value: PropValue | null): void {
    const pendingKey = `${id}\u0000${key}`;
    const current = this.pendingProps.has(pendingKey) ? this.pendingProps.get(pendingKey) : this.ctx.props(id)[key];
    if (current === value || (value === null && current === undefined)) return;
    this.pendingProps.set(pendingKey, value);
    this.ops.push({ op: 'set_property', id, key, value });
  }

  rename(id: CellId, label: string): void {
    const cell = this.ctx.node(id) ?? this.ctx.group(id) ?? this.ctx.edge(id);
    if (cell && cell.label === label) return;
    this.ops.push({ op: 'rename', id, label });
  }

  move(id: CellId, parent: CellId | null): void {
    if (this.ctx.parent(id) === parent) return;
    this.ops.push({ op: 'move_into', id, parent });
  }

  disconnect(edgeId: CellId): void {
    this.ops.push({ op: 'disconnect', id: edgeId });
  }

  remove(id: CellId): void {
    this.ops.push({ op: 'remove', id });
  }
}
