import { genericService } from '../../catalog/index.js';
import { isHostingWord } from './hosting.js';
import { namesProduct, vendorProduct } from './product-description.js';
import { gap, isPunct, isWord, slotOf, type Item, type Slot } from './items.js';

/** A name the catalog lacks ("Zorblex"), drawn as a plain box until the text says what it is. */
function unknownName(s: Slot): boolean {
  return s.entry.id === 'general.generic_generic' && /^[A-Z]/.test(s.matched) && !s.descriptor;
}

/**
 * "a Python web API on AKS, …": the words after an apposition that say where the part runs. Returns
 * the index of the host's slot, or undefined when `k` opens no such phrase.
 */
function hostTail(items: Item[], k: number): number | undefined {
  let q = k;
  if (items[q]?.t === 'word' && isHostingWord((items[q] as { lower: string }).lower)) q++;
  if (!isWord(items[q], 'on', 'in', 'inside', 'atop')) return undefined;
  q++;
  if (isWord(items[q], 'a', 'an', 'the', 'our', 'its', 'their')) q++;
  return slotOf(items[q]) ? q : undefined;
}

/** Whether the apposition may end before `item`: a comma, a bracket, a relative pronoun or the end. */
function closesAt(item: Item | undefined): boolean {
  return item === undefined || isPunct(item) || isWord(item, 'which', 'that', 'who');
}

/**
 * "Zorblex, our message broker, …", "Zorblex (a message broker)": an everyday name of a kind set off
 * right after a name the catalog lacks says what that product is. The name stays the label and takes
 * the generic shape of that kind; the role words go in brackets. Returns the index of the last item taken.
 */
function describedName(items: Item[], i: number): { last: number; tail?: [number, number] } | undefined {
  const a = slotOf(items[i]);
  if (!a || !unknownName(a)) return undefined;
  const bracket = isPunct(items[i + 1], '(');
  if (!bracket && !isPunct(items[i + 1], ',')) return undefined;
  const at = isWord(items[i + 2], 'a', 'an', 'our', 'the', 'its', 'their', 'my', 'your') ? i + 3 : bracket ? i + 2 : -1;
  const b = slotOf(items[at]);
  if (!b || !b.generic || b.descriptor || b.entry.category === 'client' || (b.count ?? 1) > 1) return undefined;
  // "Zorblex, a web API on AKS, sends …": where it runs stays with the name.
  const host = bracket ? undefined : hostTail(items, at + 1);
  const end = host ?? at;
  const after = items[end + 1];
  if (bracket ? !isPunct(after, ')') : !(after === undefined || isPunct(after) || isWord(after, 'which', 'that'))) return undefined;
  a.entry = genericService(b.entry.kind, 'general');
  a.paren.push([...b.pre, b.matched, ...b.post].join(' '));
  const tail: [number, number] | undefined = host === undefined ? undefined : [at + 1, host];
  const last = bracket || (isPunct(after, ',') && items[end + 2]?.t === 'word' && !isWord(items[end + 2], 'which', 'that', 'and', 'or')) ? end + 1 : end;
  return { last, tail };
}

/** Whether `b`, set off after `a` by commas, says what `a` is ("the backend, a Node.js service"). */
function sameThing(a: Slot, b: Slot): boolean {
  // "Metabase, a self-service BI tool, …": the kind words only say what the named product is.
  if (!a.generic && vendorProduct(a) && !namesProduct(b)) return false;
  if (!(a.generic || a.entry.provider === 'general') || a.descriptor || b.descriptor || (b.count ?? 1) > 1) return false;
  return a.entry.category === b.entry.category || (a.entry.provider === 'general' && b.entry.provider === 'general' && a.entry.category !== 'client' && b.entry.category !== 'client');
}

/** A product named alone in brackets right after a generic part, and the index of the closing bracket. */
function bracketedService(items: Item[], i: number): [Slot, number] | null {
  const a = slotOf(items[i]);
  if (!a || !isPunct(items[i + 1], '(')) return null;
  const at = isWord(items[i + 2], 'a', 'an') ? i + 3 : i + 2;
  const b = slotOf(items[at]);
  if (!b || !isPunct(items[at + 1], ')') || b.generic || b.entry.provider === 'general') return null;
  // "the worker (AWS Lambda)": code that runs is one family, whether on servers, containers or functions.
  const runs = (c: string): boolean => RUNNING.has(c);
  return sameThing(a, b) || (a.entry.provider === 'general' && !a.descriptor && runs(a.entry.category) && runs(b.entry.category)) ? [b, at + 1] : null;
}

