import type { Item } from '../entities/items.js';
import { singular } from '../text/tokens.js';

/**
 * Nouns for one item a store holds ("a new object", "each file", "the blob"): said as the subject
 * of a clause, they stand for the store the clause before put them in, which is what raises the event.
 */
export const STORED_ITEM_NOUNS: ReadonlySet<string> = new Set(['object', 'file', 'blob', 'upload']);

/** Some word of the subject phrase names an item a store holds. */
export function namesStoredItem(words: Iterable<string>): boolean {
  for (const w of words) if (STORED_ITEM_NOUNS.has(w)) return true;
  return false;
}

/** Kinds of store such an item lands in. */
export const ITEM_HOMES: ReadonlySet<string> = new Set(['object_storage', 'data_lake', 'file_storage']);

/** Words that end the noun phrase after "by". */
const PHRASE_ENDS: ReadonlySet<string> = new Set(['and', 'or', 'to', 'in', 'into', 'on', 'that', 'which', 'with', 'for', 'from', 'then', 'when']);

/**
 * "… gets started by each fresh report object": the noun phrase after `at` ("by") names no component
 * and ends in an item a store holds. True then.
 */
export function itemAfter(items: readonly Item[], at: number): boolean {
  let last = '';
  for (let k = at + 1; k < items.length && k <= at + 5; k++) {
    const it = items[k]!;
    if (it.t === 'slot') return false;
    if (it.t !== 'word' || PHRASE_ENDS.has(it.lower)) break;
    last = it.lower;
  }
  return STORED_ITEM_NOUNS.has(singular(last));
}
