import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';

/** Kinds of private links between networks: data sent "over" one travels through it. */
export const LINK_KINDS: ReadonlySet<string> = new Set(['direct_connect', 'vpn', 'transit_gateway', 'private_endpoint']);

/**
 * "The plant server ships each batch to the lake over a dedicated line": the line is the way the
 * batch goes, so it sits between the sender and what the clause reached (sender → line → target)
 * instead of hanging off the target. The sender still talks to the target, so that edge stays.
 * True when it was read that way.
 */
export function overLink(graph: EntityGraph, senders: string[], reached: string[], keys: string[], entity: (k: string) => Entity): boolean {
  if (keys.length === 0 || !keys.every((k) => LINK_KINDS.has(entity(k).entry.kind))) return false;
  const pairs = senders.flatMap((s) => reached.filter((t) => t !== s && !keys.includes(t) && graph.has(s, t, false)).map((t) => [s, t] as const));
  if (pairs.length === 0) return false;
  for (const [s, t] of pairs) {
    for (const k of keys) {
      graph.relate(s, k, 'flow', 'prompt');
      graph.relate(k, t, 'flow', 'prompt');
    }
  }
  return true;
}
