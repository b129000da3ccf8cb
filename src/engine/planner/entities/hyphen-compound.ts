import { DETERMINERS, NUMBER_WORDS, PREPOSITIONS, SYSTEM_ADJECTIVES, ZONE_WORDS } from '../text/lexicon.js';
import type { Item } from './items.js';

type WordItem = Extract<Item, { t: 'word' }>;

/** A piece that makes the hyphenated run something other than one describing word ("on-premises", "multi-region", "two-way"). */
function grammarPiece(w: WordItem): boolean {
  return DETERMINERS.has(w.lower) || SYSTEM_ADJECTIVES.has(w.lower) || ZONE_WORDS.has(w.lower) || w.lower in NUMBER_WORDS || !/^[a-z]+$/i.test(w.text);
}

/**
 * "a fan-out function", "the read-only replica": words joined by hyphens right before index `end` form
 * one qualifier, whatever each piece would be alone (a particle, a verb). Returns the run's text and
 * the index of its first word, or nothing when no such run ends there.
 */
export function hyphenCompound(items: readonly Item[], end: number): { text: string; from: number } | undefined {
  let j = end - 1;
  const pieces: WordItem[] = [];
  for (let it = items[j]; it?.t === 'word'; it = items[--j]) {
    pieces.unshift(it);
    if (it.joiner !== '-') break;
  }
  if (pieces.length < 2 || pieces[0]!.joiner === '-' || pieces.some(grammarPiece)) return undefined;
  // "from-to" style runs opening with a preposition read as a place or a direction, not a quality.
  if (PREPOSITIONS.has(pieces[0]!.lower)) return undefined;
  return { text: pieces.map((p) => p.text).join('-'), from: end - pieces.length };
}
