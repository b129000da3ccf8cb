import { ACTOR_ENTRIES } from '../../catalog/index.js';
import type { Entity } from '../types.js';

/** Architectures the planner knows how to draw when a prompt only names them. */
export const ARCHETYPES = [
  'three_tier', 'serverless_web', 'serverless_api', 'static_site', 'event_driven', 'data_pipeline', 'ml', 'rag',
  'k8s_microservices', 'hub_spoke', 'multi_region', 'hybrid', 'iot',
  'realtime_app', 'online_store', 'media_streaming', 'mobile_backend', 'web_product', 'log_analytics',
] as const;
export type Archetype = (typeof ARCHETYPES)[number];

const CUES: Record<Archetype, RegExp> = {
  three_tier: /\b(threetier|ntier|twotier|web tier|app tier|lamp stack|monolith)\b/,
  serverless_web: /\b(serverless|lambda|functions?)\b.*\b(react|angular|vue|spa|frontend|front end|website|web app|webapp|ui|auth\w*|login|sign[ -]?in)\b|\b(react|angular|vue|spa|frontend|auth\w*|login)\b.*\bserverless\b/,
  serverless_api: /\b(serverless|lambda|functions?|faas)\b/,
  static_site: /\bstatic (web ?)?(site|website|web app|hosting|content)\b|\bjamstack\b|\bs3 website\b/,
  event_driven: /\bevent[ -]?driven\b|\b(?:data|event|managed|message|kafka) streaming\b|\bevents?\b|\bpub ?sub\b|\bfan[ -]?out\b|\bqueues?\b|\btopics?\b|\bevent bus\b|\bmessag\w+/,
  data_pipeline: /\b(etl|elt|data pipeline|pipeline|ingest\w*|warehouse|data lake|lakehouse|medallion|batch|analytics|reporting|dashboards?|bi)\b/,
  ml: /\b(ml|mlops|machine learning|training|inference|predict\w*|model registry|sagemaker|vertex ai|feature store)\b/,
  rag: /\b(rag|retrieval[ -]augmented|chatbot|chat bot|llm|vector|embeddings?|knowledge base|genai|generative ai)\b/,
  k8s_microservices: /\b(microservices?|kubernetes|k8s|eks|aks|gke|oke|helm|service mesh|istio)\b/,
  hub_spoke: /\bhub[ -]?(and[ -]?)?spokes?\b|\bspokes?\b|\btransit gateway\b|\bvirtual wan\b/,
  multi_region: /\bmulti[ -]?region\w*|\bdisaster recovery\b|\bdr\b|\bfailover\b|\bactive[ -](active|passive)\b|\bgeo[ -]?(redundan\w*|replicat\w*)|\bcross[ -]region\b|\btwo regions\b/,
  hybrid: /\bhybrid\b|\bon[ -]?prem\w*|\bdata ?cent(er|re)\b|\bcorporate network\b|\bsite[ -]to[ -]site\b|\bdirect connect\b|\bexpressroute\b|\binterconnect\b|\bvpn\b/,
  iot: /\biot\b|\btelemetry\b|\bsensors?\b|\bdevices?\b/,
  // Applications named by what they do; they count only for prompts that name few parts (see PRODUCTS).
  realtime_app: /\b(video (conferencing|calls?|chat|meetings?)|voice calls?|webrtc|chat|chats|chat ?rooms?|messenger|instant messaging|websockets?|web sockets?|socket\.io|multiplayer|collaborative|presence|live (chat|updates|feed|cursors?|scores?)|real[ -]?time (app|application|chat|updates|collaboration|notifications|game|editor))\b/,
  online_store: /\b(online (\w+ ){0,2}\w*(store|shop)s?|online retail\w*|e-?commerce|web ?shop|storefront|shopping (site|app|cart)|marketplace|retail (site|website|app)|magento|woocommerce|shopify|prestashop)\b/,
  media_streaming: /\b(video (streaming|on[ -]demand|platform|sharing|hosting)|(music|audio|song) (streaming|service|app|platform)|(?<!(?:data|event|events|managed|message|log|kafka) )streaming (service|platform|site)|media (service|platform|site)|media streaming|vod|netflix|youtube|twitch|podcasts?)\b/,
  mobile_backend: /\b(mobile (app )?back[ -]?end|back[ -]?end for (an? |my |our |the )?mobile|mobile apps?|ios apps?|android apps?)\b/,
  web_product: /\b(blog|blogs|cms|content management|forum|social (network|media)|booking|reservations?|url shortener|link shortener|todo|to-do|saas|crm|customer portal|news (site|website|feed)|ride[ -]?(sharing|hailing)|food delivery|learning (management|platform)|lms|job board|wiki|photo sharing|survey|ticketing|web app|webapp|website|wordpress|drupal|joomla|headless cms)\b|(?<!-)\bsites?\b(?!-)/,
  log_analytics: /\b(log (analytics|aggregation|pipeline|management|search|ingestion|processing|analysis)|logs? (analysis|analytics)|centrali[sz]ed logging|siem)\b/,
};

