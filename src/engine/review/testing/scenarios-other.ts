import type { Provider } from '../../../shared/contract/values.js';
import type { ModelBuilder } from './builder.js';
import { hubReference, TLS } from './reference.js';
import { k8sBase, type Scenario } from './scenario.js';

/** Reliability, operational excellence, performance and cost scenarios (see scenario.ts). */

const cloud = (p: Provider): 'aws' | 'azure' | 'gcp' => p as 'aws' | 'azure' | 'gcp';
const removeZone2 = (b: ModelBuilder): void => { for (const g of ['pub2', 'app2', 'data2', 'az2']) b.remove(g); };
const queueWithWorker = (b: ModelBuilder): ModelBuilder =>
  b.node('q', 'queue', { label: 'Orders queue', parent: 'region' }).node('worker', 'function', { label: 'Worker', parent: 'region' }).edge('app', 'q').edge('q', 'worker');
/** Azure's CDN (Front Door) is itself a global failover entry: take it out to have one region only. */
const oneRegion = (b: ModelBuilder, p: Provider): ModelBuilder => (p === 'azure' ? b.remove('cdn').edge('dns', 'lb', TLS) : b);
const PUBLIC_IP: Partial<Record<Provider, string>> = { aws: 'aws.elastic_ip', azure: 'azure.public_ip', gcp: 'gcp.vpc' };

export const RELIABILITY_SCENARIOS: Scenario[] = [
  { rule: 'single_az', name: 'one availability zone', trigger: removeZone2, clean: (b) => b.remove('app2') },
  {
    rule: 'single_instance_spof', name: 'one server',
    trigger: (b, p) => b.set('app', p === 'kubernetes' ? { replicas: 1 } : { replicas: 1, autoscaling: false, multi_az: undefined }),
    clean: (b, p) => b.set('app', p === 'kubernetes' ? { replicas: 2 } : { replicas: 2, autoscaling: false, multi_az: undefined }),
  },
  { rule: 'db_no_ha', name: 'single database', trigger: (b) => b.set('db', { multi_az: undefined }), clean: (b) => b.set('db', { multi_az: undefined }).label('db', 'Orders DB (Multi-AZ)') },
  { rule: 'no_backup', name: 'database without backups', trigger: (b) => b.set('db', { backup: undefined }), clean: (b) => b.set('db', { backup: undefined }).label('db', 'Orders DB (PITR)') },
  {
    rule: 'no_dlq', name: 'queue consumer without a dead-letter queue', trigger: queueWithWorker,
    clean: (b) => queueWithWorker(b).node('dlq', 'queue', { label: 'Orders DLQ', parent: 'region', props: { role: 'dlq' } }).edge('q', 'dlq'),
  },
  { rule: 'deletion_protection_off', name: 'database without deletion protection', trigger: (b) => b.set('db', { deletion_protection: undefined }) },
  {
    rule: 'no_multi_region_dr', name: 'DR asked, one region',
    trigger: (b, p) => oneRegion(b.titled('Web app with disaster recovery (RTO 1h)'), p),
    clean: (b, p) => oneRegion(b.titled('Web app with disaster recovery (RTO 1h)'), p).set('dns', { failover: true }),
  },
  { rule: 'no_autoscaling', name: 'fixed capacity', trigger: (b) => b.set('app', { autoscaling: undefined }), clean: (b) => b.set('app', { autoscaling: undefined }).label('app', 'App servers (auto scaling)') },
  { rule: 'no_health_checks', name: 'no probes', base: k8sBase, trigger: (b) => b.set('app', { probes: undefined }), clean: (b) => b.set('store', { probes: undefined }) },
  {
    rule: 'lb_no_targets', name: 'load balancer routes nowhere',
    trigger: (b, p) => b.remove(p === 'kubernetes' ? 'ingress-svc' : 'lb-app'),
    clean: (b, p) => (p === 'kubernetes' ? b.remove('ingress-svc').edge('svc', 'ingress') : b.remove('lb-app').edge('lb', 'cache')),
  },
  {
    rule: 'serverless_api_no_throttling', name: 'public API without throttling',
    trigger: (b) => b.node('api', 'api_gateway', { parent: 'region' }).edge('users', 'api', TLS).edge('api', 'app', TLS),
    clean: (b) => b.node('api', 'api_gateway', { parent: 'region', props: { throttling: true } }).edge('users', 'api', TLS).edge('api', 'app', TLS),
  },
  { rule: 'k8s_no_resource_limits_or_pdb', name: 'no limits', trigger: (b) => b.set('app', { resource_limits: undefined }) },
  {
    rule: 'single_nat_gateway', name: 'one NAT for two zones',
    trigger: (b) => b.node('nat', 'nat', { parent: 'pub1' }).edge('app', 'nat'),
    clean: (b) => b.node('nat', 'nat', { parent: 'pub1' }).edge('app', 'nat').node('nat2', 'nat', { parent: 'pub2' }),
  },
  {
    rule: 'private_subnet_no_egress', name: 'private servers call an external API',
    trigger: (b) => b.node('ext', 'external_api', { label: 'Payments API' }).edge('app', 'ext', TLS),
    clean: (b) => b.node('ext', 'external_api', { label: 'Payments API' }).edge('app', 'ext', TLS).node('nat', 'nat', { parent: 'pub1' }),
  },
];

