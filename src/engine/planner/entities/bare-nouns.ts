import type { RawMention } from './raw-mention.js';
import { escapeRegExp } from '../text/tokens.js';

/** Everyday words that name a component only as a noun phrase of their own ("a stream"), never as a verb or an amount. */
const BARE = new Set(['stream', 'streams']);

/**
 * Everyday words for a service's own resource ("table" for a DynamoDB table): they name that service
 * only in a text that names the service itself, and never a resource said to sit in another one.
 */
const OWNED = new Set(['table', 'tables']);

/**
 * "the Orders table" counts when the text names DynamoDB elsewhere and does not put the table "in Aurora";
 * "table" inside an identifier ("visits_table") is that identifier's word, no table of its own.
 */
function ownedResource(text: string, m: RawMention, mentions: RawMention[]): boolean {
  if (/[\w-]$/.test(text.slice(0, m.start)) || /^[\w-]/.test(text.slice(m.end))) return false; // part of an identifier: "visits_table"
  const elsewhere = text.slice(0, m.start) + ' ' + text.slice(m.end);
  if (!new RegExp(`\\b${escapeRegExp(m.entry.short)}`, 'i').test(elsewhere)) return false;
  const next = mentions.find((o) => o.start >= m.end);
  const inside = next !== undefined && next.entry.id !== m.entry.id && /^\s+(?:in|of|on|inside|within)\s+(?:(?:a|an|the|its|our)\s+)?$/i.test(text.slice(m.end, next.start));
  return !inside;
}

/**
 * "the changes are sent to a stream … this stream": a bare word like "stream" is a component when a
 * determiner introduces it; "functions stream records" (a verb) and "a stream of clicks" (an amount)
 * name none. "the Orders table" is a table of the service the text names ("DynamoDB").
 */
export function dropLooseBareNouns(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m) => {
    const word = m.matched.trim().toLowerCase();
    if (OWNED.has(word)) return ownedResource(text, m, mentions);
    if (!BARE.has(word)) return true;
    const introduced = /\b(a|an|the|this|that|these|those|its|their|each|every)\s+$/i.test(text.slice(Math.max(0, m.start - 8), m.start));
    return introduced && !/^\s+of\b/i.test(text.slice(m.end, m.end + 5));
  });
}
