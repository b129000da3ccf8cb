import { findMentions, getService, type ServiceEntry } from '../../catalog/index.js';
import type { Operation } from '../../model/index.js';
import { orientAttach } from '../relations/orient.js';
import { normalizePrompt } from '../text/normalize.js';
import { addComponent, addPlain } from './add.js';
import { NEGATION, NOT_A_RELATION, REVERSE_VERBS, ROLE_WORDS } from './lexicon.js';
import { kindOfNode } from './place.js';
import { findCells, labelMatches, sameWord } from './references.js';
import { stem } from '../text/tokens.js';
import { EditFailure, type EditSession } from './session.js';
import { servicePhrase } from './service-phrase.js';

/** Components named in one place of a statement ("the instances" may be two copies of one component). */
interface Ref {
  ids: string[];
  start: number;
  end: number;
}

/** Words that never start or end a name: they join or relate the names of a sentence. */
const JOINERS = new Set(['the', 'a', 'an', 'to', 'in', 'into', 'from', 'with', 'through', 'via', 'and', 'or', 'only', 'also', 'should', 'must', 'will', 'can', 'may', 'need', 'needs', 'using', 'at', 'on', 'of', 'for', 'by', 'be', 'is', 'are', 'have', 'has', 'its', 'their', 'our', 'back', 'it', 'them', 'they', 'there', 'that', 'which', 'who', 'then', 'directly', 'too']);
/** Words that join two names; never inside one ("for" and "of" may be: "Azure Cache for Redis"). */
const LINKING = new Set(['and', 'or', 'between', 'behind', 'before', 'after', 'front', 'that', 'which', 'who', 'to', 'into', 'from', 'with', 'through', 'via', 'should', 'must', 'will', 'can', 'may', 'need', 'needs', 'using', 'at', 'then']);
const PRONOUNS = new Set(['it', 'them', 'they', 'there', 'its']);
const THROUGH = /\b(?:through|via|behind)\s+(?:a|an|the|one)?\s*(?:\S+\s+){0,2}$/i;

interface Word {
  text: string;
  start: number;
  end: number;
}

function tokens(text: string): Word[] {
  return [...text.matchAll(/[\w][\w/'.-]*/g)].map((m) => ({ text: m[0].replace(/[.']+$/, ''), start: m.index, end: m.index + m[0].length }));
}

/**
 * The existing components a sentence names, longest names first, left to right. Windows of up to
 * five words that neither start nor end with a joining word are looked up like any reference.
 */
function existingRefs(s: EditSession, text: string): Ref[] {
  const words = tokens(text);
  const taken = new Array<boolean>(words.length).fill(false);
  // A service the diagram has nothing like is a new component, never a fuzzy match of an old one.
  for (const m of findMentions(text, s.model.provider)) {
    const named = text.slice(m.start, m.end);
    const present = s.model.nodes.some((n) => n.service === m.entry.id || (n.service && kindOfNode(s.model, n.id) === m.entry.kind)) || labelMatches(s.model, named).length > 0;
    if (!present) words.forEach((w, i) => { if (w.start < m.end && m.start < w.end) taken[i] = true; });
  }
  // "an SQS queue", "a new cache": an indefinite article introduces something new, not one of ours.
  words.forEach((w, i) => {
    if (!/^(a|an|another)$/i.test(w.text)) return;
    for (let k = i + 1; k < words.length && !JOINERS.has(words[k]!.text.toLowerCase()) && !LINKING.has(words[k]!.text.toLowerCase()); k++) taken[k] = true;
  });
  const refs: Ref[] = [];
  for (let size = Math.min(5, words.length); size >= 1; size--) {
    for (let i = 0; i + size <= words.length; i++) {
      if (taken.slice(i, i + size).some(Boolean)) continue;
      const first = words[i]!.text.toLowerCase();
      const last = words[i + size - 1]!.text.toLowerCase();
      if (size === 1 && PRONOUNS.has(first)) {
        const ids = s.last ? [s.last] : s.topic;
        if (ids.length > 0) {
          refs.push({ ids, start: words[i]!.start, end: words[i]!.end });
          taken[i] = true;
        }
        continue;
      }
      if (JOINERS.has(first) || JOINERS.has(last)) continue;
      if (words.slice(i + 1, i + size - 1).some((w) => LINKING.has(w.text.toLowerCase()))) continue;
      const phrase = text.slice(words[i]!.start, words[i + size - 1]!.end);
      const found = findCells(s.model, phrase, false);
      const nodes = found.cells.filter((c) => c.type === 'node').filter((c) => size === 1 || covers(s, c.node.id, phrase));
      if (nodes.length === 0 || (found.ambiguous && nodes.length > 2 && !/s$/i.test(last))) continue;
      refs.push({ ids: nodes.map((c) => c.node.id), start: words[i]!.start, end: words[i + size - 1]!.end });
      for (let k = i; k < i + size; k++) taken[k] = true;
    }
  }
  return refs.sort((a, b) => a.start - b.start);
}

