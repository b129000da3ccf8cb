import type { ServiceEntry } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import type { Entity, Tier, Understanding } from '../types.js';
import { isServiceCluster } from '../relations/boxes.js';

/** A VPC, cluster or namespace the prompt put things in is drawn as a box around them. */
/** The private networks of each cloud: a VPC the text names is drawn as the box it is, even with nothing placed in it. */
const NETWORKS = new Set(['aws.vpc', 'azure.vnet', 'gcp.vpc', 'oci.vcn']);

export function isContainerEntity(e: Entity, memberCount: number): boolean {
  if (e.entry.id === 'kubernetes.namespace') return true;
  if (isNamedNetwork(e) && e.count <= 1) return true;
  if (isNamedManagedCluster(e)) return true;
  // "deployed to a local minikube cluster": the one cluster a Kubernetes text names is the box its objects run in.
  if (e.entry.id === 'kubernetes.cluster' && e.origin === 'prompt' && e.count <= 1 && /\b(?:clusters?|k3[sd]|minikube|microk8s)\b/i.test([...e.pre, e.matched, ...e.post].join(' '))) return true;
  return memberCount > 0 && (e.entry.kind === 'network_misc' || e.entry.kind === 'k8s_cluster' || isServiceCluster(e));
}

/**
 * "a private GKE cluster", "the ECS cluster": a managed cluster the text calls a cluster is drawn as the box
 * it is, with the service's icon inside, even before the text puts anything in it.
 */
export function isNamedManagedCluster(e: Entity): boolean {
  const cluster = e.entry.kind === 'k8s_cluster' || isServiceCluster(e);
  // "a Container Apps environment": a hosting service's environment is a box as a cluster is.
  return cluster && e.entry.provider !== 'kubernetes' && e.origin === 'prompt' && e.count <= 1 && /\b(?:clusters?|environments?)\b/i.test([...e.pre, e.matched, ...e.post].join(' '));
}

/** A private network the prompt itself names ("a VPC", "two VNets"). */
export function isNamedNetwork(e: Entity): boolean {
  return NETWORKS.has(e.entry.id) && e.origin === 'prompt' && !e.pairWith;
}

/** Services that live inside a VPC / VNet / VCN, per provider (managed PaaS services stay outside). */
const IN_VPC: Readonly<Record<Provider, ReadonlySet<string>>> = {
  aws: new Set(['aws.ec2', 'aws.auto_scaling', 'aws.ecs', 'aws.fargate', 'aws.eks', 'aws.alb', 'aws.nlb', 'aws.gwlb', 'aws.clb', 'aws.elb',
    'aws.nat_gateway', 'aws.bastion_host', 'aws.rds', 'aws.aurora', 'aws.rds_postgresql', 'aws.rds_mysql', 'aws.rds_mariadb', 'aws.rds_oracle',
    'aws.rds_sql_server', 'aws.aurora_postgresql', 'aws.aurora_mysql', 'aws.rds_proxy', 'aws.elasticache', 'aws.memorydb', 'aws.documentdb',
    'aws.neptune', 'aws.opensearch', 'aws.redshift', 'aws.msk', 'aws.efs', 'aws.fsx', 'aws.emr', 'aws.network_firewall', 'aws.vpc_endpoint',
    'aws.internet_gateway', 'aws.vpn_gateway', 'aws.batch', 'aws.lightsail', 'aws.container']),
  azure: new Set(['azure.vm', 'azure.vmss', 'azure.aks', 'azure.application_gateway', 'azure.load_balancer', 'azure.firewall', 'azure.bastion',
    'azure.nat_gateway', 'azure.vpn_gateway', 'azure.private_endpoint', 'azure.agic', 'azure.sql_managed_instance', 'azure.container_instances']),
  gcp: new Set(['gcp.compute_engine', 'gcp.mig', 'gcp.gke', 'gcp.cloud_nat', 'gcp.cloud_router', 'gcp.memorystore', 'gcp.filestore', 'gcp.firewall_rules']),
  oci: new Set(['oci.compute', 'oci.instance_pool', 'oci.oke', 'oci.load_balancer', 'oci.nat_gateway', 'oci.internet_gateway', 'oci.bastion',
    'oci.autonomous_db', 'oci.mysql_heatwave', 'oci.postgresql', 'oci.cache', 'oci.file_storage', 'oci.network_firewall']),
  kubernetes: new Set(),
  general: new Set(),
};

export function isVpcResident(entry: ServiceEntry, provider: Provider): boolean {
  return IN_VPC[provider].has(entry.id);
}

/**
 * Managed services that join a network when the text puts them in a subnet or tier ("Lambda functions in
 * the private subnets", "the managed database in the data tier"): compute through its network
 * integration, data services through their private endpoints.
 */
const ATTACHABLE: ReadonlySet<string> = new Set(['function', 'container_service', 'web_app', 'microservice',
  'relational_db', 'nosql', 'cache', 'search', 'graph_db', 'timeseries_db', 'file_storage']);

