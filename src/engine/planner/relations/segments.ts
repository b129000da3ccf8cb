import { isVerb } from '../text/verbs.js';
import { PREPOSITIONS, RELATIVES, SEQUENCE_NOUNS } from '../text/lexicon.js';
import { isPunct, isWord, type Item } from '../entities/items.js';
import { trailingPhrase } from './list-tail.js';
import { SUBORDINATORS } from './verb-sets.js';

/** A sentence and the mark that ended it ('' when none did). */
export interface Sentence { items: Item[]; end: string }

/** A prompt's sentences: split at . ; : ! ? and line breaks. */
export function sentences(items: Item[]): Item[][] {
  return endedSentences(items).map((s) => s.items);
}

/** The sentences with the mark that ended each ("Step Functions runs three steps:" ends with ":"). */
export function endedSentences(items: Item[]): Sentence[] {
  const out: Sentence[] = [{ items: [], end: '' }];
  for (const [k, it] of items.entries()) {
    const cur = out.at(-1)!;
    // "cartservice: keeps carts in Redis": a component alone before a colon is what the clause after it is about.
    // "The release pipeline: A, B, C" names a run of steps instead, and keeps its colon.
    if (isPunct(it, ':') && isNameOnly(cur.items) && !namesSequence(cur.items)) continue;
    if (it.t === 'punct' && /^[.;:!?\n]$/.test(it.text)) {
      cur.end = it.text;
      out.push({ items: [], end: '' });
    } else {
      if (startsSentence(it, cur.items.at(-1)) || opensClause(it, cur.items.at(-1), items[k + 1])) out.push({ items: [], end: '' });
      out.at(-1)!.items.push(it);
    }
  }
  return out.filter((s) => s.items.length > 0);
}

/**
 * A capitalised determiner or pronoun in the middle of a run of words ("… in DynamoDB The
 * summary is …") starts a sentence whose full stop was lost (a list pasted without its breaks).
 */
function startsSentence(it: Item, prev: Item | undefined): boolean {
  if (it.t !== 'word' || !prev || (prev.t === 'punct' && prev.text !== ')')) return false;
  return /^[A-Z][a-z]*$/.test(it.text) && (it.pos === 'DET' || it.pos === 'PRON') && it.text !== 'I';
}

/** Parts of speech of words a new clause's subject cannot follow: the phrase before is still open. */
const OPEN_POS = new Set(['DET', 'ADP', 'CCONJ', 'SCONJ', 'PRON', 'AUX', 'PART', 'VERB', 'ADJ']);

/**
 * "… (no action) Amazon SNS delivers the alert": a capitalised component right after a finished
 * phrase and followed by a present-tense verb opens a clause whose full stop was lost.
 */
function opensClause(it: Item, prev: Item | undefined, next: Item | undefined): boolean {
  if (it.t !== 'slot' || !prev || !/^[A-Z]/.test(it.slot.matched) || next?.t !== 'word') return false;
  if (!/^[a-z]+[^s]s$/.test(next.text) || !(next.pos === 'VERB' || isVerb(next.lower))) return false;
  if (prev.t === 'punct') return prev.text === ')';
  // "When CloudWatch raises an alarm, …": the component is the subject of the clause the word opens.
  if (prev.t === 'word' && SUBORDINATORS.has(prev.lower)) return false;
  return prev.t === 'slot' || (prev.t === 'word' && !OPEN_POS.has(prev.pos ?? '') && !isVerb(prev.lower));
}

/** A sentence so far made of one component and nothing else (a leading article at most). */
function isNameOnly(seg: Item[]): boolean {
  const slots = seg.filter((it) => it.t === 'slot');
  return slots.length === 1 && seg.every((it) => it.t === 'slot' || isWord(it, 'the', 'a', 'an'));
}

/** A sentence naming a component whose name says it runs steps ("the CI pipeline", "an ingest workflow"). */
export function namesSequence(seg: Item[]): boolean {
  return seg.some((it) => it.t === 'slot' && it.slot.matched.toLowerCase().split(/[^a-z]+/).some((w) => SEQUENCE_NOUNS.has(w)));
}

