import type { Entity } from '../types.js';
import type { Slot } from './items.js';
import { isGenericTerm } from './raw-mention.js';

/** Determiners that point back at one thing just spoken of. */
const POINTING = new Set(['the', 'this', 'that']);

/**
 * "Two kiln functions … The scheduler wakes the Glaze function. The function reads …": a bare everyday
 * noun alone (one lower-case word) with "the" and nothing of its own, when several copies of its service were named, is the copy
 * spoken of most recently — not the plainest one named first. A group of copies said in the plural is
 * no single one, so the rule stands aside when that was the latest.
 * `lastSaid` holds, per entity key, the position of its latest mention.
 */
export function latestNamed(slot: Slot, candidates: readonly Entity[], lastSaid: ReadonlyMap<string, number>): Entity | undefined {
  if (!POINTING.has(slot.determiner ?? '') || slot.pre.length + slot.post.length + slot.paren.length > 0 || (slot.count ?? 1) > 1) return undefined;
  const said = slot.matched.trim();
  if (!/^[a-z]+$/.test(said) || !isGenericTerm(said) || said.endsWith('s') || candidates.length < 2) return undefined;
  const latest = [...candidates].sort((a, b) => (lastSaid.get(b.key) ?? -1) - (lastSaid.get(a.key) ?? -1))[0]!;
  return latest.count === 1 && !latest.names && lastSaid.has(latest.key) ? latest : undefined;
}
