import { getService } from '../catalog/index.js';
import { Draft, OpError } from './draft.js';
import { serviceSlug } from './ids.js';
import { reservedKeyReason } from './props.js';
import type { Operation } from './operations.js';
import type { CellId, ModelEdge, Props } from './schema.js';

type OpOf<K extends Operation['op']> = Extract<Operation, { op: K }>;

export function checkService(op: string, service: string | null): void {
  if (service === null) return;
  if (!getService(service)) {
    throw new OpError(`${op}: unknown service "${service}" (use a catalog id such as "aws.rds", or null for a plain shape)`);
  }
}

export function checkProps(op: string, id: string, props: Props | undefined): Props {
  for (const key of Object.keys(props ?? {})) {
    const reason = reservedKeyReason(key);
    if (reason) throw new OpError(`${op} "${id}": property ${reason}`);
  }
  return { ...props };
}

function defaultLabel(service: string | null): string {
  return service === null ? '' : (getService(service)?.short ?? '');
}

export function addNode(d: Draft, op: OpOf<'add_node'>): OpOf<'add_node'> {
  checkService('add_node', op.service);
  const label = op.label ?? defaultLabel(op.service);
  const id = op.id !== undefined
    ? d.claimId('add_node', op.id)
    : d.newId(label, op.service ? serviceSlug(op.service) : 'node');
  const parent = d.parentGroup(`add_node "${id}"`, op.parent);
  const props = checkProps('add_node', id, op.props);
  d.nodes.set(id, { id, service: op.service, label, parent, props });
  d.created.push(id);
  return { op: 'add_node', id, service: op.service, label, parent, props };
}

export function addGroup(d: Draft, op: OpOf<'add_group'>): OpOf<'add_group'> {
  const id = op.id !== undefined ? d.claimId('add_group', op.id) : d.newId(op.label, op.kind);
  const parent = d.parentGroup(`add_group "${id}"`, op.parent);
  const props = checkProps('add_group', id, op.props);
  let members: CellId[] | undefined;
  if (op.members !== undefined) {
    if (op.kind !== 'overlay') {
      throw new OpError(`add_group "${id}": members are only for overlay groups; use parent (or move_into) to put cells in a ${op.kind}`);
    }
    members = [...new Set(op.members)];
    for (const m of members) d.node(`add_group "${id}" member`, m);
  }
  d.groups.set(id, { id, kind: op.kind, label: op.label, parent, props, ...(members ? { members } : {}) });
  d.created.push(id);
  return { op: 'add_group', id, kind: op.kind, label: op.label, parent, props, ...(members ? { members } : {}) };
}

/**
 * Adds one edge. A cell connected to itself is refused: no architecture relation is drawn that
 * way and layouts draw loops badly; a retry or recursion belongs in the edge's props.
 */
export function addEdge(d: Draft, opName: string, edge: Omit<ModelEdge, 'id'> & { id?: CellId }): ModelEdge {
  d.vertex(`${opName} source`, edge.source);
  d.vertex(`${opName} target`, edge.target);
  if (edge.source === edge.target) {
    throw new OpError(`${opName}: "${edge.source}" cannot be connected to itself`);
  }
  const id = edge.id !== undefined ? d.claimId(opName, edge.id) : d.newId(`${edge.source}-to-${edge.target}`, 'edge');
  const props = checkProps(opName, id, edge.props);
  const created: ModelEdge = { id, source: edge.source, target: edge.target, label: edge.label, props };
  if (edge.style) created.style = { ...edge.style };
  d.edges.set(id, created);
  d.created.push(id);
  return created;
}

export function connect(d: Draft, op: OpOf<'connect'>): OpOf<'connect'> {
  const e = addEdge(d, 'connect', {
    ...(op.id !== undefined ? { id: op.id } : {}),
    source: op.source,
    target: op.target,
    label: op.label ?? '',
    props: op.props ?? {},
  });
  return { op: 'connect', id: e.id, source: e.source, target: e.target, label: e.label, props: e.props };
}

/**
 * source → X → target in place of the edges source → target. Without a parent the new node goes
 * to the lowest group holding both ends, where a person would draw it.
 */
export function insertBetween(d: Draft, op: OpOf<'insert_between'>): OpOf<'insert_between'> {
  d.vertex('insert_between source', op.source);
  d.vertex('insert_between target', op.target);
  const replaced = [...d.edges.values()].filter((e) => e.source === op.source && e.target === op.target);
  if (replaced.length === 0) {
    throw new OpError(
      `insert_between: there is no edge from "${op.source}" to "${op.target}" to insert into; use add_node and connect instead`,
    );
  }
  const first = replaced[0]!;
  const parent = op.parent === undefined ? d.edgeContainer(op.source, op.target) : op.parent;
  for (const e of replaced) {
    d.edges.delete(e.id);
    d.removed.add(e.id);
    d.touch(e.id);
  }
  const node = addNode(d, {
    op: 'add_node',
    ...(op.id !== undefined ? { id: op.id } : {}),
    service: op.service,
    ...(op.label !== undefined ? { label: op.label } : {}),
    parent,
    ...(op.props ? { props: op.props } : {}),
  });
  const id = node.id!;
  const carried = { label: first.label, props: first.props, ...(first.style ? { style: first.style } : {}) };
  const [inId, outId] = op.edges ?? [undefined, undefined];
  const incoming = addEdge(d, 'insert_between', { ...carried, ...(inId ? { id: inId } : {}), source: op.source, target: id });
  const outgoing = addEdge(d, 'insert_between', { ...carried, ...(outId ? { id: outId } : {}), source: id, target: op.target });
  return {
    op: 'insert_between',
    id,
    edges: [incoming.id, outgoing.id],
    source: op.source,
    target: op.target,
    service: op.service,
    label: node.label!,
    parent: node.parent ?? null,
    props: node.props ?? {},
  };
}
