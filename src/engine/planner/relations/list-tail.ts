/**
 * Reads the end of a comma list: "invokes A, B and C at night", "runs A, B and C in turn on D".
 * The item joined by "and"/"or" may carry a phrase of its own — a preposition and the words after
 * it, with no verb among them — that belongs to the whole clause, not to a new one.
 */
import { PREPOSITIONS, RELATIVES } from '../text/lexicon.js';
import { isWord, type Item } from '../entities/items.js';

/**
 * Where the trailing phrase of the last list item starts in `seg` (the words after a comma up to
 * the next one), or -1: "and"/"or" joins a component, and from the first preposition after that
 * component on the segment holds no verb or relative word.
 */
export function trailingPhrase(seg: Item[]): number {
  const joint = seg.findIndex((it, k) => isWord(it, 'and', 'or') && seg.slice(k + 1).some((x) => x.t === 'slot'));
  if (joint < 0) return -1;
  const start = seg.findIndex((it, k) => k > joint + 1 && seg[k - 1]!.t === 'slot' && it.t === 'word' && PREPOSITIONS.has(it.lower));
  if (start < 0) return -1;
  const tail = seg.slice(start + 1);
  return tail.some((it, k) => clauseWord(it, tail[k - 1])) ? -1 : start;
}

/** A verb or relative word that opens a clause; a verb-like word after an article or adjective is a noun ("a retry policy"). */
function clauseWord(it: Item, prev: Item | undefined): boolean {
  if (it.t !== 'word') return false;
  const modified = prev?.t === 'word' && (prev.pos === 'DET' || prev.pos === 'ADJ');
  return RELATIVES.has(it.lower) || ((it.pos === 'VERB' || it.pos === 'AUX') && !modified);
}
