import { CATALOG } from './catalog.js';
import { PRODUCT_IDS } from './products.js';
import { GENERIC_BY_ID } from './generic.js';
import { compactKey, singularForms } from './normalize.js';
import { lookupKeys } from './term-index.js';
import type { Provider, ServiceEntry, ServiceKind } from './types.js';

const BY_ID = new Map(CATALOG.map((e) => [e.id, e]));

/**
 * Ids an entry had before it was renamed, so diagrams saved with them still resolve. Kubernetes
 * objects are named by their resource kind, lower-cased (`kubectl get persistentvolumeclaim`).
 */
const FORMER_IDS: Readonly<Record<string, string>> = {
  'kubernetes.pv': 'kubernetes.persistentvolume',
  'kubernetes.pvc': 'kubernetes.persistentvolumeclaim',
  'kubernetes.hpa': 'kubernetes.horizontalpodautoscaler',
  'kubernetes.service_account': 'kubernetes.serviceaccount',
  'kubernetes.network_policy': 'kubernetes.networkpolicy',
};

/** The id an entry has now, for an id that may be a former one (see FORMER_IDS). */
export function currentServiceId(id: string): string {
  return FORMER_IDS[id] ?? id;
}

/** The entry with this id (a catalog entry or a generic-by-kind one, see generic.ts), or undefined. */
export function getService(id: string): ServiceEntry | undefined {
  const current = currentServiceId(id);
  return BY_ID.get(current) ?? GENERIC_BY_ID.get(current);
}

/** All entries of one provider, in catalog order. */
export function servicesOf(provider: Provider): readonly ServiceEntry[] {
  return CATALOG.filter((e) => e.provider === provider);
}

/**
 * The service a name or synonym stands for: exact match ignoring case, spaces and punctuation,
 * also accepting a plural ("Lambdas"). The provider's own entry wins, then `general`, then a
 * distinctive name from another provider ("Cosmos DB" in an AWS diagram stays Cosmos DB).
 * `provider` may be a preference order across providers (see lookupKeys): ["kubernetes", "aws"]
 * finds "ALB" and "RDS" on AWS while "Deployment" stays a Kubernetes object.
 */
export function resolveService(term: string, provider: Provider | readonly Provider[]): ServiceEntry | undefined {
  const words = term.trim().split(/[^A-Za-z0-9]+/).filter(Boolean);
  const last = words.at(-1);
  if (!last) return undefined;
  const head = compactKey(words.slice(0, -1).join(''));
  const lastKey = compactKey(last);
  return lookupKeys([head + lastKey, ...singularForms(lastKey).map((s) => head + s)], provider);
}

/**
 * Default service per generic role where "first entry of that kind" would not be the obvious
 * choice. Other kinds fall back to the provider's first entry of the kind, then to `general`.
 */
const DEFAULT_FOR_KIND: Partial<Record<Provider, Partial<Record<ServiceKind, string>>>> = {
  aws: {
    relational_db: 'aws.rds', load_balancer: 'aws.alb', vm: 'aws.ec2', object_storage: 'aws.s3', cache: 'aws.elasticache',
    backup: 'aws.backup', logging: 'aws.cloudwatch_logs', ci_cd: 'aws.codepipeline', etl: 'aws.glue',
    onprem: 'general.onprem_server', developer: 'general.developer', security_posture: 'aws.security_hub', config: 'aws.config',
    container_service: 'aws.ecs', notification: 'aws.sns', identity: 'aws.cognito',
  },
  azure: {
    relational_db: 'azure.sql_database', object_storage: 'azure.blob_storage', vm: 'azure.vm', queue: 'azure.service_bus',
    logging: 'azure.log_analytics', kms: 'azure.key_vault', security_posture: 'azure.defender',
    load_balancer: 'azure.application_gateway', ci_cd: 'azure.pipelines',
  },
  gcp: {
    relational_db: 'gcp.cloudsql', vm: 'gcp.compute_engine', queue: 'gcp.pubsub', stream: 'gcp.pubsub',
    stream_processing: 'gcp.dataflow', ai_service: 'gcp.gemini', identity: 'gcp.identity_platform',
  },
  kubernetes: { relational_db: 'general.database', nosql: 'general.nosql', identity: 'general.identity_provider' },
  general: { relational_db: 'general.database', ai_service: 'general.llm', web_app: 'general.web_frontend' },
};

/** Roles whose default is the same everywhere. */
const DEFAULT_ANYWHERE: Partial<Record<ServiceKind, string>> = { microservice: 'general.microservice' };

/** The default service of a generic role on a provider ("relational_db" on azure → Azure SQL). */
export function serviceForKind(kind: ServiceKind, provider: Provider): ServiceEntry | undefined {
  const preferred = DEFAULT_FOR_KIND[provider]?.[kind] ?? DEFAULT_ANYWHERE[kind];
  if (preferred) return BY_ID.get(preferred);
  // A named third-party product (Neo4j, PagerDuty) is never what a bare role stands for.
  const own = CATALOG.find((e) => e.provider === provider && e.kind === kind && !PRODUCT_IDS.has(e.id));
  if (own) return own;
  return provider === 'general' ? undefined : serviceForKind(kind, 'general');
}

/**
 * The same service on another provider: a declared equivalent first, otherwise the provider's
 * default for the same kind. The entry itself when it already belongs to `provider`.
 */
export function equivalentIn(id: string, provider: Provider): ServiceEntry | undefined {
  const entry = BY_ID.get(id);
  if (!entry) return undefined;
  if (entry.provider === provider) return entry;
  for (const other of entry.equivalents) {
    const candidate = BY_ID.get(other);
    if (candidate?.provider === provider) return candidate;
  }
  return serviceForKind(entry.kind, provider);
}
