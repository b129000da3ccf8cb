import { serviceForKind } from '../../catalog/index.js';
import { zoneLabel } from '../text/zones.js';
import type { Provider } from '../../../shared/contract/values.js';
import type { EntityGraph } from '../relations/graph.js';
import { membersOf } from '../relations/network.js';
import { isServiceCluster } from '../relations/boxes.js';
import type { Entity, Relation, Understanding } from '../types.js';
import { labelOfContainer } from './containers.js';
import { makeId, type Draft, type DraftNode } from './draft.js';
import { onPremSite } from './onprem-site.js';
import { capitalize, singular } from '../text/tokens.js';
import { MACHINE_NOUNS } from '../text/lexicon.js';
import { disambiguate, instanceLabel, labelFor, singularLabel, withNote } from './labels.js';
import { azSplit, isContainerEntity, isNamedManagedCluster, isNamedNetwork, isVpcResident, regionalSplit } from './placement.js';

interface Ctx {
  u: Understanding;
  graph: EntityGraph;
  draft: Draft;
  taken: Set<string>;
  labels: Map<string, string>;
}

function addNode(ctx: Ctx, e: Entity, label: string, extra: Partial<DraftNode> = {}): DraftNode {
  const node: DraftNode = { id: makeId(label, ctx.taken), entity: e, entry: extra.entry ?? e.entry, label, props: { ...e.props }, ...extra };
  delete node.props['spread_az'];
  delete node.props['geo_replication'];
  ctx.draft.nodes.push(node);
  ctx.draft.instances.set(e.key, [...(ctx.draft.instances.get(e.key) ?? []), node.id]);
  return node;
}

const AZ_ROLES = { primary: 'primary', standby: 'standby' } as const;

/** One entity as the nodes it is drawn as: per region, per zone, primary/standby, or n copies. */
function expandEntity(ctx: Ctx, e: Entity): void {
  const label = ctx.labels.get(e.key)!;
  const { draft } = ctx;
  const pair = e.pairWith ? ctx.draft.instances.get(e.pairWith) : undefined;
  if (pair && pair.length > 1) {
    const partners = pair.map((id) => draft.nodes.find((n) => n.id === id)!);
    partners.forEach((p, i) => {
      const suffix = p.region ? ` (${p.region})` : '';
      // "each drained by its own function": a copy paired with a named one takes its partner's name.
      const l = p.region ? label + suffix : instanceLabel(label, i, partners.length, false, p.entity.names);
      addNode(ctx, e, l, { ...(p.region ? { region: p.region } : {}), ...(p.az !== undefined ? { az: p.az } : {}) });
    });
    return;
  }
  const regions = regionalSplit(e, ctx.u, draft.regions);
  if (regions.kind === 'each') {
    for (const r of regions.regions) addNode(ctx, e, withNote(singularLabel(label), r), { region: r });
    return;
  }
  if (regions.kind === 'geo') {
    const [r1, r2] = regions.regions;
    const secondary = ctx.u.provider === 'azure' ? 'geo-secondary' : 'secondary';
    const primary = addNode(ctx, e, withNote(label, 'primary'), { region: r1!, props: { ...e.props, role: 'primary' } });
    const replica = addNode(ctx, e, withNote(label, secondary), { region: r2!, props: { ...e.props, role: 'secondary' } });
    draft.edges.push({ from: primary.id, to: replica.id, label: 'geo-replication', props: { async: true } });
    return;
  }
  const split = azSplit(e, ctx.u.provider, draft.azCount);
  if (split === 'asg') {
    const vm = e.entry.kind === 'vm' ? e.entry : (serviceForKind('vm', ctx.u.provider) ?? e.entry);
    const name = e.entry.kind === 'vm' ? singularLabel(label) : machinesNamed(e.pre) ?? `${vm.short} instance`;
    const ids: string[] = [];
    for (let az = 0; az < draft.azCount; az++) ids.push(addNode(ctx, e, zoneLabel(name, az, draft.azCount), { entry: vm, az, tier: e.tier ?? 'app', props: { autoscaling: true } }).id);
    draft.groups.push({ id: makeId(asgLabel(ctx.u.provider), ctx.taken, 'asg'), kind: 'overlay', label: asgLabel(ctx.u.provider), props: { autoscaling: true }, members: ids });
    return;
  }
  if (split === 'primary_standby') {
    const p = addNode(ctx, e, withNote(label, AZ_ROLES.primary), { az: 0, props: { ...e.props, role: 'primary', multi_az: true } });
    const s = addNode(ctx, e, withNote(label, AZ_ROLES.standby), { az: 1, props: { ...e.props, role: 'standby', multi_az: true } });
    draft.edges.push({ from: p.id, to: s.id, label: 'replication', props: {} });
    return;
  }
  if (split === 'each') {
    for (let az = 0; az < draft.azCount; az++) addNode(ctx, e, zoneLabel(singularLabel(label), az, draft.azCount), { az });
    return;
  }
  const letters = e.entry.kind === 'network_misc';
  // Copies of a component inside a multi-zone VPC spread over the zones.
  const spread = draft.azCount >= 2 && e.count > 1 && isVpcResident(e.entry, ctx.u.provider);
  for (let i = 0; i < e.count; i++) addNode(ctx, e, instanceLabel(label, i, e.count, letters, e.names), spread ? { az: i % draft.azCount } : {});
}

