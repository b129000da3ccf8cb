import { ACTIVITY_NOUNS, CLASS_WORDS, HEAD_NOUNS, EVENT_PART_NOUNS } from '../text/lexicon.js';
import { isConverting, isVerb, verbBases } from '../text/verbs.js';
import type { Tagged } from '../text/nlp.js';
import { BROKER_KINDS } from '../relations/orient.js';
import { isGenericTerm, type RawMention } from './raw-mention.js';
import { wordsOf } from '../text/tokens.js';

export { dropEverydayUses } from './drop-everyday.js';
export { dropDataSubjects } from './data-subjects.js';

/** Mentions that name no component of their own, dropped once all mentions are found (raw-mentions.ts). */

/** Nouns for the thing itself in bulk: "storage resources", "compute capacity" are still storage and compute. */
const STUFF_NOUNS = new Set(['resource', 'resources', 'capacity', 'infrastructure', 'estate', 'footprint']);

/**
 * "two service projects", "the database credentials": an everyday component word right before a
 * plain noun of its own phrase describes that noun; the phrase is about the noun, not a component.
 */
export function dropNounModifiers(text: string, mentions: RawMention[], tags: readonly Tagged[]): RawMention[] {
  return mentions.filter((m) => {
    // One everyday word: "cameras stream video" keeps its device, the verb read as a noun.
    // An activity is an everyday word even where a product answers to it ("an orchestration platform").
    if (!/^[a-z]+$/.test(m.matched) || !(isGenericTerm(m.matched) || ACTIVITY_NOUNS.has(m.matched)) || m.entry.category === 'client') return true;
    const at = tags.findIndex((t) => t.start >= m.end);
    const next = tags[at];
    if (!next || !/^ $/.test(text.slice(m.end, next.start)) || next.pos !== 'NOUN') return true;
    const word = text.slice(next.start, next.end);
    if (!/^[a-z]+$/.test(word) || HEAD_NOUNS.has(word) || STUFF_NOUNS.has(word) || mentions.some((o) => o.start === next.start)) return true;
    // The phrase must visibly end after the noun (a preposition, a comma, a verb after it): "the service stores data" is a verb.
    const after = tags[at + 1];
    const ends = after === undefined || ['ADP', 'CCONJ', 'SCONJ', 'PUNCT'].includes(after.pos) || (['AUX', 'VERB'].includes(after.pos) && !isVerb(word));
    return !ends;
  });
}

/**
 * "Looker Studio or any other BI tool": after a named part, "other" plus a word for its kind names the
 * alternatives one may use instead; they are that part's class, not a component of their own.
 */
export function dropOtherAlternatives(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m, i) => {
    if (!/\b(?:or|and)\s+(?:any\s+|some\s+)?other\s+$/i.test(text.slice(Math.max(0, m.start - 25), m.start))) return true;
    const prev = mentions[i - 1];
    return !prev || prev.entry.kind !== m.entry.kind || /[.;!?]/.test(text.slice(prev.end, m.start));
  });
}

/**
 * "publishes object-created event notifications to a queue": an everyday event noun right after
 * another one names the message that travels, not a notification service.
 */
export function dropEventMessages(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m) => {
    if (!isGenericTerm(m.matched) || !wordsOf(m.matched).every((w) => EVENT_PART_NOUNS.has(w))) return true;
    const before = /([A-Za-z]+)[ \t]+$/.exec(text.slice(Math.max(0, m.start - 20), m.start));
    return !before || !EVENT_PART_NOUNS.has(before[1]!.toLowerCase());
  });
}

/**
 * "Build notifications are sent to an SNS topic", "alerts are published to the bus": an everyday
 * plural the clause sends on to a queue, topic, stream or bus is the message that travels there,
 * not a service of its own.
 */
export function dropSentMessages(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m, i) => {
    // The carrier may come past a word that is a mention of its own ("the alerts SNS topic").
    const next = mentions.slice(i + 1, i + 3).find((n) => (BROKER_KINDS as readonly string[]).includes(n.entry.kind));
    if (!next || !isGenericTerm(m.matched) || !/^[a-z]+s$/i.test(m.matched.trim())) return true;
    const between = text.slice(m.end, next.start);
    return !/^\s+(?:are|get)\s+(?:then\s+|also\s+)?(?:sent|published|posted|pushed|delivered|forwarded|emitted|written)\s+(?:on\s+)?(?:to|into|onto|on)\s+(?:(?:a|an|the|our|its|their)\s+)?(?:[a-z-]+\s+)?$/i.test(between);
  });
}

/**
 * "X is used for the authentication of Y": an everyday name of an activity after "used for" or
 * in "for the <activity> of" says what something is for; after "upon"/"after" ("upon successful
 * authentication") it says when something happens. Either way it is no component of its own.
 */
