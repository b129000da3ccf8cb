import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';
import { isGenericTerm } from './raw-mentions.js';

/** Words that may stand between the two parts of a pair besides the joining word ("on tablets and in browsers"). */
const PAIR_FILLER = new Set(['and', 'or', 'in', 'inside', 'within', 'at', 'by', 'with', 'on', 'via', 'through', 'from', 'to', 'the', 'a', 'an', 'also', 'both']);

/**
 * Reads "both" before a bare plural everyday noun ("… on kiosks and in mobile apps; both clients call …"):
 * the noun names the last two parts the text joined with "and" or "or", in this sentence or the one
 * before, not a new component of that noun's kind. `out` is the items read so far; returns the two
 * parts' keys, or none when no such pair stands just before.
 */
export function bothPair(items: readonly Item[], i: number, out: readonly Item[], slot: Slot): string[] {
  if (!isWord(items[i - 1], 'both') || slot.pre.length + slot.post.length + slot.paren.length > 0) return [];
  if (!/^[a-z]+s$/.test(slot.matched) || !(isGenericTerm(slot.matched) || slot.entry.provider === 'general')) return [];
  let stops = 0;
  let j = out.length - 1;
  for (; j >= 0 && !slotOf(out[j]); j--) if (isPunct(out[j], '.', ';', '!', '?', '\n')) stops++;
  const second = slotOf(out[j]);
  if (!second || stops > 1 || second.keys.length !== 1) return [];
  let joined = false;
  for (j--; j >= 0 && !slotOf(out[j]); j--) {
    const it = out[j]!;
    if (it.t !== 'word' || !PAIR_FILLER.has(it.lower)) return [];
    if (it.lower === 'and' || it.lower === 'or') joined = true;
  }
  const first = slotOf(out[j]);
  if (!first || !joined || first.keys.length !== 1 || first.keys[0] === second.keys[0]) return [];
  return [first.keys[0]!, second.keys[0]!];
}
