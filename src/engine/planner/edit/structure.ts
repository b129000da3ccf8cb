import type { Operation } from '../../model/index.js';
import { addZones } from './add.js';
import { cellLabel } from './references.js';
import { EditFailure, type EditSession } from './session.js';
import { servicePhrase } from './service-phrase.js';
import { withoutZone, zoneLabel } from '../text/zones.js';

/**
 * "split X into A and B": A takes X's incoming connections, the last part its outgoing ones, each
 * part calls the next, and X goes. Later clauses can then move connections between the parts.
 */
export function splitCell(s: EditSession, what: string, into: readonly string[]): void {
  const x = s.one(what);
  if (x.type !== 'node') throw new EditFailure(`"${cellLabel(x)}" is a container; say which component to split`);
  if (into.length < 2) throw new EditFailure('say which parts to split it into ("split X into A and B")');
  const ops: Operation[] = [];
  const ids: string[] = [];
  for (const part of into) {
    const found = servicePhrase(part, s.model.provider) ?? (x.node.service ? { entry: { id: x.node.service }, label: part.replace(/^(a|an|the)\s+/i, '') } : undefined);
    if (!found) throw new EditFailure(`I don't know what "${part}" should be`);
    const id = s.newId(found.label, 'part', ops);
    ids.push(id);
    ops.push({ op: 'add_node', id, service: found.entry.id, label: found.label, parent: x.node.parent, props: {} });
  }
  for (const e of s.model.edges) {
    if (e.target === x.node.id) ops.push({ op: 'connect', source: e.source, target: ids[0]!, ...(e.label ? { label: e.label } : {}) });
    if (e.source === x.node.id) ops.push({ op: 'connect', source: ids.at(-1)!, target: e.target, ...(e.label ? { label: e.label } : {}) });
  }
  for (let i = 0; i + 1 < ids.length; i++) ops.push({ op: 'connect', source: ids[i]!, target: ids[i + 1]! });
  ops.push({ op: 'remove', id: x.node.id });
  s.push(ops, `split ${x.node.label} into ${into.join(' and ')}`);
  s.last = ids.at(-1);
}

/**
 * "span three zones": as many availability zones as asked in each VPC, each new zone with the
 * first zone's subnets and a copy of every component drawn once per zone, connected like it.
 */
export function spanZones(s: EditSession, total: number): void {
  const zones = s.model.groups.filter((g) => g.kind === 'az');
  const vpcCount = Math.max(1, s.model.groups.filter((g) => g.kind === 'vpc').length);
  const perVpc = Math.floor(zones.length / vpcCount);
  if (perVpc >= total) throw new EditFailure(`the diagram already spans ${perVpc} availability zones`);
  const before = new Set(s.model.groups.map((g) => g.id));
  addZones(s, total - perVpc);
  const fresh = s.model.groups.filter((g) => !before.has(g.id) && g.kind === 'subnet');
  const ops: Operation[] = [];
  for (const sub of fresh) {
    const twins = s.model.groups.filter((g) => g.kind === 'subnet' && before.has(g.id) && g.label === sub.label && g.props['tier'] === sub.props['tier']);
    const model = s.model.nodes.filter((n) => twins.some((t) => t.id === n.parent));
    const seen = new Set<string>();
    for (const n of model) {
      const key = `${n.service}|${withoutZone(n.label)}`;
      const copies = model.filter((m) => `${m.service}|${withoutZone(m.label)}` === key);
      if (seen.has(key) || copies.length < 2) continue;
      seen.add(key);
      const label = n.label === withoutZone(n.label) ? n.label : zoneLabel(n.label, zoneIndex(s, sub), 2);
      const id = s.newId(label, 'node', ops);
      ops.push({ op: 'add_node', id, service: n.service, label, parent: sub.id, props: { ...n.props } });
      for (const e of s.model.edges) {
        if (e.source === n.id && !copies.some((c) => c.id === e.target)) ops.push({ op: 'connect', source: id, target: e.target });
        if (e.target === n.id && !copies.some((c) => c.id === e.source)) ops.push({ op: 'connect', source: e.source, target: id });
      }
    }
  }
  if (ops.length > 0) s.push(ops, `copy ${ops.filter((o) => o.op === 'add_node').length} per-zone components into the new zones`);
}


/** The 0-based number of the zone a new subnet sits in ("Availability Zone 3" → 2). */
function zoneIndex(s: EditSession, subnet: { parent: string | null }): number {
  const zone = s.model.groups.find((g) => g.id === subnet.parent);
  const n = Number(/(\d+)\s*$/.exec(zone?.label ?? '')?.[1] ?? Number.NaN);
  return Number.isFinite(n) && n > 0 ? n - 1 : s.model.groups.filter((g) => g.kind === 'az').length - 1;
}
