import type { Entity } from '../types.js';
import type { Slot } from './items.js';
import { isGenericTerm } from './raw-mention.js';

/** Determiners that point back at one thing just spoken of. */
const POINTING = new Set(['the', 'this', 'that']);

/** Where each entity was last spoken of (sentence × 1e6 + item position), and the sentence being read. */
export interface Spoken {
  at: ReadonlyMap<string, number>;
  sentence: number;
}

/**
 * "Two kiln functions … The scheduler wakes the Glaze function. The function reads …": a bare everyday
 * noun alone (one lower-case word) with "the" and nothing of its own, when several copies of its service were named, is the copy
 * spoken of most recently — not the plainest one named first. A group of copies said in the plural is
 * no single one, so the rule stands aside when that was the latest.
 * Only a copy spoken of in this sentence or the one before, and later than any other copy, is meant so.
 */
export function latestNamed(slot: Slot, candidates: readonly Entity[], lastSaid: Spoken): Entity | undefined {
  if (!POINTING.has(slot.determiner ?? '') || slot.pre.length + slot.post.length + slot.paren.length > 0 || (slot.count ?? 1) > 1) return undefined;
  const said = slot.matched.trim();
  if (!/^[a-z]+$/.test(said) || !isGenericTerm(said) || said.endsWith('s') || candidates.length < 2) return undefined;
  const when = (e: Entity): number => lastSaid.at.get(e.key) ?? -1;
  const [latest, next] = [...candidates].sort((a, b) => when(b) - when(a));
  const sentenceOf = (e: Entity | undefined): number => (e ? Math.floor(when(e) / 1e6) : -1);
  if (when(latest!) < 0 || sentenceOf(latest) < lastSaid.sentence - 1 || sentenceOf(next) >= sentenceOf(latest)) return undefined;
  return latest!.count === 1 && !latest!.names ? latest : undefined;
}
