import type { RawMention } from './raw-mention.js';
import { AUXILIARIES, CONJUNCTIONS, DETERMINERS, PREPOSITIONS, RELATIVES } from '../text/lexicon.js';
import { isVerb } from '../text/verbs.js';

/** Everyday names for a program's code, which a code host's entry also answers to. */
const CODE_WORDS: ReadonlySet<string> = new Set(['source code', 'code', 'codebase', 'code base', 'sources']);

/** Words that open or join a phrase, never the last word of a part's name. */
const FUNCTION_WORDS: readonly ReadonlySet<string>[] = [DETERMINERS, PREPOSITIONS, CONJUNCTIONS, RELATIVES, AUXILIARIES];

/** Kinds that keep code themselves: "the GitHub source code" is still the repository. */
const CODE_HOLDERS: ReadonlySet<string> = new Set(['repository']);

/** "… source code repository", "… code repo": the noun after says it is the repository after all. */
const KEPT_IN = /^[ \t]+(?:repositor(?:y|ies)|repos?)\b/i;

/**
 * "edits the billing portal source code", "the Go service code": code named right after the part it
 * belongs to is that part's data, what moves from the people writing it to where it is kept, and no
 * repository of its own. A repository named so ("a source code repository") is a different noun.
 */
export function markCodeOfPart(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    if (m.descriptor || !CODE_WORDS.has(m.matched.trim().toLowerCase()) || m.entry.kind !== 'repository') continue;
    // The word before is a noun of the part's name ("… booking service source code"), not "the", "to" or a verb.
    const before = /([A-Za-z][\w.-]*)[ \t]+$/.exec(text.slice(Math.max(0, m.start - 40), m.start))?.[1];
    const word = before?.toLowerCase() ?? '';
    if (!before || FUNCTION_WORDS.some((set) => set.has(word)) || (/^[a-z]/.test(before) && isVerb(word))) continue;
    const holder = mentions.some((o) => o.end <= m.start && /^[ \t]+$/.test(text.slice(o.end, m.start)) && CODE_HOLDERS.has(o.entry.kind));
    if (holder || KEPT_IN.test(text.slice(m.end, m.end + 16))) continue;
    m.descriptor = true;
  }
}
