import type { ServiceKind } from '../../catalog/index.js';
import { isPunct, isWord, type Item } from '../entities/items.js';
import { isGenericTerm } from '../entities/raw-mention.js';
import type { EntityGraph } from './graph.js';
import { FETCHING_VERBS, isPeople } from './roles.js';
import { sentences } from './segments.js';

/** Words by which people are handed something they did not ask for ("receive", "get"). */
const RECEIVING = new Set(['receive', 'receives', 'received', 'get', 'gets', 'got']);
/** Past participles after "are"/"is"/"get" that say people were sent something ("are texted"). */
const SENT_TO = new Set(['sent', 'emailed', 'e-mailed', 'mailed', 'texted', 'messaged', 'paged', 'notified', 'alerted', 'pinged']);
const BEING = new Set(['is', 'are', 'was', 'were', 'get', 'gets', 'got', 'be', 'been']);
/** Words that name where it came from: the reader already drew that edge. */
const SOURCE_WORDS = new Set(['from', 'by', 'through', 'via', 'over', 'using', 'with']);
/** Everyday words for what a message service hands people; a clause with none of them may hand them anything. */
const MESSAGE_WORDS = new Set([
  'alert', 'alerts', 'notification', 'notifications', 'message', 'messages', 'text', 'texts', 'sms', 'email', 'emails', 'e-mail',
  'e-mails', 'mail', 'page', 'pages', 'digest', 'digests', 'reminder', 'reminders', 'receipt', 'receipts', 'push', 'warning', 'warnings',
]);
/** Kinds of parts that deliver messages to people. */
const SENDER_KINDS = new Set<ServiceKind>(['notification', 'email', 'topic']);

/**
 * "Porters get a text", "the tenants are sent a digest": people handed a message with no sender
 * named are reached by the part that delivers messages, the one named in the clause or, when the
 * clause only names the message itself by an everyday word, the last such part named before it.
 * That everyday word is then what travels, not a part of its own.
 */
export function peopleReceive(items: Item[], graph: EntityGraph): void {
  const earlier: string[] = [];
  for (const sentence of sentences(items)) {
    // What people are handed is a message, not a part that hands messages on to others.
    let handed = -1;
    for (let i = 0; i < sentence.length; i++) {
      const it = sentence[i]!;
      if (it.t !== 'slot') continue;
      if (it.slot.keys.length > 0 && it.slot.keys.every((k) => isPeople(graph.get(k)))) {
        const end = receivingEnd(sentence, i + 1, graph);
        if (end > i) reach(sentence.slice(i + 1, end), it.slot.keys, earlier, graph);
        handed = Math.max(handed, end);
      } else if (i > handed) {
        if (isWord(sentence[i + 1], 'so')) soPeopleCan(sentence, i, graph);
        earlier.push(...it.slot.keys.filter((k) => SENDER_KINDS.has(graph.get(k).entry.kind) && !isGenericTerm(graph.get(k).matched)));
      }
    }
  }
}

/** Where the clause that hands the people something ends, or -1 when the words after them do not hand them anything. */
function receivingEnd(s: Item[], from: number, graph: EntityGraph): number {
  let i = from;
  while (isWord(s[i], 'also', 'then', 'now', 'each', 'all', 'both', 'only', 'instantly', 'immediately')) i++;
  const w = s[i];
  if (w?.t !== 'word') return -1;
  const sent = BEING.has(w.lower) && s[i + 1]?.t === 'word' && SENT_TO.has((s[i + 1] as { lower: string }).lower);
  if (!sent && !RECEIVING.has(w.lower)) return -1;
  let j = i + (sent ? 2 : 1);
  while (j < s.length && !isPunct(s[j], ',', '(', ')') && !isWord(s[j], 'and', 'or', 'when', 'while', 'whenever', 'if', 'once', 'so', 'which', 'that')) {
    if (isWord(s[j], ...SOURCE_WORDS)) {
      sentBySame(s.slice(i, j), s[isWord(s[j + 1], 'the', 'a', 'an') ? j + 2 : j + 1], graph);
      return -1;
    }
    j++;
  }
  return j;
}

