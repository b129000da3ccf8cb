import { getService } from '../../catalog/index.js';
import { AUXILIARIES, CONJUNCTIONS, DETERMINERS, PREPOSITIONS, RELATIVES } from '../text/lexicon.js';
import { isDictionaryWord } from '../text/dictionary.js';
import { singular } from '../text/tokens.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';
import { isGenericTerm } from './raw-mention.js';
import { isHolder } from './named-members.js';

const NAME_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'X']);

/** Heads of a counted mention whose listed names are parts of their own ("three services: billing, …"). */
const PART_HEADS = new Set(['service', 'microservice', 'app', 'application', 'component', 'worker', 'consumer']);

/** One word that may name a copy: a noun-like word (or an everyday one-word mention such as "analytics"). */
export function nameWord(item: Item | undefined, coined = false): string | undefined {
  if (item?.t === 'slot') {
    const s = item.slot;
    if (s.pre.length + s.post.length + s.paren.length > 0 || /\s/.test(s.matched.trim())) return undefined;
    // "services: Makelike, Accounting and Receipt": a capitalised name read as a part of its own names a listed
    // part; so does an everyday word read as some thing ("a van"), never a product's name ("Redis").
    const named = (/^[A-Z]/.test(s.matched) && s.entry.id.endsWith('generic_generic')) || (/^[a-z]+$/.test(s.matched) && isDictionaryWord(s.matched));
    return isGenericTerm(s.matched) || (coined && named) ? s.matched : undefined;
  }
  if (item?.t !== 'word') return undefined;
  const w = item.lower;
  if ([DETERMINERS, PREPOSITIONS, CONJUNCTIONS, RELATIVES, AUXILIARIES].some((set) => set.has(w))) return undefined;
  // "drafts and published", "raw and curated": between the list's commas a participle names a copy too.
  return NAME_POS.has(item.pos ?? '') || item.pos === 'VERB' ? item.text : undefined;
}

/**
 * "billing, shipping and analytics" (or "one for billing, one for shipping and one for analytics") from
 * `from`: names of one or two words, joined by commas and a last "and"/"or". Returns the names and the
 * index after the list, or undefined.
 */
