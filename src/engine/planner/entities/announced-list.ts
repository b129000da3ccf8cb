import { ACTOR_ENTRIES, genericService, kindOfName } from '../../catalog/index.js';
import { isGenericTerm, type RawMention } from './raw-mention.js';
import { escapeRegExp } from '../text/tokens.js';

/** "the following four services:": "the following" before a plural of parts, then a colon (a bare count is named-copies.ts's). */
const ANNOUNCER = /\bthe\s+following\s+(?:[\w-]+\s+){0,2}?(services|microservices|components|applications|apps|workloads)\s*:/gi;

/**
 * "The app is made of the following services: ledger.rb, notifier, queue-drainer": each name the
 * list gives is a part of the kind the heading says, written as the text writes it. A name already
 * read as a person ("authors") or an everyday word inside a name is that part's name instead; a known
 * service named whole stays as it was read.
 */
export function announcedListMentions(text: string, taken: RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  for (const m of text.matchAll(ANNOUNCER)) {
    const from = m.index + m[0].length;
    const stop = /[.;!?](?=\s|$)|\n/.exec(text.slice(from));
    const end = stop ? from + stop.index : text.length;
    // Brackets hold notes on an item, never items: blank them out, keeping every offset.
    const span = text.slice(from, end).replace(/\([^)]*\)/g, (p) => ' '.repeat(p.length));
    const kind = kindOfName(m[1]!) ?? 'microservice';
    const head = m[1]!.toLowerCase().replace(/s$/, '');
    for (const item of span.matchAll(/(?:(?!\s(?:and|or)\s)[^,])+/gi)) {
      const name = item[0].replace(/^\s*(?:and|or)\s+/i, '').trim();
      if (!/^[\w./#+-]+(?: [\w./#+-]+){0,2}$/.test(name)) continue;
      const start = from + item.index + item[0].indexOf(name);
      const stopAt = start + name.length;
      // "checkout" listed, then "the checkout service calls …": the later name with its head noun is the part.
      const again = new RegExp(`(?:^|[^\\w.-])${escapeRegExp(name)}\\s+${head}\\b`, 'i');
      if (again.test(text.slice(end))) continue;
      const over = taken.filter((t) => t.start < stopAt && t.end > start);
      // "queue-drainer": an everyday word inside the name is part of it; a product named whole stays itself.
      const ours = (t: RawMention): boolean => ACTOR_ENTRIES.has(t.entry.id) || (isGenericTerm(t.matched) && t.end - t.start < name.length);
      if (!over.every(ours)) continue;
      for (const t of over) t.descriptor = true;
      out.push({ entry: genericService(kindOfName(name) ?? kind, 'general'), start, end: stopAt, matched: name });
    }
  }
  return out;
}
