import { RELATIVES } from '../text/lexicon.js';
import { isPunct, isWord, slotOf, type Item } from './items.js';
import { colonAfter, isPartHeading, isSentenceEnd, listedParts, nameWord } from './named-copies.js';

/** A full stop where `mark` stood. */
const stop = (mark: Item): Item => ({ t: 'punct', text: '.', start: mark.start, end: mark.end });

/** A name stands as a list member when a comma, "and", a relative clause or the sentence's end follows it. */
function closesName(items: Item[], j: number): boolean {
  const next = items[j + 1];
  return isSentenceEnd(next) || isPunct(next, ',') || isWord(next, 'and');
}

/**
 * "Alpha, which …, Beta, which …, and Gamma, which …" from `from`: the positions of the names that open
 * the list and each item after a comma or "and", when at least one of them says something of its own
 * in a relative clause. Undefined unless the list holds exactly `count` names.
 */
function clauseListNames(items: Item[], from: number, count: number): number[] | undefined {
  const at: number[] = [];
  let clauses = 0;
  let opens = true;
  for (let j = from; j < items.length && !isSentenceEnd(items[j]); j++) {
    const it = items[j]!;
    if (isPunct(it, ',') || isWord(it, 'and')) {
      opens = true;
      continue;
    }
    if (opens && at.length === clauses && nameWord(it, true) && closesName(items, j)) at.push(j);
    else if (opens && isWord(it, ...RELATIVES) && at.length === clauses + 1) clauses++;
    opens = false;
  }
  return at.length === count && clauses >= 1 ? at : undefined;
}

/**
 * "Two consumers read the hub: Alpha, which writes to S3, and Beta, which fills Postgres.": a count
 * of parts whose names the sentence lists, each with a clause of its own, is those named parts. The
 * counted mention becomes the named parts joined by "and", each name in the list becomes its part,
 * and the colon closes the first sentence so each clause is read of its own name.
 */
export function nameClauseMembers(items: Item[]): Item[] {
  const out = [...items];
  for (let i = 0; i < out.length; i++) {
    const slot = slotOf(out[i]);
    if (!slot || (slot.count ?? 1) < 2 || slot.names || !isPartHeading(slot)) continue;
    const colon = isPunct(out[i + 1], ':') ? i + 1 : colonAfter(out, i);
    const at = colon > 0 ? clauseListNames(out, colon + 1, slot.count!) : undefined;
    if (!at) continue;
    // The count was a heading ("three services:"); the parts it names are drawn.
    const parts = listedParts(out[i]!, { ...slot, descriptor: false }, at.map((j) => nameWord(out[j], true)!));
    // Each listed name, in place, is its own part (the same slot the heading now stands for).
    at.forEach((j, k) => (out[j] = { ...parts[2 * k]!, start: out[j]!.start, end: out[j]!.end }));
    // ", and Beta, which fills …": each named part opens a sentence of its own ("Beta fills …"), so no clause
    // runs into the next name.
    for (let k = at.length - 1; k >= 0; k--) {
      if (isPunct(out[at[k]! + 1], ',') && isWord(out[at[k]! + 2], ...RELATIVES)) out.splice(at[k]! + 1, 2);
      if (k === 0) break;
      let s = at[k]! - 1;
      while (s > at[k - 1]! && (isPunct(out[s], ',') || isWord(out[s], 'and'))) s--;
      if (s + 1 < at[k]!) out.splice(s + 1, at[k]! - s - 1, stop(out[s + 1]!));
    }
    out[colon] = stop(out[colon]!);
    out.splice(i, 1, ...parts.map((p) => (p.t === 'slot' ? { ...p, slot: { ...p.slot } } : p)));
    i += parts.length - 1;
  }
  return out;
}
