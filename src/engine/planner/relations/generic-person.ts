import { isWord, type Item } from '../entities/items.js';

/** Pronouns for the writer or the reader of a text: they name no part of the system. */
const GENERIC_PEOPLE = new Set(['you', 'we']);

/**
 * "You can keep the results in B", "we then push them to C": a clause the writer or the reader
 * opens names no doer of its own, so it goes on with whoever acted last, as a clause with no
 * subject does. A clause that says where its data comes from ("… from A to B") has its own start.
 */
export function genericPerson(items: Item[], i: number): boolean {
  const it = items[i];
  if (it?.t !== 'word' || !GENERIC_PEOPLE.has(it.lower)) return false;
  return !items.slice(i + 1).some((x) => isWord(x, 'from'));
}
