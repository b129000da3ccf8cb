import { isVerb } from '../text/verbs.js';
import { isGenericTerm, type RawMention } from './raw-mention.js';

/**
 * Nouns for what flows between components rather than a component itself, ending a noun phrase
 * (a preposition or a mark follows): "the audit events to …", not "… and updates a repo".
 */
const PAYLOAD_HEADS = /^\s+(?:(?!(?:and|or|then|to|of|in|on|for|from|with|by|that|which|a|an|the)\s)[A-Za-z][\w-]*\s+){0,2}?(events?|records?|messages?|logs?|metrics|changes|notifications|entry|entries|rows|payloads?|numbers?|attributes|tokens?|credentials|keys?|values?|names?|ids?|identifiers?|strings?|quality)(?=\s+(?:to|into|onto|from|for|in|on|through|via|during|and|or)\b|\s*[,.;:]|\s*$)/;

/** Payload heads that name one datum (a key, a name, an id) rather than data moving through the service. */
const IDENTIFIER_HEADS = /^(?:keys?|values?|names?|ids?|identifiers?|strings?|entry|quality)$/;

/**
 * "sends the database audit events to OpenSearch": an everyday kind word that only qualifies the
 * data being moved names no component of its own, unless the text names a part of that kind
 * elsewhere ("the queue messages" after an SQS queue was named stays a reference to it).
 */
export function markPayloadModifiers(text: string, mentions: RawMention[]): void {
  const qualifying = new Set(mentions.filter((m) => qualifiesData(text, m, mentions)));
  for (const m of qualifying) {
    // Another mention of that kind that is a part of its own makes this one a reference to it,
    // unless the head names a datum the service only labels ("the cache key" is no cache).
    const datum = IDENTIFIER_HEADS.test(PAYLOAD_HEADS.exec(text.slice(m.end, m.end + 60))?.[1] ?? '');
    if (datum || !mentions.some((o) => !qualifying.has(o) && o.entry.kind === m.entry.kind)) m.descriptor = true;
    // "fast and reliable service quality": the modifiers listed before share the datum head.
    if (datum) for (const o of mentions) if (o.entry.id === m.entry.id && o.start < m.start && SHARED_MODIFIERS.test(text.slice(o.start, m.start))) o.descriptor = true;
  }
}

/** Modifiers listed before a shared head ("fast and ", "cheap, fast and "). */
const SHARED_MODIFIERS = /^[\w-]+(?:\s*,\s*[\w-]+)*\s*,?\s*(?:and|or)\s+$/i;

function qualifiesData(text: string, m: RawMention, mentions: readonly RawMention[]): boolean {
  const everyday = isGenericTerm(m.matched) || m.entry.id.startsWith('general.generic_') || (m.entry.provider === 'general' && m.matched === m.matched.toLowerCase());
  if (m.descriptor || !everyday) return false;
  const between = PAYLOAD_HEADS.exec(text.slice(m.end, m.end + 60))?.[0];
  if (between === undefined) return false;
  // "the app sends credentials to …": a verb between them makes the word the clause's subject.
  if (between.trim().split(/\s+/).slice(0, -1).some((w) => /^[a-z]/.test(w) && isVerb(w))) return false;
  // A component named between the word and the payload noun makes it a list, not a compound.
  return !mentions.some((o) => o.start >= m.end && o.start < m.end + between.length);
}
