import { slotOf, type Item, type Slot } from './items.js';
import { singular, stem } from '../text/tokens.js';
import { isGenericTerm } from './raw-mention.js';
import { HEAD_NOUNS, SETTING_NOUNS, STACK_SPELLINGS, VENDOR_WORDS } from '../text/lexicon.js';

const STACK_SPELLING = new RegExp(`\\b(?:${Object.keys(STACK_SPELLINGS).map((k) => k.replace('.', '\\.')).join('|')})\\b`, 'gi');

/**
 * The words of a text, lower-case and stemmed, as names are compared ("C#" and "C++" are words too).
 * An acronym's plural is its singular however short ("VMs" is "vm", "DBs" is "db").
 */
export function words(text: string): string[] {
  return text.replace(STACK_SPELLING, (m) => STACK_SPELLINGS[m.toLowerCase()] ?? m).replace(/\b([A-Z][A-Z0-9]+)s\b/g, '$1').toLowerCase().replace(/\b([a-z])(#|\+\+)/g, (_, l: string, m: string) => l + (m === '#' ? 'sharp' : 'plusplus')).split(/[^a-z0-9]+/).filter((w) => w.length > 1).map(stem);
}

/** The words a service's own names use ("Cloud Run", "run"). */
export function entryWords(e: Slot['entry']): Set<string> {
  return new Set(words([e.name, e.short, ...e.synonyms.filter((s) => !s.includes(' '))].join(' ')));
}

/** Setting nouns the service's own many-word names end in ("EventBridge rule", "event bus"): no word of a copy of its own. */
export function settingNouns(e: Slot['entry']): string[] {
  return e.synonyms.filter((s) => s.includes(' ')).map((s) => words(s).at(-1) ?? '').filter((w) => SETTING_NOUNS.has(w));
}

/**
 * A mention that says what a service does rather than naming it ("authentication" for Cognito): one of the
 * entry's aliases in everyday words (not a product's name: "grafana"; not a thing: "queue"), alone, sharing no word with
 * the service's name.
 */
export function byWhatItDoes(m: Pick<Slot, 'matched' | 'pre' | 'post' | 'entry'>): boolean {
  const said = m.matched.toLowerCase();
  const name = new Set(words([m.entry.name, m.entry.short].join(' ')));
  return m.pre.length + m.post.length === 0 && said === m.matched && isGenericTerm(said) && !HEAD_NOUNS.has(said.split(' ').at(-1)!) && m.entry.synonyms.includes(said) && !words(said).some((w) => name.has(w));
}

const MAKER = /^(?:aws|amazon|azure|microsoft|google|oracle)\s+/i;

/** "cloud trail" and "AWS CloudTrail": one name spelt apart, once the maker's name is set aside. */
export function spacedApart(a: string, b: string): boolean {
  const bare = (t: string): string => stem(t.replace(MAKER, '').toLowerCase().replace(/[^a-z0-9]+/g, ''));
  return bare(a) === bare(b);
}

/** Said only in the words of the service's own names, aliases included ("Kinesis Firehose", "Firehose Delivery Stream"). */
function saidByItsNames(matched: string, e: Slot['entry']): boolean {
  const names = new Set(words([e.name, e.short, ...e.synonyms].join(' ')));
  const said = words(matched);
  return said.length > 0 && said.every((w) => names.has(w) || VENDOR_WORDS.has(w));
}

/** "a Kinesis Firehose … the Firehose Delivery Stream": two of a service's own names, with nothing else said around them, are one part. */
export function sameByOwnNames(slot: Pick<Slot, 'matched' | 'pre' | 'post' | 'entry'>, e: Pick<Slot, 'matched' | 'pre' | 'post' | 'entry'>): boolean {
  return slot.pre.length + slot.post.length + e.pre.length + e.post.length === 0 && saidByItsNames(slot.matched, slot.entry) && saidByItsNames(e.matched, e.entry);
}

/**
 * Everyday nouns for a part ("queue", "app"): they tell no component apart from another of its service.
 * Kept as stems, the way words() gives them ("cluster" is "clust").
 */
export const GENERIC_NOUNS: ReadonlySet<string> = new Set(['service', 'queue', 'bucket', 'database', 'db', 'cluster', 'instance', 'table', 'topic', 'function',
  'app', 'application', 'server', 'store', 'stream', 'api', 'storage', 'event', 'cache', 'repo', 'registry', 'job', 'task', 'endpoint', 'pipeline', 'workspace'].map(stem));

export function compact(text: string): string {
  return stem(text.toLowerCase().replace(/[^a-z0-9]+/g, ''));
}

export function subset(a: Set<string>, b: Set<string>): boolean {
  return [...a].every((w) => b.has(w));
}

/** The words of a name that are neither a vendor's nor an everyday noun ("Amazon SQS queue" → sqs). */
function nameWords(text: string): Set<string> {
  return new Set(words(text).filter((w) => !VENDOR_WORDS.has(w) && !GENERIC_NOUNS.has(w)));
}

/** "SQS" after "Amazon SQS queue", "Kinesis Firehose" after "Kinesis Data Firehose": one name holds the other. */
export function sameName(a: string, b: string): boolean {
  const wa = nameWords(a);
  const wb = nameWords(b);
  return subset(wa, wb) || subset(wb, wa) || compact(a) === compact(b) || spacedApart(a, b);
}

/** The text writes the service's own short name ("api gateway lambda" lists two products), not an everyday word for it. */
export function namesItself(slot: Slot): boolean {
  const said = slot.matched.trim().toLowerCase();
  return /\s/.test(said) && said === slot.entry.short.toLowerCase();
}

/** "SQS queues": a name said in the plural. */
export function pluralName(matched: string): boolean {
  const last = matched.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).at(-1) ?? '';
  return singular(last) !== last;
}

/** The words an item of the stream says (a mention with its qualifiers). */
export function saidBy(item: Item | undefined): string[] {
  const slot = slotOf(item);
  if (slot) return words([slot.matched, ...slot.pre, ...slot.post, ...slot.paren].join(' '));
  return item && 'text' in item ? words(String(item.text)) : [];
}
