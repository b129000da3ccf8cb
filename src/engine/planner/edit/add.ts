import type { ServiceEntry } from '../../catalog/index.js';
import type { Operation } from '../../model/index.js';
import { orientAttach } from '../relations/orient.js';
import type { Link, Placement } from './intents.js';
import { ATTACH_BY_KIND } from './lexicon.js';
import { parentFor, kindOfNode } from './place.js';
import { cellId, cellLabel, isPluralPhrase } from './references.js';
import { newContainer } from './containers.js';
import { EditFailure, type EditSession } from './session.js';
import { servicePhrase } from './service-phrase.js';

const ENTRY_ORDER = ['cdn', 'load_balancer', 'api_gateway', 'ingress', 'web_app'];

function nodeOp(s: EditSession, entry: ServiceEntry, label: string, parent: string | null, props: Record<string, string | number | boolean> = {}): Extract<Operation, { op: 'add_node' }> {
  return { op: 'add_node', id: s.newId(label, entry.id.split('.')[1]!), service: entry.id, label, parent, props };
}

/**
 * A node added earlier in this edit from a headline or a stated need ("we need backups") that this
 * instruction makes precise: same kind, so it is the same component, refined rather than doubled.
 */
function refine(s: EditSession, entry: ServiceEntry, label: string): boolean {
  const id = [...s.tentative].find((t) => kindOfNode(s.model, t) === entry.kind);
  if (!id) return false;
  const node = s.node(id)!;
  const ops: Operation[] = [];
  if (node.service !== entry.id) ops.push({ op: 'replace_service', id, service: entry.id });
  if (node.label !== label) ops.push({ op: 'rename', id, label });
  s.tentative.delete(id);
  if (ops.length > 0) s.push(ops, `make the new ${node.label} ${label}`);
  s.last = id;
  return true;
}

/** "add X": the node, placed and connected as the instruction says (or as its kind suggests). */
export function addComponent(s: EditSession, what: string, count: number, where: Placement | undefined, links: readonly Link[] = [], tentative = false): void {
  // "NATS plus a consumer Deployment": two components, each placed the same way.
  const list = what.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).map((x) => x.replace(/^(a|an|one|another)\s+/i, '').trim()).filter(Boolean);
  if (list.length > 1 && list.every((x) => servicePhrase(x, s.model.provider))) {
    for (const x of list) addComponent(s, x, 1, where, links, tentative);
    return;
  }
  const found = servicePhrase(what, s.model.provider);
  if (!found) throw new EditFailure(`I don't know a service called "${what}"`);
  const { entry, label } = found;
  for (let i = 0; i < count; i++) {
    const name = count > 1 ? `${label.replace(/s$/, '')} ${i + 1}` : label;
    if (count === 1 && refine(s, entry, name)) {
      if (where && where.rel !== 'in' && where.rel !== 'outside' && where.rel !== 'between') attachExisting(s, s.last!, where.target, where.rel);
    } else if (!where) addByKind(s, entry, name);
    else if (where.rel === 'between') addBetween(s, entry, name, where.a, where.b);
    else if (where.rel === 'in' || where.rel === 'outside') addInside(s, entry, name, where.rel, where.target);
    else if (where.rel === 'to' && s.find(where.target).length === 0) addByKind(s, entry, name);
    else addNear(s, entry, name, where.rel, where.target);
    if (tentative) s.tentative.add(s.last!);
    for (const link of links) linkTo(s, s.last!, link);
  }
}

/** A new component near another, placed where its kind belongs, connected by the caller. */
export function addPlain(s: EditSession, entry: ServiceEntry, label: string, near: string): void {
  if (refine(s, entry, label)) return;
  const op = nodeOp(s, entry, label, parentFor(s.model, entry, s.node(near)?.parent ?? null));
  s.push([op], `add ${label}`);
  s.last = op.id;
}

/** "in the VPC", "in a second region", "in its own subnet", "outside the cluster". */
function addInside(s: EditSession, entry: ServiceEntry, name: string, rel: 'in' | 'outside', target: string): void {
  let parent: string | null;
  if (rel === 'in' && /^(a|an|another|new|second|separate|dedicated|its own|their own)\b/i.test(target.trim())) parent = newContainer(s, target, null);
  else {
    const g = s.one(target, 'container');
    if (g.type !== 'group') throw new EditFailure(`"${cellLabel(g)}" is not a container; say which VPC, subnet or group to put it in`);
    parent = rel === 'in' ? g.group.id : g.group.parent;
  }
  const op = nodeOp(s, entry, name, parent);
  s.push([op], `add ${name} ${rel === 'in' ? 'in' : 'outside'} ${target}`);
  s.last = op.id;
}

