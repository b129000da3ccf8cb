import type { Provider } from '../../../shared/contract/values.js';
import type { GroupKind, Props } from '../../model/index.js';
import type { EntityGraph } from '../relations/graph.js';
import type { Entity, Tier, Understanding } from '../types.js';
import { capitalize } from '../text/tokens.js';
import { isZoneName } from '../entities/locations.js';
import { acronyms, labelFor, noteWords } from './labels.js';
import { makeId, type Draft, type DraftNode } from './draft.js';
import { GLOBAL_KINDS, isInNetwork, isOutside, isVpcEdge, isVpcResident, tierOf } from './placement.js';

const CLOUD_LABEL: Partial<Record<Provider, string>> = { aws: 'AWS Cloud', azure: 'Microsoft Azure', gcp: 'Google Cloud', oci: 'Oracle Cloud (OCI)' };
const NETWORK_WORD: Readonly<Record<string, string>> = { vpc: 'VPC', vnet: 'VNet', vcn: 'VCN' };
/** Network appliances a hub network shares with its spokes. */
const APPLIANCE_KINDS: ReadonlySet<string> = new Set(['firewall', 'vpn', 'bastion', 'nat', 'igw']);
/** What stands in front of the clusters it serves: a load balancer, DNS, a CDN. */
const FRONT_KINDS: ReadonlySet<string> = new Set(['load_balancer', 'dns', 'cdn']);
const VPC_LABEL: Partial<Record<Provider, string>> = { aws: 'VPC', azure: 'Virtual network', gcp: 'VPC network', oci: 'VCN' };

function subnetLabel(provider: Provider, tier: Tier, tiers: ReadonlySet<Tier>): string {
  if (provider === 'azure') return { public: 'Front-end subnet', app: 'App subnet', data: 'Data subnet' }[tier as 'app'] ?? 'Subnet';
  if (provider === 'gcp') return { public: 'Public subnet', app: 'App subnet', data: 'Data subnet' }[tier as 'app'] ?? 'Subnet';
  const privateTiers = [...tiers].filter((t) => t === 'app' || t === 'data').length;
  if (tier === 'public') return 'Public subnet';
  if (privateTiers < 2) return 'Private subnet';
  return tier === 'data' ? 'Private data subnet' : 'Private app subnet';
}

class GroupMaker {
  private readonly cache = new Map<string, string>();
  constructor(private readonly draft: Draft, private readonly taken: Set<string>, private readonly subnetNames: Partial<Record<Tier, string>> = {}) {}

  get(key: string, kind: GroupKind, given: string, parent: string | null, props: Props = {}, ownName = false): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    // A subnet the text named ("the web subnet") keeps that name.
    const named = kind === 'subnet' && !ownName ? this.subnetNames[props['tier'] as Tier] : undefined;
    const label = named ? acronyms(named) : given;
    const id = makeId(label, this.taken, kind);
    this.draft.groups.push({ id, kind, label, parent, props });
    this.cache.set(key, id);
    return id;
  }

  /** A box already drawn for a container the text named stands for `key` ("the corporate network" is the on-premises box). */
  adopt(key: string, id: string): void {
    this.cache.set(key, id);
  }

  has(key: string): boolean {
    return this.cache.has(key);
  }
}

/**
 * Puts every node in its box the way cloud diagrams are drawn: the provider's cloud, a region per
 * named region, a VPC holding what runs in it, availability-zone columns and subnets by tier
 * (public / app / data); managed services outside the VPC, people and external systems outside
 * the cloud; Kubernetes objects in their cluster and namespaces.
 */
