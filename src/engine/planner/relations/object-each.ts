import { isVerb } from '../text/verbs.js';
import { isWord, type Item } from '../entities/items.js';
import { verbBase } from './verb-sets.js';

/**
 * "checks each order with X", "enriches each record with Y": "each" right after a verb and before a
 * plain noun is the determiner of the verb's object, one at a time. It says nothing of the component
 * named before the verb, so it sets no distributive subject ("A, B and C, each with …" is a different
 * reading). The word before counts as a verb when it is tagged or listed as one, or is the clause's verb.
 */
export function eachOfObject(items: Item[], i: number, verb: string): boolean {
  const prev = items[i - 1], next = items[i + 1];
  if (!isWord(items[i], 'each', 'every') || prev?.t !== 'word' || next?.t !== 'word' || next.pos !== 'NOUN') return false;
  return prev.pos === 'VERB' || isVerb(prev.lower) || (verb !== '' && verbBase(prev.lower) === verb);
}
