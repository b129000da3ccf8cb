import { isWord, type Item } from '../entities/items.js';
import { AUXILIARIES, STEP_ADVERBS } from '../text/lexicon.js';
import { singular } from '../text/tokens.js';
import type { EntityGraph } from './graph.js';
import { CONTENT_NOUNS, CONTENT_PRONOUNS, PART_OF_NOUNS, PASSAGE_PREPS, PLACE_PREPS, TAKER_PREPS, contentMove, isGathering, type ContentMove } from './lineage-words.js';
import { ACTOR_ENTRIES } from '../../catalog/index.js';
import { endedSentences } from './segments.js';

/**
 * Reads a piece of content carried across sentences: "The scans are kept in A and B. C reads the
 * kept scans." The text's items (words and resolved component slots) are read sentence by sentence;
 * each content noun remembers the parts that last held it, and a part that later takes it is fed
 * from them. "… queued via A, …" and "sent to B via A" put A between.
 */

/** Words a clause's verb group may hold besides the verb: auxiliaries, modals, adverbs. */
const VERB_GROUP: ReadonlySet<string> = new Set([...AUXILIARIES, ...STEP_ADVERBS, 'can', 'could', 'will', 'would', 'may', 'might', 'should', 'must', 'be', 'not', 'then', 'first', 'usually', 'often']);

/** Words inside a noun phrase before its head ("the stored", "all new", "these"). */
const PHRASE_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'these', 'those', 'this', 'that', 'all', 'any', 'each', 'every', 'its', 'their', 'new', 'resulting']);

/** Words that join the parts of a list of components. */
const LIST_JOINS: ReadonlySet<string> = new Set(['and', 'or', 'both', 'either', 'the', 'a', 'an', 'its', 'their', 'also']);

interface Phrase { prep: string; keys: string[] }

/** The content noun an item names, or '' (a plain word, or a general part named by one). */
function contentOf(it: Item | undefined, before: Item | undefined, text: string, graph: EntityGraph): string {
  // "… write reports to B": a word the tagger took for a verb is the object noun right after an active verb.
  const object = before?.t === 'word' && before.pos === 'VERB' && !AUXILIARIES.has(before.lower);
  if (it?.t === 'word') return CONTENT_NOUNS.has(singular(it.lower)) && (it.pos !== 'VERB' || object) ? singular(it.lower) : '';
  if (it?.t !== 'slot' || it.slot.keys.length !== 1) return '';
  const last = singular([...text.slice(it.start, it.end).split(/\s+/), ...it.slot.post].at(-1) ?? '');
  const e = graph.byKey.get(it.slot.keys[0]!);
  return e && e.entry.provider === 'general' && CONTENT_NOUNS.has(last) ? last : '';
}

/** The components listed from `at` on ("A, B and C"), with the index after the list. */
function listAt(items: Item[], at: number): { keys: string[]; end: number } {
  const keys: string[] = [];
  let k = at;
  for (; k < items.length; k++) {
    const it = items[k]!;
    // "by a second A": a describing word right before a name belongs to it.
    const describes = it.t === 'word' && it.pos === 'ADJ' && items[k + 1]?.t === 'slot';
    if (it.t === 'slot') keys.push(...it.slot.keys);
    else if (!describes && !(it.t === 'word' && LIST_JOINS.has(it.lower)) && !(it.t === 'punct' && it.text === ',' && items[k + 1]?.t !== 'word')) break;
  }
  return { keys, end: k };
}

/** Where "the charts feature" ends its walk back from the part noun at `at`: over a name of the part and an article. */
function partStart(items: Item[], at: number): number {
  let k = at - 1;
  if (items[k]?.t === 'slot') k--;
  // "the live charts feature": a few plain words may name the part instead.
  for (let n = 0; n < 3 && items[k]?.t === 'word' && ['NOUN', 'ADJ', 'PROPN'].includes((items[k] as { pos?: string }).pos ?? ''); n++) k--;
  if (isWord(items[k], 'the', 'a', 'an', 'its', 'their')) k--;
  return k + 1;
}

/** The components listed right before `at`, read leftwards ("A and B read …"). */
function listBefore(items: Item[], at: number): string[] {
  const keys: string[] = [];
  for (let k = at; k >= 0; k--) {
    const it = items[k]!;
    // "A Grafana board and …": a noun right after a name is that name's own head.
    const head = it.t === 'word' && it.pos === 'NOUN' && items[k - 1]?.t === 'slot';
    if (it.t === 'slot') keys.unshift(...it.slot.keys);
    else if (isWord(it, 'of') && isWord(items[k - 1], ...PART_OF_NOUNS)) k = partStart(items, k - 1);
    else if (!head && !(it.t === 'word' && LIST_JOINS.has(it.lower)) && !(it.t === 'punct' && it.text === ',')) break;
  }
  return keys;
}

