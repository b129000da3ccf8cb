import { isWord, type Item } from '../entities/items.js';

/** Nouns for how a part is set up, not a thing of its own ("the pager channel configuration", "the printer setup"). */
const SET_UP_NOUNS = ['configuration', 'configurations', 'config', 'configs', 'setup', 'settings'];

/**
 * "a pager channel configuration which is subscribed to X": a relative after a part's set-up noun is
 * about that part, as if the noun were not there; the part is the clause's antecedent.
 */
export function settingOfPart(items: Item[], i: number): boolean {
  return isWord(items[i - 1], ...SET_UP_NOUNS) && items[i - 2]?.t === 'slot';
}
