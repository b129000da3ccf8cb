import type { ServiceKind } from '../../catalog/index.js';
import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';
import { BROKER_KINDS, STORE_KINDS } from './orient.js';

const CARRIERS: readonly ServiceKind[] = [...BROKER_KINDS, 'iot_hub'];

/**
 * A stream or queue that already delivers into a store has handed its records on: a later part that
 * works on them without saying where from reads the store they landed in, not the carrier that brought
 * them. Follows the delivery among the candidates the consumer's kind allows, store by store.
 */
export function landedIn(graph: EntityGraph, producer: Entity, candidates: readonly Entity[]): Entity {
  let at = producer;
  const seen = new Set<string>([at.key]);
  while (CARRIERS.includes(at.entry.kind)) {
    const from = at;
    const store = candidates.find((c) => !seen.has(c.key) && STORE_KINDS.includes(c.entry.kind)
      && graph.outgoing(from.key).some((r) => r.to === c.key && r.kind === 'flow'));
    if (!store) break;
    seen.add(store.key);
    at = store;
  }
  return at;
}
