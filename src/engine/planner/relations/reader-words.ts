import { isParticiple, isThirdPersonForm, isVerb } from '../text/verbs.js';
import { AUXILIARIES, CONDITION_OPENERS, DESTINATION_PREPS, EVENT_PART_NOUNS, FREQUENCY_WORDS, PREPOSITIONS } from '../text/lexicon.js';
import { verbBase } from './verb-sets.js';
import { isPunct, isWord, slotOf, type Item } from '../entities/items.js';
import type { Entity } from '../types.js';
export { commaAndVerb, verbAfterRelative } from './relative-verb.js';
export { eachOfObject } from './object-each.js';
export { pluralSubjectVerb } from './plural-verb.js';

/** The next word after `i`, lower-case, or '' when a component or mark comes first. */
export function nextWord(items: Item[], i: number): string {
  const it = items[i + 1];
  if (it?.t !== 'word') return '';
  return it.pos === 'ADV' ? nextWord(items, i + 1) : it.lower;
}

/** "… and it is sent on", "then they reach B": a pronoun after "and"/"then" with a verb next is a new clause's subject, no object. */
export function pronounOpensClause(items: Item[], i: number): boolean {
  const next = items[i + 1];
  return isWord(items[i - 1], 'and', 'then') && next?.t === 'word' && (next.pos === 'AUX' || next.pos === 'VERB');
}

/** "can", "might", "will": an auxiliary of mood, not the "is"/"gets" that make a passive, nor "have"/"do". */
export function isModal(it: Item | undefined): boolean {
  return it?.t === 'word' && it.pos === 'AUX' && !AUXILIARIES.has(it.lower) && !['have', 'has', 'had', 'do', 'does', 'did'].includes(it.lower);
}

/** A word that may stand between "and" and its verb without ending the coordination ("and can also"). */
export function isModalOrAdverb(it: Item | undefined): boolean {
  return isModal(it) || (it?.t === 'word' && it.pos === 'ADV' && it.lower !== 'then' && it.lower !== 'back');
}

/**
 * A word the reader steps over, leaving the item before it as the last one read: "… and can also
 * store …" (a modal or adverb after "and" leaves the coordination for the verb), "…, individually
 * updating …" (a manner adverb after a comma leaves the comma before the participle).
 */
export function skipsOver(prev: Item | undefined, it: Item): boolean {
  return isWord(prev, 'and', 'or', 'then') ? isModalOrAdverb(it) : mannerAfterComma(prev, it);
}

/** "…, individually updating …": an adverb of manner right after a comma, before the verb it describes. */
export function mannerAfterComma(prev: Item | undefined, it: Item | undefined): boolean {
  return isPunct(prev, ',') && it?.t === 'word' && it.pos === 'ADV' && /[a-z]{3}ly$/.test(it.lower);
}

/**
 * "…, then submits …", "…, and then calls …": the verb at `i` follows "then" right after a comma,
 * past adverbs and modals ("then asynchronously invokes").
 */
export function afterCommaThen(items: Item[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && isModalOrAdverb(items[j])) j--;
  if (!isWord(items[j], 'then')) return false;
  if (isWord(items[j - 1], 'and')) j--;
  return isPunct(items[j - 1], ',');
}

/**
 * A word the lists lack that still reads as a verb where a clause opens: tagged so, or a
 * present-tense "-s" form right before a determiner ("…, marks the order …", "and tags each file").
 */
export function verbShaped(items: Item[], i: number): boolean {
  const it = items[i];
  if (it?.t !== 'word') return false;
  return it.pos === 'VERB' || (isThirdPersonForm(it.lower) && isWord(items[i + 1], 'the', 'a', 'an', 'each', 'every', 'its', 'their'));
}

/** The verb a subject opens with, past adverbs and modals: "it might also call …" → "call". */
export function verbAfter(items: Item[], i: number): string {
  const it = items[i + 1];
  if (isModal(it)) return verbAfter(items, i + 1);
  return nextWord(items, i);
}

/** "is a …", "acts as the …": the words before `i` (articles, adjectives, nouns) follow a copula or "as". */
export function isCopular(items: Item[], i: number): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const it = items[j];
    if (it?.t !== 'word') return false;
    if (AUXILIARIES.has(it.lower) || it.lower === 'as') return true;
    if (!['DET', 'ADJ', 'NOUN', 'PROPN'].includes(it.pos ?? '')) return false;
  }
  return false;
}

