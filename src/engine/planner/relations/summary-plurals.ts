import { ACTOR_ENTRIES } from '../../catalog/index.js';
import { singular } from '../text/tokens.js';
import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';

const wordsOf = (parts: readonly string[]): string[] => parts.join(' ').toLowerCase().split(/[^a-z0-9#+.]+/).filter(Boolean);

/** A plural said in everyday words with nothing of its own: "serverless functions", "microservices", "queues". */
function isPlainPlural(e: Entity): boolean {
  // People ("customers", "clinicians") are who uses the parts, never a sum of them; an everyday kind with no
  // provider's service ("microservices") may well be other programs than the ones named later.
  if (ACTOR_ENTRIES.has(e.entry.id) || e.entry.category === 'client' || e.entry.provider === 'general') return false;
  const last = wordsOf([e.matched]).at(-1) ?? '';
  const everyday = e.matched === e.matched.toLowerCase() || /^[A-Z][a-z]+$/.test(e.matched.trim());
  return everyday && singular(last) !== last && e.pre.length + e.post.length + e.paren.length === 0;
}

/** A later part of the same service, said with a word the plural does not say. */
function isNamedPart(part: Entity, plural: Entity): boolean {
  if (part === plural || part.origin !== 'prompt' || part.count !== 1 || part.container || part.order <= plural.order) return false;
  const theirs = new Set(wordsOf([plural.matched]).map(singular));
  return part.entry.id === plural.entry.id && wordsOf([part.matched, ...part.pre, ...part.post, ...part.paren]).some((w) => !theirs.has(singular(w)));
}

/**
 * "A bakery handles its orders using serverless functions … drained by a billing function in Azure Functions":
 * a plural in everyday words, uncounted and with no name of its own, sums up the parts of that service the
 * text goes on to name. Whatever was said of the plural is said of each of them, and it draws no box of its own.
 */
export function summaryPluralsAsParts(graph: EntityGraph): void {
  const held = new Set(graph.live().map((e) => e.placedIn).filter(Boolean));
  for (const plural of graph.live()) {
    if (plural.origin !== 'prompt' || plural.count !== 1 || plural.names || plural.container || plural.label || held.has(plural.key) || !isPlainPlural(plural)) continue;
    const parts = graph.live().filter((e) => isNamedPart(e, plural));
    if (parts.length > 0) graph.spreadOver(plural.key, parts.map((p) => p.key));
  }
}
