import { getService, serviceForKind } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { namesArchitecture, type Archetype } from '../understand/archetype.js';
import type { Entity } from '../types.js';
import type { EntityGraph } from '../relations/graph.js';
import { newEntity } from '../relations/new-entity.js';
import { isGenericTerm } from '../entities/raw-mentions.js';
import { DATA_PIPELINE, EVENT_DRIVEN, IOT } from './data.js';
import { ML, RAG } from './ml.js';
import { HUB_SPOKE, HYBRID, K8S_MICROSERVICES, MULTI_REGION } from './platform.js';
import type { Template, TemplatePart } from './types.js';
import { saysOnlyEntryWords } from '../entities/entry-words.js';
import { bareStandIn, contradictsRole, statedOverTitle } from './stated-parts.js';
import { SERVERLESS_API, SERVERLESS_WEB, STATIC_SITE, THREE_TIER } from './web.js';
import { LOG_ANALYTICS, MEDIA_STREAMING, MOBILE_BACKEND, ONLINE_STORE, REALTIME_APP, WEB_PRODUCT } from './products.js';

export const TEMPLATES: Readonly<Record<Archetype, Template>> = {
  three_tier: THREE_TIER, serverless_web: SERVERLESS_WEB, serverless_api: SERVERLESS_API, static_site: STATIC_SITE,
  event_driven: EVENT_DRIVEN, data_pipeline: DATA_PIPELINE, ml: ML, rag: RAG, k8s_microservices: K8S_MICROSERVICES,
  hub_spoke: HUB_SPOKE, multi_region: MULTI_REGION, hybrid: HYBRID, iot: IOT,
  realtime_app: REALTIME_APP, online_store: ONLINE_STORE, media_streaming: MEDIA_STREAMING, mobile_backend: MOBILE_BACKEND, web_product: WEB_PRODUCT, log_analytics: LOG_ANALYTICS,
};

/** How many components a prompt names itself before the archetype adds only what the prompt implies. */
const NAMED_ENOUGH = 4;

function entryFor(part: TemplatePart, provider: Provider) {
  const id = part.service?.[provider];
  return (id ? getService(id) : undefined) ?? serviceForKind(part.kinds[0]!, provider);
}

/** "data ingestion" says nothing the service's own name does not: the template's label says more. */
function isOwnVocabulary(e: Entity): boolean {
  if (e.entry.provider !== 'general') return false;
  // "the Kestrel billing worker": words of its own around the service's word name it.
  if ([...e.pre, ...e.post, ...e.paren].some((w) => w.trim().length > 0)) return false;
  return saysOnlyEntryWords(e.matched, e.entry);
}

/**
 * "using React": a product the text names keeps its name in front of the part's role ("React web
 * app (SPA)"); everyday words ("the frontend") give way to the template's label.
 */
function namedPartLabel(e: Entity, label: string): string | undefined {
  const name = e.matched.trim();
  if (isGenericTerm(name) || label.toLowerCase().includes(name.toLowerCase())) return label;
  // "factory sensors": the text's own word for the part is its label.
  if (/^[a-z]/.test(name)) return undefined;
  const keepCase = /^[A-Z]{2}|^[A-Z][a-z]*[A-Z]/.test(label);
  return `${name} ${keepCase ? label : label.charAt(0).toLowerCase() + label.slice(1)}`;
}

/**
 * Fills a vague prompt ("a serverless API on AWS") with the standard parts of its architecture:
 * each part is matched by kind to a component the prompt named, or added. Edges are drawn only
 * between matched-or-added parts, and only in vague mode (a detailed prompt keeps its own).
 */
export function applyTemplate(graph: EntityGraph, template: Template, provider: Provider, text: string): string[] {
  // A prompt that names its parts gets them connected the standard way, and only the parts it implies added;
  // so does one that names two parts and says how they connect (it describes them, not an architecture).
  const named = graph.live().filter((e) => e.origin === 'prompt').length;
  const stated = graph.relations.some((r) => r.origin === 'prompt');
  const namesItsParts = named >= NAMED_ENOUGH || (named >= 2 && stated && !namesArchitecture(text, template.id as Archetype));
  const mapping = new Map<string, string>();
  const used = new Set<string>();
  const added: string[] = [];
  for (const part of template.parts) {
    const candidates = graph.live().filter((e) => part.kinds.includes(e.entry.kind) && !used.has(e.key) && (part.role === undefined || e.role === part.role) && (e.role !== 'dlq' || part.role === 'dlq')).sort((a, b) => a.order - b.order);
    const match = statedOverTitle(candidates, graph, isOwnVocabulary);
    if (match) {
      mapping.set(part.id, match.key);
      used.add(match.key);
      if (part.label && isOwnVocabulary(match) && !match.label && !contradictsRole(graph, template, part.id, match.key)) match.label = namedPartLabel(match, part.label) ?? match.label;
      // "microservices on GKE": a plural without a number takes the architecture's usual count.
      if (part.count && match.count === 1 && match.post.length === 0 && /s$/i.test(match.matched.trim()) && !/ss$/i.test(match.matched.trim())) match.count = part.count;
      if (part.props) Object.assign(match.props, part.props);
      continue;
    }
    const stand = bareStandIn(graph, entryFor(part, provider), used, isOwnVocabulary);
    if (stand) {
      mapping.set(part.id, stand.key);
      used.add(stand.key);
      continue;
    }
    if (part.matchOnly || (part.when && !part.when.test(text.toLowerCase())) || (part.providers && !part.providers.includes(provider))) continue;
    if (namesItsParts && !part.when && !part.kinds.includes('users')) continue;
    if (part.skipIfServices && graph.live().some((e) => part.skipIfServices!.includes(e.entry.id))) continue;
    if (part.skipIfMatched && graph.live().some((e) => part.skipIfMatched!.test(e.matched))) continue;
    const entry = entryFor(part, provider);
    // A part the provider draws with a service the prompt already has ("Cloud Load Balancing" for the edge) is that one, not a second.
    if (!entry || graph.live().some((e) => e.entry.id === entry.id && e.origin === 'prompt')) continue;
    const e: Entity = newEntity(graph, entry, part.label, 'template');
    if (part.role) e.role = part.role;
    if (part.count) e.count = part.count;
    if (part.props) Object.assign(e.props, part.props);
    graph.add(e);
    mapping.set(part.id, e.key);
    used.add(e.key);
    added.push(part.label ?? entry.short);
  }
  for (const chain of template.chains ?? []) {
    const present = chain.map((id) => mapping.get(id)).filter((k): k is string => k !== undefined);
    for (let i = 0; i + 1 < present.length; i++) if (!graph.has(present[i]!, present[i + 1]!)) graph.relate(present[i]!, present[i + 1]!, 'flow', 'template');
  }
  for (const [a, b, label] of template.edges) {
    const from = mapping.get(a);
    const to = mapping.get(b);
    if (from && to && !graph.has(from, to)) graph.relate(from, to, 'flow', 'template', label ? { label } : {});
  }
  return added;
}