export const OPERATIONS_SCENARIOS: Scenario[] = [
  { rule: 'orphaned_node', name: 'unconnected table', trigger: (b) => b.node('lonely', 'nosql', { label: 'Audit table' }), clean: (b) => b.node('lonely', 'nosql', { label: 'Audit table' }).edge('app', 'lonely') },
  { rule: 'no_monitoring', name: 'no monitoring', trigger: (b) => b.remove('monitoring'), clean: (b) => b.remove('monitoring').node('dd', null, { label: 'Datadog agent' }) },
  {
    rule: 'no_tracing', name: 'three services calling each other',
    trigger: (b) => b.node('f1', 'function', { label: 'Orders' }).node('f2', 'function', { label: 'Billing' }).node('f3', 'function', { label: 'Shipping' }).chain(['f1', 'f2', 'f3'], TLS),
    // The Kubernetes reference already has two workloads calling each other: one more call would make three.
    clean: (b, p) => {
      b.node('f1', 'function', { label: 'Orders' }).node('f2', 'function', { label: 'Billing' }).node('f3', 'function', { label: 'Shipping' });
      if (p !== 'kubernetes') b.edge('f1', 'f2', TLS);
    },
  },
  { rule: 'no_access_logs', name: 'CDN without access logs', trigger: (b) => b.set('cdn', { access_logs: undefined }), clean: (b) => b.set('lb', { access_logs: undefined }) },
  { rule: 'k8s_no_registry', name: 'no registry', base: k8sBase, trigger: (b) => b.remove('registry'), clean: (b) => b.remove('registry').node('harbor', null, { label: 'Harbor registry' }) },
  {
    rule: 'no_ci_cd', name: 'microservices without a pipeline',
    trigger: (b, p) => (p === 'kubernetes' ? b.remove('cd') : b.typed('microservices')),
    clean: (b, p) => (p === 'kubernetes' ? b : b.typed('microservices').node('ci', 'ci_cd')),
  },
  { rule: 'data_lake_no_catalog', name: 'lake without a catalog', trigger: (b) => b.node('lake', 'data_lake', { label: 'Raw zone' }), clean: (b) => b.node('lake', 'data_lake', { label: 'Raw zone' }).node('catalog', 'data_catalog') },
  {
    rule: 'hub_spoke_no_bastion_or_gateway', name: 'spoke VMs without a bastion', base: (p) => hubReference(cloud(p)),
    trigger: (b) => b.remove('bastion'), clean: (b) => b.remove('bastion').remove('vm1').remove('vm2'),
  },
];

