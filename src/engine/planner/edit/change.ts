import { getService } from '../../catalog/index.js';
import type { Operation, PropValue } from '../../model/index.js';
import { newContainer } from './containers.js';
import { cellId, cellLabel, edgesBetween, isPluralPhrase, type Cell } from './references.js';
import { EditFailure, type EditSession } from './session.js';
import { servicePhrase } from './service-phrase.js';

/** "X and its PVC", "A, B and C": the phrases of a list. */
export function listOf(phrase: string): string[] {
  return phrase.split(/\s*,\s*(?:and\s+)?|\s+and\s+(?:its\s+|their\s+|the\s+)?/i).map((x) => x.trim()).filter(Boolean);
}

/** A list when each of its parts names something ("the StatefulSet and its PVC"), else the phrase whole. */
function partsOf(s: EditSession, what: string): string[] {
  const list = listOf(what);
  if (list.length > 1 && list.every((p) => s.find(p).length > 0)) return list;
  return [what];
}

/** The cells one phrase of a removal or replacement names: every copy of one service, or one component. */
function removable(s: EditSession, what: string): Cell[] {
  // "remove the database" removes the primary and its standby alike: one service, one component.
  const all = s.find(what);
  const base = (label: string): string => label.replace(/\s*\((?:primary|standby|replica|read replica)[^)]*\)\s*$/i, '').trim();
  const first = all[0];
  const oneService = all.length > 1 && first?.type === 'node' && all.every((c) => c.type === 'node' && c.node.service === first.node.service && base(c.node.label) === base(first.node.label));
  return oneService || isPluralPhrase(what) && all.length > 0 ? all : s.component(what);
}

/**
 * Removes components and keeps the flow: every component that sent to a removed one now sends
 * to what the removed one sent to (A→X→B becomes A→B), unless they are already joined.
 */
export function removeCells(s: EditSession, what: string): void {
  const parts = partsOf(s, what);
  const cells = parts.flatMap((p) => removable(s, p));
  const gone = new Set(cells.map(cellId));
  const ops: Operation[] = [];
  for (const id of gone) {
    const ins = s.model.edges.filter((e) => e.target === id && !gone.has(e.source)).map((e) => e.source);
    const outs = s.model.edges.filter((e) => e.source === id && !gone.has(e.target)).map((e) => e.target);
    for (const a of new Set(ins)) for (const b of new Set(outs)) if (a !== b) s.link(a, b, ops);
  }
  ops.push(...[...gone].map((id) => ({ op: 'remove', id }) as Operation));
  const kept = ops.filter((o) => o.op === 'connect').length;
  s.push(ops, `remove ${[...new Set(cells.map(cellLabel))].join(', ')}${kept > 0 ? `, reconnecting ${kept} flow${kept > 1 ? 's' : ''} around it` : ''}`);
}

export function renameCell(s: EditSession, what: string, to: string): void {
  const c = s.one(what);
  s.push([{ op: 'rename', id: cellId(c), label: to }], `rename ${cellLabel(c)} to ${to}`);
  s.last = cellId(c);
}

/**
 * Replace keeps each replaced component's connections, container and position, and takes the new
 * service's name. "X and its Y with Z": X becomes Z, Y goes. "… outside the cluster" moves it out.
 */