/** What follows a comma: more of the same list, a new clause, or a phrase continuing the verb. */
export type CommaKind = 'list' | 'clause' | 'continue';

function isVerbWord(it: Item | undefined): boolean {
  return it?.t === 'word' && (it.pos === 'VERB' || isVerb(it.lower));
}

function segmentAt(items: Item[], from: number): Item[] {
  const seg: Item[] = [];
  for (let j = from; j < items.length && !isPunct(items[j], ','); j++) seg.push(items[j]!);
  return seg;
}

/** A segment holding only components (and the words that join them): one item of a list. */
function isPure(seg: Item[]): boolean {
  return seg.some((it) => it.t === 'slot') && seg.every((it) => it.t === 'slot' || it.t === 'num' || (it.t === 'word' && !isVerb(it.lower) && !PREPOSITIONS.has(it.lower) && !RELATIVES.has(it.lower)));
}

/**
 * Reads what a comma at `i` starts. A run of pure segments is a list only when one of them
 * joins its last item with "and"/"or" ("A, B and C"); a list of bare components without one
 * ("Aurora, ElastiCache for sessions, S3") names parts, not objects of the verb before.
 */
export function afterComma(items: Item[], i: number): CommaKind {
  if (inParenList(items, i)) return 'list';
  const first = items[i + 1];
  if (isWord(first, 'each', 'both') && items[i + 2]?.t === 'slot' && hasVerbAhead(items, i + 2)) return 'clause';
  if (isWord(first, 'each', 'both', 'all', 'then')) return 'continue';
  // "connects to a managed queue, such as Service Bus, and …": the example names the object, it opens no clause.
  if (isWord(first, 'such') && isWord(items[i + 2], 'as')) return 'continue';
  if (first?.t === 'word' && (RELATIVES.has(first.lower) || PREPOSITIONS.has(first.lower))) return 'continue';
  if (isWord(first, 'and', 'or') && items[i + 2]?.t === 'word' && PREPOSITIONS.has((items[i + 2] as { lower: string }).lower)) return 'continue';
  if (subjectList(items, i)) return 'list';
  if (nounList(items, i)) return 'continue';
  for (let j = i; j < items.length; ) {
    const whole = segmentAt(items, j + 1);
    // "uses A, B, and C to speed up reads": a purpose infinitive after the last item ends the list, not the item.
    const purpose = whole.findIndex((it, k) => k > 0 && whole[k - 1]!.t === 'slot' && isWord(it, 'to') && isVerbWord(whole[k + 1]));
    // "invokes A, B and C at night": a phrase after the last item belongs to the clause, not to a new one.
    const trail = purpose > 0 ? -1 : trailingPhrase(whole);
    const seg = purpose > 0 ? whole.slice(0, purpose) : trail > 0 ? whole.slice(0, trail) : whole;
    // "for Kafka, Azure Databricks, and so on": the list's open end, after at least one item.
    if (j > i && isOpenEnd(seg)) return 'list';
    if (!isPure(seg)) return 'clause';
    if (seg.some((it, k) => isWord(it, 'and', 'or') && seg.slice(k + 1).some((x) => x.t === 'slot'))) return 'list';
    if (purpose > 0) return 'clause';
    j += seg.length + 1;
    if (!isPunct(items[j], ',')) return 'clause';
  }
  return 'clause';
}

const NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM']);

/**
 * "stores scores, notes, and history in B": after a plain noun, segments of plain nouns up to one
 * joined by "and"/"or" list more of what the verb carries; no clause starts at the comma.
 */
function nounList(items: Item[], i: number): boolean {
  const before = items[i - 1];
  if (before?.t !== 'word' || before.pos !== 'NOUN') return false;
  for (let j = i; isPunct(items[j], ','); ) {
    const seg = segmentAt(items, j + 1);
    const joined = isWord(seg[0], 'and', 'or');
    const head = joined ? seg.slice(1) : seg;
    const stop = head.findIndex((it) => !(it.t === 'word' && NOMINAL.has(it.pos ?? '')));
    const nouns = stop < 0 ? head : head.slice(0, stop);
    if (nouns.length === 0 || nouns.some((it) => it.t === 'word' && isVerb(it.lower) && it.pos !== 'NOUN')) return false;
    if (joined) return stop < 0 || !isVerbWord(head[stop]);
    if (stop >= 0) return false;
    j += seg.length + 1;
  }
  return false;
}

