import { getService } from '../../catalog/index.js';
import { isWorkingPartHead } from '../text/agent-nouns.js';
import type { Tagged } from '../text/nlp.js';
import { isVerb } from '../text/verbs.js';
import type { RawMention } from './raw-mention.js';

/** Text before a clause's first word: nothing, a sentence's or clause's punctuation, or a joining word. */
const CLAUSE_OPENING = /(?:^|[.:;!?,]|\b(?:and|then|when|while|where)|^\s*\d+[.)])\s*$/i;

/**
 * "The collector scrapes metrics from the pods": a noun for a working part, alone after "the" (or "a" opening a clause) and
 * acting as its clause's subject (a finite verb follows it), names a part of the system even with no
 * word before it. When a part with that head was named before ("an OpenTelemetry collector"), the
 * reading of references later makes it that part again.
 */
export function barePartHeads(text: string, mentions: readonly RawMention[], tags: readonly Tagged[]): RawMention[] {
  const added: RawMention[] = [];
  for (const m of text.matchAll(/\b(the|this|an?)[ \t]+([a-z]+)\b/gi)) {
    const head = m[2]!;
    if (!isWorkingPartHead(head)) continue;
    // "An aggregator reads events …": after "a", only where a clause opens (not "… sends data to a poller").
    if (/^an?$/i.test(m[1]!) && !CLAUSE_OPENING.test(text.slice(0, m.index))) continue;
    const start = m.index + m[0].length - head.length;
    const end = m.index + m[0].length;
    if (mentions.some((o) => o.end > m.index && o.start < end)) continue;
    const next = tags.find((t) => t.start >= end);
    const verb = next ? text.slice(next.start, next.end).toLowerCase() : '';
    // The tagger may take "scrapes" for a plural noun ("forwards" for an adverb): a verb's -s form right after the head is the verb.
    if (!next || !['VERB', 'NOUN', 'ADV'].includes(next.pos) || !/[^s]s$/.test(verb) || !isVerb(verb) || /\S/.test(text.slice(end, next.start))) continue;
    added.push({ entry: getService('general.microservice')!, start, end, matched: head });
  }
  return added;
}

/** One conjunct: an optional determiner, an optional capitalised name word saying its make or language, the head noun. */
const CONJUNCT = String.raw`(?:(?:the|this|a|an)[ \t]+)?(?:([A-Z][A-Za-z0-9+#]*)[ \t]+)?([a-z]+)`;
const PAIR = new RegExp(String.raw`\b${CONJUNCT}[ \t]+(?:and|or)[ \t]+${CONJUNCT}[ \t]+([a-z]+)\b`, 'gd');

/**
 * "a Go crawler and a Rust indexer run on …", "the parser and the renderer write to …": two nouns
 * for working parts joined by "and" as the subject of a plain verb name two parts, each with the name
 * word before it ("Go crawler"). A conjunct another mention already covers is left to that mention.
 */
export function coordinatedPartHeads(text: string, mentions: readonly RawMention[]): RawMention[] {
  const added: RawMention[] = [];
  for (const m of text.matchAll(PAIR)) {
    const verb = m[5]!;
    if (!isVerb(verb) || /[^s]s$/.test(verb) || !isWorkingPartHead(m[2]!) || !isWorkingPartHead(m[4]!)) continue;
    for (const [name, head] of [[1, 2], [3, 4]] as const) {
      const start = (m.indices![name] ?? m.indices![head]!)[0];
      const end = m.indices![head]![1];
      if (mentions.some((o) => o.end > start && o.start < end)) continue;
      added.push({ entry: getService('general.microservice')!, start, end, matched: text.slice(start, end) });
    }
  }
  return added;
}