/** A node this edit refined gets the connection its placement asks for. */
function attachExisting(s: EditSession, id: string, target: string, rel: 'front' | 'behind' | 'to'): void {
  const cells = s.find(target);
  const group = cells.length === 1 && cells[0]!.type === 'group' ? cells[0]!.group : undefined;
  if (group) return s.push([{ op: 'move_into', id, parent: group.id }], `put ${s.node(id)?.label ?? id} in ${group.label}`);
  const ts = cells.map(cellId);
  const ops: Operation[] = [];
  for (const t of ts) s.link(rel === 'behind' ? t : id, rel === 'behind' ? id : t, ops);
  if (ops.length > 0) s.push(ops, `connect ${s.node(id)?.label ?? id} to ${target}`);
}

/**
 * "that T connects to" (T → X), "that archives … from T" (T → X), "to query T" (either way, as
 * the kinds suggest). A link to something the diagram does not have adds it when it names a service.
 */
export function linkTo(s: EditSession, id: string, link: Link): void {
  // "that reaches the internet through the NAT gateway": the connection goes to the NAT gateway.
  const via = /^(.+?)\s+(?:through|via)\s+(.+)$/i.exec(link.target);
  if (via && s.find(via[2]!).length > 0) return linkTo(s, id, { dir: link.dir === 'in' ? 'in' : 'out', target: via[2]! });
  let targets = s.find(link.target);
  const group = targets.length === 1 && targets[0]!.type === 'group' ? targets[0]!.group : undefined;
  if (group) return s.push([{ op: 'move_into', id, parent: group.id }], `put ${s.node(id)?.label ?? id} in ${group.label || group.kind}`);
  if (targets.length === 0 && link.dir === 'any') {
    const found = servicePhrase(link.target, s.model.provider);
    if (!found) return;
    const op = nodeOp(s, found.entry, found.label, parentFor(s.model, found.entry));
    s.push([op], `add ${found.label}`);
    targets = s.find(op.id!);
  }
  const ops: Operation[] = [];
  const kind = kindOfNode(s.model, id) ?? 'generic';
  for (const t of targets.map(cellId)) {
    const dir = link.dir === 'in' ? 'ba' : link.dir === 'out' ? 'ab' : orientAttach(kind as never, (kindOfNode(s.model, t) ?? 'generic') as never) ?? 'ab';
    s.link(dir === 'ab' ? id : t, dir === 'ab' ? t : id, ops);
  }
  if (ops.length > 0) s.push(ops, `connect ${s.node(id)?.label ?? id} and ${link.target}`);
}

/**
 * "add X between A and B": one new node on the path. A component drawn per zone (two app
 * instances) sends through it from every copy; the old direct edges are replaced.
 */
function addBetween(s: EditSession, entry: ServiceEntry, label: string, aPhrase: string, bPhrase: string): void {
  let as = s.component(aPhrase).map(cellId);
  let bs = s.component(bPhrase).map(cellId);
  const linked = (x: string[], y: string[]): boolean => s.model.edges.some((e) => x.includes(e.source) && y.includes(e.target));
  if (!linked(as, bs) && linked(bs, as)) [as, bs] = [bs, as];
  const id = s.newId(label, entry.id.split('.')[1]!);
  const direct = s.model.edges.filter((e) => as.includes(e.source) && bs.includes(e.target));
  if (direct.length === 1 && as.length === 1 && bs.length === 1) {
    s.push([{ op: 'insert_between', id, source: as[0]!, target: bs[0]!, service: entry.id, label }], `insert ${label} between ${s.node(as[0]!)?.label || aPhrase} and ${s.node(bs[0]!)?.label || bPhrase}`);
    const home = parentFor(s.model, entry, s.node(as[0]!)?.parent ?? null);
    const placed = s.node(id)?.parent ?? null;
    if (home !== placed && s.model.groups.some((g) => g.id === home && g.kind === 'subnet')) s.push([{ op: 'move_into', id, parent: home }], `place ${label} in its tier's subnet`);
  } else {
    const near = s.node(as[0]!)?.parent ?? null;
    const ops: Operation[] = [{ op: 'add_node', id, service: entry.id, label, parent: parentFor(s.model, entry, near), props: {} }];
    for (const e of direct) ops.push({ op: 'remove', id: e.id });
    for (const a of as) ops.push({ op: 'connect', source: a, target: id });
    const targets = direct.length > 0 ? [...new Set(direct.map((e) => e.target))] : bs;
    for (const b of targets) ops.push({ op: 'connect', source: id, target: b });
    s.push(ops, `add ${label} between ${aPhrase} and ${bPhrase}`);
  }
  s.last = id;
}

