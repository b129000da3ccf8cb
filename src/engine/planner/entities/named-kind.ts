import { ACTOR_ENTRIES } from '../../catalog/index.js';
import { isDictionaryWord } from '../text/dictionary.js';
import { CONJUNCTIONS, DETERMINERS, NEW_MARKERS, PART_NOUNS, PREPOSITIONS } from '../text/lexicon.js';
import { describing, keyedDescriptions } from './keyed-description.js';
import type { RawMention } from './raw-mention.js';

/**
 * "Wallet Store: An Amazon DynamoDB table keeping balances", "Stamper - a Cloud Run service stamping …",
 * "Checkout (a Cloud Run service) …", "a Pub/Sub topic, JobFeed, …": a name the catalog lacks and,
 * set right beside it, an article, a few describing words and a product. The product says what kind
 * of part the name is; it is the named part again, not a second one. One mention runs over both and
 * carries the name with the product's entry, and every other mention of the name takes that entry too,
 * so what the description says the part does ("that stamps …") and what later sentences say of the
 * name land on one part.
 */

const NAME = String.raw`[A-Z][A-Za-z0-9]*(?:[ \t][A-Z][A-Za-z0-9]*){0,2}`;
/** A name written as one identifier in lower case, its words joined by hyphens or underscores ("ledger-api"). */
const IDENTIFIER = String.raw`[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+`;
const ARTICLE = String.raw`(?:[Aa]n?|[Tt]he)[ \t]+`;
/** "Name: a …", "Name - the …" opening a sentence, a line or a list item. */
const KEY = new RegExp(String.raw`(^|\n|[.:;!?][ \t]+)[ \t]*(?:[-*\u2022][ \t]+)?(${NAME})(?:[ \t]*:|[ \t]+[-\u2013\u2014])[ \t]+${ARTICLE}`, 'g');
/** "Name (a …)". */
const BRACKET = new RegExp(String.raw`()\b(${NAME})[ \t]*\([ \t]*(${ARTICLE})?`, 'g');
/** "Name, a …": a name and, set off by a comma, what kind of part it is. */
const COMMA = new RegExp(String.raw`()(?<![-\w])(${NAME}|${IDENTIFIER})[ \t]*,[ \t]+(?:${ARTICLE}|[Aa]nother[ \t]+)`, 'g');
/** "…, Name,": a name set off by a comma right after a product. */
const APPOSED = new RegExp(String.raw`^[ \t]*,[ \t]*(${NAME}|${IDENTIFIER})(?=[ \t]*(?:[,;.)]|$|which\b|that\b))`);

/** What may follow the product for it still to head the description: the end, a relative, a preposition, a participle. */
const HEAD_END = /^(?:[ \t]*(?:[.;,:!?()\n]|$)|[ \t]+(?:that|which|who|whose|where|to|for|with|of|in|on|at|from|by|behind|over|via|using|as|[a-z]+ing|[a-z]+ed)\b)/;
/** Words that open a clause or a noun phrase, not a name: "Then Checkout (…)" names Checkout. */
const LEADING = new Set(['The', 'A', 'An', 'Then', 'And', 'Our', 'Its', 'Their', 'This', 'That', 'Each', 'Every', 'Next', 'First', 'Finally']);

/** A name of its own, not an everyday heading word: run together ("WalletStore"), several words, or no English word. */
function ownName(name: string): boolean {
  if (/[a-z0-9][A-Z]/.test(name)) return true;
  const words = name.split(/[ \t]+/);
  // "Option B: a …" labels a choice, not a part.
  if (words.some((w) => w.length < 2)) return false;
  return words.length >= 2 || !isDictionaryWord(name.toLowerCase());
}