export function dropPurposes(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m) => {
    // A word written in lower case is prose even where a product answers to it ("deployment").
    if (!(isGenericTerm(m.matched) || /^[a-z]+$/.test(m.matched)) || /\s/.test(m.matched.trim()) || !/(?:tion|ing|ment|sis)$/i.test(m.matched)) return true;
    const before = text.slice(Math.max(0, m.start - 30), m.start);
    const used = /\b(?:used|needed|required|responsible)\s+for\s+(?:the\s+)?$/i.test(before);
    const of = /\bfor\s+the\s+$/i.test(before) && /^\s+of\b/i.test(text.slice(m.end, m.end + 5));
    // "Upon successful authentication, …", "during nightly deployment": the activity after a word of time is an
    // event the clause follows, whatever one plain word says which.
    const event = /\b(?:upon|after|before|during|following|throughout)\s+(?:(?:a|an|the|each|every)\s+)?(?:[a-z]+\s+)?$/i.test(before);
    // "For their quarterly billing, a shop exports …": an opening phrase of purpose sets the scene.
    const scene = /(?:^|[.!?:]\s+)For\s+(?:its|their|our|your|the|this|that)\s+(?:[a-z]+\s+)?$/.test(text.slice(Math.max(0, m.start - 40), m.start)) && /^\s*,/.test(text.slice(m.end, m.end + 3));
    // "To speed deployment, …": the activity an opening infinitive of purpose acts on is that purpose, no part.
    const aim = /(?:^|[.!?:]\s+)To\s+[a-z]+\s+(?:(?:the|its|their|our|your)\s+)?$/.test(text.slice(Math.max(0, m.start - 40), m.start));
    return !used && !of && !event && !scene && !aim;
  });
}

/**
 * "from another service (for example Amazon EventBridge)", "a scheduler such as Cloud Scheduler": an
 * everyday word for a kind (one, not a class of many) followed by a named example is that example; the word
 * names no component of its own, whatever kind the catalog gives the word ("a message broker such as Service Bus").
 */
export function dropExampledClass(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m, i) => {
    const next = mentions[i + 1];
    if (!next) return true;
    // "a message broker such as Service Bus": an everyday term written as a product's name is that product.
    const named = !isGenericTerm(next.matched) || /^[A-Z]/.test(next.matched) || next.entry.provider !== 'general';
    if (!named || /s$/i.test(m.matched) || /s$/i.test(text.slice(m.start, m.end)) || m.entry.category === 'client') return true;
    // "a SIEM product such as X", "an identity provider, for example X": a word for a class of product may
    // come between, and a class named in lowercase words (or by the example's own entry) is no product either.
    const between = /^\)?(\s+[a-z]+)?(\s*\(\s*for\s+(?:example|instance),?\s*|,?\s+(?:such\s+as|like|e\.g\.,?|for\s+(?:example|instance),?)\s+)$/i.exec(text.slice(m.end, next.start));
    const classWord = between?.[1] !== undefined && CLASS_WORDS.has(between[1].trim().toLowerCase());
    if (!between || (between[1] !== undefined && !classWord)) return true;
    // "like" also compares ("behaves like X"): only a plain everyday class takes an example with it.
    if (/like/i.test(between[2]!) && !isGenericTerm(m.matched) && !classWord) return true;
    const category = isGenericTerm(m.matched) || /^[a-z][a-z -]*$/.test(m.matched) || classWord || next.entry.id === m.entry.id;
    return !category;
  });
}

/**
 * "a technique, called Cache aside loading, …": the name given to a pattern or technique may hold a
 * catalog word; it names the approach, no component.
 */
export function dropPatternNames(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m) => !/\b(?:pattern|approach|technique|strategy|practice)\s*,?\s+(?:called|named|known\s+as)\s+[A-Za-z -]*$/i.test(text.slice(Math.max(0, m.start - 60), m.start)));
}

/**
 * "… summarises the day and mails subscribers through X", "… then alerts the duty officers": an
 * everyday word in -s that is also a verb, right after "and"/"then" and right before the people it
 * reaches, is that verb; it names no component of its own.
 */
export function dropVerbsBeforePeople(text: string, mentions: RawMention[], isPeople: (m: RawMention) => boolean): RawMention[] {
  return mentions.filter((m, i) => {
    if (!/^[a-z]+s$/.test(m.matched) || !isGenericTerm(m.matched) || !isVerb(m.matched) || isPeople(m)) return true;
    if (!/\b(?:and|or|then)[ \t]+$/i.test(text.slice(Math.max(0, m.start - 6), m.start))) return true;
    const next = mentions[i + 1];
    return !next || !isPeople(next) || !/^[ \t]+(?:(?:the|a|an|its|their|our|all)[ \t]+)?(?:[a-z-]+[ \t]+)?$/i.test(text.slice(m.end, next.start));
  });
}

/**
 * "converts each message to FHIR", "transcodes the clip into HLS": after a verb that changes the form
 * of what it acts on, a name the catalog lacks right after "to"/"into" is the new form, not a part.
 */
export function dropTargetForms(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m) => {
    // A product a provider sells ("to AWS Elemental MediaConvert") is never a form.
    if (m.entry.kind !== 'generic' || m.entry.provider !== 'general') return true;
    const clause = /[^.;:!?\n]*$/.exec(text.slice(0, m.start))![0];
    const to = /\b(?:to|into)\s+(?:(?:a|an|the)\s+)?$/i.exec(clause);
    if (!to) return true;
    const words = clause.slice(0, to.index).toLowerCase().match(/[a-z]+/g) ?? [];
    // "passes an encoding request on to B": an -ing word before a noun describes the job, it converts nothing.
    return !words.slice(-6).some((w) => !w.endsWith('ing') && verbBases(w).some(isConverting));
  });
}
