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
