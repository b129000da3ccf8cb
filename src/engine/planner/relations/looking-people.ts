import type { EntityGraph } from './graph.js';
import { STORE_KINDS } from './orient.js';
import { isPeople, LOOKING_VERBS } from './roles.js';

const STORES: ReadonlySet<string> = new Set(STORE_KINDS);

/** What a clause of people looking at data said: who, the verb, and whether it named where. */
export interface LookingClause { who: string[]; verb: string; passive: boolean; namedPlace: boolean }

/**
 * "… indexes each ticket in the search service so agents can find old tickets": people looking at
 * data a later clause of the same sentence names no place for look where the clause before put it.
 * Returns the store they look at, or nothing.
 */
export function lookedAt(graph: EntityGraph, clause: LookingClause, reached: string[]): string | undefined {
  if (clause.passive || clause.namedPlace || !LOOKING_VERBS.has(clause.verb) || clause.who.length === 0) return undefined;
  if (!clause.who.every((k) => isPeople(graph.get(k)))) return undefined;
  return reached.filter((k) => STORES.has(graph.get(k).entry.kind) && !clause.who.includes(k)).at(-1);
}
