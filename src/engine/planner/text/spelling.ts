import { CATALOG } from '../../catalog/index.js';
import { COMMON_WORDS } from './common-words.js';
import { isDerivedWord, isDictionaryWord } from './dictionary.js';
import { DETERMINERS, HEAD_NOUNS, NUMBER_WORDS, PREPOSITIONS, SYSTEM_ADJECTIVES, WORKING_PART_HEADS, ZONE_WORDS } from './lexicon.js';
import { allVerbForms } from './verbs.js';
import { identifierHead, singular } from './tokens.js';
import { inLexicon } from './nlp.js';
import { compareRanks, rankOf, type Rank } from './typo-rank.js';

/** Architecture words that are not service names but matter to the planner. */
const PLANNER_WORDS = `serverless microservices microservice kubernetes architecture availability zones subnet subnets vpc vnet
region regions tier tiers multi replica replicas replication standby primary failover disaster recovery pipeline pipelines
flowchart sequence diagram encrypted encryption https tls ssl terraform autoscaling highly redundant hybrid premises onprem
datacenter spoke spokes hub inspection egress ingress frontend backend database databases gateway balancer balancers queue
queues lambda lambdas function functions container containers cluster clusters warehouse lake streaming events ecommerce
commerce webapp website static threetier twotier ntier
chat chats chatroom messenger messaging websocket websockets multiplayer collaborative collaboration whiteboard editor presence
shop store storefront marketplace booking bookings reservation reservations blog blogs forum wiki shortener
streaming video videos podcast podcasts transcoding ride sharing hailing delivery survey ticketing
async sync`.split(/\s+/);

function catalogWords(): Set<string> {
  const vocab = new Set<string>();
  const addWords = (text: string): void => {
    for (const w of text.toLowerCase().split(/[^a-z0-9]+/)) if (w.length > 0) vocab.add(w);
  };
  for (const e of CATALOG) {
    addWords(e.name);
    addWords(e.short);
    for (const s of e.synonyms) addWords(s);
  }
  for (const w of [...PLANNER_WORDS, ...WORKING_PART_HEADS]) vocab.add(w);
  return vocab;
}

function buildVocabulary(): Set<string> {
  const vocab = catalogWords();
  for (const w of allVerbForms()) vocab.add(w);
  return vocab;
}

/** Names and the planner's own words: what a typo is corrected towards by any small edit. */
const NAMES = buildVocabulary();

/** Everyday words: known, but a typo only becomes one by swapping two letters ("wiht" → "with"). */
const EVERYDAY = new Set<string>([...COMMON_WORDS, ...Object.keys(NUMBER_WORDS), ...DETERMINERS, ...PREPOSITIONS, ...HEAD_NOUNS, ...ZONE_WORDS, ...SYSTEM_ADJECTIVES]);

/**
 * Regular forms the verb table spells mechanically ("writees", "processs") that no one writes: never
 * a correction, or they would tie with the real word ("processr" → "processor"). Found on first use.
 */
let madeUp: Set<string> | undefined;
function madeUpVerbForms(): Set<string> {
  if (!madeUp) {
    const names = catalogWords();
    madeUp = new Set(allVerbForms().filter((w) => !names.has(w) && !isDictionaryWord(w) && !inLexicon(w)));
  }
  return madeUp;
}

const VOCAB = new Set<string>([...NAMES, ...EVERYDAY]);
/** Candidates by length, so a word is only compared with words that could be within reach. */
const BY_LENGTH = new Map<number, string[]>();
for (const w of VOCAB) {
  if (w.length < 3 || /[0-9]/.test(w)) continue;
  const list = BY_LENGTH.get(w.length) ?? [];
  list.push(w);
  BY_LENGTH.set(w.length, list);
}

/** Optimal string alignment distance (adjacent swaps count 1), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** How far a word of this length may be from the word it stands for. */
function allowance(length: number): number {
  if (length < 4) return 0;
  if (length < 7) return 1;
  return 2;
}

function isKnown(word: string): boolean {
  return VOCAB.has(word) || VOCAB.has(singular(word));
}

/** A lower-case word the planner's English vocabulary (common words, verb forms, catalog names) holds. */
export function isEnglishWord(word: string): boolean {
  return isKnown(word.toLowerCase()) || isDictionaryWord(word);
}

function sameLetters(a: string, b: string): boolean {
  return [...a].sort().join('') === [...b].sort().join('');
}