/** Drawn inside the VPC: a service that lives there, or managed compute the text placed in one of its subnets. */
export function isInNetwork(e: Entity, provider: Provider): boolean {
  if (isVpcResident(e.entry, provider)) return true;
  return e.tier !== undefined && ['public', 'app', 'data'].includes(e.tier) && e.origin === 'prompt' && ATTACHABLE.has(e.entry.kind) && IN_VPC[provider].size > 0;
}

/** Sits on the VPC's edge rather than in a subnet. */
export function isVpcEdge(entry: ServiceEntry): boolean {
  return ['igw', 'vpn'].includes(entry.kind) || entry.id === 'aws.vpc_endpoint';
}

/** The subnet tier a VPC-resident service goes in. */
export function tierOf(entry: ServiceEntry, provider: Provider): Tier {
  switch (entry.kind) {
    case 'load_balancer': case 'nat': case 'bastion': case 'firewall':
      return 'public';
    case 'relational_db': case 'cache': case 'nosql': case 'search': case 'data_warehouse': case 'stream': case 'file_storage':
    case 'graph_db': case 'timeseries_db':
      return 'data';
    default:
      return provider === 'azure' && entry.kind === 'ingress' ? 'public' : 'app';
  }
}

/** Outside every cloud box: people, devices, on-premises systems, SaaS and source hosting. */
export function isOutside(entry: ServiceEntry): boolean {
  if (entry.category === 'client') return true;
  return ['external_api', 'repository'].includes(entry.kind) || ['general.github_actions', 'general.ci_cd'].includes(entry.id);
}

/** Services that serve every region at once: one per diagram, never inside a region's box. */
export const GLOBAL_KINDS: ReadonlySet<string> = new Set(['cdn', 'dns']);

const REGIONAL_KINDS = new Set(['load_balancer', 'vm', 'autoscaling_group', 'container_service', 'web_app', 'k8s_cluster', 'function', 'cache', 'microservice', 'api_gateway', 'queue', 'nat']);
const DB_KINDS = new Set(['relational_db', 'nosql']);

export type RegionSplit = { kind: 'none' } | { kind: 'each'; regions: string[] } | { kind: 'geo'; regions: string[] };

/** How a component spreads over regions: one per region, primary + secondary (databases), or not at all. */
export function regionalSplit(e: Entity, u: Understanding, regions: readonly string[]): RegionSplit {
  // DNS failover or a CDN "between" two regions is one global service in front of both.
  if (GLOBAL_KINDS.has(e.entry.kind)) return { kind: 'none' };
  if (e.regions.length >= 2) return { kind: 'each', regions: e.regions };
  if (regions.length < 2) return { kind: 'none' };
  // A replica the text names is already the copy: it is not split into a primary and a secondary of its own.
  if (e.role === 'replica' || e.role === 'read_replica') return { kind: 'none' };
  const multiRegion = u.archetypes.includes('multi_region');
  if (DB_KINDS.has(e.entry.kind) && (e.props['geo_replication'] === true || multiRegion)) return { kind: 'geo', regions: [regions[0]!, regions[1]!] };
  if (multiRegion && REGIONAL_KINDS.has(e.entry.kind) && e.regions.length === 0) return { kind: 'each', regions: [...regions] };
  return { kind: 'none' };
}

export type AzSplit = 'none' | 'asg' | 'primary_standby' | 'each';

/** Services that span the zones they are "in": one box, never a copy per zone. */
const ZONE_SPANNING: ReadonlySet<string> = new Set(['load_balancer', 'k8s_cluster', 'api_gateway', 'object_storage', 'nosql', 'queue', 'topic', 'event_bus', 'function']);

/** How a component spreads over availability zones when the diagram draws them. */
export function azSplit(e: Entity, provider: Provider, azCount: number): AzSplit {
  if (azCount < 2 || !isVpcResident(e.entry, provider)) return 'none';
  if (e.entry.kind === 'autoscaling_group' || (e.entry.kind === 'vm' && e.props['autoscaling'] === true)) return 'asg';
  if (['relational_db', 'cache'].includes(e.entry.kind)) return e.props['multi_az'] === true && e.role !== 'replica' && e.role !== 'read_replica' ? 'primary_standby' : 'none';
  if (e.count > 1) return 'none';
  // A load balancer or a cluster is one service across zones, even when the prompt says it is "in 2 AZs".
  if (ZONE_SPANNING.has(e.entry.kind)) return 'none';
  if (['vm', 'container_service', 'nat', 'web_app'].includes(e.entry.kind) || e.props['spread_az'] === true) return 'each';
  return 'none';
}

/** Availability zones to draw: asked for, or implied by Multi-AZ databases, auto scaling and HA asks (AWS-style diagrams). */
export function azCountFor(u: Understanding, entities: readonly Entity[], templateAzs: number): number {
  if (u.azCount >= 2) return Math.min(u.azCount, 4);
  if (u.provider !== 'aws' && u.provider !== 'oci') return 0;
  const resident = entities.filter((e) => isVpcResident(e.entry, u.provider));
  if (resident.length === 0 || u.regions.length >= 2) return 0;
  const implied = entities.some((e) => e.props['multi_az'] === true || e.entry.kind === 'autoscaling_group' || e.props['autoscaling'] === true) || u.flags.highlyAvailable;
  return implied || templateAzs >= 2 ? 2 : 0;
}
