import { BOUND_PREFIXES, IDENTIFIER_HEADS } from './lexicon.js';
/** A word, number or punctuation mark of a prompt with its UTF-16 offsets (end exclusive). */
export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  kind: 'word' | 'num' | 'punct';
}

/**
 * Splits text into words, numbers and the punctuation that structures a sentence. A period or
 * colon only counts when it ends a clause ("v2.0", "Node.js", "e.g" and "s3:ObjectCreated" keep theirs).
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // A colon inside a token ("s3:ObjectCreated", "https://") is part of it, like such a period.
  for (const m of text.matchAll(/[A-Za-z0-9]+|[,;!?()[\]\n]|[.:](?=\s|$)/g)) {
    const raw = m[0];
    const kind = /^[0-9]+$/.test(raw) ? 'num' : /^[A-Za-z0-9]+$/.test(raw) ? 'word' : 'punct';
    tokens.push({ text: raw, lower: raw.toLowerCase(), start: m.index, end: m.index + raw.length, kind });
  }
  return tokens;
}

/** Sentence breaks split clauses hard; commas split them softly (lists continue). */
export function isSentenceBreak(t: Token): boolean {
  return t.kind === 'punct' && /^[.;:!?\n]$/.test(t.text);
}

/** A light English singular: "buckets" → "bucket", "policies" → "policy", "processes" → "process". */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3 || !w.endsWith('s') || w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (/(ches|shes|sses|xes|zes)$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}

/** A crude stem for comparing words: "thumbnailer" ~ "thumbnails" ~ "thumbnail". */
export function stem(word: string): string {
  let w = singular(word);
  for (const suffix of ['ing', 'ers', 'er', 'ed', 'es']) {
    if (w.length > suffix.length + 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/** "fulfillment lambda" → "Fulfillment lambda": the first letter up, the rest as written. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/**
 * The head noun of a name written the way code writes it ("cartservice" → "service", "orders-api"
 * → "api"), or undefined for any other word (an English word on a bound prefix: "microservice").
 */
export function identifierHead(word: string): string | undefined {
  const w = word.toLowerCase();
  if (!/^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$/.test(w)) return undefined;
  const head = IDENTIFIER_HEADS.find((h) => w.endsWith(h));
  if (!head) return undefined;
  const stem = w.slice(0, w.length - head.length).replace(/[-_]$/, '');
  return stem.length >= 2 && !BOUND_PREFIXES.has(stem) ? head : undefined;
}

/** `text` as a regular-expression pattern that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The lower-case words of a text, punctuation dropped: "Pub/Sub topic" → pub, sub, topic. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}
