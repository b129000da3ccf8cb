/**
 * Reads the components named before a mention of a service, to tell whether the mention is one of them:
 * boxes that hold others, and copies of an everyday noun told apart by words of their own.
 */
import type { Entity } from '../types.js';
import { FINITE_RUN_HEADS, SERVING_RUN_HEADS, VENDOR_WORDS } from '../text/lexicon.js';
import { entryWords, GENERIC_NOUNS, words } from './name-words.js';
import type { Slot } from './items.js';

/** Entries drawn as boxes around other components: networks and namespaces. */
export function isHolder(entry: Slot['entry']): boolean {
  return entry.kind === 'network_misc' || entry.id === 'kubernetes.namespace';
}

/**
 * "north ledgers and south ledgers … a Cloud SQL instance": a product named plainly after two or more
 * copies of an everyday noun, each told apart by a word of its own, is none of them — it would be a guess
 * which one it is, so it stands as a component of its own.
 */
export function productBesideCopies(slot: Slot, candidates: readonly Entity[]): boolean {
  if (slot.generic || slot.entry.provider === 'general' || slot.pre.length + slot.post.length > 0) return false;
  const product = new Set(words(slot.matched).filter((w) => !GENERIC_NOUNS.has(w)));
  const plain = new Set([...entryWords(slot.entry), ...GENERIC_NOUNS]);
  // The noun the product's name ends in ("Database"): a copy said with it is a whole one, a "table" only a part of one.
  const heads = new Set([words(slot.matched).at(-1), words(slot.entry.name).at(-1)]);
  // A copy said with that everyday noun, not with the product's own name, and with a word of its own ("city").
  const copy = (e: Entity): boolean => !words(e.matched).some((w) => product.has(w)) && heads.has(words(e.matched).at(-1))
    && words([...e.pre, e.matched, ...e.post].join(' ')).some((w) => !plain.has(w) && !VENDOR_WORDS.has(w));
  return candidates.length >= 2 && candidates.every(copy);
}

/**
 * "a Cloud Run service … a Cloud Run job": one product said once with a head of work that serves on and once
 * with one of work that runs to completion names two resources, not one said twice.
 */
export function otherRunShape(slot: Slot, e: Entity): boolean {
  const head = (m: string): string => words(m).at(-1) ?? '';
  const shape = (h: string): string => (FINITE_RUN_HEADS.has(h) ? 'finite' : SERVING_RUN_HEADS.has(h) ? 'serving' : '');
  const [a, b] = [shape(head(slot.matched)), shape(head(e.matched))];
  return a !== '' && b !== '' && a !== b;
}