export function placeContainers(draft: Draft, u: Understanding, graph: EntityGraph, taken: Set<string>): void {
  const provider = u.provider;
  const groups = new GroupMaker(draft, taken, u.subnetNames);
  const containerEntityGroup = (key: string | undefined): string | undefined => (key ? draft.containerGroups.get(key) : undefined);
  for (const [key, id] of draft.containerGroups) {
    const e = graph.get(key);
    draft.groups.push({ id, kind: e.container ?? 'generic', label: labelOfContainer(e, provider), parent: containerEntityGroup(e.placedIn) ?? null, props: {} });
    if (e.container === 'onprem') groups.adopt('onprem', id);
  }
  const cloudLabel = CLOUD_LABEL[provider];
  const cloud = cloudLabel ? (): string => groups.get('cloud', 'cloud', cloudLabel, null) : undefined;
  // The one region a prompt names ("VMs in a us-east1 subnet") holds the network and the regional services.
  const only = draft.regions.length === 0 && u.regions.length === 1 && !isZoneName(u.regions[0]!) ? u.regions[0] : undefined;
  const regionOf = (name: string | undefined): string | null => {
    name ??= only;
    if (!name || !cloud) return cloud ? cloud() : null;
    return groups.get(`region:${name}`, isZoneName(name) ? 'az' : 'region', name, cloud());
  };
  // A zone of a network the text names ("the DMZ") is a box of its own, not the network the rest runs in.
  const explicitVpc = [...draft.containerGroups.entries()].filter(([k]) => graph.get(k).container === 'vpc' && !['general.network_zone', 'general.environment'].includes(graph.get(k).entry.id)).map(([, id]) => id);
  const tiersUsed = new Set<Tier>(draft.nodes.filter((n) => isInNetwork(n.entity, provider) && !n.entity.placedIn).map((n) => n.tier ?? n.entity.tier ?? tierOf(n.entry, provider)));
  for (const key of draft.containerGroups.keys()) if (graph.get(key).container === 'cluster' && isVpcResident(graph.get(key).entry, provider)) tiersUsed.add('app');
  // Subnet labels tell the tiers of every network apart, placed or not ("Private app subnet", "Private data subnet").
  const allTiers = new Set<Tier>([...tiersUsed, ...draft.nodes.filter((n) => isInNetwork(n.entity, provider)).map((n) => n.tier ?? n.entity.tier ?? tierOf(n.entry, provider))]);
  // A Kubernetes prompt that names its one cluster ("on EKS") puts its objects in that cluster.
  const clusters = [...draft.containerGroups.entries()].filter(([k]) => graph.get(k).container === 'cluster').map(([, id]) => id);
  const explicitCluster = clusters.length === 1 ? clusters[0] : undefined;
  const clusterLabel = defaultClusterLabel(u);
  // In a hub-and-spoke network the hub holds the shared network appliances nobody placed elsewhere.
  const hub = explicitVpc.length >= 2 ? [...draft.containerGroups.entries()].find(([k]) => graph.get(k).container === 'vpc' && /\bhub\b/i.test(labelOfContainer(graph.get(k), provider)))?.[1] : undefined;
  const vpcFor = (n: DraftNode): string => {
    if (explicitVpc.length === 1 && draft.regions.length < 2) return explicitVpc[0]!;
    if (hub && APPLIANCE_KINDS.has(n.entry.kind)) return hub;
    return groups.get(`vpc:${n.region ?? ''}`, 'vpc', VPC_LABEL[provider] ?? 'VPC', regionOf(n.region));
  };
  for (const n of draft.nodes) {
    // A managed cluster's own icon stays inside its box.
    if (n.group !== undefined && draft.containerGroups.get(n.entity.key) === n.group) continue;
    const onPremises = n.entry.kind === 'onprem' || n.props['location'] === 'on-premises';
    const explicit = containerEntityGroup(n.entity.placedIn);
    // On-premises parts are never inside a cloud network, whatever sentence named them with it.
    if (explicit && !onPremises) {
      n.group = placeInExplicit(n, explicit, draft, groups, provider, tiersUsed, allTiers);
      continue;
    }
    const onPrem = n.entry.kind === 'onprem' || n.props['location'] === 'on-premises';
    if (isOutside(n.entry) || provider === 'general' || onPrem) {
      n.group = onPrem && (u.archetypes.includes('hybrid') || n.props['location'] === 'on-premises' || groups.has('onprem')) ? groups.get('onprem', 'onprem', onPremLabel(draft), null) : undefined;
      continue;
    }
    if (provider === 'kubernetes') {
      // In front of several clusters the text names, a load balancer stands outside them all.
      const fronts = clusters.length >= 2 && FRONT_KINDS.has(n.entry.kind);
      n.group = runsInCluster(n.entry) && !fronts ? (explicitCluster ?? groups.get('cluster', 'cluster', clusterLabel, null)) : undefined;
      continue;
    }
    const otherCloud = n.entry.provider !== provider ? CLOUD_LABEL[n.entry.provider] : undefined;
    if (otherCloud) {
      // A second cloud the prompt names is drawn as its own cloud box beside the first.
      n.group = groups.get(`cloud:${n.entry.provider}`, 'cloud', otherCloud, null);
      continue;
    }
    if (isInNetwork(n.entity, provider) && n.region && isZoneName(n.region)) {
      // "one VM in us-central1-a, one in us-central1-b": zones of one network, each a column in it.
      const vpc = groups.get('vpc:', 'vpc', VPC_LABEL[provider] ?? 'VPC', cloud ? cloud() : null);
      n.group = groups.get(`zone:${n.region}`, 'az', n.region, vpc);
      continue;
    }
    if (isInNetwork(n.entity, provider)) {
      const vpc = vpcFor(n);
      const subnet = isVpcEdge(n.entry) ? vpc : subnetFor(n, vpc, draft, groups, provider, allTiers);
      // A load balancer serves every zone: drawn in one zone's subnet it would read as single-AZ.
      // It stands in the VPC over the zones (its public subnets are still drawn in each zone).
      n.group = spansZones(n, draft, provider) ? vpc : subnet;
      continue;
    }
    n.group = (GLOBAL_KINDS.has(n.entry.kind) && !n.region ? cloud?.() : regionOf(n.region)) ?? undefined;
  }
  for (const g of draft.groups) {
    if (g.kind !== 'overlay' || !g.members) continue;
    const parents = new Set(g.members.map((m) => draft.nodes.find((n) => n.id === m)?.group));
    const vpc = draft.groups.find((x) => x.kind === 'vpc' && [...parents].some((p) => isInside(draft, p, x.id)));
    g.parent = vpc?.id ?? null;
  }
  for (const [key, id] of draft.containerGroups) {
    const e = graph.get(key);
    const group = draft.groups.find((x) => x.id === id)!;
    if (group.parent !== null || e.placedIn || provider === 'general' || e.container === 'onprem') continue;
    if (e.container === 'cluster' && isVpcResident(e.entry, provider) && draft.nodes.some((n) => isVpcResident(n.entry, provider))) {
      // A managed Kubernetes cluster runs in the VPC's app tier, like any other compute.
      const pseudo = { id, entity: e, entry: e.entry, label: group.label, props: {}, tier: 'app' as Tier };
      group.parent = subnetFor(pseudo, vpcFor(pseudo), draft, groups, provider, allTiers);
    } else {
      group.parent = e.container === 'namespace' && provider === 'kubernetes' ? (explicitCluster ?? groups.get('cluster', 'cluster', clusterLabel, null)) : e.container === 'vpc' ? regionOf(undefined) : cloud ? cloud() : null;
    }
  }
}

