import type { Entity } from '../types.js';
import { isPeople } from './roles.js';
import { ADMITTING_VERBS, verbBase } from './verb-sets.js';

/**
 * "The portal verifies diners with B", "the app signs members in through B": when a verb of letting
 * people in reached people and its doers are parts, the way named next is the doers' own means, not
 * the people's ("emails planners through B" still reaches them through B). Reads the clause's verb,
 * the keys it reached last and its subjects; returns the subjects to hang the way on, or nothing.
 */
export function doersOfPeopleObject(verb: string, reached: readonly string[], subjects: readonly string[], entity: (k: string) => Entity): string[] | null {
  if (!ADMITTING_VERBS.has(verbBase(verb)) || reached.length === 0 || subjects.length === 0 || subjects.some((k) => reached.includes(k))) return null;
  if (!reached.every((k) => isPeople(entity(k))) || subjects.some((k) => isPeople(entity(k)))) return null;
  return [...subjects];
}
