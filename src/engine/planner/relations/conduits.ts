import type { Entity } from '../types.js';
import { wordsOf } from '../text/tokens.js';
import type { EntityGraph } from './graph.js';

/**
 * Head nouns of pieces a part plugs in to reach another one: a driver or connector is the caller's
 * own means, not a stop of its own ("the report tool uses a vendor connector to reach the cluster").
 */
const CONDUIT_HEADS: ReadonlySet<string> = new Set([
  'connector', 'connectors', 'driver', 'drivers', 'binding', 'bindings', 'sdk', 'sdks', 'library', 'libraries', 'adapter', 'adapters', 'plugin', 'plugins',
]);

/** True when the component's own name ends in such a head noun. */
export function isConduit(e: Entity): boolean {
  const last = wordsOf([e.matched, ...e.post].join(' ')).at(-1);
  return last !== undefined && CONDUIT_HEADS.has(last);
}

/** Kinds of part a person signs in "through" that vouch for the caller and carry none of its traffic ("signs in through Cognito"). */
const SIGN_IN_KINDS: ReadonlySet<string> = new Set(['identity']);

/**
 * "Users open the app and sign in through Cognito": when every part of a "through" way only vouches for the
 * caller, the callers reach it and the place they were going stays direct. Relates them and returns true then.
 */
export function signsInThrough(graph: EntityGraph, subjects: readonly string[], way: readonly string[], entities: readonly Entity[]): boolean {
  if (subjects.length === 0 || entities.length === 0 || !entities.every((e) => SIGN_IN_KINDS.has(e.entry.kind))) return false;
  for (const s of subjects) graph.relate(s, way[0]!, 'flow', 'prompt');
  return true;
}
