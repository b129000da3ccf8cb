import { genericService, kindOfName, type ServiceEntry } from '../../catalog/index.js';
import { COMMON_WORDS } from '../text/common-words.js';
import { BOUND_PREFIXES, IDENTIFIER_HEADS, NUMBER_WORDS, PART_NOUNS, TERM_ACRONYMS, VENDOR_WORDS } from '../text/lexicon.js';
import { isParticiple, isVerb } from '../text/verbs.js';
import { isCoinedWord, isDictionaryWord } from '../text/dictionary.js';
import { identifierHead } from '../text/tokens.js';
import type { Tagged } from '../text/nlp.js';
import { findLocations } from './locations.js';
import { namesOnlyACall } from './operation-names.js';
import { modifiedHeadEnd } from './modified-head.js';
import type { RawMention } from './raw-mentions.js';

const COMMON = new Set(COMMON_WORDS);
/** Nouns for a step of a pipeline or workflow ("a Filter activity", "the Merge step"). */
const STEP_NOUNS = new Set(['activity', 'activities', 'step', 'steps', 'stage', 'stages', 'action', 'actions', 'phase', 'operation', 'operations', 'transformation', 'transformations']);
const NAME_POS = new Set(['PROPN', 'NOUN', 'ADJ', 'NUM', 'X']);

function hasCapital(text: string): boolean {
  return /[A-Z]/.test(text);
}

/**
 * "SWIM provides flight data": a word written all in capitals is a name even when it spells an English
 * word the tagger reads as a verb; grammar words and the acronyms of terms are not.
 */
function shouted(word: string): boolean {
  const lower = word.toLowerCase();
  return /^[A-Z]{3,}[0-9]*$/.test(word) && !COMMON.has(lower) && !VENDOR_WORDS.has(lower) && !TERM_ACRONYMS.has(lower);
}

function isCommon(word: string): boolean {
  const w = word.toLowerCase();
  return COMMON.has(w) || COMMON.has(w.replace(/s$/, '')) || VENDOR_WORDS.has(w);
}