function asgLabel(provider: Provider): string {
  return { aws: 'Auto Scaling group', azure: 'VM Scale Set', gcp: 'Managed instance group', oci: 'Instance pool' }[provider as 'aws'] ?? 'Auto scaling group';
}

type Inst = DraftNode;

/** Which instances of `to` one instance of `from` connects to. */
function partnersOf(a: Inst, targets: Inst[], rel: Relation, ctx: Ctx): Inst[] {
  const toEntity = ctx.graph.get(rel.to);
  const fromEntity = ctx.graph.get(rel.from);
  const pairs = toEntity.pairWith === rel.from || fromEntity.pairWith === rel.to;
  if (pairs) {
    const mine = ctx.draft.instances.get(rel.from)!.indexOf(a.id);
    const t = targets[mine];
    if (t) return [t];
  }
  const primaries = targets.filter((t) => t.props['role'] === 'primary');
  if (primaries.length > 0 && targets.some((t) => t.props['role'] === 'secondary')) {
    return a.region ? targets.filter((t) => t.region === a.region) : primaries;
  }
  if (primaries.length > 0) return primaries;
  if (a.region !== undefined && targets.some((t) => t.region !== undefined)) {
    const same = targets.filter((t) => t.region === a.region);
    if (same.length > 0) return same;
  }
  if (a.az !== undefined && targets.some((t) => t.az !== undefined)) {
    const same = targets.filter((t) => t.az === a.az);
    if (same.length > 0) return same;
  }
  return targets;
}

const BOX_LEVEL = new Set(['registry', 'ci_cd', 'iac', 'monitoring', 'logging', 'kms', 'secrets', 'config']);
const ENTRY_ORDER = ['firewall', 'load_balancer', 'ingress', 'api_gateway'];
const COMPUTE_ORDER = ['microservice', 'k8s_workload', 'container_service', 'vm', 'autoscaling_group', 'web_app', 'function', 'pod', 'nat'];

