import type { Tagged } from '../text/nlp.js';
import { DUTY_VERBS, FIELD_WORDS, PROCESS_VERBS, RELATIVES } from '../text/lexicon.js';
import type { RawMention } from './raw-mention.js';

/** Everyday English uses of words the catalog also knows as products; dropped once all mentions are found (raw-mentions.ts). */

/** Word classes that may stand between a verb and its object noun ("the ferry boarding workflow"). */
const OBJECT_WORDS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PRON']);

/** The tags that end before `at`, nearest first. */
function before(tags: readonly Tagged[], at: number): Tagged[] {
  return tags.filter((t) => t.end <= at).reverse();
}

/** The lemma of the verb whose object starts the noun phrase ending at `at` ("kicked off the loan" → "kick off"), if any. */
function governingVerb(text: string, tags: readonly Tagged[], at: number): string | undefined {
  const back = before(tags, at);
  let i = 0;
  // At most four words of the object's own phrase; an -ing word in it describes ("boarding").
  while (i < back.length && i < 4 && (OBJECT_WORDS.has(back[i]!.pos) || (back[i]!.pos === 'VERB' && /ing$/i.test(text.slice(back[i]!.start, back[i]!.end))))) i++;
  const t = back[i];
  if (!t) return undefined;
  if (t.pos === 'ADP' && back[i + 1]?.pos === 'VERB') return `${back[i + 1]!.lemma} ${t.lemma}`;
  return t.pos === 'VERB' ? t.lemma : undefined;
}

/**
 * "the dispatcher coordinates the ferry workflow": a lowercase "workflow" taken by a verb of running a
 * process is that process; it names no workflow service.
 */
function processObject(text: string, m: RawMention, tags: readonly Tagged[]): boolean {
  if (!/^workflows?$/.test(m.matched)) return false;
  const verb = governingVerb(text, tags, m.start);
  return verb !== undefined && PROCESS_VERBS.has(verb);
}

/**
 * "a kiosk that functions as a ticket desk", "the models perform functions on the images": "functions"
 * as the verb "function as", or the object of a verb of duty, names no serverless service.
 */
function functionWord(text: string, m: RawMention, tags: readonly Tagged[]): boolean {
  if (!/^functions?$/.test(m.matched)) return false;
  const verb = governingVerb(text, tags, m.start);
  if (verb !== undefined && DUTY_VERBS.has(verb)) return true;
  if (m.matched !== 'functions' || !/^\s+as\s+(?:a|an|the|its|their|our)\b/i.test(text.slice(m.end, m.end + 12))) return false;
  const prev = before(tags, m.start)[0];
  return !!prev && (['NOUN', 'PROPN', 'PRON', 'ADV', 'CCONJ'].includes(prev.pos) || RELATIVES.has(prev.lemma));
}

/** "computational fluid dynamics": a field word after a lowercase describing word is the field, no product. */
function fieldOfStudy(text: string, m: RawMention, tags: readonly Tagged[]): boolean {
  const first = /^[a-z]+/.exec(m.matched)?.[0];
  if (!first || !FIELD_WORDS.has(first)) return false;
  const prev = before(tags, m.start)[0];
  return !!prev && ['ADJ', 'NOUN'].includes(prev.pos) && /^[a-z]+$/.test(text.slice(prev.start, prev.end)) && /^[ \t]+$/.test(text.slice(prev.end, m.start));
}

/**
 * "Azure App Service hosts the catalogue as a Python web app": an everyday name after "as a", for the
 * very service the sentence named before, says what that service runs as; it is no second part.
 */
function namedAgainAs(text: string, m: RawMention, mentions: RawMention[]): boolean {
  if (!/^[a-z][a-z ]*$/.test(m.matched) || !/\bas\s+(?:a|an)\s+(?:[A-Za-z0-9.+#-]+\s+)?$/.test(text.slice(Math.max(0, m.start - 30), m.start))) return false;
  return mentions.some((o) => o.end <= m.start && o.entry.id === m.entry.id && /[A-Z]/.test(o.matched) && !/[.!?;\n]/.test(text.slice(o.end, m.start)));
}

export function dropEverydayUses(text: string, mentions: RawMention[], tags: readonly Tagged[]): RawMention[] {
  return mentions.filter((m) => !processObject(text, m, tags) && !functionWord(text, m, tags) && !fieldOfStudy(text, m, tags) && !namedAgainAs(text, m, mentions));
}
