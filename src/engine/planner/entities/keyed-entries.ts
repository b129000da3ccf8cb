import { ACTOR_ENTRIES, genericService } from '../../catalog/index.js';
import { CODE_STACKS } from '../text/lexicon.js';
import { isVerb } from '../text/verbs.js';
import { isGenericTerm, type RawMention } from './raw-mention.js';

/**
 * "Oven: Go worker. Till: Python flask application.": a capitalised name opening a sentence or line,
 * then a colon. The name is one to three capitalised words; what follows runs to the sentence's end.
 */
const KEY = /(^|\n|[.:;][ \t]+)([A-Z][A-Za-z0-9#+]*(?:[ \t][A-Z][A-Za-z0-9#+]*){0,2})(?:[ \t]*:|[ \t]+[-\u2013\u2014])[ \t]+/g;

interface Entry { start: number; end: number; name: string; lead: RawMention; stop: number; next: number; kinds: RawMention[]; own?: RawMention | undefined }

/**
 * "API that sums the orders", "worker to resize photos", "service for refunds", "job running nightly":
 * words after an everyday head that say more about it (a relative clause, an infinitive, a preposition
 * or a participle), so the head is still what the key names and the parts further on are its partners.
 */
const POST_MODIFIER = /^\s*(?:(?:web|user|page|app|application|service|server|module|component|site|interface|layer|process|program|job|daemon|portal)\s+){0,2},?\s*(?:that|which|who|to|for|with|of|in|on|from|by|behind|over|via|using|[a-z]+ing|[a-z]+ed|written|built)\b/;

/** The description's head when it is an everyday kind word followed by words saying more about it. */
function modifiedHead(text: string, inside: readonly RawMention[], stop: number): RawMention | undefined {
  // "React page that …": a framework alone before the head noun is the head.
  const lead = inside.find((t) => !CODE_STACKS.has(t.matched.toLowerCase())) ?? inside.at(-1);
  if (!lead || !(isGenericTerm(lead.matched) || lead.entry.provider === 'general')) return undefined;
  if (inside.slice(0, inside.indexOf(lead)).some((t) => !CODE_STACKS.has(t.matched.toLowerCase()))) return undefined;
  const after = text.slice(lead.end, stop);
  return after.trim() === '' || POST_MODIFIER.test(after) ? lead : undefined;
}

/** Words that do not make a clause: no verb among them (a language is none: "Go", "NET Core"). */
function verbless(words: string): boolean {
  return words.split(/[^A-Za-z]+/).filter(Boolean).every((w) => CODE_STACKS.has(w.toLowerCase()) || !isVerb(w.toLowerCase()));
}

/** The entry a key opens: its description is a phrase without a verb whose head is a part already read. */
function entryAt(text: string, m: RegExpMatchArray, taken: readonly RawMention[]): Entry | undefined {
  const name = m[2]!;
  const start = m.index! + m[1]!.length;
  const end = start + name.length;
  const from = m.index! + m[0].length;
  const stopAt = /[.;!?](?=\s|$)|\n/.exec(text.slice(from));
  const stop = stopAt ? from + stopAt.index : text.length;
  const inside = taken.filter((t) => t.start >= from && t.end <= stop && !t.descriptor).sort((a, b) => a.start - b.start);
  // "Node Express application": a language or runtime read as a part before the head is the head's.
  const last = inside.at(-1);
  const plain = last && !inside.slice(0, -1).some((t) => !CODE_STACKS.has(t.matched.toLowerCase())) && verbless(text.slice(last.end, stop));
  const lead = plain ? last : modifiedHead(text, inside, stop);
  if (!lead) return undefined;
  // "Go mux application", ".NET Core application": up to three words before the part say what it is written in.
  const before = text.slice(from, lead.start);
  if (!/^[\w.#+ -]*$/.test(before) || before.trim().split(/\s+/).length > 3 || !verbless(before)) return undefined;
  const kinds = inside.slice(0, inside.indexOf(lead) + 1);
  return { start, end, name, lead, stop, next: stop + (stopAt?.[0].length ?? 0), kinds };
}

/** Kinds of part that run code: a key before one names a program, not the runtime it is written for. */
const PROGRAM_KINDS = new Set(['microservice', 'web_app', 'vm', 'function']);

/**
 * What the part a key names is: "Till: Python flask application" is a program written with Flask (a
 * service, not a server), and one said in everyday words ("Oven: Go worker") gives only its kind, so a
 * later "a server" or "the worker" is no reference to the named part. A product ("Ledger: Postgres") is the part.
 */
function partEntry(lead: RawMention): RawMention['entry'] {
  // "a Rust service": on a Kubernetes diagram the everyday word is a program, not the Service object.
  if (lead.entry.id === 'kubernetes.service') return genericService('microservice', 'general');
  if (lead.entry.provider !== 'general' || !PROGRAM_KINDS.has(lead.entry.kind)) return lead.entry;
  return genericService(CODE_STACKS.has(lead.matched.toLowerCase()) ? 'microservice' : lead.entry.kind, 'general');
}

/**
 * A run of keyed entries ("Oven: Go worker. Till: Python flask application."): each key names the part
 * its description gives the kind of, and the description's part is no second component. A lone key
 * ("Note: …") names nothing, nor does a key that is already a known name ("Storage: Postgres").
 */
export function keyedEntryMentions(text: string, taken: readonly RawMention[]): RawMention[] {
  const entries: Entry[] = [];
  for (const m of text.matchAll(KEY)) {
    const e = entryAt(text, m, taken);
    // "Resizer - a worker …": a capitalised word only guessed to be some product is the key's own name, and so
    // is an everyday word ("Payments: API to refund cards") when the description says it is a program.
    const program = e !== undefined && e.lead.entry.provider === 'general' && PROGRAM_KINDS.has(e.lead.entry.kind);
    // "PayFunction: …": a name run together the way code writes it was only guessed to be a kind of part.
    const guessed = (t: RawMention): boolean => (t.entry.id.startsWith('general.generic_') || (program && t.entry.provider === 'general' && (isGenericTerm(t.matched) || ACTOR_ENTRIES.has(t.entry.id))))
      && t.start === e?.start && t.end === e.end;
    if (e && !taken.some((t) => t.start < e.end && t.end > e.start && !guessed(t))) entries.push({ ...e, own: taken.find(guessed) });
  }
  const out: RawMention[] = [];
  for (let i = 0; i < entries.length; ) {
    let j = i + 1;
    while (j < entries.length && /^\s*$/.test(text.slice(entries[j - 1]!.next, entries[j]!.start))) j++;
    if (j - i >= 2) {
      for (const e of entries.slice(i, j)) {
        for (const t of e.kinds) t.descriptor = true;
        if (e.own) e.own.entry = partEntry(e.lead);
        else out.push({ entry: partEntry(e.lead), start: e.start, end: e.end, matched: e.name });
      }
    }
    i = j;
  }
  return out;
}
