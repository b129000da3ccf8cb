import type { Provider } from '../../../shared/contract/values.js';
import { ModelBuilder } from './builder.js';

/**
 * Well-architected reference models: a web application per cloud and a Kubernetes platform that
 * trigger no warning (suggestions at most). Rule scenarios start from them and add one defect,
 * so a scenario's trigger and clean models differ in exactly that defect.
 */

export const TLS = { label: 'HTTPS', props: { tls: true, protocol: 'https' } };

export type CloudProvider = 'aws' | 'azure' | 'gcp' | 'general';

/**
 * Users → DNS → CDN (with WAF) → load balancer → app servers (2, autoscaling) → Multi-AZ
 * database with backups, a cache, a secrets store, an identity provider, monitoring, two AZs
 * with public / app / data subnets and flow logs.
 */
export function cloudReference(p: CloudProvider): ModelBuilder {
  const b = new ModelBuilder(p, 'Reference web application');
  b.group('region', 'region', { label: 'Region' });
  b.group('vpc', 'vpc', { label: 'VPC', parent: 'region', props: { flow_logs: true } });
  for (const n of [1, 2]) {
    b.group(`az${n}`, 'az', { label: `Availability Zone ${n}`, parent: 'vpc' });
    b.group(`pub${n}`, 'subnet', { label: `Public subnet ${n}`, parent: `az${n}`, props: { public: true, tier: 'public' } });
    b.group(`app${n}`, 'subnet', { label: `Private app subnet ${n}`, parent: `az${n}`, props: { public: false, tier: 'app' } });
    b.group(`data${n}`, 'subnet', { label: `Private data subnet ${n}`, parent: `az${n}`, props: { public: false, tier: 'data' } });
  }
  b.node('users', 'users', { label: 'Users' });
  b.node('dns', 'dns');
  b.node('cdn', 'cdn', { props: { access_logs: true } });
  b.node('waf', p === 'general' ? 'general.firewall' : 'waf', { label: 'WAF', parent: 'region' });
  b.node('lb', 'load_balancer', { parent: 'pub1', props: { access_logs: true } });
  b.node('app', 'vm', { label: 'App servers', parent: 'app1', props: { replicas: 2, autoscaling: true, multi_az: true } });
  b.node('db', 'relational_db', {
    label: 'Orders DB', parent: 'data1',
    props: { multi_az: true, backup: true, encrypted_at_rest: true, deletion_protection: true },
  });
  b.node('cache', 'cache', { label: 'Session cache', parent: 'data1', props: { encrypted_in_transit: true, auth: true } });
  b.node('secrets', 'secrets', { parent: 'region', props: { private_endpoint: true } });
  b.node('idp', 'identity', { parent: 'region' });
  b.node('monitoring', 'monitoring', { parent: 'region' });
  b.node('bucket', 'object_storage', { label: 'Static assets', parent: 'region', props: { encrypted_at_rest: true } });
  b.chain(['users', 'dns', 'cdn', 'lb', 'app'], TLS);
  b.edge('cdn', 'bucket', TLS);
  b.edge('waf', 'cdn', { label: 'protects' });
  b.edge('users', 'idp', { label: 'sign in', props: { tls: true } });
  b.edge('app', 'db', { label: 'SQL (TLS)', props: { tls: true } });
  b.edge('app', 'cache', { label: 'cache-aside', props: { tls: true } });
  b.edge('app', 'secrets', { label: 'get credentials', props: { tls: true } });
  return b;
}

/**
 * Users → Ingress (TLS, WAF) → Service → Deployment (3 replicas, HPA, probes, limits) →
 * StatefulSet and a cache, secrets encrypted, NetworkPolicy, private registry, sign-in,
 * monitoring, Argo CD.
 */
export function k8sReference(p: Provider = 'kubernetes'): ModelBuilder {
  const b = new ModelBuilder(p, 'Reference Kubernetes platform');
  b.group('cluster', 'cluster', { label: 'Kubernetes cluster', props: { encrypted_at_rest: true } });
  b.group('ns', 'namespace', { label: 'shop', parent: 'cluster' });
  b.node('users', 'users', { label: 'Users' });
  b.node('ingress', 'kubernetes.ingress', { parent: 'ns', props: { waf: true, access_logs: true } });
  b.node('svc', 'kubernetes.service', { label: 'shop-svc', parent: 'ns' });
  const healthy = { replicas: 3, autoscaling: true, probes: true, resource_limits: true };
  b.node('app', 'kubernetes.deployment', { label: 'shop', parent: 'ns', props: healthy });
  b.node('store', 'kubernetes.statefulset', { label: 'orders-store', parent: 'ns', props: healthy });
  b.node('secret', 'kubernetes.secret', { label: 'db-credentials', parent: 'ns' });
  b.node('netpol', 'kubernetes.networkpolicy', { label: 'default deny', parent: 'ns' });
  b.node('registry', p === 'kubernetes' ? 'general.container_registry' : 'registry');
  b.node('monitoring', p === 'kubernetes' ? 'general.monitoring' : 'monitoring');
  b.node('cd', 'kubernetes.argocd');
  b.node('idp', 'general.identity_provider', { label: 'Keycloak' });
  b.node('cache', 'general.cache', { label: 'Redis', parent: 'ns', props: { encrypted_in_transit: true, auth: true } });
  b.chain(['users', 'ingress', 'svc', 'app'], TLS);
  b.edge('users', 'idp', { label: 'sign in', props: { tls: true } });
  b.edge('app', 'cache', { label: 'cache-aside', props: { tls: true } });
  b.edge('app', 'store', { label: 'gRPC (mTLS)', props: { tls: true } });
  b.edge('app', 'secret', { label: 'mount' });
  b.edge('registry', 'cluster', { label: 'image pull' });
  b.edge('cd', 'cluster', { label: 'sync' });
  return b;
}

/** Hub-and-spoke network: a hub VNet/VPC peered with two spokes holding VMs. */
export function hubReference(p: 'aws' | 'azure' | 'gcp'): ModelBuilder {
  const b = new ModelBuilder(p, 'Hub and spoke');
  b.group('hub', 'vpc', { label: 'Hub network', props: { flow_logs: true } });
  for (const n of [1, 2]) {
    b.group(`spoke${n}`, 'vpc', { label: `Spoke ${n}`, props: { flow_logs: true } });
    b.node(`vm${n}`, 'vm', { label: `Workload ${n}`, parent: `spoke${n}`, props: { replicas: 2, autoscaling: true } });
    b.edge('hub', `spoke${n}`, { label: 'peering' });
  }
  b.node('firewall', 'firewall', { label: 'Hub firewall', parent: 'hub' });
  b.node('bastion', 'bastion', { parent: 'hub' });
  b.node('monitoring', 'monitoring');
  return b;
}
