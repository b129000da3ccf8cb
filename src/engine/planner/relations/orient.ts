import type { ServiceKind } from '../../catalog/index.js';

/**
 * Where a kind sits on the path a request takes, left (the outside world) to right (data and
 * operations). "X with Y" draws the edge from the one further left.
 */
const RANK: Partial<Record<ServiceKind, number>> = {
  users: 0, browser: 0, mobile: 0, device: 0, internet: 0, developer: 0, onprem: 1, external_api: 1,
  dns: 2, cdn: 3, waf: 3.5, ddos: 3.5, firewall: 3.5, load_balancer: 4, api_gateway: 4, ingress: 4.5, igw: 2, nat: 5, vpn: 2,
  direct_connect: 2, transit_gateway: 3, bastion: 4, identity: 5.2,
  web_app: 5, vm: 6, autoscaling_group: 6, container_service: 6, container: 6, k8s_cluster: 6, k8s_workload: 6, pod: 6.5,
  k8s_service: 5.5, function: 6, microservice: 6, batch: 6, workflow: 5.5, scheduler: 5,
  queue: 7, topic: 7, event_bus: 7, stream: 7, stream_processing: 7.5, etl: 7.5, iot_hub: 4,
  relational_db: 8, nosql: 8, cache: 8, search: 8, data_warehouse: 8.5, object_storage: 8, file_storage: 8, block_storage: 8,
  volume: 8, data_lake: 8, vector_db: 8, timeseries_db: 8, graph_db: 8, backup: 9,
  ml_platform: 7, ml_training: 7.5, ml_endpoint: 7, ml_model_registry: 8, ai_service: 8, analytics: 8.5, bi: 9,
  secrets: 9, kms: 9, certificate: 9, monitoring: 9, logging: 9, tracing: 9, audit: 9, security_posture: 9, config: 9,
  registry: 5, ci_cd: 4, repository: 3, iac: 3,
};

/** Kinds that feed the other side whatever their rank (an image registry feeds the cluster). */
const FEEDS: Partial<Record<ServiceKind, readonly ServiceKind[]>> = {
  registry: ['k8s_cluster', 'container_service', 'k8s_workload', 'container', 'function', 'web_app', 'vm', 'pod'],
  waf: ['cdn', 'load_balancer', 'api_gateway', 'ingress', 'web_app'],
  ddos: ['cdn', 'load_balancer', 'api_gateway', 'network_misc'],
  bastion: ['vm', 'autoscaling_group', 'k8s_cluster'],
  certificate: ['cdn', 'load_balancer', 'api_gateway', 'ingress'],
  kms: ['relational_db', 'nosql', 'object_storage', 'data_lake', 'block_storage', 'k8s_cluster', 'queue', 'topic', 'secrets'],
  ingress: ['k8s_cluster', 'k8s_service', 'k8s_workload', 'container_service'],
  autoscaling_group: ['k8s_workload', 'vm', 'pod', 'container_service'],
};

/** Pairs that "with" joins but that are not drawn as an edge (a bastion next to a cluster). */
const NO_EDGE: readonly (readonly [ServiceKind, ServiceKind])[] = [
  ['bastion', 'k8s_cluster'],
  // Entry points never talk to a data store directly: "an LB with Cloud SQL" lists parts.
  ...(['load_balancer', 'api_gateway', 'cdn', 'dns', 'waf', 'ingress'] as const).flatMap((a) =>
    (['relational_db', 'nosql', 'cache', 'search', 'data_warehouse'] as const).map((b) => [a, b] as const)),
];

export function rank(kind: ServiceKind): number {
  return RANK[kind] ?? 6;
}

/** The direction of an attach relation between two kinds, or null when none is drawn. */
export function orientAttach(a: ServiceKind, b: ServiceKind): 'ab' | 'ba' | null {
  if (NO_EDGE.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) return null;
  if (FEEDS[a]?.includes(b)) return 'ab';
  if (FEEDS[b]?.includes(a)) return 'ba';
  return rank(a) <= rank(b) ? 'ab' : 'ba';
}

/** Kinds drawn as a container when something is placed inside them. */
export const CONTAINER_KINDS: ReadonlySet<string> = new Set(['network_misc', 'k8s_cluster', 'generic']);

/** Entry points: what a client talks to first. Ordered outermost first. */
export const ENTRY_KINDS: readonly ServiceKind[] = ['dns', 'cdn', 'load_balancer', 'api_gateway', 'ingress', 'iot_hub', 'web_app'];

/** Message brokers and streams: what "publishes" without an object publishes to. */
export const BROKER_KINDS: readonly ServiceKind[] = ['stream', 'topic', 'event_bus', 'queue'];

export const COMPUTE_KINDS: readonly ServiceKind[] = [
  'vm', 'autoscaling_group', 'container_service', 'container', 'k8s_cluster', 'k8s_workload', 'function', 'web_app',
  'microservice', 'batch', 'pod',
];

export const STORE_KINDS: readonly ServiceKind[] = [
  'relational_db', 'nosql', 'cache', 'search', 'object_storage', 'file_storage', 'data_lake', 'data_warehouse', 'vector_db',
  'timeseries_db', 'graph_db',
];