/**
 * "Tracing for the GKE platform: …": the one managed Kubernetes service a text names only in passing
 * names the cluster its objects run in.
 */
function defaultClusterLabel(u: Understanding): string {
  const named = u.entities.filter((e) => e.origin === 'prompt' && e.descriptor && e.entry.kind === 'k8s_cluster' && e.entry.provider !== 'kubernetes');
  const services = new Set(named.map((e) => e.entry.id));
  return services.size === 1 ? `${named[0]!.entry.short || named[0]!.entry.name} cluster` : 'Kubernetes cluster';
}

/**
 * What a Kubernetes diagram draws inside its cluster: Kubernetes objects and plain workloads.
 * Registries, pipelines and a cloud's managed services (a load balancer, a database) stand outside.
 */
function runsInCluster(entry: DraftNode['entry']): boolean {
  if (['registry', 'ci_cd', 'repository', 'iac', 'external_api'].includes(entry.kind) && entry.provider !== 'kubernetes') return false;
  return entry.provider === 'kubernetes' || entry.provider === 'general';
}

function placeInExplicit(n: DraftNode, group: string, draft: Draft, groups: GroupMaker, provider: Provider, tiers: ReadonlySet<Tier>, labelTiers: ReadonlySet<Tier>): string {
  const g = draft.groups.find((x) => x.id === group);
  // Subnets are drawn when the network holds several tiers, or when the text put this one in a subnet.
  if (g?.kind === 'vpc' && isInNetwork(n.entity, provider) && !isVpcEdge(n.entry) && (tiers.size > 1 || n.entity.tier !== undefined)) return subnetFor(n, group, draft, groups, provider, labelTiers);
  return group;
}

