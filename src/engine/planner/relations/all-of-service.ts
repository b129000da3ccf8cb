import type { Item } from '../entities/items.js';
import { singular } from '../text/tokens.js';
import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';

/** Words that make a plural name every one of its kind ("all Cloud Run services"). */
const EVERY = new Set(['all']);

const wordsOf = (s: string): string[] => s.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** The mention ends with a plural head the service's own name does not say ("Cloud Run services", not "Cloud Functions"). */
function pluralHead(e: Entity): boolean {
  const last = wordsOf(e.matched).at(-1) ?? '';
  const own = new Set([...wordsOf(e.entry.name), ...wordsOf(e.entry.short)]);
  return singular(last) !== last && !own.has(last) && e.post.length + e.paren.length === 0;
}

/** A part of the same service the text named on its own, earlier than the plural. */
function isOwnPart(part: Entity, plural: Entity): boolean {
  return part !== plural && part.origin === 'prompt' && !part.container && !part.descriptor && part.order < plural.order
    && part.entry.id === plural.entry.id && part.matched.toLowerCase() !== plural.matched.toLowerCase();
}

/**
 * "The ledger and payout services run on Cloud Run … All Cloud Run services write logs to X": a plural
 * after "all" names every part of that service the text already named, not one more part. What is said
 * of it is said of each of them, and it draws no box of its own.
 */
export function allOfServiceAsParts(items: readonly Item[], graph: EntityGraph): void {
  items.forEach((it, i) => {
    const before = items[i - 1];
    if (it.t !== 'slot' || it.slot.keys.length !== 1 || before?.t !== 'word' || !EVERY.has(before.lower)) return;
    const plural = graph.byKey.get(it.slot.keys[0]!);
    if (!plural || plural.descriptor || plural.container || plural.count !== 1 || plural.names || !pluralHead(plural)) return;
    const parts = graph.live().filter((e) => isOwnPart(e, plural));
    if (parts.length >= 2) graph.spreadOver(plural.key, parts.map((p) => p.key));
  });
}
