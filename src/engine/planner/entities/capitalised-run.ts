import { AUXILIARIES, CONJUNCTIONS, DETERMINERS, HEAD_NOUNS, PREPOSITIONS, SYSTEM_NOUNS, VENDOR_WORDS } from '../text/lexicon.js';
import type { RawMention } from './raw-mention.js';

/** A word written as a name: a capital, then lower case. */
const TITLE_WORD = /^[A-Z][a-z]+$/;

/** A capitalised word that opens a name, not a grammar word capitalised by its place ("The", "Our", "With"). */
function nameWord(word: string): boolean {
  const lower = word.toLowerCase();
  return TITLE_WORD.test(word) && !DETERMINERS.has(lower) && !PREPOSITIONS.has(lower) && !CONJUNCTIONS.has(lower) && !AUXILIARIES.has(lower) && !VENDOR_WORDS.has(lower);
}

/**
 * Reads the capitalised words right before an everyday part name the catalog knows ("the Partner
 * Relationship Ledger system", "the Vendor Onboarding Tracking system"): a run of such words
 * and the capitalised first word of the part's name make one multi-word name, whose head is the part's
 * lower-case noun. The whole name is one mention, drawn as that part; mentions the run's words made
 * on their own ("Customer" as people) are none. Only general parts take a name this way, and a run
 * that opens a sentence needs three name words, since the sentence alone may capitalise its first.
 */
export function joinNameRuns(text: string, mentions: readonly RawMention[]): RawMention[] {
  let out = [...mentions];
  for (const m of mentions) {
    const words = m.matched.split(/\s+/);
    const head = words.at(-1)!;
    if (m.entry.provider !== 'general' || m.entry.category === 'client' || words.length < 2 || !/^[a-z]+$/.test(head)) continue;
    if (!(HEAD_NOUNS.has(head) || SYSTEM_NOUNS.has(head)) || !words.slice(0, -1).every((w) => TITLE_WORD.test(w))) continue;
    let start = m.start;
    let count = words.length - 1;
    for (;;) {
      const before = /([A-Za-z]+)[ \t]+$/.exec(text.slice(Math.max(0, start - 40), start));
      if (!before || !nameWord(before[1]!)) break;
      const at = start - before[0].length;
      // A cloud product's name ends the run: "Azure Files Ledger system" is two things.
      if (out.some((o) => o !== m && o.start <= at && o.end > at && o.entry.provider !== 'general')) break;
      start = at;
      count++;
    }
    const opens = /(?:^|[.!?:\n][ \t"']*)$/.test(text.slice(0, start));
    if (start === m.start || count < (opens ? 3 : 2)) continue;
    const joined: RawMention = { ...m, start, matched: text.slice(start, m.end) };
    out = out.filter((o) => o !== m && !(o.start >= start && o.end <= m.start)).concat(joined).sort((a, b) => a.start - b.start);
  }
  return out;
}
