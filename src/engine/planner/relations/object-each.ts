import { isWord, type Item } from '../entities/items.js';
import { verbBase } from './verb-sets.js';

/**
 * "validates each line with B", "embeds each chunk with B": "each" right after the clause's verb
 * and before a plain noun is the determiner of the verb's object; it says nothing about the
 * component named before the verb, so no part becomes the "each one" the rest of the clause is about.
 */
export function eachOfObject(items: Item[], i: number, verb: string): boolean {
  const prev = items[i - 1], next = items[i + 1];
  if (!isWord(items[i], 'each', 'every') || prev?.t !== 'word' || verb === '' || verbBase(prev.lower) !== verb) return false;
  return next?.t === 'word' && next.pos === 'NOUN';
}