/** The preposition phrases right after `at`: "in A and B", "via A to B". */
function phrasesAt(items: Item[], at: number): Phrase[] {
  const out: Phrase[] = [];
  let k = at;
  while (k < items.length) {
    // "stored as raw files in A": what the content is kept as stands between the verb and its place.
    if (out.length === 0 && isWord(items[k], 'as')) {
      let m = k + 1;
      while (m < k + 6 && items[m]?.t === 'word' && !PLACE_PREPS.has((items[m] as { lower: string }).lower)) m++;
      if (isWord(items[m], ...PLACE_PREPS)) k = m;
    }
    const it = items[k]!;
    if (it.t !== 'word' || !(PLACE_PREPS.has(it.lower) || PASSAGE_PREPS.has(it.lower) || TAKER_PREPS.has(it.lower) || it.lower === 'from')) break;
    const list = listAt(items, k + 1);
    if (list.keys.length === 0) break;
    // "delivers them to A in a B envelope": a second place after the first only describes it.
    if (PLACE_PREPS.has(it.lower) && out.some((p) => PLACE_PREPS.has(p.prep))) break;
    out.push({ prep: it.lower, keys: list.keys });
    k = list.end;
  }
  return out;
}

/** "The scans are kept in A": the content is the subject of a passive verb. */
function passiveAfter(items: Item[], i: number): { move: ContentMove; verb: string; phrases: Phrase[] } | undefined {
  let k = i + 1;
  let aux = false;
  while (isWord(items[k]) && (VERB_GROUP.has((items[k] as { lower: string }).lower) || /ly$/.test((items[k] as { lower: string }).lower))) {
    aux ||= AUXILIARIES.has((items[k] as { lower: string }).lower);
    k++;
  }
  const verb = items[k];
  if (!aux || verb?.t !== 'word') return undefined;
  const move = contentMove(verb.lower);
  if (!move) return undefined;
  return { move, verb: verb.lower, phrases: phrasesAt(items, k + 1) };
}

/** The verb of "builds <its object>" ending at `at`, or -1: a few plain nouns and describing words after a verb. */
function verbBeforeObject(items: Item[], at: number): number {
  const word = (k: number): { lower: string; pos?: string } | undefined => (items[k]?.t === 'word' ? (items[k] as { lower: string; pos?: string }) : undefined);
  let k = at;
  for (let w = word(k); k > at - 4 && w && w.pos !== 'VERB' && (PHRASE_WORDS.has(w.lower) || w.pos === 'NOUN' || w.pos === 'ADJ'); w = word(--k));
  const verb = word(k);
  return k < at && verb?.pos === 'VERB' && !AUXILIARIES.has(verb.lower) ? k : -1;
}

/** "A and B read the kept scans": the content is the object of an active verb after its doers. */
function activeBefore(items: Item[], i: number): { move: ContentMove; verb: string; doers: string[]; phrases: Phrase[] } | undefined {
  let k = i - 1;
  while (k >= 0 && items[k]!.t === 'word') {
    const w = items[k] as { lower: string; pos?: string };
    // "the stored scans", "generates structured logs": an -ed word between a determiner or a verb and the noun describes it.
    const before = items[k - 1];
    const describes = PHRASE_WORDS.has(w.lower) || w.pos === 'ADJ' || (w.pos === 'NOUN' && !contentMove(w.lower))
      || (/ed$/.test(w.lower) && (isWord(before, ...PHRASE_WORDS) || (before?.t === 'word' && before.pos === 'VERB' && !contentMove(w.lower))));
    if (!describes) break;
    k--;
  }
  // "A builds indexes from the kept scans": what the clause's verb makes, it makes from the content.
  const source = isWord(items[k], 'from') ? verbBeforeObject(items, k - 1) : -1;
  if (source >= 0) k = source;
  const verb = items[k];
  if (verb?.t !== 'word' || AUXILIARIES.has(verb.lower)) return undefined;
  const move = source >= 0 ? 'take' : contentMove(verb.lower);
  if (!move) return undefined;
  let s = k - 1;
  while (isWord(items[s]) && (VERB_GROUP.has((items[s] as { lower: string }).lower) || /ly$/.test((items[s] as { lower: string }).lower))) s--;
  if (isWord(items[s], 'which', 'that') && items[s - 1]?.t === 'punct') s -= 2;
  // "are kept" is a passive; "are generating" still has its doer in front.
  if (!/ing$/.test(verb.lower) && items.slice(s + 1, k).some((it) => isWord(it, ...AUXILIARIES))) return undefined;
  return { move, verb: verb.lower, doers: listBefore(items, s), phrases: phrasesAt(items, i + 1) };
}

