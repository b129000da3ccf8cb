import { ACTOR_ENTRIES, ACTOR_PLACES, genericService, kindOfName } from '../../catalog/index.js';
import { DETERMINERS, HEAD_NOUNS, HOSTED_INSIDE, INBOUND_PAYLOADS, STEERING_VERBS } from '../text/lexicon.js';
import type { Tags } from '../text/nlp.js';
import { isKeeping, isVerb, verbBases } from '../text/verbs.js';
import { gap, slotOf, type Item } from './items.js';
import { OWNED_FACTS } from './owned-facts.js';
import { PEOPLE_ENTRIES } from './kinds.js';
import { personThing } from './person-things.js';

const NOUNISH = new Set(['NOUN', 'PROPN', 'ADJ']);

/**
 * "the customer portal", "patient monitoring", "wearable heart monitors": a word for people or
 * a device that stands right before another noun of the phrase describes that noun; it names no
 * one of its own. Before another component it joins that component's name; before a head noun
 * whose kind the words say ("customer portal") the phrase is a part of that kind. Before any other
 * noun ("user requests") the people stay: they are who the phrase is about. An owner named in
 * passing ("the team's endpoint") is a plain word.
 */
export function actorModifiers(text: string, items: Item[], tags: Tags): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const a = slotOf(item);
    const next = items[i + 1];
    // "warehouse planners", "security analysts": an everyday word the catalog knows, right before people, says which people;
    // a verb there does not ("can store vehicle data").
    const actor = slotOf(next);
    if (a && actor && ACTOR_ENTRIES.has(actor.entry.id) && !ACTOR_ENTRIES.has(a.entry.id) && a.generic && tags.at(item.start)?.pos !== 'VERB' && !/\s/.test(a.matched.trim()) && /^[ \t-]+$/.test(gap(text, item, next!))) {
      actor.pre.unshift(a.matched);
      actor.start = a.start;
      next!.start = a.start;
      continue;
    }
    // "store staff", "farm sensors": a word for a workplace right before people or devices says which ones.
    if (item.t === 'word' && actor && ACTOR_ENTRIES.has(actor.entry.id) && ACTOR_PLACES.has(item.lower) && item.pos !== 'VERB' && /^[ \t-]+$/.test(gap(text, item, next!))) {
      actor.pre.unshift(item.text);
      actor.start = item.start;
      next!.start = item.start;
      continue;
    }
    // "the team's endpoint", "customers' orders": an owner named in passing is not drawn.
    // "Tenants' meter readings go to B" opening a sentence: the owners are where the readings come from (relations/reader-subject-origin.ts).
    if (a && ACTOR_ENTRIES.has(a.entry.id) && /^['\u2019](?:s\b|\s)/.test(text.slice(item.end, item.end + 3)) && !opensWithOwner(items, i)) {
      out.push({ t: 'word', text: a.matched, lower: a.matched.toLowerCase(), start: item.start, end: item.end, pos: tags.at(item.start)?.pos });
      continue;
    }
    // "patient monitors", "the customer network": people right before a device or place of theirs describe it.
    const thing = next && /^[ \t-]+$/.test(gap(text, item, next)) ? personThing(item, a, next, gap(text, item, next), items.slice(i + 2)) : undefined;
    if (thing) {
      out.push(...thing);
      i++;
      continue;
    }
    // "rider details", "patient health": people right before facts kept about them own them in passing.
    if (a && PEOPLE_ENTRIES.has(a.entry.id) && next?.t === 'word' && OWNED_FACTS.has(next.lower) && /^[ \t-]+$/.test(gap(text, item, next))) {
      out.push({ t: 'word', text: a.matched, lower: a.matched.toLowerCase(), start: item.start, end: item.end, pos: tags.at(item.start)?.pos });
      continue;
    }
    // "the service stores users in Cloud SQL": people a verb keeps somewhere are records about them, not who acts.
    if (a && PEOPLE_ENTRIES.has(a.entry.id) && next?.t === 'word' && KEPT_IN.has(next.lower) && keptBy(out)) {
      out.push({ t: 'word', text: a.matched, lower: a.matched.toLowerCase(), start: item.start, end: item.end, pos: 'NOUN' });
      continue;
    }
    // "the ingress sends visitors to the shop": people steered somewhere are the traffic, read as
    // "sends traffic from visitors to the shop": they come into the one steering them.
    if (a && ACTOR_ENTRIES.has(a.entry.id) && next?.t === 'word' && (next.lower === 'to' || next.lower === 'towards') && steeredBy(out)) {
      out.push({ t: 'word', text: 'traffic', lower: 'traffic', start: item.start, end: item.start, pos: 'NOUN' }, { t: 'word', text: 'from', lower: 'from', start: item.start, end: item.start, pos: 'ADP' }, item);
      continue;
    }
    if (!a || !next || !ACTOR_ENTRIES.has(a.entry.id) || !/^[ \t-]+$/.test(gap(text, item, next))) {
      out.push(item);
      continue;
    }
    const word = text.slice(next.start, next.end);
    const pos = tags.at(next.start)?.pos ?? '';
    // "Devices stream telemetry", "customers order books": after a plural, a word that may be its verb
    // only counts as the noun it describes when it is a head noun ("the users table") and no verb.
    const plural = /s$/i.test(a.matched) && !/ss$/i.test(a.matched);
    // "a dispatcher books a pickup": a word followed by the start of an object is the verb, whatever the tag.
    const third = items[i + 2];
    // "the dispatcher streams trip events": after one of them, a verb's -s form before a plain noun (no head noun) is the verb.
    const sVerb = !plural && /[^s]s$/.test(word) && isVerb(word.toLowerCase()) && third?.t === 'word' && NOUNISH.has(tags.at(third.start)?.pos ?? '') && !HEAD_NOUNS.has(third.lower);
    const object = sVerb || ['DET', 'PRON', 'NUM'].includes(tags.at(third?.start ?? -1)?.pos ?? '');
    const noun = NOUNISH.has(pos) && !object && !(plural && (isVerb(word.toLowerCase()) || (next.t === 'word' && !HEAD_NOUNS.has(next.lower))));
    const b = slotOf(next);
    if (noun && b && b.start === next.start) {
      b.pre.unshift(a.matched);
      b.start = a.start;
      next.start = a.start;
      continue;
    }
    // "wearable glucose sensors": a noun between two words for the same people or devices is part of one name.
    const after = slotOf(items[i + 2]);
    if (noun && next.t === 'word' && after?.entry.id === a.entry.id && /^[ \t-]+$/.test(gap(text, next, items[i + 2]!))) {
      after.pre.unshift(a.matched, next.text);
      after.start = a.start;
      items[i + 2]!.start = a.start;
      i++;
      continue;
    }
    // "the customer portal", "a device registry": with a head noun the phrase names a part of the kind its words say.
    const kind = next.t === 'word' && HEAD_NOUNS.has(next.lower) ? kindOfName(`${a.matched} ${word}`) : undefined;
    if (noun && kind) {
      const matched = text.slice(item.start, next.end);
      out.push({ t: 'slot', start: item.start, end: next.end, slot: { ...a, entry: genericService(kind, 'general'), matched, end: next.end, generic: false } });
      i++;
      continue;
    }
    // "CloudFront routes visitor traffic to the ALB": after a verb, people before what they send are its
    // origin, read as "routes traffic from visitors", never what the verb sends to.
    if (noun && next.t === 'word' && INBOUND_PAYLOADS.has(next.lower) && afterVerb(out, tags)) {
      out.push(next, { t: 'word', text: 'from', lower: 'from', start: next.end, end: next.end, pos: 'ADP' }, item);
      i++;
      continue;
    }
    out.push(item);
  }
  return out;
}