/** A verb in the active voice right after a relative pronoun ("that starts", "which calls"). */
export function isActiveVerb(item: Item | undefined): boolean {
  return item?.t === 'word' && isVerb(item.lower) && !isParticiple(item.lower) && !AUXILIARIES.has(item.lower) && item.pos !== 'NOUN';
}

/**
 * A word that can name what a clause carries ("orders", "uploads"): not a modal, adverb or pronoun
 * as the English model reads it, nor the participle of a passive ("is set up", "are enabled").
 */
export function isNounish(item: Item | undefined, prev?: Item): boolean {
  const pos = item?.t === 'word' ? item.pos : undefined;
  if (prev?.t === 'word' && AUXILIARIES.has(prev.lower) && pos !== 'NOUN') return false;
  return !['AUX', 'ADV', 'PART', 'PRON', 'SCONJ', 'DET', 'ADP', 'CCONJ'].includes(pos ?? '');
}

/** An adjective right before a noun ("external data"): it describes that noun. */
export function describesNext(items: Item[], i: number): boolean {
  const it = items[i];
  const next = items[i + 1];
  return it?.t === 'word' && it.pos === 'ADJ' && next?.t === 'word' && next.pos === 'NOUN';
}

/** Words that open a clause as the object of the verb before them ("shows how …", "checks whether …"). */
const COMPLEMENTIZERS = new Set(['how', 'whether']);

/**
 * "This pattern shows how a pipeline sends events to OpenSearch": after a verb, "how" opens a
 * clause of its own (so does "… and then how …"); the verb before it relates no components.
 */
export function opensComplement(w: string, prev: Item | undefined): boolean {
  return COMPLEMENTIZERS.has(w) && prev?.t === 'word' && (isVerb(prev.lower) || ['and', 'or', 'then'].includes(prev.lower));
}

/** "the Cosmos DB trigger for Azure Functions reads …": a service's trigger for a compute (at "for", item `i`) feeds it, and the compute acts. */
export function isTriggerFor(prev: Item | undefined, items: Item[], i: number): boolean {
  const trigger = slotOf(prev);
  const next = isWord(items[i + 1], 'the', 'a', 'an') ? items[i + 2] : items[i + 1];
  return trigger !== undefined && /\btriggers?$/i.test(trigger.matched) && slotOf(next) !== undefined;
}

/**
 * "instead of calling B directly, A …", "A writes to C rather than B": what "instead of" / "rather than"
 * introduces is the way not taken; its words join nothing and are no antecedent for "it". Returns the
 * last index of that phrase (up to the next comma, else its first component), or -1.
 */
export function alternativeEnd(items: Item[], i: number): number {
  if (!((isWord(items[i], 'instead') && isWord(items[i + 1], 'of')) || (isWord(items[i], 'rather') && isWord(items[i + 1], 'than')))) return -1;
  const comma = items.findIndex((it, k) => k > i && it.t === 'punct' && it.text === ',');
  if (comma > 0) return comma - 1;
  const slot = items.findIndex((it, k) => k > i && it.t === 'slot');
  return slot > 0 ? slot : i + 1;
}

/**
 * "stores the text in A and the images (if any) in B": a bracket of a few plain words, naming no
 * component and no verb, is an aside the clause reads past. Returns the index of its ")", or -1.
 */
export function asideEnd(items: Item[], i: number): number {
  if (!isPunct(items[i], '(')) return -1;
  const close = items.findIndex((it, k) => k > i && isPunct(it, ')'));
  const inside = items.slice(i + 1, close);
  return close > i + 1 && inside.length <= 4 && inside.every((it) => it.t === 'word' && !isVerb(it.lower)) ? close : -1;
}

/**
 * "Depending on the season, it is …": a sentence opening with a condition that names no component,
 * then a comma, is read from after the comma, so a pronoun after it still opens the sentence.
 * Returns the index of that comma, or -1.
 */
export function conditionEnd(items: Item[], i: number): number {
  const first = items[0];
  if (i !== 0 || first?.t !== 'word' || !isWord(items[1], CONDITION_OPENERS.get(first.lower) ?? '')) return -1;
  const comma = items.findIndex((it) => isPunct(it, ','));
  return comma > 1 && items.slice(0, comma).every((it) => it.t === 'word') ? comma : -1;
}

