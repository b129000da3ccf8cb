import type { Plan } from '../planner/plan/schema.js';

/** A numbered name's stem: `EFSMountTarget3` → `EFSMountTarget`, `SubnetTwo` → `Subnet`. */
const ORDINAL = /(?:[-_ ]?(?:\d+|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|[A-F]))$/;

/**
 * The documented rule for identical resources written out one by one (four mount targets, two
 * workers): components of the same service, in the same container, whose names differ only by a
 * trailing number or ordinal and that connect to exactly the same components are drawn once, with
 * `×N` and the `replicas` prop. Copies in different containers (a NAT gateway per zone) stay apart.
 */
export function mergeIdentical(plan: Plan): Plan {
  const neighbours = new Map<string, Set<string>>();
  for (const e of plan.edges) {
    if (!neighbours.has(e.from)) neighbours.set(e.from, new Set());
    if (!neighbours.has(e.to)) neighbours.set(e.to, new Set());
    neighbours.get(e.from)!.add(`>${e.to}`);
    neighbours.get(e.to)!.add(`<${e.from}`);
  }
  const buckets = new Map<string, string[]>();
  for (const n of plan.nodes) {
    const name = String(n.props?.iac_name ?? '');
    const stem = name.replace(ORDINAL, '');
    if (!name || stem === name || stem.length < 2) continue;
    const key = [n.service ?? n.kind, n.group ?? '', stem, [...(neighbours.get(n.id) ?? [])].sort().join(',')].join('|');
    buckets.set(key, [...(buckets.get(key) ?? []), n.id]);
  }
  const into = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const ids of buckets.values()) {
    if (ids.length < 2) continue;
    for (const id of ids.slice(1)) into.set(id, ids[0]!);
    sizes.set(ids[0]!, ids.length);
  }
  if (into.size === 0) return plan;
  const nodes = plan.nodes
    .filter((n) => !into.has(n.id))
    .map((n) => {
      const size = sizes.get(n.id);
      if (!size) return n;
      const name = String(n.props?.iac_name);
      const stem = name.replace(ORDINAL, '');
      return { ...n, label: n.label.replace(name, `${stem} ×${size}`), props: { ...n.props, replicas: size } };
    });
  const seen = new Set<string>();
  const edges = plan.edges
    .map((e) => ({ ...e, from: into.get(e.from) ?? e.from, to: into.get(e.to) ?? e.to }))
    .filter((e) => {
      const key = `${e.from}>${e.to}`;
      if (e.from === e.to || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { ...plan, nodes, edges };
}
