import { isWord, type Item } from '../entities/items.js';

/** A word the tagger reads as a verb in its -ing form. */
function ingVerb(it: Item | undefined): boolean {
  return it?.t === 'word' && it.lower.endsWith('ing') && it.pos === 'VERB';
}

/** After "with" at `w`, an optional article, a component and an -ing verb: an absolute clause. */
function absoluteAt(items: Item[], w: number): boolean {
  const named = isWord(items[w + 1], 'the', 'a', 'an', 'its', 'their') ? w + 2 : w + 1;
  return items[named]?.t === 'slot' && ingVerb(items[named + 1]);
}

/**
 * "…, with a sink exporting rows to B and Looker reading them": inside an absolute "with" clause,
 * a component after "and" with an -ing verb of its own is the next doer, not one more object of
 * the verb before. The component is at `i`.
 */
export function absoluteAndDoer(items: Item[], i: number): boolean {
  const det = isWord(items[i - 1], 'the', 'a', 'an', 'its', 'their');
  if (items[i]?.t !== 'slot' || !isWord(items[det ? i - 2 : i - 1], 'and') || !ingVerb(items[i + 1])) return false;
  for (let j = i - 2; j >= 0; j--) {
    const it = items[j]!;
    if (it.t === 'punct' && it.text !== ',') return false;
    if (isWord(it, 'with')) return absoluteAt(items, j);
  }
  return false;
}

/** The -ing verb at `i` is the one of such a doer ("… and Looker reading them"): it acts, it names nothing carried. */
export function absoluteAndVerb(items: Item[], i: number): boolean {
  return ingVerb(items[i]) && absoluteAndDoer(items, i - 1);
}
