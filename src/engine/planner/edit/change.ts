import { getService } from '../../catalog/index.js';
import type { Operation, PropValue } from '../../model/index.js';
import { cellId, cellLabel, edgesBetween, type Cell } from './references.js';
import { EditFailure, type EditSession } from './session.js';
import { servicePhrase } from './service-phrase.js';

export function removeCells(s: EditSession, what: string): void {
  // "remove the database" removes the primary and its standby alike: one service, one component.
  const all = s.find(what);
  const oneService = all.length > 1 && all.every((c) => c.type === 'node' && c.node.service === (all[0] as { node: { service: string | null } }).node.service);
  const cells = oneService ? all : s.component(what);
  s.push(cells.map((c) => ({ op: 'remove', id: cellId(c) }) as Operation), `remove ${[...new Set(cells.map(cellLabel))].join(', ')}`);
}

export function renameCell(s: EditSession, what: string, to: string): void {
  const c = s.one(what);
  s.push([{ op: 'rename', id: cellId(c), label: to }], `rename ${cellLabel(c)} to ${to}`);
  s.last = cellId(c);
}

export function replaceService(s: EditSession, what: string, withPhrase: string): void {
  const found = servicePhrase(withPhrase, s.model.provider);
  if (!found) throw new EditFailure(`I don't know a service called "${withPhrase}"`);
  const cells = s.many(what).filter((c): c is Extract<Cell, { type: 'node' }> => c.type === 'node');
  if (cells.length === 0) throw new EditFailure(`"${what}" is a container; only components can change service`);
  const ops: Operation[] = cells.filter((c) => c.node.service !== found.entry.id).map((c) => ({ op: 'replace_service', id: c.node.id, service: found.entry.id }));
  if (ops.length === 0) throw new EditFailure(`${cells.map((c) => c.node.label).join(', ')} already use ${found.entry.name}`);
  s.push(ops, `replace ${cells.map((c) => c.node.label).join(', ')} with ${found.entry.name}`);
  s.last = cells[0]!.node.id;
}

export function moveCells(s: EditSession, what: string, into: string): void {
  const target = s.one(into, 'container');
  if (target.type !== 'group') throw new EditFailure(`"${cellLabel(target)}" is a component, not a container; say which VPC, subnet or group`);
  const cells = s.many(what);
  s.push(cells.map((c) => ({ op: 'move_into', id: cellId(c), parent: target.group.id }) as Operation), `move ${cells.map(cellLabel).join(', ')} into ${target.group.label}`);
}

export function connectCells(s: EditSession, from: string, to: string, label?: string): void {
  const as = s.component(from);
  const bs = s.component(to);
  const ops: Operation[] = [];
  for (const a of as) for (const b of bs) if (cellId(a) !== cellId(b)) ops.push({ op: 'connect', source: cellId(a), target: cellId(b), ...(label ? { label } : {}) });
  if (ops.length === 0) throw new EditFailure(`"${from}" and "${to}" are the same component`);
  s.push(ops, `connect ${cellLabel(as[0]!)} to ${cellLabel(bs[0]!)}`);
}

export function disconnectCells(s: EditSession, from: string, to: string): void {
  const as = s.component(from).map(cellId);
  const bs = s.component(to).map(cellId);
  const edges = as.flatMap((a) => bs.flatMap((b) => edgesBetween(s.model, a, b)));
  if (edges.length === 0) throw new EditFailure(`"${from}" and "${to}" are not connected`);
  s.push(edges.map((e) => ({ op: 'remove', id: e.id }) as Operation), `disconnect ${from} from ${to}`);
}

const STORE_KINDS = ['relational_db', 'nosql', 'object_storage', 'data_lake', 'data_warehouse', 'file_storage', 'block_storage', 'cache', 'search', 'backup'];

/** "encrypt all data stores", "make the database multi-AZ", "make the ALB private". */
export function setProps(s: EditSession, what: string, key: string, value: PropValue): void {
  let cells: Cell[];
  if (/\b(all|every)\b.*\b(data ?stores?|storage|stores|databases?|buckets?)\b|^everything$/i.test(what)) {
    cells = s.model.nodes.filter((n) => STORE_KINDS.includes(getService(n.service ?? '')?.kind ?? '')).map((node) => ({ type: 'node', node }));
    if (cells.length === 0) throw new EditFailure('this diagram has no data stores');
  } else {
    cells = s.many(what);
  }
  const ops: Operation[] = cells.map((c) => ({ op: 'set_property', id: cellId(c), key, value }));
  s.push(ops, `set ${key} = ${String(value)} on ${cells.map(cellLabel).join(', ')}`);
  s.last = cellId(cells[0]!);
}

/** HTTPS on the edges between two components, or on every edge from a client when none are named. */
export function setTls(s: EditSession, from: string | undefined, to: string | undefined, value: boolean): void {
  let edges = s.model.edges;
  if (from && to) edges = edgesBetween(s.model, cellId(s.one(from)), cellId(s.one(to)));
  else if (from) {
    const id = cellId(s.one(from));
    edges = edges.filter((e) => e.source === id || e.target === id);
  } else {
    const clients = new Set(s.model.nodes.filter((n) => getService(n.service ?? '')?.category === 'client').map((n) => n.id));
    edges = edges.filter((e) => clients.has(e.source));
  }
  if (edges.length === 0) throw new EditFailure(from ? `there is no connection ${to ? `between "${from}" and "${to}"` : `to "${from}"`}` : 'no connection comes from a user or client; say between which components');
  const ops: Operation[] = [];
  for (const e of edges) {
    ops.push({ op: 'set_property', id: e.id, key: 'tls', value }, { op: 'set_property', id: e.id, key: 'protocol', value: value ? 'https' : 'http' });
    if (value && (e.label === '' || /^https?$/i.test(e.label))) ops.push({ op: 'rename', id: e.id, label: 'HTTPS' });
  }
  s.push(ops, `${value ? 'encrypt' : 'stop encrypting'} ${edges.length} connection${edges.length > 1 ? 's' : ''} with TLS`);
}

export function setTitle(s: EditSession, title: string): void {
  s.push([{ op: 'set_title', title }], `set the title to "${title}"`);
}
