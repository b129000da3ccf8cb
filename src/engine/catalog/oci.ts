import { entryBuilder } from './define.js';
import { BOX } from './style-kit.js';
import type { ServiceEntry } from './types.js';

/** draw.io 14.7.3 ships no Oracle Cloud icons, so every OCI service is a labelled box in Oracle red. */
const e = entryBuilder('oci', { width: 140, height: 60 });
const OCI = BOX.oci;

export const OCI_ENTRIES: readonly ServiceEntry[] = [
  e('compute', 'OCI Compute', 'Compute', 'vm', 'compute', OCI, ['oci compute', 'compute instance', 'vm', 'virtual machine', 'instance', 'server']),
  e('instance_pool', 'OCI Instance Pool', 'Instance Pool', 'autoscaling_group', 'compute', OCI, ['instance pool', 'autoscaling']),
  e('oke', 'Container Engine for Kubernetes', 'OKE', 'k8s_cluster', 'container', OCI, ['oke', 'kubernetes', 'k8s', 'kubernetes cluster']),
  e('container_instances', 'OCI Container Instances', 'Container Instances', 'container_service', 'container', OCI,
    ['container instances', 'container instance']),
  e('functions', 'OCI Functions', 'Functions', 'function', 'serverless', OCI, ['oci functions', 'function', 'functions', 'fn']),
  e('autonomous_db', 'Oracle Autonomous Database', 'Autonomous DB', 'relational_db', 'database', OCI,
    ['autonomous database', 'autonomous db', 'adb', 'atp', 'oracle database', 'oracle db', 'database', 'db', 'relational database']),
  e('adw', 'Autonomous Data Warehouse', 'ADW', 'data_warehouse', 'analytics', OCI, ['autonomous data warehouse', 'adw', 'data warehouse']),
  e('mysql_heatwave', 'MySQL HeatWave', 'MySQL HeatWave', 'relational_db', 'database', OCI, ['mysql heatwave', 'heatwave', 'mysql']),
  e('postgresql', 'OCI Database with PostgreSQL', 'PostgreSQL', 'relational_db', 'database', OCI, ['postgres', 'postgresql', 'oci postgresql']),
  e('nosql', 'OCI NoSQL Database', 'NoSQL', 'nosql', 'database', OCI, ['nosql', 'nosql database']),
  e('cache', 'OCI Cache', 'Cache', 'cache', 'database', OCI, ['oci cache', 'cache', 'redis']),
  e('object_storage', 'OCI Object Storage', 'Object Storage', 'object_storage', 'storage', OCI, ['object storage', 'bucket']),
  e('block_volume', 'OCI Block Volume', 'Block Volume', 'block_storage', 'storage', OCI, ['block volume', 'block storage']),
  e('file_storage', 'OCI File Storage', 'File Storage', 'file_storage', 'storage', OCI, ['file storage', 'nfs', 'file share']),
  e('vcn', 'Virtual Cloud Network', 'VCN', 'network_misc', 'network', OCI, ['vcn', 'virtual cloud network']),
  e('load_balancer', 'OCI Load Balancer', 'Load Balancer', 'load_balancer', 'network', OCI, ['load balancer', 'lb', 'flexible load balancer']),
  e('api_gateway', 'OCI API Gateway', 'API Gateway', 'api_gateway', 'network', OCI, ['api gateway']),
  e('dns', 'OCI DNS', 'DNS', 'dns', 'network', OCI, ['oci dns', 'dns']),
  e('drg', 'Dynamic Routing Gateway', 'DRG', 'transit_gateway', 'network', OCI, ['drg', 'dynamic routing gateway']),
  e('fastconnect', 'OCI FastConnect', 'FastConnect', 'direct_connect', 'network', OCI, ['fastconnect', 'fast connect']),
  e('site_to_site_vpn', 'OCI Site-to-Site VPN', 'VPN', 'vpn', 'network', OCI, ['vpn', 'site to site vpn', 'ipsec vpn']),
  e('nat_gateway', 'OCI NAT Gateway', 'NAT Gateway', 'nat', 'network', OCI, ['nat gateway', 'nat']),
  e('internet_gateway', 'OCI Internet Gateway', 'Internet Gateway', 'igw', 'network', OCI, ['internet gateway', 'igw']),
  e('waf', 'OCI Web Application Firewall', 'WAF', 'waf', 'security', OCI, ['waf', 'web application firewall']),
  e('network_firewall', 'OCI Network Firewall', 'Network Firewall', 'firewall', 'security', OCI, ['network firewall', 'firewall']),
  e('bastion', 'OCI Bastion', 'Bastion', 'bastion', 'security', OCI, ['bastion', 'bastion host']),
  e('vault', 'OCI Vault', 'Vault', 'secrets', 'security', OCI, ['oci vault', 'vault', 'secrets', 'key management', 'kms']),
  e('iam', 'OCI Identity and Access Management', 'IAM', 'identity', 'identity', OCI, ['iam', 'identity domains', 'identity provider']),
  e('streaming', 'OCI Streaming', 'Streaming', 'stream', 'integration', OCI, ['oci streaming', 'streaming', 'kafka']),
  e('queue', 'OCI Queue', 'Queue', 'queue', 'integration', OCI, ['oci queue', 'queue', 'message queue']),
  e('notifications', 'OCI Notifications', 'Notifications', 'topic', 'integration', OCI, ['oci notifications', 'notifications', 'topic']),
  e('events', 'OCI Events', 'Events', 'event_bus', 'integration', OCI, ['oci events', 'event rules', 'event bus']),
  e('monitoring', 'OCI Monitoring', 'Monitoring', 'monitoring', 'monitoring', OCI, ['oci monitoring', 'monitoring', 'metrics', 'alarms']),
  e('logging', 'OCI Logging', 'Logging', 'logging', 'monitoring', OCI, ['oci logging', 'logging', 'logs']),
  e('audit', 'OCI Audit', 'Audit', 'audit', 'monitoring', OCI, ['oci audit', 'audit logs']),
  e('registry', 'OCI Container Registry', 'OCIR', 'registry', 'devops', OCI, ['ocir', 'container registry', 'registry']),
  e('devops', 'OCI DevOps', 'DevOps', 'ci_cd', 'devops', OCI, ['oci devops', 'ci cd', 'cicd', 'build pipeline']),
  e('data_science', 'OCI Data Science', 'Data Science', 'ml_platform', 'ml', OCI, ['oci data science', 'data science', 'ml platform']),
  e('generative_ai', 'OCI Generative AI', 'Generative AI', 'ai_service', 'ml', OCI, ['oci generative ai', 'generative ai', 'llm']),
  e('data_integration', 'OCI Data Integration', 'Data Integration', 'etl', 'analytics', OCI, ['data integration', 'etl']),
  e('analytics_cloud', 'Oracle Analytics Cloud', 'Analytics Cloud', 'bi', 'analytics', OCI, ['oracle analytics cloud', 'oac', 'bi']),
];
