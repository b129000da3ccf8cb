import { isThirdPersonForm, isVerb } from '../text/verbs.js';
import { isWord, type Item } from '../entities/items.js';
import { DESTINATION_PREPS } from '../text/lexicon.js';

/** Relative pronouns that stand for a part and take the verb right after them ("which", "that", "who"). */
const SUBJECT_RELATIVES: readonly string[] = ['which', 'that', 'who'];

/**
 * "A, which shields the site and forwards requests to B": a present-tense verb the verb lists
 * lack, right after a relative pronoun, is the relative clause's verb, so what it names is its
 * object and the verb after "and" is still the pronoun's head's (A → B, not the object → B).
 */
export function verbAfterRelative(items: Item[], i: number, prev: Item | undefined): boolean {
  const it = items[i];
  if (it?.t !== 'word' || it.pos !== 'VERB' || !isThirdPersonForm(it.lower)) return false;
  return isWord(prev, ...SUBJECT_RELATIVES);
}

/**
 * "a job that copies the files to B": a present-tense verb of the lists right after a relative
 * pronoun and before an article or a component is the clause's verb, even when the tagger read the
 * "-s" form as a plural noun ("copies", "exports").
 */
export function relativeVerbAt(items: Item[], i: number): boolean {
  const it = items[i];
  if (it?.t !== 'word' || !isVerb(it.lower) || !isThirdPersonForm(it.lower) || !isWord(items[i - 1], ...SUBJECT_RELATIVES)) return false;
  const next = items[i + 1];
  return (next?.t === 'slot' || (next?.t === 'word' && next.pos === 'DET')) && movesSomewhere(items, i + 1);
}

/**
 * "a model that tunes the settings": a verb that moves nothing somewhere keeps its clause to its
 * own object; only "… that copies X to B" names a destination the outer subject then reaches.
 */
function movesSomewhere(items: Item[], from: number): boolean {
  for (let j = from; j < items.length; j++) {
    const it = items[j]!;
    if (it.t === 'punct') return false;
    if (isWord(it, ...DESTINATION_PREPS)) return true;
  }
  return false;
}

/** ", and (then) writes …": the comma is followed by "and" and a verb, so the clause after it may hand back to an outer subject. */
export function commaAndVerb(items: Item[], i: number): boolean {
  if (!isWord(items[i + 1], 'and')) return false;
  let j = i + 2;
  while (items[j]?.t === 'word' && ((items[j] as { pos?: string }).pos === 'ADV' || isWord(items[j], 'then'))) j++;
  const it = items[j];
  return it?.t === 'word' && (it.pos === 'VERB' || isVerb(it.lower)) && isThirdPersonForm(it.lower);
}
