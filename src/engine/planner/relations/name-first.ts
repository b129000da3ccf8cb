import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';

/**
 * "A bucket behind a CDN, with a DNS service for the domain": people look the name up before they
 * reach the entry point it names. When the public entry points people would reach include one DNS
 * service and others, the DNS service points at the others and people reach only the DNS service,
 * so no person stands between the name and what it names.
 */
export function nameFirst(graph: EntityGraph, targets: readonly Entity[]): readonly Entity[] {
  const dns = targets.filter((e) => e.entry.kind === 'dns');
  const named = targets.filter((e) => e.entry.kind !== 'dns');
  if (dns.length !== 1 || named.length === 0) return targets;
  for (const t of named) graph.relate(dns[0]!.key, t.key, 'flow', 'inferred');
  return dns;
}
