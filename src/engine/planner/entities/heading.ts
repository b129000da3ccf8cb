import { tagText, type Tagged } from '../text/nlp.js';
import { isVerb, verbFlow } from '../text/verbs.js';
import { REQUEST_OPENER } from '../text/request.js';

/** The heading of a prompt ("Fleet telemetry on Azure: the trucks report to …"): its end offset, or 0. */
export function headingEnd(text: string): number {
  const colon = text.search(/:(?=\s|$)/);
  if (colon <= 0 || colon > 90) return 0;
  const head = text.slice(0, colon);
  // "I need a … for …: …": the words asking for the drawing are no part of the heading's length.
  if (head.replace(REQUEST_OPENER, '').split(/\s+/).length > 9 || /[.;]/.test(head)) return 0;
  // "Step Functions orchestrates the work: …" is a sentence whose subject is a part, not a title.
  if (hasFiniteVerb(text, colon)) return 0;
  return text.slice(colon + 1).trim().split(/\s+/).length >= 3 ? colon : 0;
}

/** A verb in the present third person ("orchestrates", "sends") before `end`: the words make a clause. */
function hasFiniteVerb(text: string, end: number): boolean {
  const tags = tagText(text).filter((t) => t.end <= end);
  return tags.some((t, i) => {
    const word = text.slice(t.start, t.end);
    if (!/[a-z]s$/.test(word) || t.lemma === word.toLowerCase()) return false;
    // The model reads it as a verb, or a relation verb is followed by its object ("schedules the jobs").
    return t.pos === 'VERB' || (isVerb(word.toLowerCase()) && ['DET', 'PRON', 'PROPN', 'NUM'].includes(tags[i + 1]?.pos ?? ''));
  }) || tags.some((t, i) => pluralDoing(text, tags, i)) || tags.some((t, i) => namedActorDoing(text, tags, i));
}

/**
 * "Two consumers read the stream: …", "The kiosks send their orders: …": a plural noun, then a relating
 * verb in its base form and its object make a clause, not a title.
 */
function pluralDoing(text: string, tags: Tagged[], i: number): boolean {
  const t = tags[i]!;
  const prev = tags[i - 1];
  const word = text.slice(t.start, t.end).toLowerCase();
  if (t.pos !== 'VERB' || t.lemma !== word || !isVerb(word) || !prev) return false;
  const subject = text.slice(prev.start, prev.end);
  const plural = prev.pos === 'NOUN' && /[a-z]s$/.test(subject) && prev.lemma !== subject.toLowerCase();
  return plural && ['DET', 'PRON', 'PROPN', 'NUM'].includes(tags[i + 1]?.pos ?? '');
}

/**
 * "Step Functions orchestrating three Lambdas: …", "API Gateway fronting the services: …": a name, a
 * relating verb in -ing and its object make a clause about parts, not a title.
 */
function namedActorDoing(text: string, tags: Tagged[], i: number): boolean {
  const word = text.slice(tags[i]!.start, tags[i]!.end).toLowerCase();
  const prev = tags[i - 1];
  if (!word.endsWith('ing') || verbFlow(word) === undefined || !prev) return false;
  const named = /^[A-Z]/.test(text.slice(prev.start, prev.end)) && (prev.pos === 'PROPN' || prev.pos === 'NOUN');
  return named && ['DET', 'NUM', 'PROPN', 'ADJ', 'NOUN'].includes(tags[i + 1]?.pos ?? '');
}


/** The most words a title line has ("Remote tram ticketing."). */
const TITLE_WORDS = 6;

/**
 * "Parcel lockers for a bakery chain. The kiosks send …": a short first line that ends in a full stop
 * and has no verb, before at least two more sentences, is the title of what is described. An
 * everyday word in it ("bakery", "monitoring") names the subject of the text, not one of its parts;
 * a product's name, written with capitals, still counts. Returns the spans of the mentions it marks.
 */
export function titleWords(text: string, mentions: readonly { start: number; end: number; matched: string }[]): [number, number][] {
  const end = text.search(/\.(?=\s)/);
  if (end <= 0 || /[:;\n]/.test(text.slice(0, end))) return [];
  const words = text.slice(0, end).trim().split(/\s+/);
  if (words.length < 2 || words.length > TITLE_WORDS || /^\d+$/.test(words[0]!)) return [];
  if ((text.slice(end + 1).match(/[.!?](?=\s|$)/g) ?? []).length < 2) return [];
  // Any verb or auxiliary but a participle describing a noun ("remote monitoring", "managed") makes a clause.
  const clause = tagText(text).some((t) => t.end <= end && (t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed)$/i.test(text.slice(t.start, t.end)))));
  if (clause) return [];
  return mentions.filter((m) => m.end <= end && /^[A-Za-z][a-z]*(?:[ -][a-z]+)*$/.test(m.matched)).map((m) => [m.start, m.end]);
}
