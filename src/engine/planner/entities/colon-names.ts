import { DETERMINERS, PREPOSITIONS, CONJUNCTIONS, RELATIVES, AUXILIARIES } from '../text/lexicon.js';
import { singular } from '../text/tokens.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';
import { isPartHeading, isSentenceEnd } from './named-copies.js';

/** Sentences after the heading in which the other parts' names are looked for. */
const REACH = 6;
/** Parts of speech a capitalised name opening a sentence may be tagged with. */
const NOT_NAME_POS = new Set(['DET', 'PRON', 'ADV', 'ADP', 'CCONJ', 'SCONJ', 'AUX', 'PART', 'NUM', 'INTJ']);

/** A capitalised single word the catalog does not know, or a word read as a part of its own name only. */
function nameOf(item: Item | undefined): string | undefined {
  const slot = slotOf(item);
  if (slot) return slot.entry.id.endsWith('generic_generic') && /^[A-Z][A-Za-z0-9]*$/.test(slot.matched) ? slot.matched : undefined;
  if (item?.t !== 'word' || !/^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)*$/.test(item.text) || NOT_NAME_POS.has(item.pos ?? '')) return undefined;
  return [DETERMINERS, PREPOSITIONS, CONJUNCTIONS, RELATIVES, AUXILIARIES].some((set) => set.has(item.lower)) ? undefined : item.text;
}

/** "Basket to hold picks", "Billing consumes …": a name followed by what it does, not a list of names. */
function opensDescription(next: Item | undefined): boolean {
  return isWord(next, 'to', 'for', 'that', 'which', 'handles', 'keeps') || (next?.t === 'word' && next.pos === 'VERB') || isPunct(next, '(', '-', '\u2013', '\u2014');
}

/** One part of the heading's kind, named `name`, standing where `at` stood. */
function namedPart(heading: Slot, name: string, at: Item): Item {
  // "Basket microservice": named with the heading's noun, like the parts of a listed heading, so "the microservices" are all of them.
  const head = singular(heading.matched.trim().split(/\s+/).at(-1)!.toLowerCase());
  const part: Slot = { ...heading, entry: heading.entry, matched: `${name} ${head}`, start: at.start, end: at.end, count: 1, determiner: undefined, isNew: false, pre: [], post: [], paren: [], keys: [], attached: [] };
  return { t: 'slot', slot: part, start: at.start, end: at.end };
}

/** Indexes of the names of the other parts: the capitalised names that open the next sentences and act. */
function laterNames(items: Item[], from: number, wanted: number): number[] {
  const found: number[] = [];
  let sentences = 0;
  for (let k = from; k < items.length && sentences < REACH && found.length < wanted; k++) {
    if (!isSentenceEnd(items[k])) continue;
    sentences += 1;
    if (nameOf(items[k + 1]) && opensDescription(items[k + 2])) found.push(k + 1);
  }
  return found;
}

/**
 * "The demo runs three microservices: Basket to hold picks. … Billing consumes … Dispatch ships …":
 * a counted heading of software parts whose colon opens the first part's name and description, the
 * others named as the subjects of the sentences after it. When as many names as the count are found,
 * each becomes one part of the heading's kind, in place of numbered copies.
 */
export function nameColonParts(items: Item[]): Item[] {
  const out = [...items];
  for (let i = 0; i < out.length; i++) {
    const slot = slotOf(out[i]);
    if (!slot || (slot.count ?? 1) < 2 || slot.names || !isPartHeading(slot) || !isPunct(out[i + 1], ':')) continue;
    const first = nameOf(out[i + 2]);
    if (!first || !opensDescription(out[i + 3])) continue;
    const later = laterNames(out, i + 3, slot.count! - 1);
    if (later.length !== slot.count! - 1) continue;
    for (const k of later) out[k] = namedPart(slot, nameOf(out[k])!, out[k]!);
    out.splice(i, 3, namedPart(slot, first, out[i + 2]!));
  }
  return out;
}
