import { Draft, OpError } from './draft.js';
import type { Operation } from './operations.js';
import type { CellId } from './schema.js';

type OpOf<K extends Operation['op']> = Extract<Operation, { op: K }>;

function dropEdge(d: Draft, id: CellId): void {
  d.edges.delete(id);
  d.removed.add(id);
  d.touch(id);
}

/** Removes a node or group with every edge attached to it and its place in overlay members. */
function dropVertex(d: Draft, id: CellId): void {
  for (const e of [...d.edges.values()]) {
    if (e.source === id || e.target === id) dropEdge(d, e.id);
  }
  for (const g of d.groups.values()) {
    if (g.members?.includes(id)) {
      g.members = g.members.filter((m) => m !== id);
      d.touch(g.id);
    }
  }
  d.nodes.delete(id);
  d.groups.delete(id);
  d.removed.add(id);
  d.touch(id);
}

/** Every node and group inside `id`, found without recursion. */
function descendants(d: Draft, id: CellId): CellId[] {
  const children = new Map<CellId, CellId[]>();
  for (const v of [...d.groups.values(), ...d.nodes.values()]) {
    if (v.parent === null) continue;
    const list = children.get(v.parent);
    if (list) list.push(v.id);
    else children.set(v.parent, [v.id]);
  }
  const found: CellId[] = [];
  const stack = [id];
  while (stack.length > 0) {
    for (const child of children.get(stack.pop()!) ?? []) {
      found.push(child);
      stack.push(child);
    }
  }
  return found;
}

/**
 * remove: a node with its edges; an edge; a group — its children move up to the group's parent,
 * or with `cascade` everything inside goes too.
 */
export function remove(d: Draft, op: OpOf<'remove'>): OpOf<'remove'> {
  const kind = d.kindOf(op.id);
  if (kind === undefined) d.cell('remove', op.id); // throws the "no cell" error with a hint
  if (kind === 'edge') dropEdge(d, op.id);
  else if (kind === 'node') dropVertex(d, op.id);
  else if (op.cascade) {
    for (const inner of descendants(d, op.id).reverse()) dropVertex(d, inner);
    dropVertex(d, op.id);
  } else {
    const group = d.group('remove', op.id);
    const before = d.edgeContainers();
    for (const v of [...d.groups.values(), ...d.nodes.values()]) {
      if (v.parent === op.id) {
        v.parent = group.parent;
        d.touch(v.id);
      }
    }
    dropVertex(d, op.id);
    d.touchMovedEdges(before);
  }
  return { op: 'remove', id: op.id, ...(op.cascade !== undefined ? { cascade: op.cascade } : {}) };
}

/** disconnect: the edge named by id, or every edge source → target; one resolved op per edge. */
export function disconnect(d: Draft, op: OpOf<'disconnect'>): Array<OpOf<'disconnect'>> {
  if (op.id !== undefined) {
    const kind = d.kindOf(op.id);
    if (kind === 'node' || kind === 'group') {
      throw new OpError(`disconnect: "${op.id}" is a ${kind}, not an edge; use remove to delete it`);
    }
    const edge = d.edge('disconnect', op.id);
    if ((op.source !== undefined && op.source !== edge.source) || (op.target !== undefined && op.target !== edge.target)) {
      throw new OpError(`disconnect: edge "${op.id}" runs from "${edge.source}" to "${edge.target}", not as given`);
    }
    dropEdge(d, op.id);
    return [{ op: 'disconnect', id: op.id, source: edge.source, target: edge.target }];
  }
  if (op.source === undefined || op.target === undefined) {
    throw new OpError('disconnect: give the edge id, or both source and target');
  }
  d.vertex('disconnect source', op.source);
  d.vertex('disconnect target', op.target);
  const matching = [...d.edges.values()].filter((e) => e.source === op.source && e.target === op.target);
  if (matching.length === 0) throw new OpError(`disconnect: there is no edge from "${op.source}" to "${op.target}"`);
  for (const e of matching) dropEdge(d, e.id);
  return matching.map((e) => ({ op: 'disconnect', id: e.id, source: e.source, target: e.target }));
}