/** Every word of a name is accounted for by the component: its label, its service's names, its kind or a role word. */
function covers(s: EditSession, id: string, phrase: string): boolean {
  const node = s.node(id);
  if (!node) return false;
  const entry = node.service ? getService(node.service) : undefined;
  const known = wordsOf(`${node.label} ${entry?.name ?? ''} ${entry?.short ?? ''} ${entry?.kind.replace(/_/g, ' ') ?? ''}`);
  let rest = phrase;
  for (const role of ROLE_WORDS) if (role.kinds?.includes(entry?.kind ?? '') || role.entry) rest = rest.replace(role.re, ' ');
  return wordsOf(rest).every((w) => JOINERS.has(w) || known.some((k) => sameWord(k, w)));
}

const wordsOf = (text: string): string[] => text.toLowerCase().replace(/'s\b/g, '').split(/[^a-z0-9]+/).filter(Boolean).map(stem);

/** A service the sentence names that the diagram does not have yet; the longest such name. */
function newService(s: EditSession, text: string, refs: readonly Ref[]): { entry: ServiceEntry; label: string; start: number; end: number } | undefined {
  // A name as people write product names ("Redis", "cert-manager") outranks a common word ("cache").
  const weight = (m: { start: number; end: number }): number => m.end - m.start + (/[A-Z]|-/.test(text.slice(m.start, m.end)) ? 4 : 0);
  // With two components named, a lone lowercase word ("publishes jobs to …") is what flows, not a new component.
  const objectNoun = (m: { start: number; end: number }): boolean => refs.length >= 2 && /^[a-z]+$/.test(text.slice(m.start, m.end));
  const mentions = findMentions(text, s.model.provider)
    .filter((m) => m.entry.category !== 'client' && !objectNoun(m) && !refs.some((r) => m.start < r.end && r.start < m.end))
    .sort((a, b) => weight(b) - weight(a) || b.start - a.start);
  const best = mentions[0];
  if (!best) return undefined;
  const phrase = phraseAround(text, best.start, best.end);
  const found = servicePhrase(phrase, s.model.provider);
  return found ? { ...found, start: best.start, end: best.end } : undefined;
}

/** The noun phrase a service name sits in: "a Log Analytics workspace", "Azure Cache for Redis". */
function phraseAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start).split(/\s+/).filter(Boolean);
  const after = text.slice(end).split(/\s+/).filter(Boolean);
  const lead: string[] = [];
  for (let i = before.length - 1; i >= 0 && lead.length < 2; i--) {
    if (JOINERS.has(before[i]!.toLowerCase()) || /^(keep|store|use|send|cache|put|add|encrypt|terminate|have|let|sign|authenticate)$/i.test(before[i]!)) break;
    lead.unshift(before[i]!);
  }
  const tail: string[] = [];
  for (const w of after) {
    if (tail.length >= 1 || JOINERS.has(w.toLowerCase()) || !/^(workspace|account|vault|instance|cluster|table|bucket|key|topic|queue|job|broker|endpoint|gateway|subscription|dashboards?)$/i.test(w)) break;
    tail.push(w);
  }
  return [...lead, text.slice(start, end), ...tail].join(' ');
}

/** Whether the sentence opens with a component ("the worker should …") rather than a verb. */
function subjectCount(text: string, refs: readonly Ref[]): number {
  const first = refs[0];
  if (!first || !/^(?:(?:the|only|also|our|all|both|every|and)\s+)*$/i.test(text.slice(0, first.start))) return 0;
  let n = 1;
  while (n < refs.length && /^\s*(?:,|and|&|as well as)?\s*(?:the\s+)?$/i.test(text.slice(refs[n - 1]!.end, refs[n]!.start))) n++;
  return n;
}

/**
 * A descriptive sentence as a change: "the worker needs to write to Cloud SQL" connects them,
 * "the workers should keep jobs in SQS" adds SQS beside them, "the API should stop
 * writing to the lake" disconnects, "A should reach B only through X" puts X between them.
 * Returns false when the sentence names a component but asks nothing of it (it becomes the topic).
 */