const slotKeys = (it: Item | undefined): string[] => (it?.t === 'slot' ? it.slot.keys : []);

const keysOf = (phrases: Phrase[], preps: ReadonlySet<string>): string[] => phrases.filter((p) => preps.has(p.prep)).flatMap((p) => p.keys);

/** Draws what content carried between sentences implies: from where it was to whoever takes it. */
export function carryContent(items: Item[], graph: EntityGraph, text: string): void {
  const held = new Map<string, string[]>();
  // Who first gathered each content: where an unsaid mover put it next is from.
  const gathered = new Map<string, string[]>();
  const live = (k: string): boolean => graph.byKey.has(k) && !graph.get(k).descriptor;
  const feed = (from: readonly string[], to: readonly string[]): void => {
    for (const f of from) for (const t of to) if (f !== t && live(f) && live(t)) graph.relate(f, t, 'flow', 'prompt');
  };
  const take = (noun: string, verb: string, from: readonly string[], takers: readonly string[]): void => {
    // People and devices look at content through an app; they take nothing from a store themselves.
    const parts = takers.filter((k) => live(k) && !ACTOR_ENTRIES.has(graph.get(k).entry.id));
    // A part already given the content ("delivers it to A and B. A receives it") takes it from no one else.
    feed(from, parts.filter((k) => !from.includes(k)));
    if (!held.has(noun) && isGathering(verb) && parts.length > 0) gathered.set(noun, parts);
  };
  // The content last named, and whether it was said in the plural: "them" and "it" stand for it.
  let last: { noun: string; plural: boolean } | undefined;
  for (const { items: sentence } of endedSentences(items)) {
    for (let i = 0; i < sentence.length; i++) {
      const it = sentence[i]!;
      let noun = contentOf(it, sentence[i - 1], text, graph);
      if (noun !== '' && it.t === 'word') last = { noun, plural: it.lower !== noun };
      else if (noun === '' && it.t === 'word' && last && CONTENT_PRONOUNS.get(it.lower) === last.plural) noun = last.noun;
      if (noun === '') continue;
      const before = held.get(noun) ?? [];
      const passive = passiveAfter(sentence, i);
      if (passive) {
        const places = keysOf(passive.phrases, PLACE_PREPS), via = keysOf(passive.phrases, PASSAGE_PREPS), by = keysOf(passive.phrases, new Set(['by']));
        const from = keysOf(passive.phrases, new Set(['from']));
        if (passive.move === 'put') {
          feed(via, places);
          const first = via.length > 0 ? via : places;
          // "… by a job" names the mover even when the job is no drawn part: then no one earlier moved it.
          const agentSaid = sentence.slice(i + 1).some((it) => isWord(it, 'by'));
          const earlier = agentSaid ? [] : before.length > 0 ? before : gathered.get(noun) ?? [];
          const mover = by.length > 0 ? by : from.length > 0 ? from : earlier;
          // "The scans are kept in A" after B had them: B hands them on, the scans themselves are no sender.
          const said = slotKeys(sentence[i]);
          if (mover.length > 0) for (const k of said) for (const f of first) graph.remove(k, f);
          feed(mover, first);
          const now = places.length > 0 ? places : via.length > 0 ? via : by;
          if (now.length > 0) held.set(noun, now);
        } else if (passive.move === 'make' && by.length > 0) held.set(noun, by);
        else if (passive.move === 'take') take(noun, passive.verb, from.length > 0 ? from : before, keysOf(passive.phrases, TAKER_PREPS));
        continue;
      }
      const active = activeBefore(sentence, i);
      if (!active) continue;
      const places = keysOf(active.phrases, PLACE_PREPS);
      if (active.move === 'take') take(noun, active.verb, keysOf(active.phrases, new Set(['from'])).length > 0 ? [] : before, active.doers);
      // "A generates reports into B": what is made straight into a place is held there, as if put.
      else if (places.length > 0) held.set(noun, places);
      else if (active.doers.length > 0) held.set(noun, active.doers);
    }
  }
}