/**
 * "add X in front of / behind / to T": in front of, X takes over the edges into T; behind, the
 * edges out of T; "to" attaches X to T in the direction their kinds suggest. Every copy of T
 * drawn per zone is covered.
 */
function addNear(s: EditSession, entry: ServiceEntry, label: string, rel: 'front' | 'behind' | 'to', phrase: string): void {
  const targets = rel === 'to' && isPluralPhrase(phrase) ? s.many(phrase) : s.component(phrase);
  if (rel === 'to' && targets.length === 1 && targets[0]!.type === 'group') return addInside(s, entry, label, 'in', phrase);
  const ts = targets.map(cellId);
  const first = targets[0]!;
  const near = first.type === 'node' ? first.node.parent : first.group.parent;
  const id = s.newId(label, entry.id.split('.')[1]!);
  const ops: Operation[] = [{ op: 'add_node', id, service: entry.id, label, parent: parentFor(s.model, entry, near), props: {} }];
  const shield = entry.kind === 'waf' || entry.kind === 'ddos';
  if (rel === 'front' && !shield) {
    const incoming = s.model.edges.filter((e) => ts.includes(e.target) && !ts.includes(e.source));
    for (const e of incoming) ops.push({ op: 'remove', id: e.id });
    for (const src of new Set(incoming.map((e) => e.source))) ops.push({ op: 'connect', source: src, target: id });
    for (const t of ts) ops.push({ op: 'connect', source: id, target: t });
  } else if (rel === 'behind') {
    const outgoing = s.model.edges.filter((e) => ts.includes(e.source) && !ts.includes(e.target));
    for (const e of outgoing) ops.push({ op: 'remove', id: e.id });
    for (const t of ts) ops.push({ op: 'connect', source: t, target: id });
    for (const dst of new Set(outgoing.map((e) => e.target))) ops.push({ op: 'connect', source: id, target: dst });
  } else {
    const kind = kindOfNode(s.model, ts[0]!) ?? 'generic';
    const dir = shield ? 'ab' : orientAttach(entry.kind, kind as never);
    for (const t of ts) ops.push(dir === 'ba' ? { op: 'connect', source: t, target: id } : { op: 'connect', source: id, target: t });
  }
  if (entry.kind === 'waf') for (const t of ts) ops.push({ op: 'set_property', id: t, key: 'waf', value: true });
  const where = rel === 'front' ? 'in front of' : rel === 'behind' ? 'behind' : 'connected to';
  s.push(ops, `add ${label} ${where} ${cellLabel(first)}`);
  s.last = id;
}

/**
 * No place given: a CDN or DNS ahead of the entry, a WAF on it; else what the kind attaches to
 * (lexicon ATTACH_BY_KIND: a cache beside the app that reads the database, backup and keys on the
 * stores, identity on the clients), or the component the prompt was talking about.
 */
