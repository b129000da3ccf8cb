import type { Entity } from '../types.js';

/** Architectures the planner knows how to draw when a prompt only names them. */
export const ARCHETYPES = [
  'three_tier', 'serverless_web', 'serverless_api', 'static_site', 'event_driven', 'data_pipeline', 'ml', 'rag',
  'k8s_microservices', 'hub_spoke', 'multi_region', 'hybrid', 'iot',
] as const;
export type Archetype = (typeof ARCHETYPES)[number];

const CUES: Record<Archetype, RegExp> = {
  three_tier: /\b(threetier|ntier|twotier|web tier|app tier|lamp stack|monolith)\b/,
  serverless_web: /\b(serverless|lambda|functions?)\b.*\b(react|angular|vue|spa|frontend|front end|website|web app|webapp|ui|auth\w*|login|sign[ -]?in)\b|\b(react|angular|vue|spa|frontend|auth\w*|login)\b.*\bserverless\b/,
  serverless_api: /\b(serverless|lambda|functions?|faas)\b/,
  static_site: /\bstatic (web ?)?(site|website|web app|hosting|content)\b|\bjamstack\b|\bs3 website\b/,
  event_driven: /\bevent[ -]?driven\b|\bevents?\b|\bpub ?sub\b|\bfan[ -]?out\b|\bqueues?\b|\btopics?\b|\bevent bus\b|\bmessag\w+/,
  data_pipeline: /\b(etl|elt|data pipeline|pipeline|ingest\w*|warehouse|data lake|lakehouse|medallion|batch|analytics|reporting|dashboards?|bi)\b/,
  ml: /\b(ml|mlops|machine learning|training|inference|predict\w*|model registry|sagemaker|vertex ai|feature store)\b/,
  rag: /\b(rag|retrieval[ -]augmented|chatbot|chat bot|llm|vector|embeddings?|knowledge base|genai|generative ai)\b/,
  k8s_microservices: /\b(microservices?|kubernetes|k8s|eks|aks|gke|oke|helm|service mesh|istio)\b/,
  hub_spoke: /\bhub[ -]?(and[ -]?)?spokes?\b|\bspokes?\b|\btransit gateway\b|\bvirtual wan\b/,
  multi_region: /\bmulti[ -]?region\w*|\bdisaster recovery\b|\bdr\b|\bfailover\b|\bactive[ -](active|passive)\b|\bgeo[ -]?(redundan\w*|replicat\w*)|\bcross[ -]region\b|\btwo regions\b/,
  hybrid: /\bhybrid\b|\bon[ -]?prem\w*|\bdata ?cent(er|re)\b|\bcorporate network\b|\bsite[ -]to[ -]site\b|\bdirect connect\b|\bexpressroute\b|\binterconnect\b|\bvpn\b/,
  iot: /\biot\b|\btelemetry\b|\bsensors?\b|\bdevices?\b/,
};

/** The prompt names the architecture outright: these weigh most. */
const STRONG: Partial<Record<Archetype, RegExp>> = {
  event_driven: /\bevent[ -]?driven\b|\bevent sourcing\b/,
  serverless_api: /\bserverless\b/,
  data_pipeline: /\b(etl|elt|data pipeline|medallion|data platform)\b/,
  ml: /\b(mlops|machine learning)\b/,
  k8s_microservices: /\bmicroservices?\b/,
};

const KIND_VOTES: Partial<Record<string, Archetype>> = {
  queue: 'event_driven', topic: 'event_driven', event_bus: 'event_driven', stream: 'event_driven',
  etl: 'data_pipeline', data_warehouse: 'data_pipeline', data_lake: 'data_pipeline', bi: 'data_pipeline', analytics: 'data_pipeline',
  ml_training: 'ml', ml_endpoint: 'ml', ml_model_registry: 'ml', ml_platform: 'ml',
  vector_db: 'rag', ai_service: 'rag',
  k8s_cluster: 'k8s_microservices', microservice: 'k8s_microservices', k8s_workload: 'k8s_microservices',
  transit_gateway: 'hub_spoke', iot_hub: 'iot', device: 'iot', onprem: 'hybrid', vpn: 'hybrid', direct_connect: 'hybrid',
  function: 'serverless_api', api_gateway: 'serverless_api',
};

/** Named architectures outweigh broad words ("RAG ... ingestion" is RAG, not a data pipeline). */
const SPECIFIC: ReadonlySet<Archetype> = new Set(['rag', 'hub_spoke', 'static_site', 'three_tier', 'multi_region', 'serverless_web', 'iot', 'hybrid']);

/** Architectures the prompt describes, strongest first (keywords weigh more than kinds). */
export function detectArchetypes(text: string, entities: readonly Entity[]): Archetype[] {
  const lower = text.toLowerCase();
  const score = new Map<Archetype, number>();
  const add = (a: Archetype, n: number): void => void score.set(a, (score.get(a) ?? 0) + n);
  for (const a of ARCHETYPES) if (CUES[a].test(lower)) add(a, SPECIFIC.has(a) ? 5 : 3);
  for (const [a, re] of Object.entries(STRONG) as [Archetype, RegExp][]) if (re.test(lower)) add(a, 3);
  for (const e of entities) {
    const vote = KIND_VOTES[e.entry.kind];
    if (vote) add(vote, 1);
  }
  const kinds = new Set(entities.map((e) => e.entry.kind));
  if (kinds.has('load_balancer') && (kinds.has('vm') || kinds.has('autoscaling_group')) && kinds.has('relational_db')) add('three_tier', 2);
  if (kinds.has('cdn') && kinds.has('object_storage') && ![...kinds].some((k) => ['vm', 'function', 'container_service', 'k8s_cluster'].includes(k))) add('static_site', 2);
  if (score.has('serverless_web')) add('serverless_web', 2);
  if (score.has('rag')) score.set('ml', Math.max(0, (score.get('ml') ?? 0) - 2));
  return [...score.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1]).map(([a]) => a);
}

/** The prompt names the architecture itself ("serverless", "event-driven"), not only parts typical of it. */
export function namesArchitecture(text: string, a: Archetype): boolean {
  const lower = text.toLowerCase();
  return STRONG[a]?.test(lower) === true || (SPECIFIC.has(a) && CUES[a].test(lower));
}

/** Architectures whose users reach the system over the web (a client is drawn for them). */
export const USER_FACING: ReadonlySet<Archetype> = new Set(['three_tier', 'serverless_web', 'serverless_api', 'static_site', 'rag', 'k8s_microservices', 'multi_region']);
