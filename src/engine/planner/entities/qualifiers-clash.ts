import type { Entity } from '../types.js';
import { VENDOR_WORDS, ZONE_WORDS } from '../text/lexicon.js';
import { subset, words } from './name-words.js';
import type { Slot } from './items.js';

/**
 * "EC2 web servers and EC2 app servers": two mentions of one service whose qualifiers name
 * different roles (even everyday ones: web, app) are two components.
 */
export function qualifiersClash(own: Set<string>, slot: Slot, e: Entity): boolean {
  const said = (parts: readonly string[]): Set<string> => new Set(words(parts.join(' ')).filter((w) => !own.has(w) && !VENDOR_WORDS.has(w) && !ZONE_WORDS.has(w)));
  const mine = said([slot.matched, ...slot.pre, ...slot.post]);
  const theirs = said([e.matched, ...e.pre, ...e.post]);
  return mine.size > 0 && theirs.size > 0 && !subset(mine, theirs) && !subset(theirs, mine);
}
