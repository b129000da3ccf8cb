import { findMentions, getService, type ServiceEntry } from '../../catalog/index.js';
import type { ArchitectureModel, GroupKind, ModelEdge, ModelGroup, ModelNode } from '../../model/index.js';
import { normalizePrompt } from '../text/normalize.js';
import { stem } from '../text/tokens.js';
import { withoutZone } from '../text/zones.js';
import { ENTRY_KINDS } from '../relations/orient.js';
import { ROLE_WORDS } from './lexicon.js';

export type Cell = { type: 'node'; node: ModelNode } | { type: 'group'; group: ModelGroup };

export interface Found {
  cells: Cell[];
  /** Several cells fit and the phrase did not say which. */
  ambiguous: boolean;
}

const ORDINALS: Readonly<Record<string, number>> = {
  first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2, fourth: 3, '4th': 3, fifth: 4, '5th': 4, last: -1, other: -2,
};
const FILLER = new Set(['the', 'a', 'an', 'this', 'that', 'our', 'my', 'its', 'of', 'node', 'component', 'box', 'service', 'one', 'to', 'on', 'for', 'in']);
const GROUP_WORDS: readonly (readonly [RegExp, GroupKind])[] = [
  [/\bsubnets?\b/, 'subnet'], [/\b(availability zones?|azs?|zones?)\b/, 'az'], [/\b(vpcs?|vnets?|vcns?|virtual networks?|networks?)\b/, 'vpc'],
  [/\bregions?\b/, 'region'], [/\bclusters?\b/, 'cluster'], [/\bnamespaces?\b/, 'namespace'], [/\b(auto ?scaling groups?|asgs?|scale sets?)\b/, 'overlay'],
  [/\b(data ?cent(er|re)|on[ -]?prem\w*)\b/, 'onprem'], [/\b(cloud|aws cloud|azure|google cloud)\b/, 'cloud'], [/\bresource groups?\b/, 'resource_group'],
  [/\bsecurity groups?\b/, 'security_group'], [/\baccounts?|subscriptions?|projects?\b/, 'account'],
];