function addByKind(s: EditSession, entry: ServiceEntry, label: string): void {
  const kindOf = (id: string): string | undefined => kindOfNode(s.model, id);
  const nodesOf = (kinds: readonly string[]): string[] => s.model.nodes.filter((n) => kinds.includes(kindOf(n.id) ?? '') && !s.added.has(n.id)).map((n) => n.id);
  const entry0 = ENTRY_ORDER.map((k) => nodesOf([k])[0]).find(Boolean);
  if ((entry.kind === 'cdn' || entry.kind === 'dns') && entry0) return addNear(s, entry, label, 'front', s.node(entry0)!.label || entry0);
  if ((entry.kind === 'waf' || entry.kind === 'ddos') && entry0) return addNear(s, entry, label, 'to', s.node(entry0)!.label || entry0);
  const id = s.newId(label, entry.id.split('.')[1]!);
  const ops: Operation[] = [{ op: 'add_node', id, service: entry.id, label, parent: parentFor(s.model, entry), props: {} }];
  const rule = ATTACH_BY_KIND[entry.kind];
  let peers: string[] = [];
  if (s.topic.some((t) => s.node(t))) peers = s.topic.filter((t) => s.node(t));
  else if (rule) {
    peers = nodesOf(rule.to);
    if (entry.kind === 'cache' || rule.via) {
      const readers = peers.filter((c) => s.model.edges.some((e) => e.source === c && ['relational_db', 'nosql'].includes(kindOf(e.target) ?? '')));
      if (readers.length > 0) peers = readers;
    }
    if (entry.kind === 'nat') {
      const privateOnes = peers.filter((p) => !/public/i.test(s.model.groups.find((g) => g.id === s.node(p)?.parent)?.label ?? ''));
      if (privateOnes.length > 0) peers = privateOnes;
    }
    peers = peers.slice(0, 4);
  } else if (['registry', 'ci_cd'].includes(entry.kind)) peers = nodesOf(['k8s_cluster', 'container_service', 'function']).slice(0, 2);
  const dir = rule?.dir ?? 'from';
  for (const p of peers) ops.push(dir === 'from' ? { op: 'connect', source: p, target: id } : { op: 'connect', source: id, target: p });
  s.push(ops, `add ${label}${ops.length > 1 ? ` connected to ${ops.length - 1} component${ops.length > 2 ? 's' : ''}` : ''}`);
  s.last = id;
}

/** A read replica next to each named database, replicated from it; in another availability zone when there is one. */
export function addReplica(s: EditSession, what: string, count: number): void {
  const dbs = s.many(what, 'database').filter((c) => c.type === 'node');
  for (const db of dbs) {
    if (db.type !== 'node' || !db.node.service) continue;
    const base = db.node.label.replace(/\s*\((primary|standby)\)$/i, '');
    for (let i = 0; i < count; i++) {
      const label = `${base} (read replica${count > 1 ? ` ${i + 1}` : ''})`;
      const id = s.newId(label, 'replica');
      s.push([
        { op: 'add_node', id, service: db.node.service, label, parent: otherZoneSubnet(s, db.node.parent) ?? db.node.parent, props: { role: 'read_replica' } },
        { op: 'connect', source: db.node.id, target: id, label: 'replication', props: { async: true } },
      ], `add a read replica of ${db.node.label}`);
      s.last = id;
    }
  }
}

/** The same-tier subnet in a different availability zone, if the diagram draws zones. */
function otherZoneSubnet(s: EditSession, subnet: string | null): string | null {
  const sub = s.model.groups.find((g) => g.id === subnet);
  if (!sub || sub.kind !== 'subnet') return null;
  const az = s.model.groups.find((g) => g.id === sub.parent && g.kind === 'az');
  if (!az) return null;
  const other = s.model.groups.find((g) => g.kind === 'subnet' && g.id !== sub.id && g.label === sub.label && g.parent !== az.id);
  return other?.id ?? null;
}

/** A new availability zone in each VPC, with the same subnets as the first zone. */
export function addZones(s: EditSession, count: number): void {
  const vpcs = s.model.groups.filter((g) => g.kind === 'vpc');
  if (vpcs.length === 0) throw new EditFailure('this diagram has no VPC or virtual network to add an availability zone to');
  for (const vpc of vpcs) {
    for (let k = 0; k < count; k++) {
      const zones = s.model.groups.filter((g) => g.kind === 'az' && g.parent === vpc.id);
      const label = `Availability Zone ${zones.length + 1}`;
      const id = s.newId(label, 'az');
      const ops: Operation[] = [{ op: 'add_group', id, kind: 'az', label, parent: vpc.id, props: {} }];
      for (const sub of s.model.groups.filter((g) => g.kind === 'subnet' && g.parent === zones[0]?.id)) {
        ops.push({ op: 'add_group', id: s.newId(`${sub.label}-${zones.length + 1}`, 'subnet', ops), kind: 'subnet', label: sub.label, parent: id, props: { ...sub.props } });
      }
      s.push(ops, `add ${label} to ${vpc.label}`);
    }
  }
}

