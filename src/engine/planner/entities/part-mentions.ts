import { ACTOR_ENTRIES, genericService, getService, kindOfName } from '../../catalog/index.js';
import { DETERMINERS, FILLER, FREQUENCY_WORDS, PREPOSITIONS, SYSTEM_ADJECTIVES, VENDOR_WORDS, CONJUNCTIONS, WORKING_PART_HEADS, PLAIN_PARTICIPLES, ORDINAL_WORDS } from '../text/lexicon.js';
import type { Tagged } from '../text/nlp.js';
import { isParticiple, isVerb, verbBases } from '../text/verbs.js';
import { singular } from '../text/tokens.js';
import type { RawMention } from './raw-mention.js';
import { MODIFIED_KIND_HEADS, NOUN_NAMED_HEADS, SYSTEM_HEAD_KINDS } from '../text/system-heads.js';

/** Nouns that end the name of a working part of a system ("the pricing engine", "a packet core", "the ledger unit"). */
const HEADS = [...WORKING_PART_HEADS, ...Object.keys(SYSTEM_HEAD_KINDS)].map((w) => `${w}(?:e?s)?`).join('|');

/** Things a software manager looks after ("the connection manager", "a session manager"); a job title's first word is none of these. */
const MANAGED_THINGS = new Set([
  'connection', 'session', 'secret', 'certificate', 'cert', 'key', 'lock', 'state', 'resource', 'package', 'config',
  'configuration', 'credential', 'password', 'token', 'license', 'lease', 'memory', 'process', 'transaction', 'download',
  'dependency', 'policy', 'identity', 'access', 'traffic', 'window', 'device', 'file', 'schema', 'task', 'job', 'plugin',
  'partition', 'buffer', 'thread', 'cursor', 'offset', 'checkpoint', 'snapshot', 'replication', 'shard', 'volume', 'route',
  'deployment', 'release', 'version', 'feature', 'flag', 'quota', 'rate', 'retry', 'subscription', 'entitlement', 'consent',
  'cache', 'queue', 'cluster', 'node', 'pool', 'container', 'event', 'workflow', 'storage', 'disk', 'image', 'asset', 'index',
]);

const SKIP = [DETERMINERS, PREPOSITIONS, CONJUNCTIONS, FILLER, SYSTEM_ADJECTIVES, VENDOR_WORDS, ORDINAL_WORDS];

/**
 * "the billing engine sends invoices to a queue", "Lambda calls the rate calculator": a lower-case
 * phrase introduced by a determiner (or a preposition) and ending in a noun for a working part names a component of
 * the system even when the catalog has no word for it, when it is the subject or object of a verb.
 * Before "manager", a word for a thing it looks after makes a software part, not a person.
 */