export function runStatement(s: EditSession, said: string): boolean {
  const text = normalizePrompt(said);
  const refs = existingRefs(s, text);
  const fresh = newService(s, text, refs);
  const ids = [...new Set(refs.flatMap((r) => r.ids))];
  const nSubjects = subjectCount(text, refs);
  const subjects = [...new Set(refs.slice(0, nSubjects).flatMap((r) => r.ids))];
  const objects = [...new Set(refs.slice(nSubjects).flatMap((r) => r.ids))].filter((id) => !subjects.includes(id));
  const reverse = REVERSE_VERBS.test(text);
  if (NEGATION.test(text) && ids.length >= 2) return disconnect(s, subjects.length > 0 ? subjects : [ids[0]!], objects.length > 0 ? objects : ids.slice(1));
  if (fresh) {
    const through = (THROUGH.test(text.slice(0, fresh.start)) || /\bbetween\b/i.test(text.slice(fresh.end))) && refs.length >= 2;
    // "… a gateway ahead of the front door", "… DAX behind the worker": placed like "add".
    const side = /\b(in front of|ahead of|behind)\s/i.exec(text.slice(fresh.end));
    const sideRef = side ? refs.find((r) => r.start >= fresh.end + side.index) : undefined;
    if (!through && side && sideRef) {
      addComponent(s, fresh.label, 1, { rel: /behind/i.test(side[1]!) ? 'behind' : 'front', target: sideRef.ids[0]! });
      return true;
    }
    if (through || ids.length === 0) addComponent(s, fresh.label, 1, through ? { rel: 'between', a: refs[0]!.ids[0]!, b: refs[1]!.ids[0]! } : undefined);
    else addPlain(s, fresh.entry, fresh.label, ids[0]!);
    const id = s.last!;
    if (!through) attach(s, id, fresh.entry, subjects, objects, reverse);
    s.last = id;
    return true;
  }
  // "A should reach B through C" with C already drawn: A → C → B.
  const via = refs.findIndex((r, i) => i > 0 && THROUGH.test(text.slice(0, r.start)) && /\b(?:through|via)\s+(?:the\s+)?$/i.test(text.slice(0, r.start)));
  if (!fresh && via > 0 && refs.length >= 3) {
    const hub = refs[via]!.ids[0]!;
    const others = refs.filter((_, i) => i !== via);
    const from = others.slice(0, Math.max(1, nSubjects)).flatMap((r) => r.ids).filter((x) => x !== hub);
    const to = others.slice(Math.max(1, nSubjects)).flatMap((r) => r.ids).filter((x) => x !== hub);
    const ops: Operation[] = [];
    for (const a of from) s.link(a, hub, ops);
    for (const b of to) s.link(hub, b, ops);
    if (ops.length > 0) s.push(ops, `route ${from.map(label(s)).join(', ')} through ${label(s)(hub)} to ${to.map(label(s)).join(', ')}`);
    else s.understood.push(`${from.map(label(s)).join(', ')} already reach ${to.map(label(s)).join(', ')} through ${label(s)(hub)}`);
    return true;
  }
  if (refs.length >= 2 && ids.length >= 2 && !NOT_A_RELATION.test(text)) {
    const from = subjects.length > 0 ? subjects : [ids[0]!];
    const to = subjects.length > 0 ? objects : ids.slice(1);
    const ops: Operation[] = [];
    for (const a of from) for (const b of to) s.link(reverse ? b : a, reverse ? a : b, ops);
    if (ops.length > 0) s.push(ops, `connect ${from.map(label(s)).join(', ')} ${reverse ? 'from' : 'to'} ${to.map(label(s)).join(', ')}`);
    else s.understood.push(`${from.map(label(s)).join(', ')} and ${to.map(label(s)).join(', ')} are already connected`);
    if (to.length > 0) s.last = to.at(-1);
    return true;
  }
  if (ids.length >= 1) {
    s.topic = ids;
    return false;
  }
  if (NOT_A_RELATION.test(text)) throw new EditFailure(`"${said}" does not ask for a change I can make. Say what to add, remove, connect or change`);
  throw new EditFailure(`I could not tell what "${text}" should change. Say what to do (add, remove, rename, connect, replace, move, make …) and to which component`);
}

const label = (s: EditSession) => (id: string): string => s.node(id)?.label || id;

/**
 * Connects a component the sentence added: from the subject that acts on it ("users sign in with
 * X"), else to the components named around it in the way their kinds suggest; a secret store
 * named with a database serves whatever uses that database.
 */
function attach(s: EditSession, id: string, entry: ServiceEntry, subjects: readonly string[], objects: readonly string[], reverse: boolean): void {
  const ops: Operation[] = [];
  const storeKinds = ['relational_db', 'nosql', 'object_storage', 'data_lake', 'file_storage', 'data_warehouse'];
  const usersOf = (x: string): string[] => s.model.edges.filter((e) => e.target === x && e.source !== id).map((e) => e.source);
  for (const sub of subjects) s.link(reverse ? id : sub, reverse ? sub : id, ops);
  for (const obj of objects) {
    if (entry.kind === 'secrets' && storeKinds.includes(kindOfNode(s.model, obj) ?? '')) {
      for (const u of usersOf(obj)) s.link(u, id, ops);
      continue;
    }
    const dir = orientAttach(entry.kind, (kindOfNode(s.model, obj) ?? 'generic') as never) ?? 'ab';
    s.link(dir === 'ab' ? id : obj, dir === 'ab' ? obj : id, ops);
  }
  if (ops.length > 0) s.push(ops, `connect ${s.node(id)?.label ?? id} to ${[...subjects, ...objects].map(label(s)).join(', ')}`);
}

function disconnect(s: EditSession, from: readonly string[], to: readonly string[]): boolean {
  const ops: Operation[] = [];
  for (const a of from) for (const b of to) for (const e of s.model.edges) if ((e.source === a && e.target === b) || (e.source === b && e.target === a)) ops.push({ op: 'remove', id: e.id });
  if (ops.length === 0) throw new EditFailure(`${from.map(label(s)).join(', ')} and ${to.map(label(s)).join(', ')} are not connected`);
  s.push(ops, `disconnect ${from.map(label(s)).join(', ')} from ${to.map(label(s)).join(', ')}`);
  return true;
}

