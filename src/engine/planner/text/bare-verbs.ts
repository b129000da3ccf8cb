import type { Tagged } from './nlp.js';
import { verbFlow } from './verbs.js';

/** Tags before a clause's subject: punctuation, "and", "when". */
const CLAUSE_BREAKS = new Set(['PUNCT', 'CCONJ', 'SCONJ']);
/** Tags that may stand before a subject's head inside its phrase ("the night porters", "Two Kiosks"). */
const SUBJECT_INNER = new Set(['ADJ', 'DET', 'NUM', 'NOUN', 'PROPN']);
/** Tags that open an object phrase right after a verb ("loads them", "routes web calls"). */
const OBJECT_OPENERS = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'PRON', 'NUM']);
/** Possessives that open an object phrase like a determiner. */
const POSSESSIVE = /^(?:its|their|our|your|his|her)$/i;

type Word = (t: Tagged) => string;

/**
 * What follows a verb is its object: a determiner or a possessive ("… the menu"), or a bare plural
 * noun closed by a preposition, a comma, "and" or the sentence's end ("… parcels in the van").
 */
export function objectAt(tags: readonly Tagged[], j: number, word: Word): boolean {
  const next = tags[j];
  if (!next) return false;
  if (next.pos === 'DET' || (next.pos === 'PRON' && POSSESSIVE.test(word(next)))) return true;
  const after = tags[j + 1];
  return next.pos === 'NOUN' && /^[a-z]+[^s]s$/.test(word(next)) && (!after || ['ADP', 'PUNCT', 'CCONJ'].includes(after.pos));
}

/**
 * "Porters carry the bags to the van", "Night porters log parcels in the ledger": a plural noun
 * opening the clause, then a plain relating verb and its object. The model reads the verb as a
 * noun compounded with the subject ("porters carry"), but a plural subject takes a verb without -s,
 * and two noun phrases do not stand side by side.
 */
export function pluralOpenerVerb(tags: readonly Tagged[], i: number, word: Word): boolean {
  const w = word(tags[i]!);
  if (tags[i]!.pos !== 'NOUN' || !/^[a-z]+$/.test(w) || /s$/.test(w) || verbFlow(w) === undefined) return false;
  const head = tags[i - 1];
  if (!head || !['NOUN', 'PROPN'].includes(head.pos) || !/^[A-Za-z]*[a-z][^su]s$/.test(word(head))) return false;
  let k = i - 2;
  while (k >= 0 && SUBJECT_INNER.has(tags[k]!.pos) && !/s$/i.test(word(tags[k]!))) k--;
  // A hyphen or a bracket joins words ("on-premises archive services"); a stop, a comma or "and" ends a clause.
  if (k >= 0 && !(CLAUSE_BREAKS.has(tags[k]!.pos) && (tags[k]!.pos !== 'PUNCT' || /^[.,;:!?]$/.test(word(tags[k]!))))) return false;
  return objectAt(tags, i + 1, word);
}

/**
 * "The kiln heats the dough and loads trays onto the rack": a relating verb in -s after "and", with an
 * object after it, in a sentence whose clause already has a verb in -s, is that subject's second
 * verb, not a noun joined to the object before it. `tags` are the tags after the other corrections.
 */
export function joinedVerb(tags: readonly Tagged[], i: number, word: Word): boolean {
  const w = word(tags[i]!);
  const prev = tags[i - 1];
  const next = tags[i + 1];
  if (tags[i]!.pos !== 'NOUN' || !/^[a-z]+[^s]s$/.test(w) || verbFlow(w) === undefined) return false;
  if (!prev || prev.pos !== 'CCONJ' || !/^(?:and|or)$/i.test(word(prev)) || !next || !OBJECT_OPENERS.has(next.pos)) return false;
  for (let k = i - 2; k >= 0; k--) {
    const t = tags[k]!;
    if (t.pos === 'PUNCT' && /^[.;!?:]$/.test(word(t))) return false;
    if (t.pos === 'VERB' && /^[a-z]+[^s]s$/.test(word(t))) return true;
  }
  return false;
}