export function partMentions(text: string, mentions: RawMention[], tags: readonly Tagged[]): RawMention[] {
  const added: RawMention[] = [];
  // "sends to quote builder": after a preposition the article may be left out.
  const re = new RegExp(`\\b(?:(?:to|into|from|via|through)[ \\t]+)?(?:the|a|an|our|its|their|this|that|each|every|your|to|into|from|via|through)[ \\t]+((?:[a-z0-9][a-z0-9]*[ \\t-]+){1,2})(${HEADS})\\b`, 'gi');
  for (const m of text.matchAll(re)) {
    const head = m[2]!;
    const start = m.index + m[0].length - m[1]!.length - head.length;
    const end = m.index + m[0].length;
    const words = [...m[1]!.matchAll(/[a-z0-9]+/gi)].map((w) => ({ text: w[0], start: start + w.index }));
    // "the Fare Matching Engine": a name written in capitals throughout, head and all, is one part's name.
    const titled = /^[A-Z][a-z]/.test(head) && words.every((w) => /^[A-Z][a-z]+$/.test(w.text));
    // "the 4G core unit": a band or generation written with a digit is a lower-case word all the same.
    // "the Friday payout job": a day or month written in capitals says when the part runs, not a name.
    // "the nightly export job": a word for how often, beside a noun, says when the part runs too.
    const often = (w: { text: string }): boolean => FREQUENCY_WORDS.has(w.text.toLowerCase()) && words.length > 1;
    const when = (w: { text: string; start: number }): boolean => tags.find((t) => t.start === w.start)?.time === true || often(w);
    if (words.some((w) => /^[0-9]+$/.test(w.text) || (/[A-Z]/.test(w.text) && !titled && !/^[0-9]+[A-Z]+$/.test(w.text) && !when(w)) || SKIP.some((s) => s.has(w.text.toLowerCase())))) continue;
    const pos = (w: { start: number }): string | undefined => tags.find((t) => t.start === w.start)?.pos;
    // "the ingest pipeline": right after an article, before a head only a noun names, a verb's bare form names what the part does.
    const afterArticle = /^(?:the|a|an|our|its|their|this|each|every|your)$/i.test(text.slice(0, start).trim().split(/\s+/).at(-1) ?? '');
    const bareVerb = (w: { text: string; start: number }, k: number): boolean => k === 0 && NOUN_NAMED_HEADS.has(singular(head.toLowerCase())) && afterArticle && words.length > 0 && pos(w) === 'VERB'
      && verbBases(w.text)[0] === w.text.toLowerCase() && verbBases(w.text).length === 1;
    if (!titled && words.some((w, k) => !often(w) && !['NOUN', 'ADJ', 'PROPN', ...(/[0-9]/.test(w.text) ? ['NUM'] : [])].includes(pos(w) ?? '') && !describingParticiple(w.text, pos(w)) && !bareVerb(w, k))) continue;
    // "the daily job" says how something runs; "the purge job", "the Friday purge job": nouns (and a day) before the head name the part.
    if (NOUN_NAMED_HEADS.has(singular(head.toLowerCase())) && words.some((w, k) => pos(w) !== 'NOUN' && !when(w) && !bareVerb(w, k))) continue;
    // "the connection manager": a thing before "manager" makes a software part; "the sales manager" stays a person.
    const manager = /^managers?$/i.test(head);
    const last = words.at(-1)!.text.toLowerCase();
    if (manager && !MANAGED_THINGS.has(last.replace(/s$/, ''))) continue;
    // A name the catalog already reads wins; a word for people inside the phrase ("manager") gives way.
    if (mentions.some((o) => o.end > start && o.start < end && !(ACTOR_ENTRIES.has(o.entry.id) && o.start >= start && o.end <= end))) continue;
    if (!manager && !inRelation(text, tags, m.index, end)) continue;
    // "the ledger sync process": a system-like head says the kind itself, whatever the words before it name.
    const headWord = singular(head.toLowerCase());
    const kind = (MODIFIED_KIND_HEADS.has(headWord) ? kindOfName(text.slice(start, start + m[1]!.length)) : undefined)
      ?? SYSTEM_HEAD_KINDS[headWord] ?? kindOfName(text.slice(start, end));
    // "CodePipeline starts a nightly release pipeline", "Dataflow runs the pipeline": a product named for such parts, or of
    // the kind the pipeline would be, is what runs it.
    if (MODIFIED_KIND_HEADS.has(headWord) && mentions.some((o) => o.entry.kind === kind || new RegExp(headWord, 'i').test(`${o.entry.name} ${o.matched}`))) continue;
    const entry = kind && kind !== 'external_api' && kind !== 'microservice' ? genericService(kind, 'general') : getService('general.microservice')!;
    added.push({ entry, start, end, matched: text.slice(start, end) });
  }
  return added;
}

/** "a scheduled exporter", "the order-routing engine": a participle inside the name says what the part does or how it runs. */
function describingParticiple(word: string, pos: string | undefined): boolean {
  const lower = word.toLowerCase();
  return /^[a-z]{3,}(?:ing|ed)$/i.test(word) && !PLAIN_PARTICIPLES.has(lower) && (pos === 'VERB' || isParticiple(lower));
}

/** The phrase acts ("… engine sends") or is acted on ("calls the …", "writes orders to the …") within its clause. */
function inRelation(text: string, tags: readonly Tagged[], start: number, end: number): boolean {
  // The tagger may take "copies" for a plural noun: a verb's -s form there is the verb all the same.
  const acts = (t: Tagged | undefined): boolean => t !== undefined && (t.pos === 'VERB' || (t.pos === 'NOUN' && /[^s]s$/.test(text.slice(t.start, t.end))))
    && isVerb(text.slice(t.start, t.end).toLowerCase());
  // "a sync process nightly copies …": an adverb between the phrase and its verb is passed over.
  const next = tags.find((t) => t.start >= end && t.pos !== 'ADV');
  if (next && !/[.!?;:,]/.test(text.slice(end, next.start))) {
    if (acts(next)) return true;
    // "… and a filing job that copies the claim …": a relative clause right after the phrase says what it does.
    if (/^(?:that|which)$/i.test(text.slice(next.start, next.end)) && acts(tags[tags.indexOf(next) + 1])) return true;
    // "a billing job in the second region copies …": a short place phrase may stand between the phrase and its verb.
    const k = tags.indexOf(next);
    const verbAt = next.pos === 'ADP' ? tags.slice(k + 1, k + 5).findIndex((t) => acts(t) || !['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(t.pos)) : -1;
    if (verbAt > 0 && !/[.!?;:,]/.test(text.slice(end, tags[k + 1 + verbAt]!.start)) && acts(tags[k + 1 + verbAt])) return true;
  }
  const clause = text.slice(0, start).search(/[^.!?;:]*$/);
  return tags.some((t) => t.start >= clause && t.start < start && t.pos === 'VERB' && isVerb(text.slice(t.start, t.end).toLowerCase()));
}
