import { CODE_STACKS, PREPOSITIONS, RELATIVES } from '../text/lexicon.js';
import { isParticiple, isVerb } from '../text/verbs.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';

/** A catalog product the text names ("Azure Front Door"), not an everyday word for a kind of part. */
function product(s: Slot | undefined): s is Slot {
  return !!s && !s.generic && !s.descriptor && (s.entry.provider !== 'general' || coined(s) || vendorProduct(s));
}

/** A product of no cloud the catalog knows by its capitalised name ("Mattermost", "Metabase"). */
export function vendorProduct(s: Slot): boolean {
  return s.entry.kind !== 'generic' && s.entry.category !== 'client' && /^[A-Z]/.test(s.matched.trim()) && (s.count ?? 1) === 1;
}

/** A capitalised name the catalog does not know ("Quillmate"): what the text says it is, it is. */
function coined(s: Slot): boolean {
  return s.entry.kind === 'generic' && /^[A-Z]/.test(s.matched.trim());
}

/** An everyday word for a kind of part ("firewall", "load balancer"), which can say what a product is. */
function kindWord(s: Slot | undefined, of: Slot): boolean {
  if (!s || (s.count ?? 1) !== 1) return false;
  // "Azure Front Door, a global load balancer": the catalog may read the kind word as that very product.
  return s.entry.id === of.entry.id || ((s.generic || s.entry.provider === 'general' || (vendorProduct(of) && !namesProduct(s))) && s.entry.category !== 'client');
}

/** Whether a mention's own words name a product ("Aurora cluster"), not a kind of part ("BI tool"). */
export function namesProduct(s: Slot): boolean {
  return /\b[A-Z][a-z]/.test(s.matched);
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
      // "a fully managed database service": a participle before the first kind word describes it.
      if (kinds === 0 && /(?:ed|ing)$/.test(it.lower)) continue;
      // "an open-source DNS management tool": a word the tagger reads as no verb, or a bare
      // verb form right before the kind word, modifies the kind.
      const modifiesKind = (it.pos !== undefined && it.pos !== 'VERB') || (items[j + 1]?.t === 'slot' && !/(?:s|ed|ing)$/.test(it.lower));
      if (!isWord(it, 'and', 'or') && isVerb(it.lower) && !modifiesKind) return -1;
    } else break;
  }
  return kinds > 0 ? j : -1;
}

/** Whether words open with a language or framework ("Go service", ".NET Core console application"). */
function stackHeaded(text: string): boolean {
  const words = text.toLowerCase().replace(/^\./, '').split(/\s+/);
  return words.some((_, n) => n > 0 && CODE_STACKS.has(words.slice(0, n).join(' '))) || CODE_STACKS.has(words.join(' '));
}

/** A program slot of one: no people, no product of a provider, no count. */
function programSlot(s: Slot | undefined): s is Slot {
  return !!s && (s.count ?? 1) === 1 && s.entry.category !== 'client' && !s.descriptor && s.attached.length === 0;
}

/** Whether the sentence that ends at `end` names a part other than people, which a pronoun after it may mean. */
function partBefore(items: Item[], end: number): boolean {
  for (let j = end - 1; j >= 0 && !isPunct(items[j], '.', ';', '\n'); j--) {
    const s = slotOf(items[j]);
    if (s && s.entry.category !== 'client') return true;
  }
  return false;
}

/**
 * "The ledger service is a Spring Boot application that …", "Quoter is a Go service.": a part named
 * first and then said with "is a" to be one program of an everyday kind (or one written with a
 * language or framework) is that part; the description names no second part. Returns the index of
 * the description's slot when items[i] opens such a sentence.
 */
function namedPartDescription(items: Item[], i: number): number | undefined {
  const a = slotOf(items[i]);
  // "It is a Go service …" opening a sentence says so of the part the sentence before is about.
  const pronoun = isWord(items[i], 'it', 'this') && isPunct(items[i - 1], '.', ';', '\n') && partBefore(items, i - 1);
  if (!pronoun && (!a || a.entry.category === 'client' || (a.count ?? 1) !== 1)) return undefined;
  if (!isWord(items[i + 1], 'is') || !isWord(items[i + 2], 'a', 'an')) return undefined;
  // "an ASP.NET Core WebAPI application": the description may run over several words the catalog knows.
  let j = i + 3;
  const words: string[] = [];
  const run: Slot[] = [];
  for (; j < i + 7; j++) {
    const it = items[j];
    const s = slotOf(it);
    if (programSlot(s) && (s.entry.provider === 'general' || s.generic)) {
      run.push(s);
      words.push(...s.pre, s.matched);
    } else if (it?.t === 'word' && it.pos === 'PROPN' && run.length > 0) words.push(it.text);
    else break;
  }
  const b = run[0];
  if (!b) return undefined;
  if (!(stackHeaded(words.join(' ')) || (run.length === 1 && b.generic && (pronoun || (!a!.generic && a!.entry.provider === 'general'))))) return undefined;
  const after = items[j];
  // "The frontend is a Next.js app hosted on Vercel": a participle after the description goes on about the part.
  const closes = after === undefined || isPunct(after, '.', ';', '\n', ',') || (after.t === 'word' && (RELATIVES.has(after.lower) || (/(?:ed|en)$/.test(after.lower) && isParticiple(after.lower))));
  return closes ? j - 1 : undefined;
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
    const described = namedPartDescription(items, i);
    if (described !== undefined && !product(a)) {
      // After a pronoun the relative word goes too: "It is a Go service that reads …" says "It reads …".
      i = a || !(items[described + 1]?.t === 'word' && RELATIVES.has((items[described + 1] as { lower: string }).lower)) ? described : described + 1;
      continue;
    }
    if (!product(a)) continue;
    const copula = isWord(items[i + 1], 'is', 'are') && isWord(items[i + 2], 'a', 'an');
    // "X, the open-source chat server, runs …": a definite description set off by commas says it too.
    const set = isPunct(items[i + 1], ',') && isWord(items[i + 2], 'a', 'an', 'the');
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
