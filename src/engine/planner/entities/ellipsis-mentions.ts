import { resolveService } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { DETERMINERS } from '../text/lexicon.js';
import type { RawMention } from './raw-mention.js';
import { wordsOf } from '../text/tokens.js';

/**
 * "processing and training jobs" names two services: when "<word> and <X tail>" is followed by a
 * mention whose tail also completes the word into a known service, that service is added.
 */
export function ellipsisMentions(text: string, mentions: RawMention[], provider: Provider): RawMention[] {
  const added: RawMention[] = [];
  for (const m of mentions) {
    const words = wordsOf(m.matched);
    // "a cache and an index": a tail after an article is a second thing, not the first one's ending.
    if (words.length < 2 || DETERMINERS.has(words[0]!)) continue;
    const before = /([A-Za-z][A-Za-z0-9]*)\s*(?:,\s*|\s+(?:and|or)\s+)$/i.exec(text.slice(Math.max(0, m.start - 40), m.start));
    if (!before) continue;
    const start = m.start - before[0].length;
    if (mentions.some((o) => o.end > start && o.start < start + before[1]!.length)) continue;
    const tail = words.slice(1).join(' ');
    const entry = resolveService(`${before[1]} ${tail}`, provider);
    if (entry && entry.id !== m.entry.id) {
      added.push({ entry, start, end: start + before[1]!.length, matched: `${before[1]} ${tail}` });
    }
  }
  return added;
}
