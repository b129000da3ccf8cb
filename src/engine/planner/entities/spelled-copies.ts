import { singular } from '../text/tokens.js';
import { isHolder } from './named-members.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';

/**
 * Reads a counted mention followed by its copies spelled out one by one as mentions of their own:
 * "two SQS queues, an inbound queue and an outbound queue", "three buckets: a raw bucket, a clean
 * bucket and an archive bucket". Each listed copy is a part of its own, of the counted mention's
 * service and told apart by its own words; the counted mention itself is no further part, and what
 * the clause says of it ("the gateway uses …") is said of each copy.
 */

/** Whether `copy` may be one of the copies of `counted`: the same service, or its everyday noun, with words of its own. */
function copyOf(copy: Slot, counted: Slot): boolean {
  if ((copy.count ?? 1) > 1 || copy.descriptor || copy.names || copy.pre.length + copy.post.length + copy.paren.length === 0) return false;
  return copy.entry.id === counted.entry.id || (copy.generic && copy.entry.kind === counted.entry.kind);
}

/** The indexes of the listed copies after `from` ("an inbound queue, … and an outbound queue"), and the index after them. */
function listedCopies(items: Item[], from: number, counted: Slot): { at: number[]; end: number } | undefined {
  const at: number[] = [];
  let i = from;
  for (;;) {
    if (isWord(items[i], 'a', 'an', 'the', 'one')) i++;
    const copy = slotOf(items[i]);
    if (!copy || !copyOf(copy, counted)) return undefined;
    at.push(i++);
    if (at.length === counted.count) break;
    if (isPunct(items[i], ',') && isWord(items[i + 1], 'and')) i += 2;
    else if (isPunct(items[i], ',') || isWord(items[i], 'and')) i++;
    else return undefined;
  }
  // The last copy ends the list: a comma, a close or the sentence's end follows it.
  const after = items[i];
  return after === undefined || (after.t === 'punct' && /^[.;:!?\n,)]$/.test(after.text)) ? { at, end: i } : undefined;
}

/** Drops each counted mention whose copies are spelled out after it, giving each copy the mention's service. */
export function spellCopies(items: Item[]): Item[] {
  const out = [...items];
  for (let i = 0; i < out.length; i++) {
    const counted = slotOf(out[i]);
    if (!counted || (counted.count ?? 1) < 2 || counted.names || isHolder(counted) || !isPunct(out[i + 1], ',', ':', '(')) continue;
    const list = listedCopies(out, i + 2, counted);
    if (!list) continue;
    const words = counted.matched.trim().split(/\s+/);
    const one = [...words.slice(0, -1), singular(words.at(-1)!)].join(' ');
    for (const k of list.at) {
      const copy = slotOf(out[k])!;
      if (copy.generic && !counted.generic) [copy.entry, copy.matched, copy.generic] = [counted.entry, one, false];
    }
    // "(an inbound queue and an outbound queue)": the brackets go with the counted mention.
    const close = isPunct(out[i + 1], '(') && isPunct(out[list.end], ')') ? [list.end] : [];
    for (const k of close) out.splice(k, 1);
    out.splice(i, 2);
    i--;
  }
  return out;
}
