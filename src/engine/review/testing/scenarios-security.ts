import type { Provider } from '../../../shared/contract/values.js';
import type { ModelBuilder } from './builder.js';
import { hubReference, TLS } from './reference.js';
import { k8sBase, type Scenario } from './scenario.js';

/** Security rule scenarios (see scenario.ts). */

const cloud = (p: Provider): 'aws' | 'azure' | 'gcp' => p as 'aws' | 'azure' | 'gcp';
const CLOUDS: Provider[] = ['aws', 'azure', 'gcp', 'general'];
const k8sCluster = (b: ModelBuilder, p: Provider, props: Record<string, boolean>): void => {
  if (p === 'kubernetes') b.set('cluster', props);
  else b.node('k8s', 'k8s_cluster', { label: 'Cluster', parent: 'app1', props }).edge('lb', 'k8s', TLS);
};

export const SECURITY_SCENARIOS: Scenario[] = [
  { rule: 'public_database', name: 'database in a public subnet', providers: CLOUDS, trigger: (b) => b.move('db', 'pub1'), clean: (b) => b.move('db', 'data2') },
  { rule: 'public_database', name: 'users connect to the database', providers: CLOUDS, trigger: (b) => b.edge('users', 'db', TLS), clean: (b) => b.edge('app', 'db', TLS) },
  {
    rule: 'public_database', name: 'users connect to a database in the cluster', providers: ['kubernetes'],
    trigger: (b) => b.node('pg', 'relational_db', { parent: 'ns' }).edge('users', 'pg', TLS),
    clean: (b) => b.node('pg', 'relational_db', { parent: 'ns' }).edge('app', 'pg', TLS),
  },
  {
    rule: 'compute_exposed_directly', name: 'users reach the servers directly',
    trigger: (b) => b.edge('users', 'app', TLS), clean: (b, p) => b.edge('users', p === 'kubernetes' ? 'svc' : 'lb', TLS),
  },
  { rule: 'compute_in_public_subnet', name: 'servers in a public subnet', trigger: (b) => b.move('app', 'pub1'), clean: (b) => b.move('lb', 'pub2') },
  {
    rule: 'public_object_storage', name: 'users download from the bucket',
    trigger: (b) => b.remove('cdn-bucket').edge('users', 'bucket', TLS),
    clean: (b) => b.remove('cdn-bucket'),
  },
  { rule: 'static_site_origin_exposed', name: 'bucket behind the CDN also reached directly', trigger: (b) => b.edge('users', 'bucket', TLS), clean: (b) => b.edge('app', 'bucket', TLS) },
  {
    rule: 'ml_endpoint_public', name: 'users call the model endpoint',
    trigger: (b) => b.node('ml', 'ml_endpoint', { label: 'Model endpoint', parent: 'region' }).edge('users', 'ml', TLS),
    clean: (b) => b.node('ml', 'ml_endpoint', { label: 'Model endpoint', parent: 'region' }).edge('app', 'ml', TLS),
  },
  {
    rule: 'open_admin_access', name: 'SSH from the internet',
    trigger: (b) => b.node('admin', 'developer', { label: 'Admin' }).edge('admin', 'app', { label: 'SSH :22', props: { protocol: 'ssh' } }),
    clean: (b) => b.node('admin', 'developer', { label: 'Admin' }).edge('admin', 'lb', TLS),
  },
  {
    rule: 'db_port_open_to_internet', name: 'security group opens 5432 to 0.0.0.0/0',
    trigger: (b) => b.group('sg', 'security_group', { label: 'db-sg: 5432 from 0.0.0.0/0', parent: 'data1' }),
    clean: (b) => b.group('sg', 'security_group', { label: 'db-sg: 5432 from app-sg', parent: 'data1' }),
  },
  {
    rule: 'no_encryption_transit', name: 'plain HTTP to the servers',
    trigger: (b, p) => (p === 'kubernetes' ? b.label('ingress-svc', 'HTTP').set('ingress-svc', { tls: false, protocol: 'http' }) : b.label('lb-app', 'HTTP').set('lb-app', { tls: false, protocol: 'http' })),
    clean: (b, p) => (p === 'kubernetes' ? b.label('ingress-svc', 'HTTP/2 (TLS)') : b.label('lb-app', 'HTTP/2 (TLS)')),
  },
  { rule: 'no_encryption_at_rest', name: 'encryption turned off', trigger: (b) => b.set('db', { encrypted_at_rest: false }), clean: (b) => b.set('db', { encrypted_at_rest: undefined }) },
  {
    rule: 'no_encryption_at_rest', name: 'patient data without a key',
    trigger: (b) => b.titled('Patient records (PHI)').set('db', { encrypted_at_rest: undefined }).set('cache', { encrypted_at_rest: true }),
    clean: (b) => b.titled('Patient records (PHI)').set('cache', { encrypted_at_rest: true }),
  },
  {
    rule: 'no_secrets_store', name: 'app reads the database without a secrets store',
    trigger: (b, p) => (p === 'kubernetes' ? b.node('pg', 'relational_db', { parent: 'ns' }).edge('app', 'pg').remove('app-secret') : b.remove('app-secrets')),
    clean: (b, p) => { if (p === 'kubernetes') b.node('pg', 'relational_db', { parent: 'ns' }).edge('app', 'pg'); },
  },
  { rule: 'cache_no_auth_tls', name: 'cache without TLS and AUTH', trigger: (b) => b.set('cache', { encrypted_in_transit: undefined, auth: undefined }), clean: (b) => b.label('cache', 'Session cache (TLS, AUTH)').set('cache', { encrypted_in_transit: undefined, auth: undefined }) },
  {
    rule: 'queue_unencrypted_or_public', name: 'public queue',
    trigger: (b) => b.node('q', 'queue', { parent: 'region', props: { public: true } }).edge('app', 'q'),
    clean: (b) => b.node('q', 'queue', { parent: 'region', props: { public: false } }).edge('app', 'q'),
  },
  { rule: 'paas_without_private_endpoint', name: 'secrets store over its public endpoint', trigger: (b) => b.set('secrets', { private_endpoint: undefined }), clean: (b) => b.set('secrets', { private_endpoint: undefined }).label('secrets', 'Secrets (private endpoint)') },
  {
    rule: 'no_waf', name: 'no WAF in front of the app',
    trigger: (b, p) => (p === 'kubernetes' ? b.set('ingress', { waf: undefined }) : b.remove('waf')),
    clean: (b, p) => (p === 'kubernetes' ? b.set('ingress', { waf: undefined }).label('ingress', 'Ingress (ModSecurity WAF)') : b.remove('waf').set('cdn', { waf: true })),
  },
  { rule: 'no_identity_provider', name: 'no sign-in', trigger: (b) => b.remove('idp'), clean: (b, p) => b.remove('idp').set(p === 'kubernetes' ? 'ingress' : 'cdn', { auth: true }) },
  {
    rule: 'ddos_protection_missing', name: 'load balancer on the internet without DDoS protection',
    trigger: (b) => b.remove('waf').edge('users', 'lb', TLS),
    clean: (b, p) => b.remove('waf').edge('users', 'lb', TLS).node('ddos', p === 'gcp' ? 'gcp.cloud_armor' : 'ddos').edge('ddos', 'lb'),
  },
  {
    rule: 'hub_spoke_no_firewall', name: 'hub without a firewall', base: (p) => hubReference(cloud(p)),
    trigger: (b) => b.remove('firewall'), clean: (b) => b.label('firewall', 'Inspection appliance'),
  },
  { rule: 'flat_network', name: 'database in the app subnet', trigger: (b) => b.move('db', 'app1'), clean: (b) => b.move('db', 'data2') },
  {
    rule: 'flat_network', name: 'VPC without subnets',
    trigger: (b) => { for (const g of ['pub1', 'app1', 'data1', 'pub2', 'app2', 'data2', 'az1', 'az2']) b.remove(g); },
    clean: (b) => { for (const g of ['pub2', 'app2', 'data2', 'az2']) b.remove(g); },
  },
  {
    rule: 'missing_app_tier', name: 'React frontend reads the database',
    trigger: (b) => b.node('spa', 'general.web_frontend', { label: 'React frontend', parent: 'region' }).edge('cdn', 'spa', TLS).edge('spa', 'db', TLS),
    clean: (b) => b.node('spa', 'general.web_frontend', { label: 'React frontend', parent: 'region' }).edge('cdn', 'spa', TLS).edge('spa', 'lb', TLS),
  },
  { rule: 'no_audit_logging', name: 'production without an audit trail', trigger: (b) => b.titled('Production payments platform'), clean: (b) => b.titled('Production payments platform').node('trail', 'audit', { parent: 'region' }) },
  { rule: 'no_flow_logs', name: 'VPC without flow logs', trigger: (b) => b.set('vpc', { flow_logs: undefined }), clean: (b) => b.set('vpc', { flow_logs: undefined }).label('vpc', 'VPC (flow logs on)') },
  { rule: 'k8s_public_control_plane', name: 'public cluster endpoint', trigger: (b, p) => k8sCluster(b, p, { public: true }), clean: (b, p) => k8sCluster(b, p, { public: false }) },
  { rule: 'k8s_no_network_policy', name: 'no network policy', base: k8sBase, trigger: (b) => b.remove('netpol'), clean: (b) => b.remove('netpol').node('mesh', 'kubernetes.istio', { parent: 'cluster' }) },
  { rule: 'k8s_secrets_not_encrypted', name: 'secrets without envelope encryption', base: k8sBase, trigger: (b) => b.set('cluster', { encrypted_at_rest: undefined }), clean: (b) => b.set('cluster', { encrypted_at_rest: undefined }).remove('secret') },
];
