import { slotOf, type Item } from './items.js';
import { isGenericTerm } from './raw-mention.js';

/** A code name: lower-case pieces joined by hyphens, underscores or dots ("orders-api", "ledger_db"). */
const CODE_NAME = /^[a-z0-9]+(?:[-_.][a-z0-9]+)+$/;

/**
 * "a Kafka intake connector kafka-connect-ftp", "the session cache redis-main": a part described in
 * words and then, right after it, a code name is one part called by that name. The code name is the
 * label (with the service it names, when the catalog knows it); the words go in brackets.
 */
export function mergeNamedIdentifier(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    const b = slotOf(items[i + 1]);
    // "front-end", "back-end": an everyday hyphenated word is no code name.
    const ok = a && b && CODE_NAME.test(b.matched) && !isGenericTerm(b.matched) && !CODE_NAME.test(a.matched) && a.entry.category !== 'client' && b.entry.category !== 'client'
      && (a.count ?? 1) === 1 && (b.count ?? 1) === 1 && !a.descriptor && !b.descriptor && a.paren.length === 0;
    if (!ok) {
      out.push(items[i]!);
      continue;
    }
    const entry = b.entry.id.endsWith('generic_generic') ? a.entry : b.entry;
    const slot = { ...b, entry, start: a.start, determiner: a.determiner ?? b.determiner, paren: [[...a.pre, a.matched, ...a.post].join(' '), ...b.paren] };
    out.push({ t: 'slot', slot, start: items[i]!.start, end: items[i + 1]!.end });
    i += 1;
  }
  return out;
}