function words(text: string): string[] {
  return normalizePrompt(text).toLowerCase().replace(/'s\b/g, '').split(/[^a-z0-9]+/).filter((w) => w.length > 0 && !FILLER.has(w)).map(stem);
}

/** Two words that are the same word as people type it: "postgres"/"postgresql", "loadbalancer" typed one letter off. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a))) return true;
  if (a.length === 4 && b.length === 4) return swapped(a, b);
  return a.length >= 5 && b.length >= 5 && oneEditApart(a, b);
}

/** Two neighbouring letters typed the other way round ("suer" for "user"). */
function swapped(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const hasWord = (have: readonly string[], w: string): boolean => have.some((h) => sameWord(h, w));

export function isPluralPhrase(phrase: string): boolean {
  return /\b(all|every|each|both)\b/i.test(phrase) || /\b[a-z]{3,}s\b$/i.test(phrase.trim()) && !/\b(ss|us|is)$/i.test(phrase.trim());
}

function nodeKind(n: ModelNode): string | undefined {
  return n.service ? getService(n.service)?.kind : undefined;
}

/** Kinds that answer to the same everyday word ("the database" is RDS or DynamoDB). */
const KIND_FAMILIES: readonly (readonly string[])[] = [
  ['relational_db', 'nosql', 'data_warehouse', 'graph_db', 'timeseries_db'], ['queue', 'topic', 'event_bus', 'stream'],
  ['vm', 'autoscaling_group', 'container_service', 'function', 'web_app', 'microservice', 'k8s_workload'],
  ['object_storage', 'data_lake', 'file_storage'],
];

/**
 * Finds what a phrase in an edit prompt refers to: by exact label, by label words, by the service
 * it names (or one of its synonyms, or an equivalent kind), by container words, with ordinals
 * ("the second lambda") and plurals ("all databases").
 */
export function findCells(model: ArchitectureModel, phrase: string, loose = true): Found {
  const lower = phrase.toLowerCase().trim();
  const ordinalWord = Object.keys(ORDINALS).find((o) => new RegExp(`\\b${o}\\b`).test(lower));
  const core = ordinalWord ? lower.replace(new RegExp(`\\b${ordinalWord}\\b`), ' ') : lower;
  const plural = isPluralPhrase(core);
  let cells = byLabel(model, core);
  if (cells.length === 0) cells = byFuzzyLabel(model, core);
  if (cells.length === 0) cells = byService(model, core);
  if (cells.length === 0) cells = byRole(model, core);
  if (cells.length === 0) cells = byGroupWords(model, core);
  if (cells.length === 0 && loose) cells = byBestWords(model, core);
  if (cells.length === 0) return { cells: [], ambiguous: false };
  if (ordinalWord) {
    const i = ORDINALS[ordinalWord]!;
    const pick = i === -1 ? cells.at(-1) : i === -2 ? cells[1] : cells[i];
    return { cells: pick ? [pick] : [], ambiguous: false };
  }
  return { cells, ambiguous: cells.length > 1 && !plural && !sameComponent(cells) };
}

/**
 * Several cells that are one component drawn more than once (an instance per availability zone,
 * same service and label) count as one; a primary among standbys and replicas is the one meant.
 */
export function sameComponent(cells: readonly Cell[]): boolean {
  const first = cells[0];
  if (!first) return false;
  if (first.type === 'group') return cells.every((c) => c.type === 'group' && c.group.label === first.group.label && c.group.kind === first.group.kind);
  return cells.every((c) => c.type === 'node' && c.node.service === first.node.service && withoutZone(c.node.label) === withoutZone(first.node.label));
}

export function preferPrimary(cells: readonly Cell[]): Cell[] {
  const primaries = cells.filter((c) => c.type === 'node' && c.node.props['role'] === 'primary');
  return primaries.length === 1 && cells.every((c) => c.type === 'node' && c.node.service === (primaries[0] as { node: ModelNode }).node.service) ? primaries : [...cells];
}

function byLabel(model: ArchitectureModel, phrase: string): Cell[] {
  const all: Cell[] = [...model.nodes.map((node) => ({ type: 'node' as const, node })), ...model.groups.map((group) => ({ type: 'group' as const, group }))];
  const labelOf = (c: Cell): string => (c.type === 'node' ? c.node.label : c.group.label);
  const want = words(phrase);
  if (want.length === 0) return [];
  const exact = all.filter((c) => words(labelOf(c)).join(' ') === want.join(' '));
  if (exact.length > 0) return exact;
  const idHit = all.filter((c) => (c.type === 'node' ? c.node.id : c.group.id) === phrase.trim());
  if (idHit.length > 0) return idHit;
  return all.filter((c) => {
    const have = new Set(words(labelOf(c)));
    return want.every((w) => have.has(w)) && want.length >= 1 && c.type === 'node';
  });
}

/** Components whose label (not service or kind) answers to the phrase. */
export function labelMatches(model: ArchitectureModel, phrase: string): Cell[] {
  const exact = byLabel(model, phrase.toLowerCase());
  return exact.length > 0 ? exact : byFuzzyLabel(model, phrase.toLowerCase());
}

/** Every word of the phrase in the label, allowing typos and shortened names ("postgres"). */
function byFuzzyLabel(model: ArchitectureModel, phrase: string): Cell[] {
  const want = words(phrase);
  if (want.length === 0) return [];
  return model.nodes.filter((n) => {
    if (!n.service && n.label.split(/\s+/).length > 4) return false;
    const have = words(`${n.label} ${n.service ? getService(n.service)?.name ?? '' : ''}`);
    return want.every((w) => hasWord(have, w));
  }).map((node) => ({ type: 'node', node }));
}

/**
 * The components whose label shares the most words with the phrase ("the worker's subscription" →
 * "Cloud Run worker"), when at least half the phrase's words and one distinctive word match.
 */
function byBestWords(model: ArchitectureModel, phrase: string): Cell[] {
  const want = words(phrase);
  if (want.length === 0) return [];
  const scored = model.nodes.filter((n) => n.service || n.label.split(/\s+/).length <= 4).map((node) => {
    const have = words(node.label);
    return { node, hits: want.filter((w) => hasWord(have, w)).length };
  });
  const best = Math.max(0, ...scored.map((x) => x.hits));
  if (best === 0 || best * 2 < want.length) return [];
  return scored.filter((x) => x.hits === best).map((x) => ({ type: 'node', node: x.node }));
}

/** The entry point (what clients reach first), or components of the kinds a role word names. */
function byRole(model: ArchitectureModel, phrase: string): Cell[] {
  for (const role of ROLE_WORDS) {
    if (!role.re.test(phrase)) continue;
    if (role.entry) {
      const clients = new Set(model.nodes.filter((n) => getService(n.service ?? '')?.category === 'client').map((n) => n.id));
      const firsts = [...new Set(model.edges.filter((e) => clients.has(e.source) && !clients.has(e.target)).map((e) => e.target))];
      // DNS answers the name but is not on the request path; the outermost of the rest is the entry.
      const rank = (n: ModelNode): number => {
        const i = ENTRY_KINDS.indexOf(nodeKind(n) as never);
        return nodeKind(n) === 'dns' ? 98 : i < 0 ? 99 : i;
      };
      const candidates = model.nodes.filter((n) => firsts.includes(n.id));
      const best = Math.min(...candidates.map(rank));
      const nodes = candidates.filter((n) => rank(n) === best);
      if (nodes.length > 0) return nodes.map((node) => ({ type: 'node', node }));
      continue;
    }
    const nodes = model.nodes.filter((n) => role.kinds?.includes(nodeKind(n) ?? ''));
    if (nodes.length === 0) continue;
    const rest = words(phrase.replace(role.re, ' '));
    const narrowed = rest.length > 0 ? nodes.filter((n) => rest.some((w) => hasWord(words(n.label), w))) : [];
    return (narrowed.length > 0 ? narrowed : nodes).map((node) => ({ type: 'node', node }));
  }
  return [];
}

function byService(model: ArchitectureModel, phrase: string): Cell[] {
  const text = normalizePrompt(phrase);
  const mentions = findMentions(text, model.provider);
  if (mentions.length === 0) return [];
  const entry: ServiceEntry = mentions[0]!.entry;
  // Words beside the service name narrow it down: "the primary database", "the orders queue".
  const rest = words(text.slice(0, mentions[0]!.start) + ' ' + text.slice(mentions[0]!.end));
  const narrow = (cells: Cell[]): Cell[] => {
    if (rest.length === 0) return cells;
    const hit = cells.filter((c) => c.type === 'node' && rest.every((w) => words(`${c.node.label} ${String(c.node.props['role'] ?? '')}`).includes(w)));
    return hit.length > 0 ? hit : cells;
  };
  const found = byServiceEntry(model, entry);
  if (found.some((c) => c.type === 'node' && c.node.service === entry.id)) return narrow(found);
  // Only the kind matched: the named words pick among them ("the worker" among two Cloud Run services).
  const named = words(text.slice(mentions[0]!.start, mentions[0]!.end));
  const picked = found.filter((c) => c.type === 'node' && named.some((w) => hasWord(words(c.node.label), w)));
  return narrow(picked.length > 0 ? picked : found);
}

function byServiceEntry(model: ArchitectureModel, entry: ServiceEntry): Cell[] {
  const same = model.nodes.filter((n) => n.service === entry.id);
  if (same.length > 0) return same.map((node) => ({ type: 'node', node }));
  const kind = model.nodes.filter((n) => nodeKind(n) === entry.kind);
  if (kind.length > 0) return kind.map((node) => ({ type: 'node', node }));
  const family = KIND_FAMILIES.find((f) => f.includes(entry.kind));
  const fam = family ? model.nodes.filter((n) => family.includes(nodeKind(n) ?? '')) : [];
  return fam.map((node) => ({ type: 'node', node }));
}

/** Containers a phrase names: by label words ("the private subnet"), else by container words. */
export function findContainers(model: ArchitectureModel, phrase: string): Cell[] {
  const want = words(phrase);
  if (want.length === 0) return [];
  const byWords = model.groups.filter((g) => want.every((w) => hasWord(words(g.label), w)));
  const found = byWords.length > 0 ? byWords.map((group) => ({ type: 'group' as const, group })) : byGroupWords(model, phrase.toLowerCase());
  return found;
}

/** The container kind a phrase names ("an isolated data subnet" → subnet). */
export function groupKindOf(phrase: string): GroupKind | undefined {
  return GROUP_WORDS.find(([re]) => re.test(phrase.toLowerCase()))?.[1];
}

function byGroupWords(model: ArchitectureModel, phrase: string): Cell[] {
  for (const [re, kind] of GROUP_WORDS) {
    if (!re.test(phrase)) continue;
    const rest = words(phrase.replace(re, ' '));
    const groups = model.groups.filter((g) => g.kind === kind && rest.every((w) => words(g.label).includes(w) || String(g.props['tier'] ?? '') === w));
    if (groups.length > 0) return groups.map((group) => ({ type: 'group', group }));
  }
  return [];
}

export function cellId(c: Cell): string {
  return c.type === 'node' ? c.node.id : c.group.id;
}

export function cellLabel(c: Cell): string {
  return c.type === 'node' ? c.node.label : c.group.label;
}

/** Edges between two cells, in either direction. */
export function edgesBetween(model: ArchitectureModel, a: string, b: string): ModelEdge[] {
  return model.edges.filter((e) => (e.source === a && e.target === b) || (e.source === b && e.target === a));
}
