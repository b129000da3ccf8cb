import { isVerb } from '../text/verbs.js';
import type { Item } from '../entities/items.js';

/**
 * "checks each order with X", "tags each photo using Y": an "each" right after a verb and before a
 * plain noun picks out the verb's object, one at a time. It says nothing of the components named
 * before, so it sets no distributive subject ("A, B and C, each with …" is a different reading).
 */
export function eachOfObject(items: Item[], i: number): boolean {
  const prev = items[i - 1];
  const next = items[i + 1];
  if (prev?.t !== 'word' || next?.t !== 'word') return false;
  return (prev.pos === 'VERB' || isVerb(prev.lower)) && next.pos === 'NOUN';
}
