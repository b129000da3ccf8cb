import type { Tagged } from './nlp.js';
import { verbFlow } from './verbs.js';

/** Tags inside a noun phrase after its opener ("the archive bucket", "an Amazon S3 bucket"). */
const PHRASE_INNER = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'DET']);
/** Tags before a clause's subject: punctuation, "and", "when". */
const CLAUSE_BREAKS = new Set(['PUNCT', 'CCONJ', 'SCONJ']);

/**
 * "Files written to the archive bucket trigger the indexer", "Uploads to the bucket start a job": a
 * plural subject, described by a participle or a preposition's phrase, then a plain word of a relating
 * verb and the object's determiner. The model reads the word as the head of a compound ("bucket
 * trigger"), but after a plural subject a verb takes no -s, and two noun phrases do not stand side by side.
 */
export function pluralSubjectVerb(tags: readonly Tagged[], i: number, word: (t: Tagged) => string): boolean {
  const w = word(tags[i]!);
  const next = tags[i + 1];
  if (!next || !/^[a-z]+$/.test(w) || /s$/.test(w) || verbFlow(w) === undefined) return false;
  if (!(next.pos === 'DET' || (next.pos === 'PRON' && /^(?:its|their|our|your)$/i.test(word(next))))) return false;
  // Back over the preposition's phrase to the preposition.
  let k = i - 1;
  if (!tags[k] || !['NOUN', 'PROPN'].includes(tags[k]!.pos)) return false;
  while (k >= 0 && PHRASE_INNER.has(tags[k]!.pos)) k--;
  if (k < 0 || tags[k]!.pos !== 'ADP') return false;
  k--;
  // A participle may describe the subject ("written to", "uploaded into").
  if (k >= 0 && tags[k]!.pos === 'VERB' && /(?:ed|en|wn|nt|ut)$/.test(word(tags[k]!))) k--;
  // The subject's head: a plural noun, maybe after adjectives and a determiner, opening the clause.
  const head = tags[k];
  // The model may read an opening plural as a verb ("Uploads to the bucket …").
  const opening = k === 0 || CLAUSE_BREAKS.has(tags[k - 1]!.pos);
  if (!head || !(['NOUN', 'PROPN'].includes(head.pos) || (head.pos === 'VERB' && opening)) || !/[a-z][^s]s$/i.test(word(head))) return false;
  k--;
  while (k >= 0 && ['ADJ', 'DET', 'NUM'].includes(tags[k]!.pos)) k--;
  return k < 0 || CLAUSE_BREAKS.has(tags[k]!.pos);
}

/**
 * "Harbour sensors report the tide", "Tramline signals trigger a bell": a product's name, then a
 * plural noun of what it gives off, then a plain word of a relating verb and the object's determiner.
 * The model may read the three words as one compound ("signals trigger"), but a plural subject takes
 * a verb without -s, and the determiner opens a second noun phrase that cannot stand beside the first.
 */
export function namedPluralSubjectVerb(tags: readonly Tagged[], i: number, word: (t: Tagged) => string): boolean {
  const w = word(tags[i]!);
  const next = tags[i + 1];
  const subject = tags[i - 1];
  if (!next || !subject || !/^[a-z]+$/.test(w) || /s$/.test(w) || verbFlow(w) === undefined) return false;
  if (!(next.pos === 'DET' || (next.pos === 'PRON' && /^(?:its|their|our|your)$/i.test(word(next))))) return false;
  if (!['NOUN', 'VERB'].includes(subject.pos) || !/^[a-z]+[^s]s$/.test(word(subject))) return false;
  // The name before the plural: capitalised words that open the clause.
  let k = i - 2;
  while (k >= 0 && /^[A-Z]/.test(word(tags[k]!)) && ['PROPN', 'NOUN'].includes(tags[k]!.pos)) k--;
  if (k === i - 2) return false;
  return k < 0 || CLAUSE_BREAKS.has(tags[k]!.pos);
}
