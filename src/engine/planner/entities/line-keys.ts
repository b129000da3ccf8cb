import { ACTOR_ENTRIES } from '../../catalog/index.js';
import { isDictionaryWord } from '../text/dictionary.js';
import { entryForName } from './named-mentions.js';
import type { RawMention } from './raw-mention.js';

/** A lower-case code name opening a line before a colon: "store-front:", "ledger_db:", "kafkaconnect:". */
const LINE_KEY = /(^|\n)[ \t]*([a-z][a-z0-9]*(?:[-_][a-z0-9]+)*)[ \t]*:/g;

/** "RabbitMQ" and "rabbitmq", "Node-RED" and "nodered": one name written two ways. */
function squash(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * A service table flattened to lines ("store-front: Web app for shoppers", "ledgerdb: Postgres for
 * balances"): the code name opening a line names the part the line describes. A known service that
 * opens the description is its kind, and the line's part rather than a second one; a known service
 * spelled like the code name is that service. A plain English word before a colon ("note:") names nothing.
 */
export function lineKeyMentions(text: string, taken: RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  for (const m of text.matchAll(LINE_KEY)) {
    const name = m[2]!;
    const start = m.index + m[1]!.length + m[0].slice(m[1]!.length).indexOf(name);
    const end = start + name.length;
    const stop = text.indexOf('\n', end);
    const line = taken.filter((t) => t.start > end && t.end <= (stop < 0 ? text.length : stop) && !t.descriptor).sort((a, b) => a.start - b.start);
    const lead = line[0] && /^\s*:\s*(?:(?:an?|the)\s+)?$/i.test(text.slice(end, line[0].start)) ? line[0] : undefined;
    // "ordersdb: Postgres for orders", "store-admin: web app for staff": a name already read takes the kind the line gives it.
    // "virtual-shopper:": a word for people inside the code name is the name's, and names no person.
    const own = taken.find((t) => t.start >= start && t.end <= end);
    if (own) {
      Object.assign(own, { start, end, matched: name });
      if (lead) [own.entry, lead.descriptor] = [lead.entry, true];
      else if (ACTOR_ENTRIES.has(own.entry.id)) own.entry = entryForName(name);
      continue;
    }
    if (taken.some((t) => t.start < end && t.end > start)) continue;
    if (!/[-_]/.test(name) && (name.length < 3 || isDictionaryWord(name))) continue;
    const same = line.find((t) => squash(t.matched) === squash(name));
    const kind = same ?? lead;
    if (kind && kind !== same) kind.descriptor = true;
    out.push({ entry: kind?.entry ?? entryForName(name), start, end, matched: name });
  }
  return out;
}
