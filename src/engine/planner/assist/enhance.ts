import { getService, serviceForKind } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { TEMPLATES } from '../templates/index.js';
import { understand } from '../understand/index.js';
import type { Archetype } from '../understand/archetype.js';

const PROVIDER_NAME: Record<Provider, string> = { aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud', kubernetes: 'Kubernetes', oci: 'Oracle Cloud', general: '' };

const ARCHITECTURE: Record<Archetype, string> = {
  three_tier: 'three-tier web application', serverless_web: 'serverless web application', serverless_api: 'serverless API',
  static_site: 'static website', event_driven: 'event-driven architecture', data_pipeline: 'data pipeline', ml: 'machine learning platform',
  rag: 'retrieval-augmented generation (RAG) application', k8s_microservices: 'microservices on Kubernetes', hub_spoke: 'hub-and-spoke network',
  multi_region: 'multi-region architecture', hybrid: 'hybrid cloud architecture', iot: 'IoT telemetry platform',
  realtime_app: 'real-time application over WebSockets', online_store: 'online store', media_streaming: 'video streaming platform',
  mobile_backend: 'mobile app backend', web_product: 'web application', log_analytics: 'log analytics pipeline',
};

/** Non-functional requirements people expect of each architecture; {secrets}, {monitoring} become the provider's services. */
const REQUIREMENTS: Record<Archetype, readonly string[]> = {
  three_tier: ['load balancer in public subnets across two availability zones', 'application servers in private subnets with auto scaling', 'Multi-AZ database in private data subnets with automated backups'],
  serverless_web: ['sign-in through a managed identity provider', 'static assets served through a CDN', 'API throttling'],
  serverless_api: ['API throttling and authentication', 'dead-letter queue for failed invocations'],
  static_site: ['private bucket reached only through the CDN', 'TLS certificate on the CDN'],
  event_driven: ['dead-letter queue for failed messages', 'idempotent consumers', 'encrypted queues and topics'],
  data_pipeline: ['raw and curated storage zones', 'a data catalog for governance', 'lifecycle rules on raw data'],
  ml: ['versioned training data', 'a model registry', 'a monitored inference endpoint'],
  rag: ['document ingestion that chunks and embeds content', 'a vector index', 'guardrails on model output'],
  k8s_microservices: ['an ingress with TLS', 'a private container registry', 'network policies between services', 'a CI/CD pipeline'],
  hub_spoke: ['a central firewall in the hub inspecting spoke-to-spoke and egress traffic', 'shared services (bastion, DNS) in the hub'],
  multi_region: ['DNS failover between regions', 'database replication across regions', 'a defined RTO and RPO'],
  hybrid: ['redundant private connectivity (VPN or dedicated link)', 'consistent identity across on-premises and cloud'],
  iot: ['device identity and per-device credentials', 'hot and cold telemetry paths', 'alerting on anomalies'],
  realtime_app: ['persistent WebSocket connections through a managed endpoint', 'shared presence state in a cache', 'message history in a database'],
  online_store: ['product images through a CDN', 'a cart and session cache', 'orders processed asynchronously through a queue', 'a PCI-compliant payment provider'],
  media_streaming: ['adaptive-bitrate renditions produced by a transcoder', 'playback through a CDN', 'signed URLs for private content'],
  mobile_backend: ['sign-in through a managed identity provider', 'an API gateway with throttling', 'push notifications'],
  web_product: ['a load balancer or gateway in front of the app', 'a managed database with backups'],
  log_analytics: ['logs shipped off the hosts as they are written', 'a searchable store with retention rules', 'a cheap archive for old logs'],
};

const COMMON = ['encryption at rest and in transit (HTTPS/TLS)', 'secrets in {secrets}', 'monitoring and logging with {monitoring}', 'least-privilege access'];

function fill(text: string, provider: Provider): string {
  const generic = { secrets: 'a secrets vault', monitoring: 'a monitoring service' };
  const name = (kind: 'secrets' | 'monitoring'): string => (provider === 'general' ? undefined : serviceForKind(kind, provider)?.name) ?? generic[kind];
  return text.replace('{secrets}', name('secrets')).replace('{monitoring}', name('monitoring'));
}

/**
 * The prompt with what a complete design would also say: the architecture by name, its standard
 * parts the prompt left out (named as the provider's services) and the usual non-functional
 * requirements. Deterministic: the same prompt always gives the same text.
 */
export function enhancePrompt(prompt: string, requested: Provider): string {
  const { u, graph } = understand(prompt, { provider: requested, diagramType: 'auto' });
  const base = prompt.trim().replace(/[.\s]+$/, '');
  const archetype = u.archetypes[0] as Archetype | undefined;
  const where = PROVIDER_NAME[u.provider] ? ` on ${PROVIDER_NAME[u.provider]}` : '';
  const lines = [`${base}.`];
  if (!archetype) {
    lines.push(`Draw it as a cloud architecture${where}: show who uses it, each component and the data flow between them, grouped by network boundary.`);
    lines.push(`Requirements: ${COMMON.map((r) => fill(r, u.provider)).join('; ')}.`);
    return lines.join(' ');
  }
  const have = new Set(graph.live().filter((e) => e.origin === 'prompt').map((e) => e.entry.kind));
  const missing = TEMPLATES[archetype].parts
    .filter((p) => !p.matchOnly && !p.when && !p.kinds.some((k) => have.has(k)))
    .map((p) => {
      const id = p.service?.[u.provider];
      return p.label ?? (id ? getService(id)?.name : undefined) ?? serviceForKind(p.kinds[0]!, u.provider)?.name;
    })
    .filter((x): x is string => Boolean(x));
  lines.push(`Architecture: ${ARCHITECTURE[archetype]}${where}.`);
  if (missing.length > 0) lines.push(`Include ${[...new Set(missing)].join(', ')}.`);
  lines.push(`Requirements: ${[...REQUIREMENTS[archetype], ...COMMON].map((r) => fill(r, u.provider)).join('; ')}.`);
  return lines.join(' ');
}