/** Words for a front end people open in a browser. */
const WEB_FRONT = /\b(react|angular|vue|svelte|spa|frontend|front end|website|web ?app|web page|browsers?|portal)\b/;

/** Product archetypes: a prompt naming more parts than this tells its own shape. */
const PRODUCTS: ReadonlySet<Archetype> = new Set(['realtime_app', 'online_store', 'media_streaming', 'mobile_backend', 'web_product', 'log_analytics']);
const PRODUCT_NAMED_MAX = 2;

/** The prompt names the architecture outright: these weigh most. */
const STRONG: Partial<Record<Archetype, RegExp>> = {
  event_driven: /\bevent[ -]?driven\b|\b(?:data|event|managed|message|kafka) streaming\b|\bevent sourcing\b/,
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

/** Kinds whose product names hold everyday words that would read as an architecture ("Step Functions" is no FaaS). */
const NEUTRAL_KEPT = new Set(['web_app']);

/** The text without the product names of parts whose kind says nothing about the architecture. */
function withoutNeutralNames(lower: string, entities: readonly Entity[]): string {
  let out = lower;
  for (const e of entities) {
    // "warehouse pickers", "store clerks": the words that say which people or devices name no architecture.
    if (ACTOR_ENTRIES.has(e.entry.id) && e.pre.length) out = out.split([...e.pre, e.matched].join(' ').toLowerCase()).join(' ');
    // A product name is written as one ("Step Functions", "Grafana", "hybrid NEGs"); everyday words ("centralized logging") stay.
    const product = /[A-Z]/.test(e.matched) && e.entry.kind !== 'generic';
    if (!product || KIND_VOTES[e.entry.kind] || NEUTRAL_KEPT.has(e.entry.kind) || e.entry.category === 'client' || e.matched.length < 3) continue;
    // "CloudWatch dashboards": the words that belong to the name go with it.
    for (const name of [[e.matched, ...e.post].join(' '), e.matched]) out = out.split(name.toLowerCase()).join(' ');
  }
  return out;
}

/** Architectures the prompt describes, strongest first (keywords weigh more than kinds). */
export function detectArchetypes(text: string, entities: readonly Entity[]): Archetype[] {
  const lower = withoutNeutralNames(text.toLowerCase(), entities);
  const score = new Map<Archetype, number>();
  const add = (a: Archetype, n: number): void => void score.set(a, (score.get(a) ?? 0) + n);
  const named = entities.filter((e) => e.origin === 'prompt' && e.entry.category !== 'client').length;
  for (const a of ARCHETYPES) {
    if (PRODUCTS.has(a) && named > PRODUCT_NAMED_MAX) continue;
    // The generic "web app" yields to any product or architecture the prompt names.
    if (CUES[a].test(lower)) add(a, SPECIFIC.has(a) ? 5 : PRODUCTS.has(a) ? (a === 'web_product' ? 2 : 4) : 3);
  }
  for (const [a, re] of Object.entries(STRONG) as [Archetype, RegExp][]) if (re.test(lower)) add(a, 3);
  for (const e of entities) {
    const vote = KIND_VOTES[e.entry.kind];
    if (vote) add(vote, 1);
  }
  const kinds = new Set(entities.map((e) => e.entry.kind));
  if (kinds.has('load_balancer') && (kinds.has('vm') || kinds.has('autoscaling_group')) && kinds.has('relational_db')) add('three_tier', 2);
  if (kinds.has('cdn') && kinds.has('object_storage') && ![...kinds].some((k) => ['vm', 'function', 'container_service', 'k8s_cluster'].includes(k))) add('static_site', 2);
  // "a serverless backend for our iPhone app, with sign-in": the phone app is the front end, no web page is.
  if (CUES.mobile_backend.test(lower) && !WEB_FRONT.test(lower)) score.delete('serverless_web');
  if (score.has('serverless_web')) add('serverless_web', 2);
  if (score.has('rag')) score.set('ml', Math.max(0, (score.get('ml') ?? 0) - 2));
  return [...score.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1]).map(([a]) => a);
}

/** The prompt names the architecture itself ("serverless", "event-driven"), not only parts typical of it. */
export function namesArchitecture(text: string, a: Archetype): boolean {
  const lower = text.toLowerCase();
  return STRONG[a]?.test(lower) === true || ((SPECIFIC.has(a) || PRODUCTS.has(a)) && CUES[a].test(lower));
}

/** Architectures whose users reach the system over the web (a client is drawn for them). */
export const USER_FACING: ReadonlySet<Archetype> = new Set(['three_tier', 'serverless_web', 'serverless_api', 'static_site', 'rag', 'k8s_microservices', 'multi_region', ...PRODUCTS]);
