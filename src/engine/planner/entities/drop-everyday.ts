import type { Tagged } from '../text/nlp.js';
import type { RawMention } from './raw-mention.js';

/** Everyday English uses of words the catalog also knows as products; dropped once all mentions are found (raw-mentions.ts). */

/** Verbs whose object "workflow" is the process a part runs, not a workflow product: "the clerk app manages the loan workflow". */
const PROCESS_VERBS = /\b(?:manag|initiat|coordinat|orchestrat|start|begin|began|begun|kick(?:s|ed|ing)?\s+off|oversee|oversaw|overseen|overse|handl|driv|govern)[a-z]*\s+(?:(?:the|a|an|its|their|our|this|that|each|every|whole|entire)\s+)?(?:[a-z-]+\s+){0,2}$/i;

/** Lowercase one-word product names that, after a describing word, name a field of study: "fluid dynamics". */
const FIELD_WORDS = new Set(['dynamics']);

/**
 * "the dispatcher coordinates the ferry workflow": a lowercase "workflow" taken by a verb of running a
 * process is that process; it names no workflow service.
 */
function processObject(text: string, m: RawMention): boolean {
  return /^workflows?$/.test(m.matched) && PROCESS_VERBS.test(text.slice(Math.max(0, m.start - 60), m.start));
}

/**
 * "a kiosk that functions as a ticket desk", "the models perform functions on the images": "functions"
 * as the verb "function as", or the object of "perform"/"serve"/"fulfil", names no serverless service.
 */
function functionWord(text: string, m: RawMention, tags: readonly Tagged[]): boolean {
  if (!/^functions?$/.test(m.matched)) return false;
  const before = text.slice(Math.max(0, m.start - 40), m.start);
  if (/\b(?:perform|serve|fulfil|fulfill|carry\s+out|carries\s+out|carried\s+out)[a-z]*\s+(?:(?:the|a|an|its|their|many|several|various|these|those|other|key|core|basic)\s+)?$/i.test(before)) return true;
  if (m.matched !== 'functions' || !/^\s+as\s+(?:a|an|the|its|their|our)\b/i.test(text.slice(m.end, m.end + 12))) return false;
  const prev = [...tags].reverse().find((t) => t.end <= m.start);
  return /\b(?:that|which|who|also|it|and|now|effectively|essentially)\s+$/i.test(before) || ['NOUN', 'PROPN'].includes(prev?.pos ?? '');
}

/** "computational fluid dynamics": a field word after a lowercase describing word is the field, no product. */
function fieldOfStudy(text: string, m: RawMention, tags: readonly Tagged[]): boolean {
  const first = /^[a-z]+/.exec(m.matched)?.[0];
  if (!first || !FIELD_WORDS.has(first)) return false;
  const prev = [...tags].reverse().find((t) => t.end <= m.start);
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
  return mentions.filter((m) => !processObject(text, m) && !functionWord(text, m, tags) && !fieldOfStudy(text, m, tags) && !namedAgainAs(text, m, mentions));
}
