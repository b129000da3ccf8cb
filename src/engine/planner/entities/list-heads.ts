import { CODE_STACKS } from '../text/lexicon.js';
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
  markInlineKeys(text, mentions);
}

/**
 * "web: nginx on ec2, db: aurora postgres, cache: redis": an everyday word keying an entry of a list
 * (opening the text, a line, a bullet, a sentence or an item after a comma) names the class of the product
 * right after its colon; the product is the part drawn, not the key.
 */
function markInlineKeys(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    if (m.descriptor || !isGenericTerm(m.matched) || m.matched !== m.matched.toLowerCase()) continue;
    if (!/(?:^|[\n,;(.!?]|\n[ \t]*(?:[-*\u2022]|\d+[.)]))[ \t]*$/.test(text.slice(0, m.start))) continue;
    const open = /^[ \t]*:[ \t]*/.exec(text.slice(m.end));
    if (!open) continue;
    const value = mentions.find((x) => x.start === m.end + open[0].length);
    if (value && !value.descriptor && (!isGenericTerm(value.matched) || value.entry.provider !== 'general' || coded(value.matched)) && sameFamily(m, value)) m.descriptor = true;
  }
}

/** "go service", "node api": a language names what the code is written in, so the value says more than the key. */
function coded(words: string): boolean {
  return words.toLowerCase().split(/\s+/).some((w) => CODE_STACKS.has(w));
}

/** Code runs on a server, a function or a container alike: "api: azure functions" keys the functions. */
const RUNS_CODE = new Set(['compute', 'serverless', 'container']);

function sameFamily(a: RawMention, b: RawMention): boolean {
  return a.entry.category === b.entry.category || (RUNS_CODE.has(a.entry.category) && RUNS_CODE.has(b.entry.category));
}

/** Where a list after a colon ends: the sentence's full stop (not the dot inside a name like "Node.js"). */
function listEnd(text: string, from: number): number {
  const stop = /[.;!?](?=\s|$)/.exec(text.slice(from));
  return stop ? from + stop.index : text.length;
}
