import type { GroupKind } from '../model/index.js';
import type { Plan, PlanEdge, PlanGroup, PlanNode } from '../planner/plan/schema.js';
import { mergeIdentical } from './merge.js';
import { propsFromBody } from './props-data.js';
import { Resolver } from './resolve.js';
import { GROUP_PRIORITY } from './rules.js';
import type { IacReadResult, IacResource } from './types.js';

/** How far out a group kind sits: a group's parent is always further out. */
const RANK: Readonly<Partial<Record<GroupKind, number>>> = { region: 0, resource_group: 1, vpc: 2, az: 3, subnet: 4, cluster: 5, namespace: 5 };
const MAX_NODES = 200;
const MAX_GROUPS = 100;
const MAX_EDGES = 400;

function idMaker() {
  const used = new Set<string>();
  return (address: string): string => {
    let base = address.replace(/[^A-Za-z0-9_.:-]+/g, '_').replace(/^[^A-Za-z]+/, '');
    base = `r${base.charAt(0).toUpperCase()}${base.slice(1)}`.slice(0, 54);
    let id = base;
    for (let i = 2; used.has(id); i++) id = `${base}_${i}`;
    used.add(id);
    return id;
  };
}

/** The name people gave a resource: a literal `name` (Terraform), else its own name. */
function nameOf(r: IacResource): string {
  const literal = r.body.name;
  if (!r.type.includes('::') && typeof literal === 'string' && literal.length > 0 && literal.length <= 60 && !literal.includes('${') && !/^[A-Z][a-z]+$/.test(r.type)) return literal;
  return r.name;
}

/** A literal string at a dotted path of a body (the first element of each list on the way). */
function valueAt(body: Record<string, unknown>, path: string | undefined): string | undefined {
  if (!path) return undefined;
  let v: unknown = body;
  for (const key of path.split('.')) {
    if (Array.isArray(v)) v = v[0];
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  }
  if (Array.isArray(v)) v = v[0];
  return typeof v === 'string' && v.length > 0 && v.length <= 40 && !v.includes('${') ? v : undefined;
}

const countSuffix = (r: IacResource) => (r.count !== undefined && r.count > 1 ? ` ×${r.count}` : r.countUnknown !== undefined ? ' ×n' : '');

export interface IacPlan {
  plan: Plan;
  unknowns: string[];
}

/**
 * Resources → the compact plan every planner produces: components, containers (VPC/VNet, subnets,
 * zones, resource groups, ECS clusters, namespaces) and edges from what the code states.
 * Identical resources (count, for_each, replicas) are one component with the count in its label
 * and `replicas` prop.
 */
