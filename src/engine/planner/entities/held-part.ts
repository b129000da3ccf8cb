import { kindOfName, type ServiceKind } from '../../catalog/index.js';
import { HELD_PARTS } from '../text/held-parts.js';
import type { Entity } from '../types.js';
import type { Slot } from './items.js';
import { isGenericTerm } from './raw-mentions.js';

/** Determiners that point at parts already there: "the topic", "each topic", "every index". */
const POINTING = new Set(['the', 'this', 'that', 'these', 'those', 'each', 'every', 'its', 'their']);

/** The kinds of service that keep a part called `noun` inside them. */
function holdersOf(noun: string): Set<ServiceKind> {
  return new Set((Object.entries(HELD_PARTS) as [ServiceKind, readonly string[]][]).filter(([, nouns]) => nouns.includes(noun)).map(([k]) => k));
}

/** The kind a component is, or the kind of a product its words name ("EC2 (Kafka cluster)" is a Kafka cluster). */
function kindsSaid(e: Entity): ServiceKind[] {
  const named = [e.matched, ...e.paren, [...e.pre, e.matched, ...e.post].join(' ')].map((t) => kindOfName(t)).filter((k): k is ServiceKind => k !== undefined);
  return [e.entry.kind, ...named];
}

/**
 * "A Kafka cluster runs on EC2. A Flink job reads each topic …": a bare noun for a part some kind of
 * service keeps ("topic", "index"), pointed at with "the" or "each", is that part of the component of
 * such a kind named last — unless a component of the noun's own kind was named before.
 */
export function heldPartOwner(slot: Slot, live: Entity[], earlier: ReadonlySet<string>): Entity | undefined {
  const noun = slot.matched.trim().toLowerCase();
  if (!POINTING.has(slot.determiner ?? '') || slot.pre.length + slot.post.length > 0 || !isGenericTerm(slot.matched)) return undefined;
  const kinds = holdersOf(noun);
  if (kinds.size === 0) return undefined;
  const before = live.filter((e) => earlier.has(e.key) && !e.descriptor && e.entry.category !== 'client');
  if (before.some((e) => e.entry.kind === slot.entry.kind && !kinds.has(e.entry.kind))) return undefined;
  return before.findLast((e) => kindsSaid(e).some((k) => kinds.has(k)));
}
