import { singular } from '../text/tokens.js';
import { nameAt, namingLength } from './called.js';
import { isWord, slotOf, type Item, type Slot } from './items.js';

/** Words that point back at a part already named: "this share", "that table", "the bin". */
const POINTERS = ['this', 'that', 'the', 'these', 'those'];

/** Words that link a part to the name a sentence gives it: "is", "will be", "is also", "is commonly". */
const COPULA = new Set(['is', 'are', 'was', 'were', 'will', 'be', 'also', 'often', 'commonly', 'usually', 'simply', 'now']);

/** How many linking words ("is also", "will be") start at `i`, up to three; the first must be a form of "be" or "will". */
function copulaLength(items: Item[], i: number): number {
  if (!isWord(items[i], 'is', 'are', 'was', 'were', 'will')) return 0;
  let n = 1;
  while (n < 3 && items[i + n]?.t === 'word' && COPULA.has((items[i + n] as { lower: string }).lower)) n++;
  return n;
}

const lowerWords = (s: string): string[] => s.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map(singular);

/** The words a slot is said with, its notes included: "Azure Files (container)" is said with "container". */
function slotWords(slot: Slot): string[] {
  return lowerWords([slot.matched, ...slot.pre, ...slot.post, ...slot.paren].join(' '));
}

/** The part "this <noun>" at `i` points back to: the latest earlier one of that service, or said with that noun. */
function antecedent(items: Item[], i: number): Slot | undefined {
  const said = items[i];
  const self = slotOf(said);
  const noun = said?.t === 'word' ? singular(said.lower) : undefined;
  for (let j = i - 2; j >= 0; j--) {
    const slot = slotOf(items[j]);
    if (!slot || (slot.count ?? 1) > 1) continue;
    if (self ? slot.entry.id === self.entry.id : slotWords(slot).includes(noun!)) return slot;
  }
  return undefined;
}

/**
 * "Reports land in a share on the file server. This share is referred to as the Inbox.": a sentence of
 * its own that names a part pointed back to gives the part that name, as "a share known as the Inbox"
 * does; later mentions of "the Inbox" are that part. The naming sentence leaves the stream.
 */
export function nameInLaterSentence(items: Item[], text: string): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const at = items[i]!;
    const subject = items[i + 1];
    const pointing = isWord(at, ...POINTERS) && (slotOf(subject) !== undefined || subject?.t === 'word');
    const linked = pointing ? copulaLength(items, i + 2) : 0;
    const said = linked > 0 ? namingLength(items, i + 2 + linked, true) : 0;
    const start = i + 2 + linked + said + (isWord(items[i + 2 + linked + said], 'the') ? 1 : 0);
    // "is called 5 times a day", "is called every minute": after "is called" a number is no name.
    const found = said > 0 && items[start]?.t !== 'num' ? nameAt(items, start, text) : undefined;
    const slot = found ? antecedent(items, i + 1) : undefined;
    if (!found || !slot) {
      out.push(at);
      continue;
    }
    if (!slot.paren.includes(found.name)) slot.paren.push(found.name);
    i = found.end - 1;
  }
  return out;
}
