import winkNLP, { type ItemEntity, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { verbFlow } from './verbs.js';
import { namedPluralSubjectVerb, pluralSubjectVerb } from './plural-subject.js';
import { joinedVerb, objectAt, pluralOpenerVerb } from './bare-verbs.js';

/** One word of the prompt as the English model reads it: where it is, its part of speech and lemma. */
export interface Tagged {
  start: number;
  end: number;
  /** Universal POS tag: NOUN, PROPN, VERB, ADJ, ADV, AUX, ADP, SCONJ, DET, PRON... */
  pos: string;
  lemma: string;
  /** Set when the model reads the word as part of a date, time or duration ("Monday", "2 a.m.", "ten minutes"). */
  time?: true;
}

/** Entity types of the English model that say when or how long, never what. */
const TIME_ENTITIES = new Set(['DATE', 'TIME', 'DURATION']);

let nlp: WinkMethods | undefined;

/** The model is read once, on first use (about 0.2 s), and shared by every prompt after. */
function reader(): WinkMethods {
  nlp ??= winkNLP(model);
  return nlp;
}

let lexicon: { isOOV: (text: string) => boolean } | undefined;

/** True when the English model's own lexicon holds the word ("audio", "verdicts"): it is no typo. */
export function inLexicon(word: string): boolean {
  lexicon ??= reader().readDoc('');
  return !lexicon.isOOV(word.toLowerCase());
}

/**
 * Parts of speech and lemmas of a text (wink-nlp with its English web model), with character
 * offsets found by walking the text, so they line up with the planner's own tokens.
 */
let last: { text: string; tags: Tagged[] } | undefined;

export function tagText(text: string): Tagged[] {
  // The language check and the reading tag the same prompt: the last answer is kept.
  if (last?.text === text) return last.tags;
  const tags = tagFresh(text);
  last = { text, tags };
  return tags;
}

function tagFresh(text: string): Tagged[] {
  const n = reader();
  const doc = n.readDoc(text);
  const tokens = doc.tokens();
  const timed = new Set<number>();
  doc.entities().each((e: ItemEntity) => {
    if (!TIME_ENTITIES.has(e.out(n.its.type) as string)) return;
    const [from, to] = e.out(n.its.span) as unknown as [number, number];
    for (let k = from; k <= to; k++) timed.add(k);
  });
  const values = tokens.out(n.its.value) as string[];
  const pos = tokens.out(n.its.pos) as string[];
  // The typings of its.lemma ask for the model's add-ons; the call itself is the documented one.
  const lemmas = tokens.out(n.its.lemma as typeof n.its.value) as string[];
  const out: Tagged[] = [];
  let at = 0;
  values.forEach((v, i) => {
    const start = text.indexOf(v, at);
    if (start < 0) return;
    at = start + v.length;
    out.push({ start, end: at, pos: pos[i]!, lemma: lemmas[i]!, ...(timed.has(i) ? { time: true as const } : {}) });
  });
  return verbsBetweenPhrases(out, text);
}

/** Tags that open a noun phrase: a determiner or a possessive ("the", "a", "its"). */
const PHRASE_OPENERS = new Set(['DET', 'PRON']);
/** Tags inside a noun phrase before its head ("ticketing", "mobile", "Lambda"). */
const PHRASE_WORDS = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB']);
/** Tags before a clause's subject: punctuation, "and", "when". */
const CLAUSE_BREAKS = new Set(['PUNCT', 'CCONJ', 'SCONJ']);

/**
 * "the agent books a slot", "the design combines the hub": a word in -s between a singular noun
 * phrase and the next phrase's determiner cannot be a plural noun (two noun phrases do not stand side
 * by side), so it is the verb the model took for a noun.
 */
function verbsBetweenPhrases(tags: Tagged[], text: string): Tagged[] {
  const word = (t: Tagged): string => text.slice(t.start, t.end);
  const first = tags.map((t, i) => {
    const prev = tags[i - 1];
    const next = tags[i + 1];
    // A name may follow as well: "Event" in "Event Grid" is tagged a noun, so a capital counts.
    const name = next !== undefined && (next.pos === 'PROPN' || /^[A-Z]/.test(word(next)));
    if (t.pos === 'NOUN' && prev && next && namedSubjectVerb(tags, i, word)) return { ...t, pos: 'VERB' };
    if (t.pos === 'NOUN' && pairedGerund(tags, i, word)) return { ...t, pos: 'VERB' };
    if (t.pos === 'NOUN' && pluralSubjectVerb(tags, i, word)) return { ...t, pos: 'VERB' };
    if (t.pos === 'NOUN' && namedPluralSubjectVerb(tags, i, word)) return { ...t, pos: 'VERB' };
    if (pluralOpenerVerb(tags, i, word)) return { ...t, pos: 'VERB' };
    if (t.pos === 'VERB' && next?.pos === 'AUX' && headOfPhrase(tags, i, word)) return { ...t, pos: 'NOUN' };
    // "the frontend talks to the cart service": a flow verb in -s with a preposition of where to stands for the object.
    const onward = onwardAfter(tags, i, word) && verbFlow(word(t)) !== undefined;
    // "the booking desk stores receipts in …": a bare plural object closed by a preposition.
    const bare = verbFlow(word(t)) !== undefined && objectAt(tags, i + 1, word);
    if (t.pos !== 'NOUN' || !prev || !next || !(PHRASE_OPENERS.has(next.pos) || name || onward || bare)) return t;
    if (!/[^s]s$/.test(word(t)) || !/^[a-z]/.test(word(t))) return t;
    if (!(prev.pos === 'NOUN' || prev.pos === 'PROPN') || /s$/i.test(word(prev))) return t;
    // The subject phrase opens with a determiner or a possessive ("the ticketing service", "our backend").
    let k = i - 2;
    while (k >= 0 && PHRASE_WORDS.has(tags[k]!.pos)) k--;
    if (k < 0 || !PHRASE_OPENERS.has(tags[k]!.pos)) return t;
    // The phrase must open the clause: in "writes to the access logs S3 bucket", "scrapes the worker pods
    // every minute" the words after a verb or preposition are one object.
    const opensClause = k === 0 || CLAUSE_BREAKS.has(tags[k - 1]!.pos);
    return opensClause ? { ...t, pos: 'VERB' } : t;
  });
  return first.map((t, i) => (joinedVerb(first, i, word) ? { ...t, pos: 'VERB' } : t));
}

/** Tags of a verb's particle ("fans out to", "hands off to"): it may stand between the verb and "to". */
const PARTICLES = new Set(['ADP', 'ADV', 'PART']);

/** "… to", "… out to": a preposition of where to follows the word at `i`, straight or after one particle. */
function onwardAfter(tags: Tagged[], i: number, word: (t: Tagged) => string): boolean {
  const to = (t: Tagged | undefined): boolean => t?.pos === 'ADP' && /^(?:to|into|onto)$/i.test(word(t));
  return to(tags[i + 1]) || (tags[i + 1] !== undefined && PARTICLES.has(tags[i + 1]!.pos) && to(tags[i + 2]));
}

/** Tags that open an object phrase right after a verb ("routes events", "feeds the queue"). */
const OBJECT_OPENERS = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'PRON', 'NUM']);

