import { isVerb } from '../text/verbs.js';
import { CONJUNCTIONS, DETERMINERS, PREPOSITIONS } from '../text/lexicon.js';
import { absorb } from './merge-parentheses.js';
import { gap, slotOf, type Item, type Slot } from './items.js';

/**
 * Reads a name the catalog lacks and the part named right after it: "the Quenby Farms order portal",
 * "Quenby Farms' order portal", "Quenby Farms's web shop". A coined proper name set before a part says
 * whose part it is (the company's, the team's) or which one it is; it is no component of its own.
 * Said with a possessive mark the name is only the owner and is left out of the label; said bare it
 * stays as the part's first words.
 */

const BARE = /^[ \t]+$/;

/** A coined name: capitalised, not in the catalog, no heading or everyday word. */
function coined(a: Slot): boolean {
  return a.entry.id === 'general.generic_generic' && !a.generic && !a.descriptor && /^[A-Z]/.test(a.matched);
}

/** "Quenby Farms' ", "Quenby Farms's ": the index after the possessive mark that follows item `i`, or undefined. */
function afterPossessive(text: string, items: Item[], i: number): number | undefined {
  const next = items[i + 1];
  if (!next) return undefined;
  const mark = gap(text, items[i]!, next);
  if (/^['\u2019][ \t]+$/.test(mark)) return i + 1;
  return next.t === 'word' && next.lower === 's' && /^['\u2019]$/.test(mark) && BARE.test(text.slice(next.end, items[i + 2]?.start)) ? i + 2 : undefined;
}

/** A plain describing word between the owner and its part ("match" in "Quenby Farms' match servers"). */
function plainWord(item: Item | undefined): boolean {
  return item?.t === 'word' && /^[a-z]{3,}$/.test(item.text) && !isVerb(item.lower) && ![DETERMINERS, PREPOSITIONS, CONJUNCTIONS].some((s) => s.has(item.lower));
}

/** The index of the part an owner's possessive names, over at most two plain words, or undefined. */
function possessedAt(items: Item[], from: number): number | undefined {
  for (let j = from; j < from + 3 && j < items.length; j++) {
    if (slotOf(items[j])) return j;
    if (!plainWord(items[j])) return undefined;
  }
  return undefined;
}

/** The part before "of" that a coined owner name right after it belongs to, when nothing named follows the owner. */
function ownedOf(out: Item[], next: Item | undefined): Slot | undefined {
  const of = out.at(-1);
  const b = slotOf(out.at(-2));
  if (!b || of?.t !== 'word' || of.lower !== 'of' || slotOf(next) || b.descriptor || b.entry.id === 'general.generic_generic') return undefined;
  return b.entry.category === 'client' || (b.entry.provider === 'general' && b.matched === b.matched.toLowerCase()) ? b : undefined;
}

/** Merges each coined owner name into the part it is said before. */
export function mergeOwners(text: string, items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    if (!a || !coined(a)) {
      out.push(items[i]!);
      continue;
    }
    const of = ownedOf(out, items[i + 1]);
    if (of) {
      // "the storefront of Quenby Farms": the owner said after the part is left out too.
      const start = of.start;
      absorb(of, a);
      of.start = start;
      out.pop();
      out[out.length - 1] = { ...out.at(-1)!, end: of.end } as Item;
      continue;
    }
    const after = afterPossessive(text, items, i);
    const j = after === undefined ? i + 1 : possessedAt(items, after);
    const b = j === undefined ? undefined : slotOf(items[j]);
    // Said bare, only an everyday word for a part of the general catalog, in lower case ("order portal").
    const everyday = !!b && b.entry.provider === 'general' && b.entry.kind !== 'generic' && b.matched === b.matched.toLowerCase() && BARE.test(gap(text, items[i]!, items[j!]!));
    if (!b || b.descriptor || b.entry.id === a.entry.id || (after === undefined && !everyday)) {
      out.push(items[i]!);
      continue;
    }
    if (after === undefined) b.pre.unshift(a.matched);
    const start = b.start;
    absorb(b, a);
    // The owner's words leave the part's span when they are not in its label.
    if (after !== undefined) b.start = start;
    out.push(...items.slice(after ?? i + 1, j!));
    out.push({ ...items[j!]!, start: b.start } as Item);
    i = j!;
  }
  return out;
}
