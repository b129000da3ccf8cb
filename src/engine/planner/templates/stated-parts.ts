import type { Entity } from '../types.js';
import type { EntityGraph } from '../relations/graph.js';

/**
 * "a simple web app – visitors, a proxy, a Go API, MySQL": the bare words that name the architecture
 * ("web app") are its title once the text names a part of its own for the same role. Such a word is the
 * first thing named, has no words of its own around it and no stated link; the named part takes the role.
 */
export function statedOverTitle(candidates: readonly Entity[], graph: EntityGraph, bare: (e: Entity) => boolean): Entity | undefined {
  const [first, ...rest] = candidates;
  if (!first || rest.length === 0 || !bare(first)) return first;
  const opening = graph.live().filter((e) => e.origin === 'prompt').sort((a, b) => a.order - b.order)[0];
  const stated = graph.relations.some((r) => r.origin === 'prompt' && (r.from === first.key || r.to === first.key));
  const named = rest.find((e) => !bare(e));
  if (opening !== first || stated || !named) return first;
  first.descriptor = true;
  return named;
}
