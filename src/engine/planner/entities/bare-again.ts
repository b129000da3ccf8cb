import type { Entity } from '../types.js';
import type { Slot } from './items.js';
import { isGenericTerm } from './raw-mention.js';

/**
 * "… an Amazon MQ broker. Orders wait in ActiveMQ until …": a service said again by another of its own
 * names, bare (no article, no words of its own, no count, no "another"), when exactly one copy of that
 * service was named in an earlier sentence and that copy has no words of its own either, is that copy.
 * Both must be written as names (a capital letter, not an everyday word): "alerting" said for a monitoring
 * service is what it does, no name of one copy.
 * `plain` tells whether a mention carries no word that sets it apart from other copies of its service.
 */
const written = (m: string): boolean => /[A-Z]/.test(m) && !isGenericTerm(m);

export function bareAgain(slot: Slot, candidates: readonly Entity[], earlier: ReadonlySet<string>, plain: (e: Pick<Entity, 'matched' | 'pre' | 'post' | 'paren'>) => boolean): Entity | undefined {
  if (slot.determiner || slot.isNew || slot.generic || (slot.count ?? 1) > 1 || slot.pre.length + slot.post.length + slot.paren.length > 0) return undefined;
  if (!plain(slot) || candidates.length !== 1 || !written(slot.matched)) return undefined;
  const only = candidates[0]!;
  return only.count === 1 && !only.names && earlier.has(only.key) && plain(only) && written(only.matched) ? only : undefined;
}
