import type { Entity } from '../types.js';
import type { Slot } from './items.js';
import { words } from './name-words.js';
import { OUTSIDE_PART_HEADS } from '../text/lexicon.js';

/**
 * "the Parlo booking gateway … the Parlo SDKs … Parlo writes to the ledger": a product said bare, when a
 * component of that very product was named before, is that component, not another component that only
 * carries the product's name as a qualifier ("Parlo SDKs" is SDKs, its head is another noun).
 */
export function namesake(slot: Slot, live: readonly Entity[]): Entity | undefined {
  const w = words(slot.matched);
  if (w.length === 0 || slot.generic || slot.pre.length + slot.post.length + slot.paren.length > 0) return undefined;
  return live.find((e) => e.entry.id === slot.entry.id && w.every((x) => words(e.matched).includes(x)));
}

/**
 * "Teams use Acme Vault … the bundled Acme Vault sync client pulls …": the product said on its own, then its name
 * followed by a noun for a piece that runs outside it ("client", "SDK", "plugin"): that piece is a component of its
 * own; the product's own node keeps its plain name.
 */
export function outsidePartOf(slot: Slot, e: Entity, plain: boolean): boolean {
  const head = words(slot.post.join(' ')).at(-1);
  return plain && e.pre.length + e.post.length === 0 && head !== undefined && OUTSIDE_PART_HEADS.has(head) && !words(e.matched).includes(head);
}
