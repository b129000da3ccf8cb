import type { ServiceKind } from '../catalog/index.js';

/**
 * Roles the rules reason about, as sets of catalog kinds (never provider-specific ids, so one
 * rule covers RDS, Azure SQL and Cloud SQL alike). A few services are singled out by id where
 * the kind alone would mislead (a layer-4 load balancer cannot carry a WAF, Cloud Run has its
 * own managed HTTPS front end).
 */
type Kinds = ReadonlySet<ServiceKind>;
const set = (...k: ServiceKind[]): Kinds => new Set(k);

/** People and things on the internet: where internet traffic starts. */
export const CLIENT_KINDS = set('users', 'browser', 'mobile', 'internet', 'device', 'developer');
/** Clients that are people using an application (not devices or operators). */
export const HUMAN_KINDS = set('users', 'browser', 'mobile', 'internet');
/** Sources of internet traffic: clients and the VPC's internet gateway. */
export const INTERNET_SOURCE_KINDS = set('users', 'browser', 'mobile', 'internet', 'device', 'developer', 'igw');
/** Hops that pass internet traffic on without terminating it. */
export const TRANSPARENT_KINDS = set('dns', 'waf', 'ddos', 'firewall');
/** Layer-7 entry points that terminate HTTP(S) and can carry a WAF, TLS and access logs. */
export const HTTP_ENTRY_KINDS = set('cdn', 'load_balancer', 'api_gateway', 'ingress');
/** Layer-4 or DNS-level balancers: no WAF, no TLS termination. */
export const L4_BALANCERS: ReadonlySet<string> = new Set(['aws.nlb', 'aws.gwlb', 'azure.load_balancer', 'azure.traffic_manager']);

export const COMPUTE_KINDS = set(
  'vm', 'autoscaling_group', 'container_service', 'container', 'k8s_cluster', 'k8s_workload', 'pod',
  'function', 'web_app', 'batch', 'microservice',
);
/**
 * Servers and containers with their own network interface: reachable from the internet only
 * through a load balancer or gateway. Managed front ends (App Service, Cloud Run...) are not.
 */
export const SERVER_KINDS = set('vm', 'autoscaling_group', 'container', 'container_service', 'k8s_cluster', 'k8s_workload', 'pod', 'batch');
export const MANAGED_FRONTENDS: ReadonlySet<string> = new Set([
  'gcp.cloud_run', 'aws.app_runner', 'azure.container_apps', 'oci.container_instances',
]);
/** Generic servers drawn by name ("Web Server", "App Server"). */
export const GENERIC_SERVERS: ReadonlySet<string> = new Set(['general.web_server', 'general.app_server']);

export const DATASTORE_KINDS = set('relational_db', 'nosql', 'cache', 'data_warehouse', 'search', 'graph_db', 'timeseries_db', 'vector_db');
export const STORAGE_KINDS = set('object_storage', 'file_storage', 'block_storage', 'data_lake', 'volume');
/** Stores whose loss loses data: they need backups. */
export const STATEFUL_KINDS = set('relational_db', 'nosql', 'graph_db', 'timeseries_db', 'file_storage', 'block_storage', 'data_warehouse');
export const MESSAGING_KINDS = set('queue', 'topic', 'event_bus', 'stream');
/** Managed data services that live outside the VPC unless reached through a private endpoint. */
export const PAAS_DATA_KINDS = set('relational_db', 'nosql', 'cache', 'object_storage', 'data_lake', 'secrets', 'queue', 'data_warehouse', 'search');
export const ML_KINDS = set('ml_endpoint', 'notebook', 'ml_platform');

/**
 * Cross-cutting services drawn on their own (a "shared services" column): not connecting them
 * is normal, so they are never orphans.
 */
export const CROSS_CUTTING_KINDS = set(
  'monitoring', 'logging', 'tracing', 'audit', 'identity', 'secrets', 'kms', 'certificate', 'security_posture',
  'config', 'iac', 'ci_cd', 'repository', 'registry', 'waf', 'ddos', 'backup', 'dns', 'data_catalog',
  'network_misc', 'firewall', 'bastion', 'developer', 'generic', 'private_endpoint', 'service_mesh',
);

export const K8S_WORKLOAD_KINDS = set('k8s_workload', 'pod');

/**
 * Firewalls that are rules attached to resources (security groups, NSGs, network policies,
 * firewall rules), not boxes traffic passes through: drawn alone they still protect something.
 */
export const POLICY_FIREWALL = /security group|network polic|\bnsg\b|firewall rules?|default deny|\bacl\b/;