/** The generic entry a name the catalog lacks is drawn with: the kind its words imply, else a plain box. */
export function entryForName(name: string): ServiceEntry {
  // "BillingService", "OrderQueue": a name run together the way code writes it says its kind in its last word.
  return genericService(kindOfName(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2')) ?? 'generic', 'general');
}

/**
 * Names the catalog lacks ("Form Recognizer", "Apigee Analytics engine", "a NEG", "Ansible"): a run
 * of capitalised words the English model reads as names, with a part noun after it ("port",
 * "engine"). Kept when it is a real name: two or more words with one that is not everyday English,
 * or one word used as a noun phrase of its own (after "a"/"the"/a preposition, or before a verb).
 * Runs inside a catalog mention, heading labels ("Content access:") and acronyms in parentheses
 * after a name (its abbreviation) are skipped.
 */
export function namedMentions(text: string, tags: readonly Tagged[], taken: readonly RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  const places = findLocations(text);
  const overlaps = (s: number, e: number): boolean => taken.some((m) => m.start < e && m.end > s) || places.some((l) => l.start < e && l.end > s);
  for (let i = 0; i < tags.length; i++) {
    const first = tags[i]!;
    const word = (t: Tagged): string => text.slice(t.start, t.end);
    const namePos = (t: Tagged): boolean => NAME_POS.has(t.pos) || shouted(word(t));
    if (!hasCapital(word(first)) || !namePos(first) || overlaps(first.start, first.end)) continue;
    // "Every Monday, …", "In March …": a date or time alone names no part ("the Sunday Reporter function" still does).
    if (first.time && !(tags[i + 1] && hasCapital(word(tags[i + 1]!)) && !tags[i + 1]!.time && /^[ \t]$/.test(text.slice(first.end, tags[i + 1]!.start)))) continue;
    let j = i;
    while (j + 1 < tags.length && hasCapital(word(tags[j + 1]!)) && namePos(tags[j + 1]!) && !overlaps(tags[j + 1]!.start, tags[j + 1]!.end)
      && /^[ \t-]?$/.test(text.slice(tags[j]!.end, tags[j + 1]!.start))) j++;
    // "Use AI Builder", "Two ILBs": a leading verb or count is not part of the name.
    let k = i;
    while (k < j && !shouted(word(tags[k]!)) && (isVerb(word(tags[k]!).toLowerCase()) || word(tags[k]!).toLowerCase() in NUMBER_WORDS)) k++;
    const next = tags[j + 1];
    if (next && PART_NOUNS.has(word(next).toLowerCase()) && /^[ \t]$/.test(text.slice(tags[j]!.end, next.start)) && !overlaps(next.start, next.end)) j++;
    const last = tags[j]!;
    // "5G distribution unit", "3D viewer": digits written onto the first word are part of the name.
    const start = tags[k]!.start - (/(?:^|[^\w.])(\d+)$/.exec(text.slice(Math.max(0, tags[k]!.start - 6), tags[k]!.start))?.[1]?.length ?? 0);
    // "within Account A. Network …": a full stop the model kept on a one-letter word ends the sentence, not the name.
    const end = text[last.end - 1] === '.' && /^\s/.test(text.slice(last.end, last.end + 1)) ? last.end - 1 : last.end;
    const name = text.slice(start, end);
    const words = name.split(/[\s-]+/).filter(Boolean);
    const before = tags[k - 1];
    const after = tags[j + 1];
    const sentenceStart = !before || /[.!?:\n]/.test(text.slice(before.end, start)) || before.pos === 'PUNCT' && /[.!?:]/.test(word(before));
    i = j;
    if (after && /^\s*:/.test(text.slice(end, end + 3))) continue;
    if (before && /\(\s*$/.test(text.slice(Math.max(0, start - 2), start)) && words.length === 1) continue;
    if (words.every((w) => isCommon(w) && !shouted(w)) && !vendorProduct(words)) continue;
    if (words.length === 1 && TERM_ACRONYMS.has(words[0]!.toLowerCase())) continue;
    // "calls PutRecord", "the CreateOrder API": a call named the way an SDK writes it is something a part does;
    // before a part's name ("the SendReceipt state machine") it still names that part.
    if (namesOnlyACall(words) && !taken.some((t) => t.start >= end && /^[ \t"']*$/.test(text.slice(end, t.start)))) continue;
    // "a Filter activity", "the Copy step": an English word capitalised before a step noun names that step, no part.
    if (words.length === 1 && isDictionaryWord(words[0]!.toLowerCase()) && after !== undefined && STEP_NOUNS.has(word(after))
      && /^[ \t]$/.test(text.slice(end, after.start))) continue;
    // "queries Zorblat for prices": a word no dictionary knows, written as a name right after a verb, is its object.
    // Only a plain capitalised word: "HL7" or "waitForCondition" name a format or a call, not a part.
    const objectOfVerb = before?.pos === 'VERB' && words.length === 1 && /^[A-Z][a-z]{2,}$/.test(words[0]!) && !isDictionaryWord(words[0]!.toLowerCase());
    const joinedBefore = before && (before.pos === 'DET' || before.pos === 'ADP' || objectOfVerb) && !sentenceStart;
    // "FFmpeg, which is an open-source tool, …": a word no dictionary knows, described right after, is a name.
    const described = words.length === 1 && !isDictionaryWord(words[0]!.toLowerCase()) && /^\s*,\s*(?:which|an?)\s/i.test(text.slice(end, end + 12));
    // "Zorblex forwards …", "…, Flarnq for caching": a plain capitalised word no dictionary knows as a word or a name
    // is a product's name wherever it stands, unless it only modifies the noun after it ("Zorblex tokens", "Zorblex's").
    const modifies = after !== undefined && /^[ \t]*$/.test(text.slice(end, after.start)) && (after.pos === 'NOUN' && /^[a-z]/.test(word(after)) || after.pos === 'PART');
    const coined = words.length === 1 && /^[A-Z][a-z]{2,}$/.test(words[0]!) && isCoinedWord(words[0]!) && !modifies;
    const usedAsPhrase = joinedBefore || described || coined || (after && (after.pos === 'VERB' || after.pos === 'AUX'));
    if (words.length === 1 && !(shouted(words[0]!) && usedAsPhrase) && (!usedAsPhrase || (sentenceStart && isCommon(words[0]!)))) continue;
    if (words.length === 1 && words[0]!.length < 3) continue;
    // "Findings are forwarded …", "Non-compliant results go …": a sentence's first word is capitalised
    // by position alone; English words in lower case name nothing of their own.
    // They are still a name when they act ("Writers submit …") or stand alone ("Zenith is …"): only a
    // plural subject of "are" ("Findings are …") or of a participle ("Drafts uploaded by …") or a modifier
    // of a lower-case noun ("Non-compliant results") is dropped.
    // "Pre-existing settings …": a bound prefix hyphened onto an English word is English too.
    const plainWords = sentenceStart && !/[A-Z]/.test(name.slice(1)) && name.split(/\s+/).every(plainEnglish);
    const pluralOfAux = /[^s]s$/.test(name) && (after?.pos === 'AUX' || reducedPassive(text, tags, j + 1));
    const common = pluralOfAux || (after?.pos === 'NOUN' && /^[a-z]/.test(word(after)) && /^[ \t]$/.test(text.slice(end, after.start)));
    if (plainWords && common) continue;
    if (words.length === 1 && qualifiesMention(text, tags, j + 1, taken)) continue;
    // "an Atom news feed": one name word, kept as a name, before a plain noun phrase with a head is that phrase's modifier.
    const headEnd = words.length === 1 && j === k ? tags[modifiedHeadEnd(text, tags, j, overlaps)]!.end : end;
    out.push({ entry: entryForName(text.slice(start, headEnd)), start, end: headEnd, matched: text.slice(start, headEnd) });
  }
  const spelled = spelledOutMentions(text, tags, taken).filter((m) => !spellsTerm(text, m));
  const kept = out.filter((m) => !spelled.some((x) => x.start < m.end && x.end > m.start) && !spellsTerm(text, m));
  return [...spelled, ...kept, ...identifierMentions(text, [...taken, ...spelled, ...kept])];
}

/** An English word, or one a bound prefix is hyphened onto ("pre-existing", "non-blocking"). */
function plainEnglish(word: string): boolean {
  const pieces = word.split('-').filter(Boolean);
  return pieces.every((p, n) => isDictionaryWord(p) || (n < pieces.length - 1 && BOUND_PREFIXES.has(p.toLowerCase())));
}
/** "Drafts uploaded by authors land in …": a past participle and a preposition after a word make it a thing acted on. */
function reducedPassive(text: string, tags: readonly Tagged[], at: number): boolean {
  const verb = tags[at], prep = tags[at + 1];
  if (!verb || !prep || !isParticiple(text.slice(verb.start, verb.end))) return false;
  return ['by', 'to', 'into', 'from', 'through', 'via'].includes(text.slice(prep.start, prep.end).toLowerCase());
}

/** "Transport Layer Security (TLS)": a name spelled out for a setting's or protocol's acronym names no component. */
function spellsTerm(text: string, m: RawMention): boolean {
  const acronym = /\(([A-Za-z]{2,6})\)\s*$/.exec(m.matched) ?? /^\s*\(([A-Za-z]{2,6})\)/.exec(text.slice(m.end, m.end + 12));
  return acronym !== null && TERM_ACRONYMS.has(acronym[1]!.toLowerCase());
}

/** Words after a maker's name that name its platform, not one of its products ("Google Cloud console"). */
const PLATFORM_WORDS = new Set(['platform', 'console', 'portal', 'service', 'services', 'account', 'accounts', 'subscription', 'subscriptions', 'tenant', 'region', 'regions', 'marketplace', 'documentation', 'docs', 'products', 'solution', 'solutions']);

/** "Microsoft Teams", "Google Sheets": a maker's name and capitalised everyday words name one product. */
function vendorProduct(words: readonly string[]): boolean {
  if (words.length < 2 || !VENDOR_WORDS.has(words[0]!.toLowerCase())) return false;
  const rest = words.slice(1).map((w) => w.toLowerCase());
  return rest.every((w) => !PLATFORM_WORDS.has(w)) && rest.some((w) => !VENDOR_WORDS.has(w));
}

/**
 * "Linux gateway VMs", "Ubuntu build servers": one name word opening a noun phrase that ends in a
 * service the catalog knows is that service's qualifier, not a component of its own.
 */
function qualifiesMention(text: string, tags: readonly Tagged[], from: number, taken: readonly RawMention[]): boolean {
  for (let i = from; i < tags.length && i < from + 4; i++) {
    const t = tags[i]!;
    if (!/^[ \t]$/.test(text.slice(tags[i - 1]!.end, t.start))) return false;
    if (taken.some((m) => m.start === t.start)) return true;
    const w = text.slice(t.start, t.end);
    // Only words the qualifier reading takes ("gateway"), never a verb form ("billing"), else the name would vanish.
    if (!['NOUN', 'ADJ'].includes(t.pos) || /[A-Z]/.test(w) || isVerb(w.toLowerCase())) return false;
  }
  return false;
}

/**
 * "Simple Mail Transfer Protocol (SMTP) relays", "Business Intelligence (BI) tools": capitalised words
 * whose initials follow in brackets name one thing, with the noun after the brackets as its head.
 * A head the catalog knows (a server is a VM) gives the shape; else the words' kind does.
 */
function spelledOutMentions(text: string, tags: readonly Tagged[], taken: readonly RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  for (const m of text.matchAll(/\(([A-Z][A-Za-z]{1,7})\)[ \t]+([a-z][a-z-]*)\b/g)) {
    const letters = m[1]!.replace(/[a-z]/g, '');
    const words = [...text.slice(Math.max(0, m.index - 80), m.index).matchAll(/[A-Za-z][A-Za-z0-9]*/g)].slice(-letters.length);
    if (words.length !== letters.length || words.map((w) => w[0][0]).join('') !== letters || !words.every((w) => /^[A-Z]/.test(w[0]))) continue;
    const start = m.index - (Math.min(80, m.index) - words[0]!.index);
    const end = m.index + m[0].length;
    const headStart = end - m[2]!.length;
    if (tags.find((t) => t.start === headStart)?.pos !== 'NOUN') continue;
    // Only the initials in the brackets may be a catalog name of their own ("BI"), or one everyday catalog word after the first
    // among name words it does not cover ("Quiet Lane Analytics (QLA) module" is no analytics product).
    const inside = taken.filter((t) => t.start < headStart && t.end > start && !(t.start > m.index && t.end < headStart));
    const at = (w: RegExpMatchArray): number => start - words[0]!.index! + w.index!;
    const covered = words.filter((w) => inside.some((t) => t.start <= at(w) && t.end > at(w))).length;
    const partOfName = inside.length === 1 && inside[0]!.entry.provider === 'general' && inside[0]!.start > start && inside[0]!.end <= m.index && words.length - covered >= 2;
    if (inside.length > 0 && !partOfName) continue;
    const known = taken.find((t) => t.start === headStart);
    const matched = text.slice(start, end);
    out.push({ entry: known?.entry ?? entryForName(matched), start, end, matched });
  }
  return out;
}

const IDENTIFIER = new RegExp(`\\b[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*[-_]?(?:${IDENTIFIER_HEADS.join('|')})\\b(?![-_@/]|\\.\\w)`, 'g');

/**
 * Names written the way code writes them, in lower case and run together: "cartservice",
 * "orders-api", "loadgenerator". A word of that shape that is no English word of its own is a
 * component named by the text.
 */
function identifierMentions(text: string, taken: readonly RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  for (const m of text.matchAll(IDENTIFIER)) {
    const name = m[0];
    const start = m.index;
    const end = start + name.length;
    const head = identifierHead(name);
    if (!head || isCommon(name) || isVerb(name)) continue;
    if (taken.some((t) => t.start < end && t.end > start && !(t.start >= start && t.end <= end && t.matched.length < name.length))) continue;
    out.push({ entry: entryForName(head === 'service' || head === 'svc' ? 'service' : head), start, end, matched: name });
  }
  return out;
}