function subnetFor(n: DraftNode, vpc: string, draft: Draft, groups: GroupMaker, provider: Provider, tiers: ReadonlySet<Tier>): string {
  const tier = n.tier ?? n.entity.tier ?? tierOf(n.entry, provider);
  const props: Props = { tier, public: tier === 'public' };
  if (draft.azCount >= 2 && hasAzColumns(provider)) {
    const az = Math.min(n.az ?? 0, draft.azCount - 1);
    const zones = Array.from({ length: draft.azCount }, (_, k) => groups.get(`az:${vpc}:${k}`, 'az', `Availability Zone ${k + 1}`, vpc));
    // Every zone gets the same subnets so the tier rows line up across the columns.
    for (const zone of zones) groups.get(`subnet:${zone}:${tier}`, 'subnet', subnetLabel(provider, tier, tiers), zone, props);
    return groups.get(`subnet:${zones[az]!}:${tier}`, 'subnet', subnetLabel(provider, tier, tiers), zones[az]!, props);
  }
  // "the proxy subnet" beside "the app subnet": a subnet the text names on its own is its own box.
  const own = n.entity.subnet;
  if (own) return groups.get(`subnet:${vpc}:${tier}:${own}`, 'subnet', acronyms(own), vpc, props, true);
  return groups.get(`subnet:${vpc}:${tier}`, 'subnet', subnetLabel(provider, tier, tiers), vpc, props);
}

/** A zone-spanning service (a load balancer) in a VPC drawn with availability-zone columns. */
function spansZones(n: DraftNode, draft: Draft, provider: Provider): boolean {
  return n.entry.kind === 'load_balancer' && n.az === undefined && draft.azCount >= 2 && hasAzColumns(provider);
}

function hasAzColumns(provider: Provider): boolean {
  return provider !== 'azure' && provider !== 'gcp';
}

function isInside(draft: Draft, groupId: string | undefined, ancestor: string): boolean {
  for (let at = groupId; at; at = draft.groups.find((g) => g.id === at)?.parent ?? undefined) if (at === ancestor) return true;
  return false;
}

/** The on-premises box: a data centre when the text's own on-premises parts name one, else just on-premises (an office, a network). */
function onPremLabel(draft: Draft): string {
  const sites = draft.nodes.filter((n) => n.entry.kind === 'onprem').map((n) => n.entity.matched);
  return sites.length > 0 && sites.every((m) => !/data ?cent(?:er|re)/i.test(m)) ? 'On-premises' : 'Corporate data center';
}

/** A container's label: "Inspection VPC", "Staging namespace", or the provider's word for a plain VPC. */
export function labelOfContainer(e: Entity, provider: Provider): string {
  if (e.label) return e.label;
  const extra = [...e.pre, ...e.post, ...e.paren.map(noteWords)].filter((w) => w.trim().length > 0);
  if (e.container === 'namespace') return capitalize(`${extra.join(' ')} namespace`.trim());
  if (e.container === 'vpc' && /^(vpc|vnet|vcn|virtual (private )?(cloud|network)|vpc network)s?$/i.test(e.matched.trim())) {
    // The text's own word for the network, one of it: "VNets" → "VNet"; prose ("virtual network", "vnet") reads as the provider's word.
    const typed = /^(vpc|vnet|vcn)s?$/i.test(e.matched.trim()) && /[A-Z]/.test(e.matched) ? NETWORK_WORD[e.matched.trim().toLowerCase().replace(/s$/, '')] : undefined;
    return capitalize([...extra, typed ?? VPC_LABEL[provider] ?? 'VPC'].join(' '));
  }
  if (e.container === 'vpc') return capitalize(acronyms([...e.pre, e.matched, ...e.post].join(' '))) + (e.paren.length > 0 ? ` (${e.paren.join(', ')})` : '');
  if (e.container === 'cluster' && e.entry.provider === 'kubernetes') {
    // "Kubernetes (EKS)" → "Kubernetes cluster (EKS)": the text's words, then what the box is.
    const name = [...e.pre, e.matched, ...e.post].join(' ');
    return capitalize(acronyms(/\bclusters?\b/i.test(name) ? name : `${name} cluster`)) + (e.paren.length > 0 ? ` (${e.paren.join(', ')})` : '');
  }
  // A managed cluster's box says what it is even where the text's name came out short ("ECS" → "ECS cluster").
  if (e.container === 'cluster' && !/\bclusters?\b/i.test(labelFor(e)) && /\bclusters?\b/i.test(e.matched)) return `${labelFor(e)} cluster`;
  return labelFor(e);
}
