import { HEAD_NOUNS, LIST_NOUNS, MACHINE_NOUNS, SYSTEM_NOUNS, WORKING_PART_HEADS } from '../text/lexicon.js';
import { isGenericTerm, type RawMention } from './raw-mention.js';

/** Words that only pick some of the things a clause opens with ("any", "those"): no part's name. */
const PICKING_WORDS = /^(?:(?:any|all|the|those|these|some|no|every|each)\s+)?$/i;

/** A plural that names a working part, never what travels between parts ("workers", "servers", "systems"). */
function namesPart(word: string): boolean {
  const one = word.replace(/s$/, '');
  return [HEAD_NOUNS, LIST_NOUNS, MACHINE_NOUNS, SYSTEM_NOUNS].some((set) => set.has(word) || set.has(one)) || WORKING_PART_HEADS.has(one);
}

/** "… are loaded into X", "… get copied to X": a passive that moves its subject to a place. */
const MOVED_TO = /^\s+(?:are|were|get|got)\s+(?:(?:[a-z]+ly|then|later|also|next|finally)\s+)?[a-z]+ed\s+(?:into|onto|to)\s/i;

/**
 * "Any uploads that fail the check are moved to …": an everyday plural that opens a clause and is
 * the subject of a relative clause about what befalls it is the data the clause moves, not a part.
 * So is one picked out by "the", "these" or "any" that a passive moves somewhere ("The scans are copied
 * into X"): what is moved is data, and whoever last handled it does the moving.
 */
export function dropDataSubjects(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m) => {
    const word = m.matched.trim();
    if (!/^[A-Za-z]+s$/.test(word) || !isGenericTerm(word) || namesPart(word.toLowerCase())) return true;
    const clause = /(?:^|[.;:!?\n])\s*([^.;:!?\n]*)$/.exec(text.slice(0, m.start));
    if (!clause || !PICKING_WORDS.test(clause[1]!)) return true;
    const after = text.slice(m.end, m.end + 60);
    return !/^\s+(?:that|which)\s+\S/i.test(after) && !(clause[1]!.trim() !== '' && MOVED_TO.test(after));
  });
}
