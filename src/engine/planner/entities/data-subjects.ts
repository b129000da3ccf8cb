import { HEAD_NOUNS, LIST_NOUNS, MACHINE_NOUNS, SYSTEM_NOUNS, WORKING_PART_HEADS } from '../text/lexicon.js';
import { isGenericTerm, type RawMention } from './raw-mention.js';

/** Words that only pick some of the things a clause opens with ("any", "those"): no part's name. */
const PICKING_WORDS = /^(?:(?:any|all|the|those|these|some|no|every|each)\s+)?$/i;

/** A plural that names a working part, never what travels between parts ("workers", "servers", "systems"). */
function namesPart(word: string): boolean {
  const one = word.replace(/s$/, '');
  return [HEAD_NOUNS, LIST_NOUNS, MACHINE_NOUNS, SYSTEM_NOUNS].some((set) => set.has(word) || set.has(one)) || WORKING_PART_HEADS.has(one);
}

/**
 * "Any uploads that fail the check are moved to …": an everyday plural that opens a clause and is
 * the subject of a relative clause about what befalls it is the data the clause moves, not a part.
 */
export function dropDataSubjects(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m) => {
    const word = m.matched.trim();
    if (!/^[A-Za-z]+s$/.test(word) || !isGenericTerm(word) || namesPart(word.toLowerCase())) return true;
    const clause = /(?:^|[.;:!?\n])\s*([^.;:!?\n]*)$/.exec(text.slice(0, m.start));
    if (!clause || !PICKING_WORDS.test(clause[1]!)) return true;
    return !/^\s+(?:that|which)\s+\S/i.test(text.slice(m.end, m.end + 12));
  });
}
