import type { EntityGraph } from './graph.js';
import { singular } from '../text/tokens.js';
import { STORE_KINDS } from './orient.js';

const STORES: ReadonlySet<string> = new Set(STORE_KINDS);

/**
 * "… lands as Avro files in the archive bucket. A loader picks up these files": the data named again
 * by its noun is read from the one store whose note says it holds that data, not drawn on its own.
 */
export function storeHolding(graph: EntityGraph, noun: string): string[] | undefined {
  const said = singular(noun);
  const holds = (note: string): boolean => singular(note.toLowerCase().split(/\s+/).at(-1) ?? '') === said;
  const stores = graph.live().filter((e) => STORES.has(e.entry.kind) && e.paren.some(holds));
  return stores.length === 1 ? [stores[0]!.key] : undefined;
}
