import type { ServiceKind } from '../catalog/index.js';
import type { ModelGroup } from '../model/index.js';

/**
 * Cloud drawing conventions as data: where each kind of service sits in the flow of traffic,
 * which subnet tier a box is, and the order of availability zones.
 */

const CLIENT: ReadonlySet<string> = new Set(['users', 'browser', 'mobile', 'device', 'internet', 'onprem', 'developer', 'external_api']);
const EDGE: ReadonlySet<string> = new Set(['dns', 'cdn', 'waf', 'ddos']);
const ENTRY: ReadonlySet<string> = new Set([
  'load_balancer', 'api_gateway', 'ingress', 'igw', 'nat', 'vpn', 'direct_connect', 'transit_gateway', 'firewall', 'bastion',
]);
const DATA: ReadonlySet<string> = new Set([
  'relational_db', 'nosql', 'cache', 'data_warehouse', 'search', 'graph_db', 'timeseries_db', 'object_storage',
  'file_storage', 'block_storage', 'backup', 'data_lake', 'volume', 'vector_db',
]);
/**
 * Services that observe or consume the rest (dashboards, monitoring, catalogs). An edge drawn from
 * them ("Power BI → Synapse", "Purview → lake") is a read, so for layering it counts as pointing at them.
 */
const SINK: ReadonlySet<string> = new Set(['bi', 'monitoring', 'logging', 'tracing', 'audit', 'data_catalog', 'security_posture']);

/** Order of traffic: clients, edge services, entry points, compute, data, analytics. */
export function flowRank(kind: string): number {
  if (CLIENT.has(kind)) return 0;
  if (EDGE.has(kind)) return 1;
  if (ENTRY.has(kind)) return 2;
  if (DATA.has(kind)) return 4;
  if (SINK.has(kind)) return 5;
  return 3;
}

export function isClient(kind: string): boolean {
  return CLIENT.has(kind);
}

/** Network entry services that belong in the band above a VPC's availability zones. */
export function isEntry(kind: string): boolean {
  return EDGE.has(kind) || ENTRY.has(kind);
}

/**
 * Supporting services (registries, secrets, monitoring, catalogs...): drawn beside the main flow,
 * in a row under it, when they only feed it or only receive from it.
 */
const SUPPORT: ReadonlySet<string> = new Set([
  'registry', 'secrets', 'kms', 'certificate', 'identity', 'monitoring', 'logging', 'tracing', 'audit', 'config',
  'security_posture', 'data_catalog', 'iac',
]);

export function isSupport(kind: string): boolean {
  return SUPPORT.has(kind);
}

export function isSink(kind: ServiceKind | string): boolean {
  return SINK.has(kind);
}

export const TIERS = ['public', 'app', 'data', 'mgmt'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * Row of a subnet in the AZ grid: its `tier` prop, else its label ("Public subnet", "DB subnet"),
 * else what it holds (a database makes it the data tier, a load balancer or NAT the public one).
 */
export function subnetTier(group: ModelGroup, childKinds: readonly string[]): Tier {
  const prop = String(group.props['tier'] ?? '').toLowerCase();
  if ((TIERS as readonly string[]).includes(prop)) return prop as Tier;
  if (prop === 'web' || prop === 'dmz') return 'public';
  if (prop === 'db' || prop === 'database') return 'data';
  if (group.props['public'] === true || group.props['public'] === 'true') return 'public';
  const label = group.label.toLowerCase();
  if (/\b(public|dmz|web|edge|ingress|front)/.test(label)) return 'public';
  if (/\b(data|db|database|storage|persistence)/.test(label)) return 'data';
  if (/\b(mgmt|management|admin|bastion|ops)/.test(label)) return 'mgmt';
  if (/\b(app|application|private|compute|service|worker)/.test(label)) return 'app';
  if (childKinds.some((k) => DATA.has(k)) && !childKinds.some((k) => !DATA.has(k))) return 'data';
  if (childKinds.some((k) => ENTRY.has(k) || EDGE.has(k))) return 'public';
  return 'app';
}

export function tierIndex(tier: Tier): number {
  return TIERS.indexOf(tier);
}

/** Row a loose node inside an AZ takes (a NAT gateway with the public subnets, a database with data). */
export function tierOfKind(kind: string): Tier {
  if (ENTRY.has(kind) || EDGE.has(kind)) return 'public';
  if (DATA.has(kind)) return 'data';
  return 'app';
}

/** Natural order of labels: "AZ 2" before "AZ 10", "us-east-1a" before "us-east-1b". */
export function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}