const servers = (b: ModelBuilder, both: boolean): ModelBuilder => {
  b.node('web1', 'vm', { label: 'web-1', parent: 'app1', props: { replicas: 2, autoscaling: true } }).edge('dns', 'web1', TLS);
  b.node('web2', 'vm', { label: 'web-2', parent: 'app2', props: { replicas: 2, autoscaling: true } });
  return both ? b.edge('dns', 'web2', TLS) : b;
};
const functions = (b: ModelBuilder, n: number): ModelBuilder => {
  for (let i = 1; i <= n; i++) b.node(`fn${i}`, 'function', { label: `Handler ${i}` }).edge(`fn${i}`, 'db', { label: 'SQL', props: { tls: true } });
  return b;
};
const services = (b: ModelBuilder, n: number): ModelBuilder => {
  for (let i = 1; i <= n; i++) b.node(`s${i}`, 'general.microservice', { label: `Service ${i}` });
  return b.chain(Array.from({ length: n }, (_, i) => `s${i + 1}`), { label: 'REST' });
};

export const PERFORMANCE_SCENARIOS: Scenario[] = [
  { rule: 'no_cdn', name: 'users reach the load balancer directly', trigger: (b) => b.remove('cdn').edge('dns', 'lb', TLS), clean: (b) => b.remove('cdn-bucket') },
  { rule: 'no_cache', name: 'no cache', trigger: (b) => b.remove('cache'), clean: (b) => b.remove('app-cache').edge('cache', 'db', { label: 'read-through' }) },
  { rule: 'no_load_balancer', name: 'DNS sends users to two servers', trigger: (b) => servers(b, true), clean: (b) => servers(b, false) },
  { rule: 'no_dns', name: 'no DNS', trigger: (b) => b.remove('dns').edge('users', 'cdn', TLS) },
  { rule: 'synchronous_coupling', name: 'four services in a synchronous chain', trigger: (b) => services(b, 4), clean: (b) => services(b, 3) },
  { rule: 'serverless_db_connections', name: 'two functions on one database', trigger: (b) => functions(b, 2), clean: (b) => functions(b, 1) },
];

export const COST_SCENARIOS: Scenario[] = [
  {
    rule: 'nat_for_aws_service_traffic', name: 'S3 through the NAT gateway',
    trigger: (b) => b.node('nat', 'nat', { parent: 'pub1' }).edge('app', 'bucket', TLS),
    clean: (b) => b.node('nat', 'nat', { parent: 'pub1' }).edge('app', 'bucket', TLS).set('bucket', { private_endpoint: true }),
  },
  { rule: 'prev_gen_or_overprovisioned', name: 'm4 instances', trigger: (b) => b.label('app', 'App servers (m4.large)'), clean: (b) => b.label('app', 'App servers (m6i.large)') },
  { rule: 'no_lifecycle_policy', name: 'log bucket without lifecycle', trigger: (b) => b.label('bucket', 'Access logs'), clean: (b) => b.label('bucket', 'Access logs').set('bucket', { lifecycle: true }) },
  {
    rule: 'k8s_ingress_per_service_lb', name: 'two LoadBalancer services', base: k8sBase,
    trigger: (b) => b.remove('ingress').node('svc2', 'kubernetes.service', { label: 'admin-svc', parent: 'ns' }).edge('users', 'svc', TLS).edge('users', 'svc2', TLS).edge('svc2', 'app'),
    clean: (b) => b.remove('ingress').node('svc2', 'kubernetes.service', { label: 'admin-svc', parent: 'ns' }).edge('users', 'svc', TLS).edge('svc2', 'app'),
  },
  {
    rule: 'unattached_public_ip', name: 'public IP attached to nothing',
    trigger: (b, p) => b.node('eip', PUBLIC_IP[p]!, { label: 'Static IP', parent: 'pub1' }),
    clean: (b, p) => b.node('eip', PUBLIC_IP[p]!, { label: 'Static IP', parent: 'pub1' }).edge('eip', 'lb'),
  },
  { rule: 'log_retention_unset', name: 'logs kept forever', trigger: (b) => b.node('logs', 'logging', { parent: 'region' }), clean: (b) => b.node('logs', 'logging', { parent: 'region', props: { retention_days: 30 } }) },
];
