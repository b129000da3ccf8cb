import type { RawMention } from './raw-mention.js';

/** Everyday words that name a component only as a noun phrase of their own ("a stream"), never as a verb or an amount. */
const BARE = new Set(['stream', 'streams']);

/**
 * "the changes are sent to a stream … this stream": a bare word like "stream" is a component when a
 * determiner introduces it; "functions stream records" (a verb) and "a stream of clicks" (an amount)
 * name none.
 */
export function dropLooseBareNouns(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m) => {
    if (!BARE.has(m.matched.trim().toLowerCase())) return true;
    const introduced = /\b(a|an|the|this|that|these|those|its|their|each|every)\s+$/i.test(text.slice(Math.max(0, m.start - 8), m.start));
    return introduced && !/^\s+of\b/i.test(text.slice(m.end, m.end + 5));
  });
}
