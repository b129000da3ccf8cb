import { ASIDE_TAILS, CLAUSE_OPENERS, IMPERATIVE_VERBS } from './lexicon.js';

/** One clause of an edit prompt, and whether it heads a colon ("Add a VPN: a gateway on the VPC …"). */
export interface Clause {
  text: string;
  headline: boolean;
  /** The clause continues the previous one's verb ("add X, and Y to query Z" → "Y to query Z"). */
  elliptical: boolean;
}

const VERB_ALT = IMPERATIVE_VERBS.join('|');
const OPENER_ALT = CLAUSE_OPENERS.join('|');
const LEAD_IN = /^(?:please|can you|could you|would you|i want to|i'd like to|we want to|we'd like to|let's|lets|also|and|then|now|finally|next|just)\s+/i;

/** Text without asides: parentheses, reasons ("so thumbnails load faster"), timing, "too"/"directly". */
export function clean(text: string): string {
  let t = text.trim().replace(/[“”]/g, '"').replace(/[‘’]/g, "'");
  // A new name is taken as written: "rename the DB to Orders (Aurora)".
  if (/^(?:please\s+)?(?:rename|relabel|title|call|name)\b/i.test(t)) return t.replace(/[.!?]+$/, '').trim();
  for (let i = 0; i < 3; i++) {
    const before = t;
    for (const re of ASIDE_TAILS) t = t.replace(re, '').trim();
    while (LEAD_IN.test(t)) t = t.replace(LEAD_IN, '');
    if (t === before) break;
  }
  return t.replace(/\s+also\s+/gi, ' ').replace(/[.!?,]+$/, '').trim();
}

/**
 * An edit prompt as clauses: sentences, then colon parts, then ", and …" / ", <verb> …" /
 * " and have …" parts. A rename of lists ("rename a, b and c to x, y and z") stays whole.
 */
export function splitClauses(prompt: string): Clause[] {
  const out: Clause[] = [];
  const sentences = prompt.replace(/\r?\n+/g, '. ').split(/\s*;\s*|(?<=[a-z0-9)"'])[.!?]+(?:\s+|$)/i).filter((s) => s.trim().length > 0);
  for (const sentence of sentences) {
    // "Add a VPN: a gateway on the VPC …" is a headline and its details; "title: Shop" is one instruction.
    const colon = /^\s*\S+\s*:/.test(sentence) ? [sentence] : sentence.split(/:\s+/);
    colon.forEach((part, i) => {
      const pieces = /^\s*(?:rename|relabel)\b/i.test(part) ? splitRename(part) : splitParts(part);
      pieces.forEach((p, j) => {
        const text = clean(p.text);
        if (text) out.push({ text, headline: i < colon.length - 1, elliptical: j > 0 && p.elliptical });
      });
    });
  }
  return out;
}

function splitParts(text: string): { text: string; elliptical: boolean }[] {
  const re = new RegExp(`,\\s*(?:and|but|then)\\s+|,\\s*(?=(?:${VERB_ALT}|${OPENER_ALT})\\b)|\\s+(?:and then|then)\\s+|\\s+and\\s+(?=(?:${VERB_ALT}|it|they|them|only)\\b\\s+\\w)|,\\s*(?=[\\w/-]+(?:\\s+[\\w/-]+){0,3}\\s+(?:\\w+s|should|must|will|can|may|need|needs|is|are)\\b)`, 'i');
  // In a statement, "… and the consumer reads them" is a second statement.
  const statementAnd = startsWithVerb(text) ? null : /\s+and\s+(?=(?:the|only|our)\s+[\w/-]+(?:\s+[\w/-]+){0,2}\s+(?:\w+s|should|must|will|can|may|needs?)\s+\w)/i;
  const parts: { text: string; elliptical: boolean }[] = [];
  let rest = text;
  for (let guard = 0; guard < 20; guard++) {
    const a = re.exec(rest);
    const b = statementAnd?.exec(rest) ?? null;
    const m = a && b ? (a.index <= b.index ? a : b) : a ?? b;
    if (!m) break;
    parts.push({ text: rest.slice(0, m.index), elliptical: parts.length > 0 });
    rest = rest.slice(m.index + m[0].length);
  }
  parts.push({ text: rest, elliptical: parts.length > 0 });
  return parts.map((p) => ({ text: p.text, elliptical: p.elliptical && !startsWithVerb(p.text) })).filter((p) => p.text.trim().length > 0);
}

/** A rename keeps its lists whole ("rename a, b and c to x, y and z") but not a following instruction. */
function splitRename(text: string): { text: string; elliptical: boolean }[] {
  const re = new RegExp(`(?:,\\s*|\\s+)(?:and then|and|then)\\s+(?=(?:${VERB_ALT})\\b)`, 'i');
  const m = re.exec(text);
  return m ? [{ text: text.slice(0, m.index), elliptical: false }, { text: text.slice(m.index + m[0].length), elliptical: false }] : [{ text, elliptical: false }];
}

export function startsWithVerb(text: string): boolean {
  return new RegExp(`^(?:please\\s+)?(?:${VERB_ALT})\\b`, 'i').test(text.trim());
}
