import type { Template } from './types.js';

export const K8S_MICROSERVICES: Template = {
  id: 'k8s_microservices',
  parts: [
    { id: 'users', kinds: ['users', 'browser', 'mobile'], label: 'Users' },
    { id: 'lb', kinds: ['load_balancer', 'ingress'] },
    { id: 'cluster', kinds: ['k8s_cluster'] },
    { id: 'services', kinds: ['microservice', 'k8s_workload', 'container_service'], label: 'Service', count: 3, service: { kubernetes: 'kubernetes.deployment' } },
    { id: 'db', kinds: ['relational_db', 'nosql'] },
    { id: 'cache', kinds: ['cache'], when: /\bcache|redis|memcached\b/ },
    { id: 'registry', kinds: ['registry'] },
  ],
  edges: [['users', 'lb'], ['lb', 'services'], ['services', 'db'], ['services', 'cache'], ['registry', 'cluster', 'image pull']],
};

export const HUB_SPOKE: Template = {
  id: 'hub_spoke',
  parts: [
    { id: 'hub', kinds: ['transit_gateway'], service: { azure: 'azure.virtual_wan', gcp: 'gcp.cloud_router', general: 'general.router' }, skipIfMatched: /\bhub\b/i },
    { id: 'spokes', kinds: ['network_misc'], label: 'Spoke VPC', count: 3, service: { azure: 'azure.vnet', gcp: 'gcp.vpc', oci: 'oci.vcn' } },
    { id: 'firewall', kinds: ['firewall'] },
    { id: 'nat', kinds: ['nat'], when: /\begress|internet|nat\b/ },
  ],
  edges: [['spokes', 'hub'], ['hub', 'firewall'], ['firewall', 'nat']],
};

export const MULTI_REGION: Template = {
  id: 'multi_region',
  parts: [
    { id: 'users', kinds: ['users', 'browser', 'mobile'], label: 'Users' },
    { id: 'dns', kinds: ['dns', 'cdn'], service: { azure: 'azure.front_door', gcp: 'gcp.load_balancing' } },
    { id: 'lb', kinds: ['load_balancer'] },
    { id: 'app', kinds: ['vm', 'autoscaling_group', 'container_service', 'web_app', 'k8s_cluster', 'function'], service: { aws: 'aws.ecs', azure: 'azure.app_service', gcp: 'gcp.cloud_run', general: 'general.app_server' } },
    { id: 'db', kinds: ['relational_db', 'nosql'], props: { geo_replication: true } },
  ],
  chains: [['users', 'dns', 'lb', 'app', 'db']],
  edges: [],
};

export const HYBRID: Template = {
  id: 'hybrid',
  parts: [
    { id: 'onprem', kinds: ['onprem'], label: 'On-premises servers' },
    { id: 'link', kinds: ['vpn', 'direct_connect'] },
    { id: 'gateway', kinds: ['transit_gateway'], when: /\btransit gateway|tgw|virtual wan\b/ },
    { id: 'app', kinds: ['vm', 'autoscaling_group', 'container_service', 'k8s_cluster', 'web_app'] },
    { id: 'db', kinds: ['relational_db', 'nosql'] },
  ],
  edges: [['onprem', 'link'], ['link', 'gateway'], ['link', 'app'], ['gateway', 'app'], ['app', 'db']],
};