/** The service a generic part runs on carries the part's name ("App Service (booking site)"). */
export function nameHost(part: Entity, host: Entity, name: string): void {
  // A note the host carried already ("App Service (orders)") keeps the program's name beside it.
  if (!host.label && !host.paren.some((p) => p.toLowerCase() === name.toLowerCase())) host.paren.push(name);
  if (part.placedIn) host.placedIn ??= part.placedIn;
}

/** A component comes next, after an article at most ("that the web app uploads"). */
export function slotNext(items: Item[], j: number): boolean {
  return items[j]?.t === 'slot' || (isWord(items[j], 'the', 'a', 'an', 'our', 'its', 'their') && items[j + 1]?.t === 'slot');
}

/** "by A, B and C", "by A and by B": the mention at `i` is a later item of a list after "by". */
export function continuesAgentList(items: Item[], i: number): boolean {
  let j = i - 1;
  while (isWord(items[j], 'a', 'an', 'the')) j--;
  if (isWord(items[j], 'by')) j--;
  return isPunct(items[j], ',') || isWord(items[j], 'and', 'or');
}

/** Nouns for what moves between components ("S3 events", "order messages"). */
const CARRIED_NOUNS = new Set([...EVENT_PART_NOUNS, 'message', 'messages', 'data', 'record', 'records', 'logs', 'files', 'objects']);

/** "<X> events to Y": a noun for what moves comes right after the mention at `i`, then "to". */
export function carriedNounBeforeTo(items: Item[], i: number): boolean {
  let j = i + 1;
  while (j < i + 3 && items[j]?.t === 'word' && !isWord(items[j], ...DESTINATION_PREPS)) j++;
  const last = items[j - 1];
  return j > i + 1 && last?.t === 'word' && CARRIED_NOUNS.has(last.lower) && isWord(items[j], ...DESTINATION_PREPS);
}

// ---- telling a verb from a noun or an adjective made of a verb ----

/**
 * A finite verb before its object still acts (it is no noun before a verb): before a participle
 * describing the object ("A transcribes recorded calls"), or in -s before a plural ("the collector
 * pulls records": a plural subject would take "trigger", not "triggers"), also past a plain word
 * of the object's phrase ("relays build failures").
 */
export function verbBeforeObject(items: Item[], i: number): boolean {
  const it = items[i];
  const next = items[i + 1];
  if (it?.t !== 'word' || next?.t !== 'word') return false;
  const after = items[i + 2];
  if (/[^s]s$/.test(it.lower) && isVerb(it.lower)) {
    if (/[^s]s$/.test(next.lower)) return true;
    // "the exporter relays build failures": a plain word then a plural is the object's phrase, so the -s word is the verb.
    if (!next.lower.endsWith('s') && after?.t === 'word' && /[^s]s$/.test(after.lower) && !PREPOSITIONS.has(after.lower)) return true;
  }
  return it.pos === 'VERB' && isThirdPersonForm(it.lower) && next.lower.endsWith('ed')
    && items[i + 2]?.t === 'word' && !PREPOSITIONS.has((items[i + 2] as { lower: string }).lower);
}

/** The word at `i` follows the clause's finite verb `verb` and comes before a word that is no preposition ("stores processed results"). */
export function afterFiniteVerb(items: Item[], i: number, verb: string): boolean {
  const prev = items[i - 1];
  const next = items[i + 1];
  return prev?.t === 'word' && isThirdPersonForm(prev.lower) && verbBase(prev.lower) === verb && next?.t === 'word' && !PREPOSITIONS.has(next.lower);
}

/** "into text", "from the transcribed text": a bare word a preposition (or an article and a participle) governs is a noun. */
export function prepositionNoun(items: Item[], i: number): boolean {
  const w = items[i];
  if (w?.t !== 'word' || w.lower.endsWith('ing')) return false;
  const prev = items[i - 1];
  return isWord(prev, 'into', 'onto', 'from', 'of', 'via') || (prev?.t === 'word' && isParticiple(prev.lower) && isWord(items[i - 2], 'the', 'a', 'an'));
}

