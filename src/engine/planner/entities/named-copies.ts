import { AUXILIARIES, CONJUNCTIONS, DETERMINERS, PREPOSITIONS, RELATIVES } from '../text/lexicon.js';
import { isPunct, isWord, slotOf, type Item } from './items.js';
import { isGenericTerm } from './raw-mention.js';
import { isHolder } from './named-members.js';

const NAME_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'X']);

/** One word that may name a copy: a noun-like word (or an everyday one-word mention such as "analytics"). */
function nameWord(item: Item | undefined): string | undefined {
  if (item?.t === 'slot') {
    const s = item.slot;
    return !/\s/.test(s.matched.trim()) && isGenericTerm(s.matched) && s.pre.length + s.post.length + s.paren.length === 0 ? s.matched : undefined;
  }
  if (item?.t !== 'word') return undefined;
  const w = item.lower;
  if ([DETERMINERS, PREPOSITIONS, CONJUNCTIONS, RELATIVES, AUXILIARIES].some((set) => set.has(w))) return undefined;
  // "drafts and published", "raw and curated": between the list's commas a participle names a copy too.
  return NAME_POS.has(item.pos ?? '') || item.pos === 'VERB' ? item.text : undefined;
}

/**
 * "billing, shipping and analytics" from `from`: names of one or two words, joined by commas and
 * a last "and"/"or". Returns the names and the index after the list, or undefined.
 */
function readList(items: Item[], from: number): { names: string[]; end: number } | undefined {
  const names: string[] = [];
  let i = from;
  let closed = false;
  while (i < items.length) {
    const first = nameWord(items[i]);
    if (!first) return undefined;
    const second = items[i + 1]?.t === 'word' ? nameWord(items[i + 1]) : undefined;
    names.push(second ? `${first} ${second}` : first);
    i += second ? 2 : 1;
    if (closed) break;
    if (isPunct(items[i], ',') && isWord(items[i + 1], 'and', 'or')) {
      i += 2;
      closed = true;
    } else if (isWord(items[i], 'and', 'or')) {
      i += 1;
      closed = true;
    } else if (isPunct(items[i], ',')) i += 1;
    else break;
  }
  return closed && names.length >= 2 ? { names, end: i } : undefined;
}

/** "images and videos", "red, green or blue": a note that is only a list of one- or two-word names. */
function splitNames(note: string): string[] | undefined {
  const names = note.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).filter(Boolean);
  return names.length >= 2 && names.every((n) => /^[A-Za-z][\w-]*(?: [A-Za-z][\w-]*)?$/.test(n)) ? names : undefined;
}

/** Where a list that names a counted mention's copies ends its phrase: a close, a comma, the sentence's end. */
function endsPhrase(item: Item | undefined): boolean {
  return item === undefined || (item.t === 'punct' && /^[.;:!?\n,)]$/.test(item.text));
}

/** The index of the ":" later in the sentence of `i`, if the sentence has one. */
function colonAfter(items: Item[], i: number): number {
  for (let j = i + 1; j < items.length; j++) {
    if (isPunct(items[j], ':')) return j;
    if (items[j]!.t === 'punct' && /^[.;!?\n]$/.test((items[j] as { text: string }).text)) return -1;
  }
  return -1;
}

/**
 * "three SQS queues (orders, invoices and returns)", "two buckets, raw and curated, …", "three
 * queues are subscribed to it: billing, shipping and analytics": a list of as many names as a
 * counted mention has copies names each copy. The names leave the stream; the slot keeps them.
 */
export function nameCopies(items: Item[]): Item[] {
  const out = [...items];
  for (let i = 0; i < out.length; i++) {
    const slot = slotOf(out[i]);
    // Counted networks and namespaces become one box per name (named-members.ts).
    if (!slot || (slot.count ?? 1) < 2 || isHolder(slot)) continue;
    const take = (open: number, from: number, keepClose: boolean): boolean => {
      const list = readList(out, from);
      if (!list || list.names.length !== slot.count || !endsPhrase(out[list.end])) return false;
      // "(orders, invoices and returns)": the brackets go with the list; ", receipts and payouts," keeps the comma that closes it.
      const closing = isPunct(out[list.end], ')') || (!keepClose && isPunct(out[list.end], ',')) ? 1 : 0;
      slot.names = list.names;
      out.splice(open, list.end + closing - open);
      return true;
    };
    // "two SQS queues (images and videos)", already read as the mention's note.
    const noted = slot.paren.findIndex((p) => splitNames(p)?.length === slot.count);
    if (noted >= 0) {
      slot.names = splitNames(slot.paren[noted]!);
      slot.paren.splice(noted, 1);
      continue;
    }
    const next = out[i + 1];
    if (isPunct(next, '(', ':') && take(i + 1, i + 2, false)) continue;
    if (isPunct(next, ',') && take(i + 1, i + 2, true)) continue;
    if (isWord(next, 'named', 'called') && take(i + 1, i + 2, true)) continue;
    const colon = colonAfter(out, i);
    if (colon > 0) take(colon, colon + 1, true);
  }
  return out;
}
