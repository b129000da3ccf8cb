import type { Entity } from '../types.js';
import { wordsOf } from '../text/tokens.js';
import type { EntityGraph } from './graph.js';

/**
 * Head nouns of pieces a part plugs in to reach another one: a driver or connector is the caller's
 * own means, not a stop of its own ("the report tool uses a vendor connector to reach the cluster").
 */
const CONDUIT_HEADS: ReadonlySet<string> = new Set([
  'connector', 'connectors', 'driver', 'drivers', 'binding', 'bindings', 'sdk', 'sdks', 'library', 'libraries', 'adapter', 'adapters', 'plugin', 'plugins',
  // A pipeline's own step ("the factory uses a copy activity to reach the ledger") acts for the pipeline.
  'activity', 'activities',
]);

/** True when the component's own name ends in such a head noun. */
export function isConduit(e: Entity): boolean {
  const last = wordsOf([e.matched, ...e.post].join(' ')).at(-1);
  return last !== undefined && CONDUIT_HEADS.has(last);
}

/** Kinds of part a person signs in "through" that vouch for the caller and carry none of its traffic ("signs in through Cognito"). */
const SIGN_IN_KINDS: ReadonlySet<string> = new Set(['identity']);

/** Kinds of app a person opens and then signs in to: the app is what asks the identity service to vouch. */
const SIGNED_IN_APPS: ReadonlySet<string> = new Set(['web_app', 'mobile', 'browser', 'microservice']);

/**
 * "Users open the app and sign in through Cognito": when every part of a "through" way only vouches for the
 * caller, the callers reach it and the place they were going stays direct. Relates them and returns true then.
 * The app those people opened in the same sentence (`said`) checks the sign-in too, so it reaches the way as well.
 */
export function signsInThrough(graph: EntityGraph, subjects: readonly string[], way: readonly string[], entities: readonly Entity[], said: readonly string[] = []): boolean {
  if (subjects.length === 0 || entities.length === 0 || !entities.every((e) => SIGN_IN_KINDS.has(e.entry.kind))) return false;
  for (const s of subjects) graph.relate(s, way[0]!, 'flow', 'prompt');
  const people = subjects.filter((s) => graph.get(s).entry.kind === 'users');
  const apps = said.filter((k) => !way.includes(k) && SIGNED_IN_APPS.has(graph.get(k).entry.kind) && people.some((p) => graph.has(p, k, false)));
  for (const a of new Set(apps)) if (!graph.has(a, way[0]!)) graph.relate(a, way[0]!, 'flow', 'prompt');
  return true;
}
