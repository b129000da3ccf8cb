import type { EntityGraph } from './graph.js';

/**
 * "The app fetches the menu from A through B": a reading verb's way lies between the reader and
 * the place it reads from, so the direct A → app edge the "from" drew becomes app → B (B → A is
 * the via chain's own edge). Returns the readers whose edge was moved onto the way.
 */
export function readThrough(graph: EntityGraph, readers: readonly string[], places: readonly string[], way: string): string[] {
  const moved: string[] = [];
  for (const s of readers) {
    const from = places.filter((a) => a !== way && graph.has(a, s, false) && !graph.has(s, a, false));
    if (from.length === 0 || s === way) continue;
    for (const a of from) graph.remove(a, s);
    graph.relate(s, way, 'flow', 'prompt');
    moved.push(s);
  }
  return moved;
}
