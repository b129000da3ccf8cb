import type { EntityGraph } from './graph.js';

/**
 * Kinds a client's reads pass through to reach what sits behind them (not connectors or agents that carry copies):
 * fronts (an API, a load balancer, a CDN) and query engines that read the store for the asker ("through Athena").
 */
const READ_FRONTS: ReadonlySet<string> = new Set(['api_gateway', 'load_balancer', 'ingress', 'cdn', 'analytics', 'data_warehouse', 'search', 'bi']);

/**
 * "The app fetches the menu from A through B": a reading verb's way lies between the reader and
 * the place it reads from, so the direct A → app edge the "from" drew becomes app → B (B → A is
 * the via chain's own edge). Only for a way that fronts what it reaches (an API, a load balancer):
 * "copies from A through an integration runtime" keeps A → the copier. Returns the readers moved.
 */
export function readThrough(graph: EntityGraph, readers: readonly string[], places: readonly string[], way: string): string[] {
  const moved: string[] = [];
  if (!READ_FRONTS.has(graph.get(way).entry.kind)) return moved;
  for (const s of readers) {
    const from = places.filter((a) => a !== way && graph.has(a, s, false) && !graph.has(s, a, false));
    if (from.length === 0 || s === way) continue;
    for (const a of from) graph.remove(a, s);
    graph.relate(s, way, 'flow', 'prompt');
    moved.push(s);
  }
  return moved;
}
