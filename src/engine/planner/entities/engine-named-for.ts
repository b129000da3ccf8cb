import type { Entity } from '../types.js';
import { words } from './name-words.js';
import type { Slot } from './items.js';

/**
 * "A store that speaks Apache Cassandra … rows land in Cassandra": a cloud service named "for" an engine
 * ("Cosmos DB for Cassandra") carries that engine's name in brackets. The engine's bare name
 * said again later is that service, not a second, self-run copy of the engine.
 */
export function engineNamedFor(slot: Slot, live: readonly Entity[]): Entity | undefined {
  if (slot.generic || slot.descriptor || slot.entry.provider !== 'general' || slot.pre.length > 0 || slot.post.length > 0) return undefined;
  if (slot.determiner === 'a' || slot.determiner === 'an') return undefined;
  const said = words(slot.matched);
  if (said.length === 0) return undefined;
  const found = live.filter((e) => e.entry.provider !== 'general' && e.entry.kind === slot.entry.kind
    && e.paren.some((p) => ((w) => said.every((x) => w.includes(x)))(words(p))));
  return found.length === 1 ? found[0] : undefined;
}
