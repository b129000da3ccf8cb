import { isWord, slotOf, type Item } from '../entities/items.js';
import { isThirdPersonForm, isVerb } from '../text/verbs.js';

/** Singular verbs of one letter-pattern the "-s" test misses or that are auxiliaries. */
const SINGULAR = new Set(['is', 'has', 'was', 'does']);

/**
 * "a worker woken by queue messages that writes to B": a relative word after a plural noun whose
 * verb has the singular "-s" form cannot be about that noun; it goes back to the head the phrase
 * describes. `i` is the relative word.
 */
export function pluralDisagrees(items: Item[], i: number): boolean {
  const noun = items[i - 1], verb = items[i + 1];
  if (noun?.t !== 'word' || verb?.t !== 'word' || !isWord(items[i], 'that', 'which')) return false;
  if (!/[^s']s$/.test(noun.lower) || /(?:us|is)$/.test(noun.lower)) return false;
  return SINGULAR.has(verb.lower) || (isThirdPersonForm(verb.lower) && (isVerb(verb.lower) || verb.pos === 'VERB'));
}

/** "… woken by queue messages that writes …": the plural noun after the agent's name ends a "by" phrase. */
export function agentNounDisagrees(items: Item[], i: number): boolean {
  return slotOf(items[i - 2]) !== undefined && isWord(items[i - 3], 'by') && pluralDisagrees(items, i);
}
