import { isGenericTerm, type RawMention } from './raw-mention.js';

/**
 * Nouns for what flows between components rather than a component itself, ending a noun phrase
 * (a preposition or a mark follows): "the audit events to …", not "… and updates a repo".
 */
const PAYLOAD_HEADS = /^\s+(?:(?!(?:and|or|then|to|of|in|on|for|from|with|by|that|which|a|an|the)\s)[A-Za-z][\w-]*\s+){0,2}?(events?|records?|messages?|logs?|metrics|changes|notifications|entries|rows|payloads?)(?=\s+(?:to|into|onto|from|for|in|on|through|via)\b|\s*[,.;:]|\s*$)/;

/**
 * "sends the database audit events to OpenSearch": an everyday kind word that only qualifies the
 * data being moved names no component of its own, unless the text names a part of that kind
 * elsewhere ("the queue messages" after an SQS queue was named stays a reference to it).
 */
export function markPayloadModifiers(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    if (m.descriptor || !(isGenericTerm(m.matched) || m.entry.id.startsWith('general.generic_')) || !PAYLOAD_HEADS.test(text.slice(m.end, m.end + 60))) continue;
    const between = text.slice(m.end).match(PAYLOAD_HEADS)![0];
    // A component named between the word and the payload noun makes it a list, not a compound.
    if (mentions.some((o) => o.start >= m.end && o.start < m.end + between.length)) continue;
    if (mentions.some((o) => o !== m && o.entry.kind === m.entry.kind)) continue;
    m.descriptor = true;
  }
}
