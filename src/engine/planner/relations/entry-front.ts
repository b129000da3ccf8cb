import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';
import { ENTRY_KINDS } from './orient.js';

/**
 * "a storage bucket behind Cloud CDN, with Cloud DNS for the name", "VMs behind a load balancer, with a CDN
 * for caching": an entry point (DNS, CDN, balancer, gateway) set beside a part that already sits
 * behind a more inward entry point is met first by clients, so it leads to that entry point, not
 * around it to the part. Returns the entry points in front of `part` it fronts (none when it fronts the part itself).
 */
export function frontedEntries(graph: EntityGraph, part: string, entry: Entity): string[] {
  const outer = ENTRY_KINDS.indexOf(entry.entry.kind);
  if (outer < 0) return [];
  return graph.incoming(part).map((r) => r.from).filter((k) => k !== entry.key && ENTRY_KINDS.indexOf(graph.get(k).entry.kind) > outer);
}
