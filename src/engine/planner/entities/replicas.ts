import { isDataKind } from './slot-merge.js';
import type { RawMention } from './raw-mentions.js';

/**
 * "the database keeps a read replica", "with two replicas": a replica is a copy of the data store
 * named before it, so it is drawn with that store's service (its role comes from the words).
 */
export function replicaMentions(text: string, mentions: readonly RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  for (const m of text.matchAll(/\b(?:read[ -]?)?replicas?\b/gi)) {
    const start = m.index;
    const end = start + m[0].length;
    if (mentions.some((o) => o.start < end && o.end > start)) continue;
    const store = mentions.filter((o) => o.end <= start && isDataKind(o.entry.kind) && !o.descriptor).at(-1);
    if (store) out.push({ entry: store.entry, start, end, matched: m[0] });
  }
  return out;
}
