import { ACTOR_ENTRIES } from '../../catalog/index.js';
import type { Tagged } from '../text/nlp.js';
import { isVerb } from '../text/verbs.js';
import type { RawMention } from './raw-mention.js';

/** Words that open the object a verb takes ("… search the ledger", "… stream them"). */
const OBJECT_OPENING = /^[ \t]+(?:the|a|an|its|their|our|each|every|all|it|them)\b/i;

/** Whether an -s verb stands earlier in the sentence before the "and" at `and` ("embeds … and searches …"). */
function pairedVerb(text: string, tags: readonly Tagged[], and: number): boolean {
  for (let k = and - 1; k >= 0; k--) {
    const t = tags[k]!;
    const word = text.slice(t.start, t.end);
    if (t.pos === 'PUNCT' && /^[.;:!?]$/.test(word)) return false;
    if (t.pos === 'VERB' && /^[a-z]+s$/.test(word) && isVerb(word)) return true;
  }
  return false;
}

/**
 * A lowercase word the catalog knows that stands where a clause has its verb is that verb, however
 * the English model tagged it; it names no component:
 * - "auditors search the ledger with …", "… search archived ledgers": right after the people or devices doing it, before its object;
 * - "… embeds each review with B and searches similar reviews …": an -s form after "and" that pairs
 *   with an -s verb earlier in the sentence, before its object.
 */
export function dropVerbsOfClause(text: string, mentions: RawMention[], tags: readonly Tagged[]): RawMention[] {
  return mentions.filter((m, i) => {
    const word = m.matched;
    if (!/^[a-z]+$/.test(word) || !isVerb(word)) return true;
    const doer = mentions[i - 1];
    const at = tags.findIndex((t) => t.start === m.start);
    // "… search old tickets": an adjective and its noun open the object as an article would.
    const describedObject = tags[at + 1]?.pos === 'ADJ' && tags[at + 2]?.pos === 'NOUN';
    if (doer && ACTOR_ENTRIES.has(doer.entry.id) && /^[ \t]+$/.test(text.slice(doer.end, m.start)) && (OBJECT_OPENING.test(text.slice(m.end, m.end + 8)) || describedObject)) return false;
    const and = at > 0 && tags[at - 1]!.pos === 'CCONJ' && /^and$/i.test(text.slice(tags[at - 1]!.start, tags[at - 1]!.end));
    return !(and && /s$/.test(word) && ['ADJ', 'NOUN', 'DET'].includes(tags[at + 1]?.pos ?? '') && pairedVerb(text, tags, at - 1));
  });
}