export function iacToPlan(read: IacReadResult, title: string): IacPlan {
  const resolver = new Resolver(read.resources);
  const unknowns = [...read.unknowns];
  const newId = idMaker();
  const ids = new Map<string, string>();
  const groups = new Map<string, PlanGroup>();
  const groupKind = (address: string) => groups.get(address)?.kind;
  const k8s = read.format === 'kubernetes';
  const label = (r: IacResource, display: string | undefined) => {
    const name = `${nameOf(r)}${countSuffix(r)}`;
    if (!display) return name;
    return k8s ? `${name} ${display}` : `${name} (${display})`;
  };
  const source = (r: IacResource) => ({ iac_source: `${r.file}:${r.line}`, iac_resource: r.address });

  // Containers: declared groups, then zones and namespaces the resources state.
  for (const r of read.resources) {
    const rule = resolver.rule(r.address);
    if (rule.role !== 'group' || groups.size >= MAX_GROUPS) continue;
    const id = newId(r.address);
    ids.set(r.address, id);
    groups.set(r.address, { id, kind: rule.group ?? 'vpc', label: label(r, rule.label), props: source(r) });
  }
  const pseudo = (key: string, kind: GroupKind, text: string): string => {
    if (!groups.has(key) && groups.size < MAX_GROUPS) {
      const id = newId(key);
      ids.set(key, id);
      groups.set(key, { id, kind, label: text });
    }
    return key;
  };
  /** The groups a resource's references place it in, most specific kind first. */
  const containersOf = (address: string): string[] => {
    const refs = resolver.refsOf.get(address) ?? [];
    const found = new Set<string>();
    for (const ref of refs) {
      if (groups.has(ref.target)) found.add(ref.target);
      else if (resolver.rule(ref.target).role === 'fold') {
        // a network interface folded into its VM still places the VM in its subnet
        for (const inner of resolver.refsOf.get(ref.target) ?? []) if (groups.has(inner.target)) found.add(inner.target);
      }
    }
    return [...found];
  };
  const parentOf = new Map<string, string>();
  for (const [address, g] of groups) {
    const mine = RANK[g.kind] ?? 9;
    const outer = containersOf(address).filter((c) => (RANK[groupKind(c)!] ?? 9) < mine);
    outer.sort((a, b) => (RANK[groupKind(b)!] ?? 0) - (RANK[groupKind(a)!] ?? 0));
    if (outer[0]) parentOf.set(address, outer[0]);
    const r = resolver.byAddress.get(address)!;
    if (g.kind === 'subnet' && r.zone) {
      const vpc = outer.find((c) => groupKind(c) === 'vpc');
      const az = pseudo(`az:${vpc ?? ''}:${r.zone}`, 'az', r.zone);
      if (vpc) parentOf.set(az, vpc);
      parentOf.set(address, az);
    }
  }
  const ancestors = (g: string): string[] => {
    const out: string[] = [];
    for (let p: string | undefined = g; p && out.length < 10; p = parentOf.get(p)) out.push(p);
    return out;
  };
  /** One group for a resource: the highest-priority kind; several of it → their closest common ancestor. */
  const placeIn = (address: string, r: IacResource): string | undefined => {
    const found = containersOf(address);
    for (const kind of GROUP_PRIORITY) {
      const of = found.filter((c) => groupKind(c) === kind);
      if (of.length === 1) return of[0];
      if (of.length > 1) {
        const [head, ...rest] = of.map(ancestors);
        return head!.find((a) => rest.every((list) => list.includes(a)));
      }
    }
    if (r.namespace && k8s) return pseudo(`ns:${r.namespace}`, 'namespace', `${r.namespace} (Namespace)`);
    return undefined;
  };

  // Components.
  const nodes: PlanNode[] = [];
  const nodeGroup = new Map<string, string | undefined>();
  for (const r of read.resources) {
    const rule = resolver.rule(r.address);
    if (rule.role !== 'node') continue;
    if (nodes.length >= MAX_NODES) {
      unknowns.push(`${r.address} (not drawn: more than ${MAX_NODES} components)`);
      continue;
    }
    if (!rule.known) unknowns.push(`${r.address}: unknown resource type ${r.type}`);
    const id = newId(r.address);
    ids.set(r.address, id);
    const group = placeIn(r.address, r);
    nodeGroup.set(r.address, group);
    const props = { ...propsFromBody(r.body), ...source(r), iac_name: nameOf(r), ...(r.count !== undefined && r.count > 1 ? { replicas: r.count } : {}) };
    const detail = valueAt(r.body, rule.detail);
    const display = `${rule.label ?? r.type}${detail ? `: ${detail}` : ''}`;
    nodes.push({ id, ...(rule.service ? { service: rule.service } : { kind: 'generic' as const }), label: label(r, display), props });
  }
  // Groups not yet placed: the region every regional resource states, when there is one.
  const regions = new Set(read.resources.filter((r) => r.namespace && !k8s).map((r) => r.namespace!));
  if (regions.size === 1 && !k8s) {
    const region = pseudo(`region:${[...regions][0]}`, 'region', [...regions][0]!);
    for (const address of groups.keys()) if (address !== region && !parentOf.has(address)) parentOf.set(address, region);
    for (const [address, g] of nodeGroup) if (!g) nodeGroup.set(address, region);
  }
  const addressOf = new Map([...ids].map(([address, id]) => [id, address]));
  for (const n of nodes) {
    const g = nodeGroup.get(addressOf.get(n.id)!);
    if (g) n.group = ids.get(g);
  }
  for (const [address, g] of groups) {
    const p = parentOf.get(address);
    if (p && ids.get(p)) g.parent = ids.get(p);
  }

  // Edges from what the code states.
  const edges: PlanEdge[] = [];
  const seen = new Set<string>();
  const add = (from: string, to: string) => {
    const a = ids.get(from);
    const b = ids.get(to);
    if (!a || !b || a === b || edges.length >= MAX_EDGES) return;
    if (seen.has(`${a}>${b}`) || seen.has(`${b}>${a}`)) return;
    seen.add(`${a}>${b}`);
    edges.push({ from: a, to: b });
  };
  for (const r of read.resources) {
    const rule = resolver.rule(r.address);
    const refs = resolver.refsOf.get(r.address) ?? [];
    if (rule.role === 'connector') {
      const sources = refs.filter((x) => rule.from?.includes(x.path[0] ?? '')).flatMap((x) => resolver.endpoints(x.target));
      const targets = refs.filter((x) => !rule.from?.includes(x.path[0] ?? '')).flatMap((x) => resolver.endpoints(x.target));
      for (const s of sources) for (const t of targets) add(s, t);
    } else if (rule.role === 'members') {
      // inline ingress rules: what the named groups protect → what this group protects
      const mine = resolver.endpoints(r.address);
      for (const x of refs.filter((ref) => /ingress/i.test(ref.path[0] ?? '') && resolver.rule(ref.target).role === 'members')) {
        for (const s of resolver.endpoints(x.target)) for (const t of mine) add(s, t);
      }
    } else if (rule.role === 'node') {
      for (const x of refs) {
        const role = resolver.rule(x.target).role;
        if (role === 'members' || role === 'group' || role === 'skip') continue;
        for (const t of resolver.endpoints(x.target)) {
          if (resolver.inbound(x)) add(t, r.address);
          else add(r.address, t);
        }
      }
    }
  }
  return {
    // Kubernetes states its copies (replicas); numbered workloads there are versions, not copies.
    plan: (k8s ? (p: Plan) => p : mergeIdentical)({ title, diagram_type: 'architecture', nodes, groups: [...groups.values()], edges }),
    unknowns,
  };
}
