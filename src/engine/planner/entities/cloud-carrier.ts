import { resolveService } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { isGenericTerm, type RawMention } from './raw-mention.js';

/** Kinds of part that carry messages between components ("an alerts topic", "a billing queue"). */
const CARRIER_KINDS = new Set(['topic', 'queue', 'stream', 'event_bus']);

/**
 * "an alerts topic": an everyday word the catalog files under no cloud, before the noun for the
 * cloud's own message carrier, names that carrier; both words stay in its name. `gap`
 * counts the characters between the word's end and the noun's end.
 */
export function cloudCarrier(text: string, m: RawMention, gap: number, noun: string, provider: Provider): RawMention | undefined {
  if (m.entry.provider !== 'general' || !isGenericTerm(m.matched)) return undefined;
  const part = resolveService(noun, provider);
  if (!part || part.provider === 'general' || !CARRIER_KINDS.has(part.kind)) return undefined;
  return { entry: part, start: m.start, end: m.end + gap, matched: text.slice(m.start, m.end + gap) };
}
