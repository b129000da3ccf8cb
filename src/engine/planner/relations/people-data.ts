import type { EntityGraph } from './graph.js';
import type { Item } from '../entities/items.js';
import { isPeople, FETCHING_VERBS } from './roles.js';
import { STORE_KINDS } from './orient.js';
import { verbBase } from './verb-sets.js';

const STORES: ReadonlySet<string> = new Set(STORE_KINDS);

/**
 * "Member notes are edited in a CRM. A sync job copies them to a bucket": data that a pronoun
 * carries on came from where the people put it, not from the people. A person a data pronoun stands
 * for is replaced by the parts the text just had them reach (`near`: the keys of the last sentences);
 * a person who reached none of them stays (they hand the data over themselves).
 */
export function dataOrigin(from: readonly string[], graph: EntityGraph, near: readonly string[]): string[] {
  const out: string[] = [];
  for (const k of from) {
    const put = isPeople(graph.get(k)) ? graph.outgoing(k).map((r) => r.to).filter((t) => near.includes(t) && !isPeople(graph.get(t))) : [];
    out.push(...(put.length > 0 ? put : [k]));
  }
  return [...new Set(out)];
}

const DATA_PRONOUNS: ReadonlySet<string> = new Set(['it', 'them', 'these', 'those']);

/**
 * "… loads tables into B, and analysts chart them in C": a data pronoun right after people and a
 * looking or fetching verb ("download them") stands for the data where the text last kept it. Reads the pronoun, the word before
 * it (none when the clause already has a verb), the people pending as the clause's doers, and the
 * parts reached before (`earlier`, oldest first). Returns that store, or nothing.
 */
export function pronounLookedAt(graph: EntityGraph, w: string, before: Item | undefined, who: string[], earlier: string[]): string | undefined {
  if (!DATA_PRONOUNS.has(w) || before?.t !== 'word' || !FETCHING_VERBS.has(verbBase(before.lower)) || who.length === 0) return undefined;
  if (!who.every((k) => isPeople(graph.get(k)))) return undefined;
  return earlier.filter((k) => STORES.has(graph.get(k).entry.kind) && !who.includes(k)).at(-1);
}
