import { PREPOSITIONS, RELATIVES } from '../text/lexicon.js';
import { isVerb } from '../text/verbs.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';

/** A catalog product the text names ("Azure Front Door"), not an everyday word for a kind of part. */
function product(s: Slot | undefined): s is Slot {
  return !!s && !s.generic && !s.descriptor && (s.entry.provider !== 'general' || coined(s));
}

/** A capitalised name the catalog does not know ("Quillmate"): what the text says it is, it is. */
function coined(s: Slot): boolean {
  return s.entry.kind === 'generic' && /^[A-Z]/.test(s.matched.trim());
}

/** An everyday word for a kind of part ("firewall", "load balancer"), which can say what a product is. */
function kindWord(s: Slot | undefined, of: Slot): boolean {
  if (!s || (s.count ?? 1) !== 1) return false;
  // "Azure Front Door, a global load balancer": the catalog may read the kind word as that very product.
  return s.entry.id === of.entry.id || ((s.generic || s.entry.provider === 'general') && s.entry.category !== 'client');
}

/**
 * The run of kind words after "a"/"an" at `from` ("a firewall and layer-7 load balancer"): the index
 * just past it, or -1 when anything but kind words, describing words and "and"/"or" stands in it.
 */
function kindRun(items: Item[], from: number, of: Slot): number {
  let j = from;
  let kinds = 0;
  for (; j < items.length && j < from + 8; j++) {
    const it = items[j]!;
    if (it.t === 'slot') {
      if (!kindWord(it.slot, of)) return -1;
      kinds++;
    } else if (it.t === 'num') continue;
    else if (it.t === 'word') {
      if (RELATIVES.has(it.lower) || PREPOSITIONS.has(it.lower)) break;
      if (!isWord(it, 'and', 'or') && isVerb(it.lower)) return -1;
    } else break;
  }
  return kinds > 0 ? j : -1;
}

/**
 * "Azure Front Door, a firewall and layer-7 load balancer, switches traffic …" and "Azure Application
 * Gateway is a layer 7 load balancer that routes …": everyday words for a kind of part, set off after a
 * product's name or said of it with "is a", tell what that product is; they name no part of their own.
 * The words are dropped, so the product stays the subject of the verb or relative clause that follows.
 */
export function dropProductDescriptions(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    out.push(items[i]!);
    if (!product(a)) continue;
    const copula = isWord(items[i + 1], 'is', 'are') && isWord(items[i + 2], 'a', 'an');
    const set = isPunct(items[i + 1], ',') && isWord(items[i + 2], 'a', 'an');
    if (!copula && !set) continue;
    const end = kindRun(items, i + 3, a);
    if (end < 0) continue;
    const after = items[end];
    const next = items[end + 1];
    if (set) {
      // "X, a load balancer, routes …" or "X, a load balancer that …": a list ("X, a queue, and a function") is no description.
      const closes = isPunct(after, ',') && next?.t === 'word' && !isWord(next, 'and', 'or', 'which', 'that', 'who');
      if (!closes && !(after?.t === 'word' && RELATIVES.has(after.lower))) continue;
      i = closes ? end : end - 1;
    } else {
      // "X is a load balancer." / "X is a load balancer that routes …": the sentence says what X is.
      if (!(after === undefined || isPunct(after) || (after.t === 'word' && RELATIVES.has(after.lower)))) continue;
      i = end - 1;
    }
  }
  return out;
}
