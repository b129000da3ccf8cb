import { getService, serviceForKind, type ServiceEntry, type ServiceKind } from '../catalog/index.js';
import type { Provider } from '../../shared/contract/values.js';

/**
 * The service a fix adds for a role on a provider: the catalog default (serviceForKind), except
 * where the recommended practice is a different product than the catalog's first pick.
 */
const PREFERRED: Partial<Record<Provider, Partial<Record<ServiceKind, string>>>> = {
  aws: { bastion: 'aws.systems_manager', private_endpoint: 'aws.vpc_endpoint', logging: 'aws.cloudwatch_logs' },
  azure: { kms: 'azure.key_vault' },
  gcp: { ddos: 'gcp.cloud_armor' },
  kubernetes: {
    load_balancer: 'kubernetes.ingress', monitoring: 'general.monitoring', tracing: 'general.tracing',
    registry: 'general.container_registry', identity: 'general.identity_provider', secrets: 'kubernetes.secret',
  },
  general: { waf: 'general.firewall' },
};

/** Labels that say what the added service is for when its short name does not. */
const LABELS: Partial<Record<string, string>> = {
  'aws.systems_manager': 'SSM Session Manager',
  'aws.shield': 'Shield Advanced',
  'general.firewall': 'WAF',
  'general.monitoring': 'Prometheus + Grafana',
  'general.tracing': 'OpenTelemetry Collector',
  'aws.vpc_endpoint': 'VPC endpoint',
  'azure.network_watcher': 'NSG flow logs',
  'kubernetes.networkpolicy': 'NetworkPolicy (default deny)',
};

export function serviceFor(kind: ServiceKind, provider: Provider): ServiceEntry | undefined {
  const preferred = PREFERRED[provider]?.[kind];
  if (preferred) return getService(preferred);
  const entry = serviceForKind(kind, provider);
  // Another provider's product is never added to a diagram (an AWS NAT gateway in a GCP diagram).
  if (entry && entry.provider !== provider && entry.provider !== 'general') return undefined;
  return entry;
}

/** The default label of an added service. */
export function labelFor(entry: ServiceEntry): string {
  return LABELS[entry.id] ?? entry.short;
}