function readList(items: Item[], from: number, parts = false): { names: string[]; end: number } | undefined {
  const names: string[] = [];
  let i = from;
  let closed = false;
  // "one for billing, one for shipping and one for returns": each name may come after "one for".
  const purpose = (k: number): boolean => isWord(items[k], 'one') && isWord(items[k + 1], 'for', 'per');
  const byPurpose = purpose(from);
  while (i < items.length) {
    if (byPurpose) {
      if (!purpose(i)) return undefined;
      i += 2;
    }
    // "three services: a catalog, a cart and a checkout": listed parts may each take an article.
    if (parts && isWord(items[i], 'a', 'an', 'the') && items[i + 1]?.t !== 'punct') i += 1;
    const first = nameWord(items[i], parts);
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

/**
 * Whether a later item says one of the copies again by its name: a capitalised name alone ("CropJob"), or
 * the name before the counted noun ("the reply queue"); "the divide endpoint" names some other thing.
 */
function saidAgain(later: readonly Item[], names: readonly string[], head: string): boolean {
  const said = new Set(names.map((n) => n.toLowerCase()));
  return later.some((it) => (it.t === 'word' && said.has(it.lower) && /^[A-Z]/.test(it.text))
    || (it.t === 'slot' && (said.has(it.slot.matched.toLowerCase()) || (it.slot.pre.some((w) => said.has(w.toLowerCase())) && singular(it.slot.matched.trim().split(/\s+/).at(-1)!) === head))));
}

/** "three services", "four other microservices": a count of software parts, each of which a list may name. */
export function isPartHeading(slot: Slot): boolean {
  const head = slot.matched.trim().split(/\s+/).at(-1)!.toLowerCase();
  return slot.pre.length === 0 && head !== singular(head) && PART_HEADS.has(singular(head));
}

/**
 * "four other services: Makelike, Accounting, Loyalty and Receipt": each name is a part of its own
 * ("Accounting service"), joined by "and" so that what is said of the heading is said of each. A
 * Kubernetes Service object is never what a domain's list of services names.
 */
export function listedParts(at: Item, slot: Slot, names: readonly string[]): Item[] {
  const head = singular(slot.matched.trim().split(/\s+/).at(-1)!.toLowerCase());
  const entry = slot.entry.id === 'kubernetes.service' ? getService('general.microservice') ?? slot.entry : slot.entry;
  const out: Item[] = [];
  names.forEach((name, k) => {
    if (k > 0) out.push({ t: 'word', text: 'and', lower: 'and', start: at.end, end: at.end, pos: 'CCONJ' });
    // "three Lambda functions: … one for refunds": the product's own (capitalised) words stay before the head; "other" does not.
    const words = slot.matched.trim().split(/\s+/);
    const last = /^[A-Z]/.test(words.at(-1)!) ? singular(words.at(-1)!).replace(/^./, (c) => c.toUpperCase()) : head;
    const part: Slot = { ...slot, entry, matched: [...words.slice(0, -1).filter((w) => /^[A-Z0-9]/.test(w)), last].join(' '), count: 1, listed: name, determiner: undefined, isNew: false, pre: [name], paren: [], keys: [], attached: [] };
    out.push({ t: 'slot', slot: part, start: at.start, end: at.end });
  });
  return out;
}

/**
 * "… one for invoices and one for reminders. Invoices are archived in B, and reminders go out
 * through C": a listed copy's one-word name said alone later (a word, or an everyday word the
 * catalog read as some service) is that copy.
 */
function nameListedAgain(out: Item[], from: number, listed: readonly Item[]): void {
  const copies = listed.map(slotOf).filter((c): c is Slot => c?.listed !== undefined && /^[a-z]+$/i.test(c.listed));
  for (let k = from; k < out.length; k++) {
    const it = out[k]!;
    const said = it.t === 'word' ? it.lower : it.t === 'slot' && isGenericTerm(it.slot.matched) && it.slot.pre.length + it.slot.post.length === 0 ? it.slot.matched.toLowerCase() : undefined;
    const copy = said === undefined ? undefined : copies.find((c) => singular(c.listed!.toLowerCase()) === singular(said));
    if (copy) out[k] = { t: 'slot', slot: { ...copy, start: it.start, end: it.end, determiner: 'the', isNew: false, keys: [], attached: [] }, start: it.start, end: it.end };
  }
}

/** Where a list that names a counted mention's copies ends its phrase: a close, a comma, the sentence's end. */
function endsPhrase(item: Item | undefined): boolean {
  return item === undefined || (item.t === 'punct' && /^[.;:!?\n,)]$/.test(item.text));
}

/** Where a sentence ends (or the items run out): a list of named members ends there too. */
export const isSentenceEnd = (item: Item | undefined): boolean => item === undefined || (item.t === 'punct' && /^[.;!?\n]$/.test(item.text));

/** The index of the ":" later in the sentence of `i`, if the sentence has one. */
export function colonAfter(items: Item[], i: number): number {
  for (let j = i + 1; j < items.length; j++) {
    if (isPunct(items[j], ':')) return j;
    if (isSentenceEnd(items[j])) return -1;
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
    const parts = isPartHeading(slot);
    const take = (open: number, from: number, keepClose: boolean): boolean => {
      const list = readList(out, from, parts);
      if (!list || list.names.length !== slot.count || !endsPhrase(out[list.end])) return false;
      // "(orders, invoices and returns)": the brackets go with the list; ", receipts and payouts," keeps the comma that closes it.
      const closing = isPunct(out[list.end], ')') || (!keepClose && isPunct(out[list.end], ',')) ? 1 : 0;
      // "two queues: inbound and outbound … the outbound queue": a copy said again by its name is a part of its own.
      const again = saidAgain(out.slice(list.end + closing), list.names, singular(slot.matched.trim().split(/\s+/).at(-1)!));
      out.splice(open, list.end + closing - open);
      if (parts || again) {
        const listed = listedParts(out[i]!, slot, list.names);
        out.splice(i, 1, ...listed);
        nameListedAgain(out, i + listed.length, listed);
      }
      else slot.names = list.names;
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
