import type { Tier } from '../types.js';
import type { EntityGraph } from './graph.js';

/**
 * "Two VMs in the web tier … the web tier writes to the database": once the text has named a tier as
 * the place parts sit in, a later mention of that tier as a part means those parts. Its relations
 * move to them and the mention is not drawn as a node of its own.
 */
export function tierMentionsAsMembers(graph: EntityGraph, tierNames: Partial<Record<Tier, string>>): void {
  for (const [tier, name] of Object.entries(tierNames) as [Tier, string][]) {
    const words = name.toLowerCase();
    for (const e of graph.live()) {
      if (e.entry.provider !== 'general' || e.matched.toLowerCase() !== words || e.count > 1) continue;
      const members = graph.live().filter((m) => m.key !== e.key && m.tier === tier && m.origin === 'prompt');
      if (members.length === 0) continue;
      graph.spreadOver(e.key, members.map((m) => m.key));
    }
  }
}