/** Relations between entities as edges between their nodes (or container groups). */
function expandRelations(ctx: Ctx): void {
  const nodesOf = (key: string): Inst[] | undefined => ctx.draft.instances.get(key)?.map((id) => ctx.draft.nodes.find((n) => n.id === id)!);
  /** An edge into a VPC or cluster box lands on what receives traffic in it; one out of it leaves from what runs in it. */
  const endpoints = (key: string, incoming: boolean, other: string): Inst[] | string | undefined => {
    const group = ctx.draft.containerGroups.get(key);
    if (!group || ctx.draft.instances.has(key)) return nodesOf(key);
    const members = membersOf(ctx.graph, key).map((k) => ctx.graph.get(k));
    // Images, pipelines and monitoring serve the whole cluster or VPC: the edge goes to its box,
    // unless the box holds only the workload a deployment into it was inferred to put there.
    const onlyDeployed = members.length > 0 && members.every((m) => m.origin === 'inferred' && m.entry.kind === 'k8s_workload');
    if (BOX_LEVEL.has(ctx.graph.get(other).entry.kind) && !onlyDeployed) return group;
    // A network peered to another network leaves from its box; traffic into a hub still lands on its firewall.
    const otherEntity = ctx.graph.get(other);
    if (ctx.draft.containerGroups.has(other) && otherEntity.container === 'vpc' && !incoming) return group;
    const order = incoming ? [...ENTRY_ORDER, ...COMPUTE_ORDER] : COMPUTE_ORDER;
    const pick = order.map((kind) => members.find((m) => m.entry.kind === kind)).find(Boolean);
    return (pick && nodesOf(pick.key)) ?? group;
  };
  for (const rel of ctx.graph.relations) {
    const from = endpoints(rel.from, false, rel.to);
    const to = endpoints(rel.to, true, rel.from);
    if (!from || !to) continue;
    const props = { ...(rel.props ?? {}) };
    const label = rel.label;
    const push = (a: string, b: string): void => {
      if (a !== b && !ctx.draft.edges.some((x) => x.from === a && x.to === b)) ctx.draft.edges.push({ from: a, to: b, ...(label ? { label } : {}), props });
    };
    if (typeof from === 'string' && typeof to === 'string') push(from, to);
    else if (typeof from === 'string') for (const t of to as Inst[]) push(from, t.id);
    else if (typeof to === 'string') for (const f of from) push(f.id, to);
    else for (const f of from) for (const t of partnersOf(f, to, rel, ctx)) push(f.id, t.id);
  }
}

/** "each pod ... its own PVC backed by PersistentVolumes": a plural fed only by a paired component pairs too. */
function inferPluralPairs(graph: EntityGraph): void {
  for (const e of graph.live()) {
    const last = e.matched.split(/\s+/).at(-1) ?? '';
    if (e.count > 1 || e.pairWith || singular(last) === last.toLowerCase()) continue;
    const feeders = graph.incoming(e.key).map((r) => graph.get(r.from)).filter((x) => x.count > 1 || x.pairWith);
    if (feeders.length === 1) e.pairWith = feeders[0]!.key;
  }
}

/**
 * The components one network holds for itself, copied into another network with their relations; a
 * relation between two of them joins their two copies ("each with an ALB and an EC2 instance").
 */
function copyMembers(graph: EntityGraph, members: readonly Entity[], network: Entity): void {
  const copies = new Map<string, string>();
  const relations = graph.relations.filter((r) => members.some((m) => r.from === m.key || r.to === m.key));
  for (const m of members) {
    const copy = graph.add({ ...m, key: graph.nextKey(), order: m.order + 0.01, placedIn: network.key, paren: [...m.paren, network.label ?? ''], props: { ...m.props } });
    delete copy.pairWith;
    copies.set(m.key, copy.key);
  }
  for (const r of relations) graph.relations.push({ ...r, from: copies.get(r.from) ?? r.from, to: copies.get(r.to) ?? r.to });
}

/**
 * "three spoke VPCs", "two VNets": each network is a box of its own (drawn even when empty), so
 * several of them become one entity each, labelled A, B, C, with the relations of the plural.
 */
function splitNetworks(graph: EntityGraph, provider: Provider): void {
  // "two clusters, red and yellow, each running …": counted clusters that hold parts split the same way.
  const heldCluster = (x: Entity): boolean => x.entry.kind === 'k8s_cluster' && x.origin === 'prompt' && graph.live().some((m) => m.placedIn === x.key);
  for (const e of graph.live().filter((x) => (isNamedNetwork(x) || heldCluster(x)) && x.count > 1)) {
    const base = labelOfContainer({ ...e, container: heldCluster(e) ? 'cluster' : 'vpc' }, provider);
    const count = e.count;
    const names = e.names;
    const relations = graph.relations.filter((r) => r.from === e.key || r.to === e.key);
    e.count = 1;
    delete e.names;
    // Clusters the text names one by one are "Red cluster", "Yellow cluster".
    const label = (i: number): string => (heldCluster(e) && names?.length === count ? capitalize(`${names[i]!} ${singularLabel(base).toLowerCase()}`) : instanceLabel(base, i, count, true, names));
    e.label = label(0);
    // "two VNets, each with its own scale set": what one network holds for itself, each copy holds too.
    const own = graph.live().filter((m) => m.placedIn === e.key && m.pairWith === e.key);
    for (let i = 1; i < count; i++) {
      const copy = graph.add({ ...e, key: graph.nextKey(), order: e.order + i / count, label: label(i), props: { ...e.props } });
      for (const r of relations) graph.relations.push({ ...r, from: r.from === e.key ? copy.key : r.from, to: r.to === e.key ? copy.key : r.to });
      copyMembers(graph, own, copy);
    }
    for (const m of own) {
      delete m.pairWith;
      m.paren.push(e.label);
    }
  }
}

