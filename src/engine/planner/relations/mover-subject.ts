import { singular } from '../text/tokens.js';
import { verbBase } from './verb-sets.js';
import { MOVERS, WAYFARING_VERBS } from './roles.js';

/**
 * "…; traffic then passes through B to C": a clause whose subject is a noun for what moves
 * ("traffic", "requests", "packets") and whose verb says it travels on by itself names no sender:
 * it leaves from where the clause before arrived.
 */
export function movesOnFrom(noun: string, verb: string, participle: boolean): boolean {
  return !participle && MOVERS.has(singular(noun)) && WAYFARING_VERBS.has(verbBase(verb));
}