export function replaceService(s: EditSession, what: string, withPhrase: string): void {
  let phrase = withPhrase;
  let outside: string | undefined;
  const m = /^(.+?)\s+outside(?: of)?\s+(.+)$/i.exec(phrase);
  if (m) [phrase, outside] = [m[1]!, m[2]!];
  const found = servicePhrase(phrase, s.model.provider);
  if (!found) throw new EditFailure(`I don't know a service called "${withPhrase}"`);
  const parts = partsOf(s, what);
  const cells = removable(s, parts[0]!).filter((c): c is Extract<Cell, { type: 'node' }> => c.type === 'node');
  if (cells.length === 0) throw new EditFailure(`"${what}" is a container; only components can change service`);
  const ops: Operation[] = [];
  for (const c of cells) {
    if (c.node.service !== found.entry.id) ops.push({ op: 'replace_service', id: c.node.id, service: found.entry.id, label: found.label });
    else if (c.node.label !== found.label) ops.push({ op: 'rename', id: c.node.id, label: found.label });
  }
  if (ops.length === 0) throw new EditFailure(`${cells.map((c) => c.node.label).join(', ')} already use ${found.entry.name}`);
  // An auto scaling group of VMs whose every member is now something else has nothing left to scale.
  const replaced = new Set(cells.map((c) => c.node.id));
  if (!['vm', 'autoscaling_group'].includes(found.entry.kind)) {
    for (const g of s.model.groups) {
      if (g.kind !== 'overlay' || !g.props['autoscaling'] || !g.members?.length || !g.members.every((m) => replaced.has(m))) continue;
      ops.push({ op: 'remove', id: g.id });
      for (const id of replaced) ops.push({ op: 'set_property', id, key: 'autoscaling', value: true });
    }
  }
  if (outside) {
    const g = s.one(outside, 'container');
    const parent = g.type === 'group' ? g.group.parent : g.node.parent;
    for (const c of cells) ops.push({ op: 'move_into', id: c.node.id, parent });
  }
  s.push(ops, `replace ${cells.map((c) => c.node.label).join(', ')} with ${found.label}`);
  s.last = cells[0]!.node.id;
  for (const rest of parts.slice(1)) removeCells(s, rest);
}

/** Move into a container; "a VPC" / "its own subnet" that the diagram lacks is created where its kind belongs. */
export function moveCells(s: EditSession, what: string, into: string): void {
  const cells = s.many(what);
  const fresh = /^(a|an|another|new|second|separate|dedicated|its own|their own|own)\b/i.test(into.trim()) && (/\b(own|new|separate|dedicated|second|another)\b/i.test(into) || s.find(into).length === 0);
  let parent: string;
  if (fresh) parent = newContainer(s, into, cellId(cells[0]!));
  else {
    const target = s.one(into, 'container');
    if (target.type !== 'group') throw new EditFailure(`"${cellLabel(target)}" is a component, not a container; say which VPC, subnet or group`);
    parent = target.group.id;
  }
  const label = s.model.groups.find((g) => g.id === parent)?.label ?? into;
  s.push(cells.map((c) => ({ op: 'move_into', id: cellId(c), parent }) as Operation), `move ${cells.map(cellLabel).join(', ')} into ${label}`);
  s.last = cellId(cells[0]!);
}

/** "only A may reach B": connections into B from anything but A go; A → B is made if missing. */
export function onlyReaches(s: EditSession, who: string, target: string): void {
  const allowed = new Set(s.many(who).map(cellId));
  const ops: Operation[] = [];
  for (const t of listOf(target).flatMap((p) => s.component(p)).map(cellId)) {
    for (const e of s.model.edges) if (e.target === t && !allowed.has(e.source) && s.node(e.source)) ops.push({ op: 'remove', id: e.id });
    for (const a of allowed) if (!s.model.edges.some((e) => e.source === t && e.target === a)) s.link(a, t, ops);
  }
  s.understood.push(`only ${who} reaches ${target}`);
  if (ops.length > 0) s.push(ops, `keep only ${who} connected to ${target}`);
}

/** "keep X": X must still be there; says so, changes nothing. */
export function keepCells(s: EditSession, what: string): void {
  const cells = s.find(what);
  if (cells.length === 0) throw new EditFailure(`there is no component matching "${what}" to keep`);
  s.understood.push(`keep ${cells.map(cellLabel).join(', ')}`);
}

/** Several renames at once: "rename a, b and c to x, y and z". */
export function renameMany(s: EditSession, pairs: readonly (readonly [string, string])[]): void {
  for (const [from, to] of pairs) renameCell(s, from, to);
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