/** The vocabulary word a typo stands for, or undefined when none is close enough (or several tie). */
export function correctWord(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (isKnown(lower) || /[0-9]/.test(lower) || inLexicon(lower)) return undefined;
  // A word of the language is what the writer meant, even when it is one letter from a service name.
  if (isDictionaryWord(lower) || isDerivedWord(lower)) return undefined;
  const capitalised = /^[A-Z]/.test(word);
  const max = allowance(lower.length);
  if (max === 0) return undefined;
  const unreal = madeUpVerbForms();
  let best: string | undefined;
  let bestRank: Rank | undefined;
  let tie = false;
  for (let len = lower.length - max; len <= lower.length + max; len++) {
    for (const candidate of BY_LENGTH.get(len) ?? []) {
      if (unreal.has(candidate)) continue;
      const name = NAMES.has(candidate);
      // Short words are only corrected towards an equal or longer word ("lamda" → "lambda"), or by one
      // extra letter towards a name ("proxxy" → "proxy"): a shorter everyday word ("reset" → "rest")
      // is more often a real word than a typo.
      if (lower.length < 7 && candidate.length < lower.length && (!name || candidate.length < 5)) continue;
      // "world" is not a typo of "would": an everyday word is reached only by a swap of letters.
      if (!name && !sameLetters(candidate, lower)) continue;
      const d = editDistance(lower, candidate, max);
      if (d > max) continue;
      // A second slip is read only towards a name or kind word no shorter than the typo and with its
      // first letter ("fucntoin" → "function"), never a shorter one ("upserts" is not "users").
      if (d === 2 && (!name || candidate.length < lower.length || candidate[0] !== lower[0])) continue;
      // A capitalised word may be a name the catalog lacks ("Slack", "Alertmanager"): it is corrected
      // only by one missing, extra or swapped letter ("Kubernets"), never by changing letters, except a
      // long product word with one letter changed past its start ("BigQuesy").
      if (capitalised && (d !== 1 || (candidate.length === lower.length && !sameLetters(candidate, lower) && !productSlip(lower, candidate)))) continue;
      // Four-letter words take a swap of two letters ("teir" → "tier") or, towards a name, one
      // missing letter ("qeue" → "queue"); never a changed letter.
      if (lower.length === 4 && !(d === 1 && (sameLetters(candidate, lower) || (name && !capitalised && candidate.length === 5)))) continue;
      const rank = rankOf(lower, candidate, d, name);
      const order = bestRank === undefined ? -1 : compareRanks(rank, bestRank);
      if (order < 0) {
        best = candidate;
        bestRank = rank;
        tie = false;
      } else if (order === 0 && candidate !== best) {
        tie = true;
      }
    }
  }
  // "ordersvc" is a name, not a typo of "orders": a correction keeps the name's head noun ("dynamdb" → "dynamodb").
  const head = identifierHead(lower);
  if (head && best !== undefined && !best.endsWith(head)) return undefined;
  return best !== undefined && !tie ? best : undefined;
}

/** Words only a product's name uses: the catalog has them, everyday English does not. */
function productWord(word: string): boolean {
  return NAMES.has(word) && !EVERYDAY.has(word) && !isDictionaryWord(word) && !inLexicon(word);
}

/** "BigQuesy" for "BigQuery": a long product word, one letter changed after its first two. */
function productSlip(typo: string, candidate: string): boolean {
  return typo.length >= 8 && typo.slice(0, 2) === candidate.slice(0, 2) && productWord(candidate);
}

/** Three words some catalog name writes in a row ("internal load balancer"), keyed by the first two. */
const NAME_TRIPLES = new Set(CATALOG.flatMap((e) => [e.name, ...e.synonyms]).flatMap((n) => {
  const w = n.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return w.slice(2).map((c, i) => `${w[i]} ${w[i + 1]} ${c}`);
}));

/**
 * "an internalload balancer": two words of a catalog name run together, written apart again when the
 * word after them goes on with that same name. A compound of its own ("fileshare") is left alone.
 */
function splitRunTogether(word: string, next: string): string | undefined {
  if (word.length < 8 || !/^[a-z]+$/.test(word) || isKnown(word) || isDictionaryWord(word) || inLexicon(word)) return undefined;
  for (let i = 3; i <= word.length - 3; i++) {
    const pair = `${word.slice(0, i)} ${word.slice(i)}`;
    if (NAME_TRIPLES.has(`${pair} ${next}`) || NAME_TRIPLES.has(`${pair} ${singular(next)}`)) return pair;
  }
  return undefined;
}

/** Fixes typos word by word, keeping everything else (case of untouched words, punctuation) as is. */
export function fixSpelling(text: string): string {
  // A capitalised typo stays capitalised ("Tranfer Family" → "Transfer Family"): the case says it is part of a name.
  return text.replace(/[A-Za-z][A-Za-z]+/g, (word, at: number) => {
    const apart = splitRunTogether(word, /^\s+([a-z]+)/i.exec(text.slice(at + word.length, at + word.length + 30))?.[1]?.toLowerCase() ?? '');
    if (apart !== undefined) return apart;
    // "yelb-appserver", "order-svc": a word joined by a hyphen to a lower-case word is part of an identifier, spelled on purpose.
    if (/[a-z0-9]-$/.test(text.slice(Math.max(0, at - 2), at)) && /^[a-z]/.test(word) || /^-[a-z0-9]/.test(text.slice(at + word.length, at + word.length + 2)) && /^[a-z]+$/.test(word)) return word;
    const fixed = correctWord(word);
    if (fixed === undefined) return word;
    return /^[A-Z]/.test(word) ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
  });
}

/**
 * Words `fixSpelling` would shorten, each corrected word (lower case) with the text's own longer spelling:
 * "postgress" is read as Postgres, but the diagram labels it as the text wrote it.
 */
export function spellingChanges(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/[A-Za-z][A-Za-z]+/g)) {
    const fixed = correctWord(m[0]);
    // Only a longer spelling of the same word ("postgress"): a letter left out ("lamda") is a slip the label mends.
    if (fixed !== undefined && !/[A-Z]/.test(m[0].slice(1)) && m[0].toLowerCase().startsWith(fixed)) out.set(fixed, m[0].toLowerCase());
  }
  return out;
}

