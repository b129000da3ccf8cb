import { PART_NOUNS } from '../text/lexicon.js';
import { type Tagged } from '../text/nlp.js';
import { isVerb } from '../text/verbs.js';
import { isGenericTerm, type RawMention } from './raw-mention.js';

/**
 * "the Redis session store", "a Kafka audit topic": a product's name, then an everyday noun saying
 * what it holds, then a noun for a part of it, is one name. A word read as a part of its own is left alone.
 * A plural then a word the model reads as a verb ("Tramline signals trigger a bell") is the clause's
 * subject and its verb, not a name: a plural subject takes the verb's plain form.
 */
export function nounThenPart(text: string, m: RawMention, next: RawMention | undefined, tags: readonly Tagged[]): RawMention | undefined {
  const after = /^[ \t]+([a-z]+)[ \t]+([a-z]+)\b/.exec(text.slice(m.end, m.end + 40));
  if (!after || isGenericTerm(m.matched) || m.entry.category === 'client' || !PART_NOUNS.has(after[2]!)) return undefined;
  const end = m.end + after[0].length;
  const noun = tags.find((t) => t.start === m.end + after[0].indexOf(after[1]!))?.pos === 'NOUN';
  if (!noun || isVerb(after[1]!) || (next && next.start < end)) return undefined;
  const verb = tags.find((t) => t.start === end - after[2]!.length)?.pos === 'VERB';
  if (verb && /[^s]s$/.test(after[1]!)) return undefined;
  return { ...m, end, matched: text.slice(m.start, end) };
}
