import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';
import { ENTRY_KINDS } from './orient.js';

/** Moves every relation of each generic part onto the gateway that stands for it, and hides the part. */
export function mergeStandIns(standsFor: readonly { part: string; by: string }[], graph: EntityGraph, entity: (key: string) => Entity): void {
  for (const { part, by } of standsFor) {
    for (const r of [...graph.relations]) {
      if (r.from !== part && r.to !== part) continue;
      graph.remove(r.from, r.to);
      graph.relate(r.from === part ? by : r.from, r.to === part ? by : r.to, r.kind, r.origin);
    }
    entity(part).descriptor = true;
  }
}

/** "a CDN plus WAF ahead of the load balancer": the WAF protects CloudFront rather than fronting the ALB. */
export function splitShields(keys: string[], graph: EntityGraph, entity: (key: string) => Entity): string[] {
  const isShield = (k: string): boolean => ['waf', 'ddos'].includes(entity(k).entry.kind);
  const entry = keys.find((k) => (ENTRY_KINDS as readonly string[]).includes(entity(k).entry.kind));
  if (!entry || keys.every(isShield)) return keys;
  for (const k of keys.filter(isShield)) graph.relate(k, entry, 'attach', 'prompt');
  return keys.filter((k) => !isShield(k));
}
