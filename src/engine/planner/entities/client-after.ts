import { isVerb } from '../text/verbs.js';
import { slotOf, type Item, type Slot } from './items.js';

/** How many describing words may stand before the people a "for" names ("for night-shift maintenance planners"). */
const MAX_QUALIFIERS = 2;
/** Parts of speech of a word that only says which people are meant. */
const DESCRIBING_TAGS: ReadonlySet<string> = new Set(['NOUN', 'ADJ', 'PROPN']);

/**
 * The people a "for" names when a word or two describing them come first ("for reliability
 * engineers"): the mention of people right after those words, or nothing when something else
 * (a verb, an article, another component) comes between.
 */
export function clientAfterQualifiers(items: readonly Item[], from: number): Slot | undefined {
  for (let j = from; j < from + MAX_QUALIFIERS + 1 && j < items.length; j++) {
    const it = items[j]!;
    if (it.t === 'slot') return j > from && it.slot.entry.category === 'client' ? slotOf(it) : undefined;
    if (it.t !== 'word' || !DESCRIBING_TAGS.has(it.pos ?? '') || isVerb(it.lower)) return undefined;
  }
  return undefined;
}
