import { isVerb } from '../text/verbs.js';
import { CONJUNCTIONS, DETERMINERS, PREPOSITIONS, RELATIVES } from '../text/lexicon.js';
import { slotOf, type Item, type Slot } from './items.js';

/**
 * "Aurora global database", "Redis session cache": an everyday word after a product name, with a
 * qualifier between them, still names that product ("Aurora global database"), not a second
 * component. Side by side with nothing between is handled with the other neighbour rules.
 */
export function mergeOverQualifier(text: string, items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    const w = items[i + 1];
    const b = slotOf(items[i + 2]);
    if (a && b && w?.t === 'word' && joins(text, items[i]!, w, items[i + 2]!) && isQualifier(w.lower) && names(a, b)) {
      a.post.push(`${w.text} ${b.matched}`);
      a.start = Math.min(a.start, b.start);
      a.end = Math.max(a.end, b.end);
      a.role ??= b.role;
      a.multiAz ||= b.multiAz;
      out.push({ ...items[i]!, end: a.end } as Item);
      i += 2;
      continue;
    }
    out.push(items[i]!);
  }
  return out;
}

/** Only spaces between the three. */
function joins(text: string, a: Item, w: Item, b: Item): boolean {
  return /^[ \t]+$/.test(text.slice(a.end, w.start)) && /^[ \t]+$/.test(text.slice(w.end, b.start));
}

/** "a wiki whose documents …": a relative word opens a clause about the first mention; it qualifies nothing. */
function isQualifier(word: string): boolean {
  return /^[a-z]{3,}$/.test(word) && !isVerb(word) && ![DETERMINERS, PREPOSITIONS, CONJUNCTIONS, RELATIVES].some((s) => s.has(word));
}

/**
 * An everyday word of the product's own category and kind ("database" after "Aurora"); "the state
 * machine failure queue" names a queue of its own, though both are integration services.
 */
function names(a: Slot, b: Slot): boolean {
  return b.generic === true && !a.generic && a.entry.category === b.entry.category && a.entry.kind === b.entry.kind && a.entry.category !== 'client' && !b.descriptor;
}
