import { HEAD_NOUNS, PART_NOUNS, SOURCE_HEADS, SYSTEM_NOUNS } from '../text/lexicon.js';
import type { Tagged } from '../text/nlp.js';

/**
 * Reads the lower-case words right after a one-word name ("an Atom news feed", "a Quokka sync
 * job"): when one or two plain nouns follow it, the last a noun for a kind of part, the name only
 * says which format or make that part is; the part is the whole phrase, head and all. Returns the
 * index of the phrase's last tag, or `at` when no such head follows. Words another mention already
 * took (`taken`) end the phrase: the name then qualifies that mention, read elsewhere.
 */
export function modifiedHeadEnd(text: string, tags: readonly Tagged[], at: number, taken: (start: number, end: number) => boolean): number {
  for (let k = at + 1; k <= at + 2 && k < tags.length; k++) {
    const t = tags[k]!;
    const word = text.slice(t.start, t.end);
    if (!/^[ \t]$/.test(text.slice(tags[k - 1]!.end, t.start)) || t.pos !== 'NOUN' || !/^[a-z]+$/.test(word) || taken(t.start, t.end)) return at;
    // The head must end the noun phrase: "Linux gateway VMs" goes on to a head of its own.
    const after = tags[k + 1];
    const ends = (!after || !/^[ \t]$/.test(text.slice(t.end, after.start)) || !['NOUN', 'PROPN', 'ADJ', 'NUM', 'X'].includes(after.pos))
      && /^(?:[\s,;:)]|\.(?:\s|$)|$)/.test(text.slice(t.end, t.end + 2));
    const head = HEAD_NOUNS.has(word) || PART_NOUNS.has(word) || SOURCE_HEADS.has(word);
    if (head && ends) return k;
    // "the OLTP application flow": a head noun in the middle is a head of its own, the rest is no phrase of the name's.
    if (head || SYSTEM_NOUNS.has(word)) return at;
  }
  return at;
}
