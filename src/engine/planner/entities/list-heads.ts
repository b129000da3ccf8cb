import { isGenericTerm, type RawMention } from './raw-mention.js';

/**
 * "three consumers (a Lambda, an ECS task and a Glue job)", "two stores: Postgres and Redis": a generic
 * plural whose members are listed in brackets or after a colon right after it names their class; the
 * listed parts are drawn, not the class.
 */
export function markListHeads(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    if (m.descriptor || !isGenericTerm(m.matched)) continue;
    const open = /^\s*[(:]/.exec(text.slice(m.end));
    // After a colon only a plural inside a sentence heads a list: "cartservice: …" opening a line is a part described.
    if (!open || (open[0].endsWith(':') && (!/[^s]s$/i.test(m.matched.trim()) || /(^|\n)\s*$/.test(text.slice(0, m.start))))) continue;
    const from = m.end + open[0].length;
    const close = open[0].endsWith('(') ? text.indexOf(')', from) : listEnd(text, from);
    if (close < 0) continue;
    const inside = mentions.filter((x) => x.start >= from && x.end <= close && !isGenericTerm(x.matched));
    if (inside.length >= 2) m.descriptor = true;
  }
}

/** Where a list after a colon ends: the sentence's full stop (not the dot inside a name like "Node.js"). */
function listEnd(text: string, from: number): number {
  const stop = /[.;!?](?=\s|$)/.exec(text.slice(from));
  return stop ? from + stop.index : text.length;
}