/** The words read so far end with a verb that steers people, perhaps then a determiner ("sends the"). */
function steeredBy(out: Item[]): boolean {
  const prev = wordBefore(out, false);
  return prev !== undefined && verbBases(prev.lower).some((b) => STEERING_VERBS.has(b));
}

/** Words after what a keeping verb keeps that name where it is kept. */
const KEPT_IN: ReadonlySet<string> = new Set([...HOSTED_INSIDE, 'into', 'to']);

/** The words read so far end with a verb that keeps or places data ("stores", "caches", "writes"), perhaps then a determiner or adjectives. */
function keptBy(out: Item[]): boolean {
  const prev = wordBefore(out, true);
  return prev !== undefined && verbBases(prev.lower).some((b) => isKeeping(b));
}

/** The words read so far end with a verb, perhaps then a determiner ("routes the", "understand"). */
function afterVerb(out: Item[], tags: Tags): boolean {
  const prev = wordBefore(out, false);
  if (prev === undefined) return false;
  return tags.at(prev.start)?.pos === 'VERB' || (isVerb(prev.lower) && tags.at(prev.start)?.pos !== 'NOUN');
}

/** The last word read before any determiners (and, with `describing`, adjectives) at the end of `out`. */
function wordBefore(out: Item[], describing: boolean): Extract<Item, { t: 'word' }> | undefined {
  let k = out.length - 1;
  for (let w = out[k]; w?.t === 'word' && (DETERMINERS.has(w.lower) || (describing && (w.pos === 'ADJ' || w.pos === 'DET'))); w = out[k]) k--;
  const prev = out[k];
  return prev?.t === 'word' ? prev : undefined;
}

/**
 * The people at `i` own the noun that opens the sentence, and the sentence names no other doer
 * with "by": "Tenants' meter readings end up in B" says where the readings come from.
 */
function opensWithOwner(items: Item[], i: number): boolean {
  const at = items[i - 1]?.t === 'word' && (items[i - 1] as { lower: string }).lower === 'the' ? i - 1 : i;
  const before = items[at - 1];
  if (before !== undefined && !(before.t === 'punct' && ['.', '!', '?', ':', ';'].includes(before.text))) return false;
  // "Players' game clients post …": what they own is a part of its own, named right after them; they only say whose it is.
  const owned = items.slice(i + 1).find((it) => it.t !== 'word' || !['NOUN', 'ADJ', 'PROPN'].includes(it.pos ?? ''));
  if (owned?.t === 'slot') return false;
  for (let j = i + 1; j < items.length; j++) {
    const it = items[j]!;
    if (it.t === 'punct' && ['.', '!', '?', ';'].includes(it.text)) return true;
    if (it.t === 'word' && it.lower === 'by') return false;
  }
  return true;
}