/** "get a receipt e-mail from Amazon SES": the message named by the sender's kind is the sender's. */
function sentBySame(before: Item[], source: Item | undefined, graph: EntityGraph): void {
  if (source?.t !== 'slot' || source.slot.keys.length !== 1) return;
  const by = source.slot.keys[0]!;
  for (const it of before) {
    if (it.t !== 'slot') continue;
    for (const k of it.slot.keys) if (k !== by && SENDER_KINDS.has(graph.get(k).entry.kind) && graph.get(k).entry.id === graph.get(by).entry.id) graph.spreadOver(k, [by]);
  }
}

/** Draws sender → people for a clause that names no sender by a preposition. */
function reach(clause: Item[], people: string[], earlier: readonly string[], graph: EntityGraph): void {
  const named = clause.flatMap((it) => (it.t === 'slot' ? it.slot.keys : [])).filter((k) => SENDER_KINDS.has(graph.get(k).entry.kind));
  // "are sent …" always hands them something; "receive"/"get" only when a message is named.
  const handed = clause.some((it) => it.t === 'word' && (MESSAGE_WORDS.has(it.lower) || SENT_TO.has(it.lower)));
  if (named.length === 0 && !handed) return;
  const last = earlier.at(-1);
  // A message named by the service that sends it ("an SNS push"), once that service was named, is that service's.
  const same = last ? named.filter((k) => k !== last && graph.get(k).entry.id === graph.get(last).entry.id) : [];
  const everyday = named.filter((k) => isGenericTerm(graph.get(k).matched) || same.includes(k));
  const own = named.filter((k) => !everyday.includes(k));
  const senders = own.length > 0 ? own : everyday.length > 0 && !last ? everyday : last ? [last] : [];
  if (senders.length === 0) return;
  for (const p of people) {
    if (graph.incoming(p).some((r) => !isPeople(graph.get(r.from)) && senders.includes(r.from))) continue;
    for (const s of senders) graph.relate(s, p, 'flow', 'prompt');
  }
  if (own.length > 0 || !last) return;
  // The everyday word for the message only names what the sender hands over.
  for (const m of everyday) {
    for (const r of [...graph.incoming(m), ...graph.outgoing(m)]) graph.remove(r.from, r.to);
    graph.get(m).descriptor = true;
  }
}

/**
 * "… is kept in X so clerks can browse past orders": people the purpose clause lets fetch or look
 * at something, with no part named after their verb, reach the part named right before "so".
 */
function soPeopleCan(s: Item[], at: number, graph: EntityGraph): void {
  const place = s[at];
  if (place?.t !== 'slot' || place.slot.keys.some((k) => isPeople(graph.get(k)))) return;
  let i = at + 2;
  if (isWord(s[i], 'that')) i++;
  const who = s[i];
  if (who?.t !== 'slot' || who.slot.keys.length === 0 || !who.slot.keys.every((k) => isPeople(graph.get(k)))) return;
  if (!isWord(s[i + 1], 'can', 'could', 'may', 'will')) return;
  // A verb that also names a kind of service ("search") is read as a mention of one.
  const verb = s[i + 2];
  const word = verb?.t === 'word' ? verb.lower : verb?.t === 'slot' && verb.slot.generic ? verb.slot.matched.toLowerCase() : '';
  if (!FETCHING_VERBS.has(word)) return;
  for (let j = i + 3; j < s.length && !isPunct(s[j], ',') && !isWord(s[j], 'and', 'or', 'while', 'when'); j++) if (s[j]!.t === 'slot') return;
  for (const p of who.slot.keys) for (const k of place.slot.keys) if (!graph.has(p, k)) graph.relate(p, k, 'flow', 'prompt');
  // Read as the verb, the word names no service of its own.
  if (verb?.t === 'slot') for (const k of verb.slot.keys) if (graph.get(k).matched.toLowerCase() === word && graph.degree(k) === 0) graph.get(k).descriptor = true;
}
