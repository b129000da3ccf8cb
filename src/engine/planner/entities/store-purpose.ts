/**
 * Reads the item stream right after "for" behind a data store: "a bucket for cold storage",
 * "the Cosmos DB account for durable storage". The words after "for" say what the store is for, and a
 * generic store word there is the store itself, not a second store.
 */
import { isVerb } from '../text/verbs.js';
import { isDataKind } from './kinds.js';
import { slotOf, type Item, type Slot } from './items.js';

/** How many describing words may stand between "for" and the store word ("for long-term archival storage"). */
const MAX_DESCRIBING = 2;

/** Index of a generic store word that only repeats what store `a` is (after "for" at `from - 1`), or -1. */
export function storeItself(items: Item[], from: number, a: Slot): number {
  if (!isDataKind(a.entry.kind)) return -1;
  for (let j = from; j <= from + MAX_DESCRIBING && j < items.length; j++) {
    const b = slotOf(items[j]);
    if (b) return b.generic && isDataKind(b.entry.kind) && (b.count ?? 1) === 1 ? j : -1;
    const w = items[j]!;
    if (w.t !== 'word' || isVerb(w.lower) || !['ADJ', 'NOUN', 'PROPN'].includes(w.pos ?? 'ADJ')) return -1;
  }
  return -1;
}