function squash(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The index of the product a description right after `from` heads; -1 when a clause comes first. In brackets (`everyday` false) only a capitalised product counts. */
function productAt(text: string, out: RawMention[], from: number, everyday: boolean): number {
  const i = out.findIndex((t) => t.start >= from);
  const g = out[i];
  // "a node app microservice": an everyday word for a kind of part says what the name is as well as a product does.
  if (!g || g.descriptor || g.entry.category === 'client' || ACTOR_ENTRIES.has(g.entry.id) || (everyday ? g.entry.provider === 'general' && g.matched !== g.matched.toLowerCase() : g.matched === g.matched.toLowerCase())) return -1;
  return /[.;!?\n]/.test(text.slice(from, g.start)) || !describing(text.slice(from, g.start)) ? -1 : i;
}

/** "(SNS) topic": initials in brackets after a product, and a part noun after them, are its name still. */
function productEnd(text: string, g: RawMention): number {
  const paren = /^[ \t]*\([A-Z][A-Za-z0-9]{1,9}\)/.exec(text.slice(g.end));
  if (!paren) return g.end;
  const noun = /^[ \t]+([a-z]+)\b/.exec(text.slice(g.end + paren[0].length));
  return g.end + paren[0].length + (noun && PART_NOUNS.has(noun[1]!) ? noun[0].length : 0);
}

/** Joins the name at [start, end) and the product out[i] into one mention spanning [from, to). */
function join(out: RawMention[], i: number, name: string, start: number, end: number, from: number, to: number): void {
  const g = out[i]!;
  // The name's own mentions and any inside the joined span ("(SNS)") go: the one mention stands for them.
  const own = out.filter((t) => t !== g && ((t.start < end && t.end > start) || (t.start >= from && t.end <= to)));
  out[i] = { ...g, start: from, end: to, matched: name };
  for (const t of own) out.splice(out.indexOf(t), 1);
  // "… writes to WalletStore": the name said again is the same part, of the same kind.
  for (const t of out) if (t.entry.provider === 'general' && squash(t.matched) === squash(name)) t.entry = g.entry;
}

/** Whether the mentions in [start, end) leave the name free: none is a product of the catalog's or a heading. */
function free(out: readonly RawMention[], start: number, end: number): boolean {
  return !out.some((t) => t.start < end && t.end > start && (t.entry.provider !== 'general' || t.descriptor));
}

/** Names each product a description gives the kind of after its name. */
export function namedKinds(text: string, mentions: RawMention[]): RawMention[] {
  const out = [...mentions];
  for (const form of ['key', 'bracket', 'comma'] as const) {
    const bracket = form === 'bracket';
    for (const m of text.matchAll(bracket ? BRACKET : form === 'key' ? KEY : COMMA)) {
      let name = m[2]!;
      let start = m.index + m[0].indexOf(name, m[1]!.length);
      const lead = /^(\S+)[ \t]+/.exec(name);
      if (form !== 'key' && lead && LEADING.has(lead[1]!)) [name, start] = [name.slice(lead[0].length), start + lead[0].length];
      const end = start + name.length;
      if (!(bracket ? !LEADING.has(name) : ownName(name)) || !free(out, start, end)) continue;
      // "KilnWatcher (Lambda)": with no article, only a one-word name of its own, not the last word of a longer name, is named by the product in brackets.
      if (bracket && m[3] === undefined && (/\s/.test(name) || !ownName(name) || /[A-Za-z][ \t]+$/.test(text.slice(0, start)))) continue;
      // "In Lisbon, a …" sets the scene: a name of its own opens with no preposition or article.
      if (form === 'comma' && [PREPOSITIONS, DETERMINERS, CONJUNCTIONS].some((set) => set.has(name.split(/[ \t]/)[0]!.toLowerCase()))) continue;
      // "Zorblex (a message broker)": a bracket of everyday words is the apposition's to read (apposition.ts).
      const i = productAt(text, out, m.index + m[0].length, !bracket);
      // "Zorblex, a message broker, …": an everyday kind set off by commas is the apposition's too.
      if (i < 0 || (form === 'comma' && out[i]!.entry.provider === 'general')) continue;
      const to = productEnd(text, out[i]!);
      const close = bracket ? /^[ \t]*\)/.exec(text.slice(to)) : HEAD_END.exec(text.slice(to));
      if (!close) continue;
      join(out, i, name, start, end, start, bracket ? to + close[0].length : to);
    }
  }
  for (let i = 0; i < out.length; i++) {
    const g = out[i]!;
    const apposed = APPOSED.exec(text.slice(g.end));
    // Only a kind said with an article ("a Pub/Sub topic, JobFeed,"): "Kafka, Flarnq" is a list.
    // "a second Lambda function, StockSyncer,", "another queue, Spillway,": a new copy may be named so as well.
    const before = /\b(?:an?|the|another)[ \t]+(?:([a-z]+)[ \t]+)?$/i.exec(text.slice(Math.max(0, g.start - 20), g.start));
    const kind = PART_NOUNS.has(g.matched.split(/\s+/).at(-1)!) && before !== null && (before[1] === undefined || NEW_MARKERS.has(before[1].toLowerCase()));
    if (!apposed || !kind || g.entry.provider === 'general' || g.descriptor || g.entry.category === 'client' || !ownName(apposed[1]!)) continue;
    const start = g.end + apposed[0].length - apposed[1]!.length;
    if (!free(out, start, start + apposed[1]!.length)) continue;
    join(out, i, apposed[1]!, start, start + apposed[1]!.length, g.start, start + apposed[1]!.length);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Both readings of a key with a description: a name the catalog lacks (above), then a catalog product described after its colon. */
export function keyedParts(text: string, mentions: RawMention[]): RawMention[] {
  return keyedDescriptions(text, namedKinds(text, mentions));
}