/**
 * A managed Kubernetes service the text names (EKS, AKS, GKE, OKE) is drawn as its cluster box with
 * the service's own icon inside it, the way providers' reference diagrams show it: what the text
 * connects to the service connects to that icon, and the box holds what runs on it.
 */
function addServiceIcon(draft: Draft, e: Entity, group: string, taken: Set<string>, named: string): void {
  if (e.container !== 'cluster' || e.entry.provider === 'kubernetes' || e.origin !== 'prompt' || e.count > 1) return;
  // A cluster the text calls one ("the ECS cluster", "a private GKE cluster") is a part of its own: its icon keeps the text's name.
  const label = isNamedManagedCluster(e) ? named : e.entry.short || e.entry.name;
  const id = makeId(label, taken);
  draft.nodes.push({ id, entity: e, entry: e.entry, label, props: {}, group });
  draft.instances.set(e.key, [id]);
}

/** "postgress stores the orders": a word the reading corrected keeps the text's spelling in the label. */
function keepSpelling(label: string, spelled: ReadonlyMap<string, string> | undefined): string {
  if (!spelled || spelled.size === 0) return label;
  return label.replace(/[A-Za-z]+/g, (w) => {
    const own = spelled.get(w.toLowerCase());
    return own === undefined ? w : /^[A-Z]/.test(w) ? own[0]!.toUpperCase() + own.slice(1) : own;
  });
}

/** Entities and relations → draft nodes and edges; container entities become groups. */
export function expand(u: Understanding, graph: EntityGraph, azCount: number, regions: string[]): Draft {
  const draft: Draft = { nodes: [], groups: [], edges: [], instances: new Map(), containerGroups: new Map(), azCount, regions };
  const taken = new Set<string>();
  splitNetworks(graph, u.provider);
  const live = graph.live();
  const labels = new Map(live.map((e) => [e.key, keepSpelling(labelFor(e), u.spelled)]));
  disambiguate(live, labels);
  const ctx: Ctx = { u, graph, draft, taken, labels };
  for (const e of live.filter((x) => isContainerEntity(x, membersOf(graph, x.key).length))) {
    const id = makeId(labels.get(e.key)!, taken, 'group');
    draft.containerGroups.set(e.key, id);
    e.container = e.entry.kind === 'k8s_cluster' || isServiceCluster(e) ? 'cluster' : e.entry.id === 'kubernetes.namespace' ? 'namespace' : 'vpc';
    addServiceIcon(draft, e, id, taken, labelOfContainer(e, u.provider));
  }
  // The on-premises network the text names is the box its on-premises parts sit in.
  const site = onPremSite(graph, live.filter((x) => !draft.containerGroups.has(x.key)));
  if (site) {
    draft.containerGroups.set(site.key, makeId(labels.get(site.key)!, taken, 'group'));
    site.container = 'onprem';
  }
  inferPluralPairs(graph);
  const depth = (e: Entity, seen = 0): number => (e.pairWith && seen < 8 ? 1 + depth(graph.get(e.pairWith), seen + 1) : 0);
  const ordered = live.filter((e) => !draft.containerGroups.has(e.key)).sort((a, b) => depth(a) - depth(b) || a.order - b.order);
  for (const e of ordered) expandEntity(ctx, e);
  expandRelations(ctx);
  return draft;
}

/** "tally servers in a scaling group": the machines the group runs are called by the text's name for them. */
function machinesNamed(pre: readonly string[]): string | undefined {
  const last = pre.at(-1)?.toLowerCase();
  if (pre.length < 2 || last === undefined || !MACHINE_NOUNS.has(last)) return undefined;
  const name = pre.join(' ');
  return singularLabel(name.charAt(0).toUpperCase() + name.slice(1));
}
