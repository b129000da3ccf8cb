import type { ModelGroup } from './schema.js';

/**
 * Groups with every parent before its children, otherwise in the given order (stable). The model
 * keeps groups in this order so containers can be created top-down; parse and apply both return
 * it. A parent loop (impossible through apply) keeps the loop's groups in their given order.
 */
export function parentsFirst<T extends Pick<ModelGroup, 'id' | 'parent'>>(groups: readonly T[]): T[] {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const placed = new Set<string>();
  const out: T[] = [];
  for (const g of groups) {
    const chain: T[] = [];
    const seen = new Set<string>();
    for (let at: T | undefined = g; at && !placed.has(at.id) && !seen.has(at.id); at = at.parent ? byId.get(at.parent) : undefined) {
      seen.add(at.id);
      chain.push(at);
    }
    for (const at of chain.reverse()) {
      placed.add(at.id);
      out.push(at);
    }
  }
  return out;
}