/**
 * "EventBridge routes events to …", "Cloud Build pushes images": a relating verb in -s right after a
 * product's name that opens the clause, with an object after it. The model reads it as the head of a
 * compound ("EventBridge routes"), but a name and two nouns in a row do not make one phrase here.
 */
function namedSubjectVerb(tags: Tagged[], i: number, word: (t: Tagged) => string): boolean {
  const w = word(tags[i]!);
  // "API Gateway routes to three functions": a preposition of where to may stand for the object.
  const onward = onwardAfter(tags, i, word);
  if (!/^[a-z]+[^s]s$/.test(w) || verbFlow(w) === undefined || !(OBJECT_OPENERS.has(tags[i + 1]!.pos) || onward)) return false;
  let k = i - 1;
  while (k >= 0 && /^[A-Z]/.test(word(tags[k]!)) && (tags[k]!.pos === 'PROPN' || tags[k]!.pos === 'NOUN')) k--;
  if (k === i - 1) return false;
  // "The booking API hands work to …": lower-case words and a determiner may open the name's phrase.
  let j = k;
  while (j >= 0 && PHRASE_WORDS.has(tags[j]!.pos) && /^[a-z]/.test(word(tags[j]!))) j--;
  const determined = j < k && j >= 0 && PHRASE_OPENERS.has(tags[j]!.pos);
  if (determined) return j === 0 || CLAUSE_BREAKS.has(tags[j - 1]!.pos);
  return k < 0 || CLAUSE_BREAKS.has(tags[k]!.pos);
}

/**
 * "sorting and archiving the invoices": a plain word in -ing joined by "and"/"or" to a verb in -ing
 * is a verb as well, though the model may read the second one as a noun before a name.
 */
function pairedGerund(tags: Tagged[], i: number, word: (t: Tagged) => string): boolean {
  const join = tags[i - 1];
  const first = tags[i - 2];
  if (!join || !first || join.pos !== 'CCONJ' || !/^(and|or)$/i.test(word(join))) return false;
  if (!/^[a-z]+ing$/.test(word(tags[i]!)) || !/^[a-z]+ing$/.test(word(first))) return false;
  // The first is a verb by its tag, or by standing after a verb or a preposition ("keeps sorting", "by sorting").
  return first.pos === 'VERB' || ['VERB', 'AUX', 'ADP'].includes(tags[i - 3]?.pos ?? '');
}

/** "a CSV file is …": a plain word closing a phrase that opens with a determiner, just before an auxiliary, is its head noun. */
function headOfPhrase(tags: Tagged[], i: number, word: (t: Tagged) => string): boolean {
  if (!/^[a-z]+$/.test(word(tags[i]!)) || /(ed|ing)$/.test(word(tags[i]!))) return false;
  let k = i - 1;
  while (k >= 0 && ['ADJ', 'PROPN', 'NOUN'].includes(tags[k]!.pos)) k--;
  return k < i - 1 && k >= 0 && tags[k]!.pos === 'DET';
}

/** Looks up the tag of the word that starts at a character offset. */
export class Tags {
  private readonly byStart = new Map<number, Tagged>();
  readonly all: readonly Tagged[];

  constructor(text: string) {
    this.all = tagText(text);
    for (const t of this.all) this.byStart.set(t.start, t);
  }

  at(start: number): Tagged | undefined {
    return this.byStart.get(start);
  }

  /** True when the model reads the word at this offset as a verb, adverb or subordinating word. */
  isClauseWord(start: number): boolean {
    const pos = this.at(start)?.pos;
    return pos === 'VERB' || pos === 'ADV' || pos === 'AUX' || pos === 'SCONJ' || pos === 'PART' || pos === 'PRON';
  }
}