const RUNNING = new Set(['compute', 'serverless', 'container']);

/**
 * The index of the article that opens what the name at `i` is said to be: after a comma, or, when the
 * name opens a line ("Billing Portal - a React app that …"), after a dash or a colon that defines it.
 */
function setOff(items: Item[], text: string, i: number): number | undefined {
  if (isPunct(items[i + 1], ',')) return i + 2;
  if (!(i === 0 || isPunct(items[i - 1], '.', '!', '?', ':', '\n'))) return undefined;
  if (isPunct(items[i + 1], ':')) return i + 2;
  const dash = items[i + 1] !== undefined && /^\s*[-\u2013\u2014]\s*$/.test(gap(text, items[i]!, items[i + 1]!));
  return dash ? i + 1 : undefined;
}

/**
 * Apposition: "the frontend, a React app, calls the backend, a Node.js service, which …" names two
 * components, not four. The everyday name keeps the text's description in parentheses and takes
 * the more specific service of the two.
 */
export function mergeApposition(items: Item[], text: string): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    // "Fabric Data Warehouse, which is a managed analytical database": the words in lower case say what the name is.
    const said = slotOf(items[i]);
    let j = i - 1;
    while (j > i - 4 && items[j]?.t === 'word' && !isWord(items[j], 'a', 'an', 'which', 'is', 'are')) j--;
    if (said && !/[A-Z]/.test(said.matched) && isWord(items[j], 'a', 'an') && isWord(items[j - 1], 'is', 'are') && isWord(items[j - 2], 'which') && isPunct(items[j - 3], ',') && slotOf(items[j - 4])) {
      out.push({ t: 'word', text: said.matched, lower: said.matched.toLowerCase(), start: said.start, end: said.end } as Item);
      continue;
    }
    const described = describedName(items, i);
    if (described !== undefined) {
      out.push(items[i]!);
      if (described.tail) out.push(...items.slice(described.tail[0], described.tail[1] + 1));
      i = described.last;
      continue;
    }
    // "the consumer (an AWS Lambda function)": a bracket saying which service a generic part is.
    const bracketed = bracketedService(items, i);
    if (bracketed) {
      const [b, last] = bracketed;
      b.determiner = (items[i] as { slot: Slot }).slot.determiner;
      out.push({ t: 'slot', slot: { ...b, start: items[i]!.start }, start: items[i]!.start, end: items[last]!.end });
      i = last;
      continue;
    }
    const a = slotOf(items[i]);
    const k = setOff(items, text, i);
    const b = k === undefined ? undefined : slotOf(items[k + 1]);
    if (!a || !b || k === undefined || !isWord(items[k], 'a', 'an') || !sameThing(a, b)) {
      out.push(items[i]!);
      continue;
    }
    // The apposition ends at a comma, a relative pronoun or the sentence's end, never at a verb of its own;
    // "the backend, a Node.js service on App Service, calls": where it runs goes with it.
    const host = hostTail(items, k + 2);
    const end = host ?? k + 1;
    const after = items[end + 1];
    if (!closesAt(after)) {
      out.push(items[i]!);
      continue;
    }
    const tail = host === undefined ? [] : items.slice(k + 2, host + 1);
    if (b.generic || b.entry.provider === 'general') {
      a.paren.push([...b.pre, b.matched, ...b.post].join(' '));
      a.entry = b.entry;
      a.generic = b.generic;
      out.push(items[i]!);
    } else {
      // "the database, an Aurora cluster": the product's name is the better label.
      b.determiner = a.determiner;
      b.start = a.start;
      out.push({ t: 'slot', slot: b, start: items[i]!.start, end: items[k + 1]!.end });
    }
    out.push(...tail);
    // "…, a React app, calls": the closing comma goes with the apposition.
    const closes = isPunct(after, ',') && items[end + 2]?.t === 'word' && !isWord(items[end + 2], 'which', 'that', 'who', 'and', 'or');
    i = closes ? end + 1 : end;
  }
  return out;
}
