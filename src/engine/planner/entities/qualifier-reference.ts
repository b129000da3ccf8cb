import type { Entity } from '../types.js';
import type { Slot } from './items.js';
import { entryWords, words } from './name-words.js';
import { DEFINITE } from './resolve-refs.js';

/**
 * Reads a definite bare mention ("the api", "the frontend") against the components named so far,
 * the current sentence included: "runs a ledger pod and an api pod, and Aurora serves the api".
 * When exactly one of them carries that word as a qualifier of its own, written before its kind word
 * and not part of its product's name, the mention is that component, not a new one of the kind the
 * word names by itself. A word a product's own name holds ("API" in "API Gateway") is no such qualifier.
 */
export function qualifierReference(slot: Slot, live: readonly Entity[]): Entity | undefined {
  if (!DEFINITE.has(slot.determiner ?? '') || slot.pre.length + slot.post.length + slot.paren.length > 0) return undefined;
  const said = words(slot.matched);
  if (said.length !== 1) return undefined;
  const word = said[0]!;
  const found = live.filter((e) => !e.descriptor && e.entry.category !== 'client' && e.entry.id !== slot.entry.id
    && words(e.pre.join(' ')).includes(word) && !entryWords(e.entry).has(word) && !words(e.matched).includes(word));
  return found.length === 1 ? found[0] : undefined;
}