/** "and so on", "etc.": words that close a list without naming another item. */
function isOpenEnd(seg: Item[]): boolean {
  const words = seg.map((it) => (it.t === 'word' ? it.lower : it.t === 'punct' ? it.text : '#')).join(' ');
  return /^(?:and so on|and so forth|etc|and more|and others)$/.test(words);
}

/** Articles and possessives that may open a subject in a list. */
const SUBJECT_ARTICLES = ['the', 'a', 'an', 'our', 'their', 'its'];
/** Words that stand between a list of subjects and their verb ("each", "all", "both"). */
const FLOATING = ['each', 'all', 'both', 'also'];

/**
 * "The catalog, cart and checkout services run …": a comma in a clause that has no verb yet, before
 * components joined by "and"/"or" and then the verb, lists the clause's subjects.
 */
function subjectList(items: Item[], i: number): boolean {
  // Only a subject so far: components and articles ("The catalog, …"), no verb or preposition.
  for (let j = i - 1; j >= 0; j--) {
    const it = items[j]!;
    if (it.t === 'punct' && /^[.;:!?\n,]$/.test(it.text)) break;
    // "Tools like A or B, and C query …": examples of a subject, joined by "or", are subjects too.
    if (it.t !== 'slot' && !isWord(it, 'the', 'a', 'an', 'our', 'their', 'its', 'like', 'or')) return false;
  }
  if (items[i - 1]?.t !== 'slot') return false;
  let joined = false;
  // "…, the cart service and the stock service call …": an article may open each later item.
  const slotAt = (j: number): boolean => items[j]?.t === 'slot' || (isWord(items[j], ...SUBJECT_ARTICLES) && items[j + 1]?.t === 'slot');
  for (let j = i + 1; j < items.length; j++) {
    const it = items[j]!;
    if (it.t === 'slot' || (isWord(it, ...SUBJECT_ARTICLES) && items[j + 1]?.t === 'slot')) continue;
    if (isWord(it, 'and', 'or') && slotAt(j + 1)) {
      joined = true;
      continue;
    }
    if (isPunct(it, ',')) continue;
    // "A, B and C each send …": a quantifier after the last subject floats off the list.
    if (joined && isWord(it, ...FLOATING) && items[j + 1]?.t === 'word') continue;
    return joined && it.t === 'word' && (isVerb(it.lower) || it.pos === 'VERB' || it.pos === 'AUX');
  }
  return false;
}

/** True when a relating or light verb comes before the next comma: the segment is a clause of its own. */
export function hasVerbAhead(items: Item[], from: number): boolean {
  for (let j = from; j < items.length && !isPunct(items[j], ','); j++) {
    const it = items[j];
    if (it?.t === 'word' && isVerb(it.lower)) return true;
  }
  return false;
}

/** Index of the ")" closing a "(" open before `i` in this sentence, or -1. */
function closingParen(items: Item[], i: number): number {
  let open = false;
  for (let j = i - 1; j >= 0; j--) {
    if (isPunct(items[j], ')')) break;
    if (isPunct(items[j], '(')) { open = true; break; }
  }
  if (!open) return -1;
  for (let j = i + 1; j < items.length; j++) {
    if (isPunct(items[j], '(')) return -1;
    if (isPunct(items[j], ')')) return j;
  }
  return -1;
}

/** "the sources (A, B, C) publish …": a comma between components inside brackets joins a list. */
function inParenList(items: Item[], i: number): boolean {
  const close = closingParen(items, i);
  if (close < 0) return false;
  const inner = items.slice(i + 1, close).filter((it) => !isPunct(it, ','));
  return isPure(inner);
}
