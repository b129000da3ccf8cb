import { BOX, cylinder, stencil } from './style-kit.js';
import { SERVICE_KINDS, type Category, type Provider, type ServiceEntry, type ServiceKind } from './types.js';

/**
 * Generic services by kind: what a name the catalog lacks is drawn as, so "Acme Ledger DB" on
 * Azure still draws as a database and "Contoso Event Relay" as a queue — never vanishes, never
 * borrows another product's icon. Ids are `<provider>.generic_<kind>`; getService finds them, but
 * they are not in CATALOG and answer to no name (the planner keeps the text's own label).
 */

/** Category each kind belongs to (also used to place derived draw.io shapes). */
export const KIND_CATEGORY: Readonly<Record<ServiceKind, Category>> = {
  users: 'client', browser: 'client', mobile: 'client', device: 'iot', internet: 'client', onprem: 'client', external_api: 'integration',
  developer: 'client', dns: 'network', cdn: 'network', waf: 'security', load_balancer: 'network', api_gateway: 'network', ingress: 'network',
  igw: 'network', nat: 'network', vpn: 'network', direct_connect: 'network', transit_gateway: 'network', firewall: 'security',
  bastion: 'compute', private_endpoint: 'network', ddos: 'security', service_mesh: 'network', network_misc: 'network', vm: 'compute',
  autoscaling_group: 'compute', container_service: 'container', container: 'container', k8s_cluster: 'container', k8s_workload: 'container',
  pod: 'container', k8s_service: 'container', function: 'serverless', web_app: 'compute', batch: 'compute', microservice: 'compute',
  relational_db: 'database', nosql: 'database', cache: 'database', data_warehouse: 'analytics', search: 'analytics', graph_db: 'database',
  timeseries_db: 'database', object_storage: 'storage', file_storage: 'storage', block_storage: 'storage', backup: 'storage',
  data_lake: 'storage', volume: 'storage', queue: 'integration', topic: 'integration', event_bus: 'integration', stream: 'integration',
  workflow: 'integration', scheduler: 'integration', email: 'integration', notification: 'integration', etl: 'analytics',
  stream_processing: 'analytics', analytics: 'analytics', bi: 'analytics', data_catalog: 'analytics', ml_training: 'ml', ml_endpoint: 'ml',
  ml_platform: 'ml', ml_model_registry: 'ml', ai_service: 'ml', vector_db: 'database', notebook: 'ml', identity: 'identity',
  secrets: 'security', kms: 'security', certificate: 'security', security_posture: 'security', audit: 'monitoring', monitoring: 'monitoring',
  logging: 'monitoring', tracing: 'monitoring', registry: 'container', ci_cd: 'devops', repository: 'devops', iac: 'devops',
  iot_hub: 'iot', config: 'management', generic: 'general',
};

/** Ink of generic glyphs per provider: the provider's own colour, so a generic part still reads as theirs. */
const INK: Readonly<Record<Provider, string>> = {
  aws: '#232F3E', azure: '#0078D4', gcp: '#4285F4', kubernetes: '#326CE5', oci: '#C74634', general: '#232F3E',
};

/** Kinds drawn as a database cylinder, with its fill and stroke. */
const CYLINDERS: Partial<Record<ServiceKind, readonly [string, string]>> = {
  relational_db: ['#DAE8FC', '#6C8EBF'], nosql: ['#D5E8D4', '#82B366'], cache: ['#F8CECC', '#B85450'], graph_db: ['#E1D5E7', '#9673A6'],
  timeseries_db: ['#FFF2CC', '#D6B656'], data_warehouse: ['#DAE8FC', '#6C8EBF'], vector_db: ['#E1D5E7', '#9673A6'],
  search: ['#FFE6CC', '#D79B00'],
};

/** Kinds drawn with a neutral draw.io glyph (mxgraph.aws4 resource glyphs are plain pictograms). */
const GLYPHS: Partial<Record<ServiceKind, string>> = {
  users: 'users', browser: 'client', mobile: 'mobile_client', internet: 'internet_alt2', onprem: 'traditional_server',
  function: 'lambda_function', queue: 'queue', topic: 'topic', notification: 'topic', event_bus: 'event', email: 'email',
  object_storage: 'bucket', file_storage: 'file_system', block_storage: 'volume', volume: 'volume', data_lake: 'bucket_with_objects',
  firewall: 'generic_firewall', waf: 'generic_firewall', ddos: 'shield', kms: 'data_encryption_key', secrets: 'data_encryption_key',
  certificate: 'ssl_padlock', logging: 'logs', notebook: 'notebook', vm: 'traditional_server', container: 'container_1',
};

const BOX_OF: Readonly<Record<Provider, string>> = {
  aws: BOX.awsIntegration, azure: BOX.azure, gcp: BOX.gcp, kubernetes: BOX.k8s, oci: BOX.oci, general: BOX.neutral,
};

function title(kind: ServiceKind): string {
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function build(kind: ServiceKind, provider: Provider): ServiceEntry {
  const cyl = CYLINDERS[kind];
  const glyph = GLYPHS[kind];
  const [style, width, height] = cyl
    ? [cylinder(cyl[0], cyl[1]), 60, 70]
    : glyph
      ? [stencil('mxgraph.aws4.' + glyph, INK[provider]), 60, 60]
      : [BOX_OF[provider], 140, 60];
  return Object.freeze({
    id: `${provider}.generic_${kind}`,
    provider,
    name: title(kind),
    short: title(kind),
    synonyms: Object.freeze([]) as unknown as string[],
    category: KIND_CATEGORY[kind],
    kind,
    style,
    width,
    height,
    container: false,
    equivalents: Object.freeze([]) as unknown as string[],
  });
}

const PROVIDERS: readonly Provider[] = ['aws', 'azure', 'gcp', 'kubernetes', 'oci', 'general'];

/** Every generic entry, by id. */
export const GENERIC_BY_ID: ReadonlyMap<string, ServiceEntry> = new Map(
  PROVIDERS.flatMap((provider) => SERVICE_KINDS.map((kind) => [`${provider}.generic_${kind}`, build(kind, provider)] as const)),
);

/**
 * The generic service of a kind on a provider: what to draw for a component whose name the
 * catalog lacks but whose role is known ("a ledger database" → database cylinder; "Foo Relay"
 * named as a queue → queue glyph; anything else → a labelled box in the provider's colour).
 * Always an entry; its id resolves with getService.
 */
export function genericService(kind: ServiceKind, provider: Provider): ServiceEntry {
  return GENERIC_BY_ID.get(`${provider}.generic_${kind}`)!;
}

/** Whether an id is one of the generic-by-kind entries (not a named product). */
export function isGenericService(id: string): boolean {
  return GENERIC_BY_ID.has(id);
}
