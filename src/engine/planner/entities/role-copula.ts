import { PREPOSITIONS, RELATIVES } from '../text/lexicon.js';
import { roleFlow } from '../text/verbs.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';

/** Verbs that, followed by "as", say which role the subject plays ("acts as", "serves as", "functions as"). */
const AS_VERBS = new Set(['act', 'acts', 'acted', 'serve', 'serves', 'served', 'function', 'functions', 'work', 'works']);
/** Verbs that take the role straight after them ("represents a broadcast service"). */
const BARE_VERBS = new Set(['represent', 'represents']);
const ROLE_ARTICLES = new Set(['a', 'an', 'the', 'its', 'our', 'their']);
/** Most words a role runs to after its article ("the nightly batch collector"). */
const ROLE_WORDS = 3;

/** The index of the role's article after a role verb at `i` ("acts as the …", "represents a …"), or -1. */
function articleAfterVerb(items: Item[], i: number): number {
  const verb = items[i];
  if (verb?.t !== 'word') return -1;
  const at = AS_VERBS.has(verb.lower) && isWord(items[i + 1], 'as') ? i + 2 : BARE_VERBS.has(verb.lower) ? i + 1 : -1;
  return at >= 0 && isWord(items[at], ...ROLE_ARTICLES) ? at : -1;
}

/** An everyday word for a part, in lower case: a role, not a product's name. People's jobs are roles too ("the dispatcher"). */
function roleSlot(s: Slot | undefined): s is Slot {
  return !!s && (s.generic || s.entry.provider === 'general') && !s.descriptor && (s.count ?? 1) === 1
    && s.matched === s.matched.toLowerCase() && (s.entry.category !== 'client' || s.entry.id === 'general.staff');
}

/** A lower-case noun or describing word inside a role phrase. */
function roleWord(it: Item | undefined): it is Extract<Item, { t: 'word' }> {
  return it?.t === 'word' && it.text === it.lower && (it.pos === 'NOUN' || it.pos === 'ADJ');
}

/** The one part a role is said of: a single mention, no people. */
function player(s: Slot | undefined): s is Slot {
  return !!s && !s.descriptor && (s.count ?? 1) === 1 && s.entry.category !== 'client';
}

/**
 * The last index of the role phrase after the article at `article` ("the ingest collector"): lower-case
 * words ending in a noun or an everyday kind of part; -1 when it names a product, a count or people.
 */
function roleEnd(items: Item[], article: number): number {
  let end = -1;
  for (let j = article + 1; j <= article + ROLE_WORDS; j++) {
    const it = items[j];
    const s = slotOf(it);
    if (s) return roleSlot(s) ? j : -1;
    if (!roleWord(it)) break;
    if (it.pos === 'NOUN') end = j;
  }
  return end;
}

/** Parts of speech that end a name a sentence opens with. */
const NOT_NAME_TAGS = new Set(['DET', 'ADP', 'AUX', 'PRON', 'CCONJ', 'SCONJ', 'PART', 'ADV']);

/**
 * "Quillcast edge relay represents a broadcast service that …": a sentence opening with a capitalised
 * name the catalog lacks, said to play an everyday kind of part, is a part of that kind, named so.
 * Returns the new mention (the role in brackets) and the index of the role's last item.
 */
function coinedPlayer(items: Item[], i: number): { item: Item; last: number } | undefined {
  if (i > 0 && !isPunct(items[i - 1], '.', ';', '\n')) return undefined;
  const first = items[i];
  if (first?.t !== 'word' || !/^[A-Z]/.test(first.text) || NOT_NAME_TAGS.has(first.pos ?? '')) return undefined;
  let j = i;
  while (j < i + ROLE_WORDS + 1 && items[j]?.t === 'word' && !NOT_NAME_TAGS.has((items[j] as { pos?: string }).pos ?? '') && articleAfterVerb(items, j) < 0) j++;
  const article = articleAfterVerb(items, j);
  const end = article < 0 || j === i ? -1 : roleEnd(items, article);
  const b = slotOf(items[end]);
  const after = items[end + 1];
  if (!b || !(after === undefined || isPunct(after) || (after.t === 'word' && RELATIVES.has(after.lower)))) return undefined;
  const last = items[j - 1]!;
  const name = items.slice(i, j).map((it) => (it as { text: string }).text).join(' ');
  const role = [...b.pre, b.matched, ...b.post].join(' ');
  const slot: Slot = { ...b, matched: name, pre: [], post: [], paren: [role], start: first.start, end: last.end, generic: false, keys: [] };
  return { item: { t: 'slot', slot, start: first.start, end: last.end }, last: end };
}

/**
 * "Azure Relay acts as the dispatcher that forwards …", "the gateway VM serves as a collector.",
 * "Notification Hubs represents a push service that …": a part said to act as an everyday kind of part
 * plays that role; the role names no part of its own. Said again later ("the dispatcher"), the role is
 * that part. Before a relative or the clause's end the role phrase is dropped, so the part stays the
 * subject of what follows; before a preposition the role stays as plain words ("acts as the collector
 * for …" keeps reading its role noun).
 */
export function mergeRoleCopulas(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const coined = coinedPlayer(items, i);
    if (coined) {
      out.push(coined.item);
      i = coined.last;
      continue;
    }
    out.push(items[i]!);
    const a = slotOf(items[i]);
    if (!player(a)) continue;
    const verb = isWord(items[i + 1], 'also', 'often', 'typically') ? i + 2 : i + 1;
    const article = articleAfterVerb(items, verb);
    const end = article < 0 ? -1 : roleEnd(items, article);
    if (end < 0) continue;
    const phrase = items.slice(article + 1, end + 1);
    const said = phrase.map((it) => (it.t === 'slot' ? [...it.slot.pre, it.slot.matched, ...it.slot.post].join(' ') : it.t === 'word' ? it.text : '')).join(' ');
    const head = phrase.at(-1)!;
    // "acts as the source for B": a role noun that says which way data goes is the reader's to read.
    if (head.t === 'word' && roleFlow(head.lower)) continue;
    if (head.t === 'slot' && head.slot.entry.id === a.entry.id) continue;
    const after = items[end + 1];
    const closes = after === undefined || after.t === 'punct' || (after.t === 'word' && RELATIVES.has(after.lower));
    const preposition = after?.t === 'word' && PREPOSITIONS.has(after.lower);
    if (!closes && !preposition) continue;
    // Said again later ("the dispatcher"), the role is this part.
    if (!(a.roles ?? []).includes(said)) (a.roles ??= []).push(said);
    if (closes) {
      i = end;
      continue;
    }
    // The role's words stay as words, so the clause still reads its verb and preposition.
    out.push(...items.slice(i + 1, end + 1).flatMap((it): Item[] => (it.t === 'slot'
      ? [{ t: 'word', text: it.slot.matched, lower: it.slot.matched.toLowerCase(), start: it.start, end: it.end, pos: 'NOUN' }] : [it])));
    i = end;
  }
  return out;
}