/** Words after a plural noun that a present-tense verb opening a clause would not take: an auxiliary, a measure. */
const AFTER_PLURAL_NOUN = new Set(['are', 'were', 'have', 'above', 'below', 'over', 'under', 'beyond', 'within', 'without', 'older', 'newer', 'that', 'which']);

/**
 * "Scores above the limit are …", "…; all scores also land …": an "-s" word that could be a verb
 * but opens its clause after a quantifier, or before an auxiliary or a word of measure, is a plural
 * noun, the clause's subject.
 */
export function openingPlural(items: Item[], i: number): boolean {
  const w = items[i];
  if (w?.t !== 'word' || !/[^su]s$/.test(w.lower)) return false;
  const prev = items[i - 1];
  if (isWord(prev, 'all', 'these', 'those', 'some', 'most', 'many', 'any')) return true;
  if (!(prev === undefined || isPunct(prev, ';'))) return false;
  return isWord(items[i + 1], ...AFTER_PLURAL_NOUN) || pluralBeforeItsVerb(items, i);
}

/** Prepositions after which an opening "-s" word's phrase goes on to its verb ("Requests from the app go …"). */
const PHRASE_PREPS = ['from', 'to', 'into', 'of', 'on', 'in', 'for'];

/**
 * "Requests from the React app go to B", "Uploads to the bucket trigger C": an opening "-s" word and a
 * preposition's phrase, then a verb that agrees with a plural (its plain form, "are", a modal): the word
 * is the subject, not the verb "requests".
 */
function pluralBeforeItsVerb(items: Item[], i: number): boolean {
  if (!isWord(items[i + 1], ...PHRASE_PREPS)) return false;
  for (let k = i + 2; k < Math.min(items.length, i + 10); k++) {
    const it = items[k]!;
    if (it.t === 'slot') continue;
    if (it.t !== 'word') return false;
    if (it.pos !== 'VERB' && it.pos !== 'AUX') continue;
    if (/^(?:are|were|have|can|could|will|would|may|might|must|should)$/.test(it.lower)) return true;
    return k > i + 2 && isVerb(it.lower) && verbBase(it.lower) === it.lower && !/(?:s|ed|ing)$/.test(it.lower);
  }
  return false;
}

/** "transcribes recorded calls", "stores scores": an -s word right after the verb (maybe past a participle) is its object. */
export function objectAfterVerb(items: Item[], i: number, verb: string): boolean {
  const w = items[i];
  if (w?.t !== 'word' || !/s$/.test(w.lower)) return false;
  const prev = items[i - 1];
  if (prev?.t === 'word' && prev.lower.endsWith('ed') && items[i - 2]?.t === 'word' && afterFiniteVerb(items, i - 1, verb)) return isThirdPersonForm(w.lower);
  return w.pos === 'NOUN' && prev?.t === 'word' && prev.lower !== w.lower && isThirdPersonForm(prev.lower) && verbBase(prev.lower) === verb;
}

/**
 * "A nightly query flags …", "the scheduled export writes …": the word at `i` follows a determiner,
 * directly or past adjectives and participles that describe it, so it heads a noun phrase.
 */
export function afterDeterminer(items: Item[], i: number, dets: readonly string[]): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const it = items[j];
    if (isWord(it, ...dets)) return true;
    if (it?.t !== 'word' || !(it.pos === 'ADJ' || (isParticiple(it.lower) && !it.lower.endsWith('ing')))) return false;
  }
  return false;
}

/** "nightly", "once a day": a word of frequency; "Once the crawl ends, …" opening a sentence is a cause instead. */
export function isFrequency(items: Item[], i: number): boolean {
  const it = items[i];
  if (it?.t !== 'word' || !FREQUENCY_WORDS.has(it.lower)) return false;
  return !(it.lower === 'once' && i === 0 && !isWord(items[i + 1], 'a', 'an', 'per', 'every', 'each', 'more', 'again'));
}

export { genericPerson } from './generic-person.js';
export { absoluteAndVerb } from './absolute-with.js';

/** The clause is about the component a relative "which"/"that" stood for ("A, which is handed to B by C"). */
export function handsOn(relativeSubject: readonly string[], subjects: readonly string[]): boolean {
  return relativeSubject.length > 0 && subjects.length > 0 && subjects.every((k) => relativeSubject.includes(k));
}
