import type { Entity } from '../types.js';
import { wordsOf } from '../text/tokens.js';

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
