import type { Entity } from '../types.js';
import type { Slot } from './items.js';

/** A new entity made from a mention: its name, words around it and what the mention said of it. */
export function entityFromSlot(slot: Slot, key: string, order: number, zone?: string): Entity {
  const props: Entity['props'] = {};
  if (slot.multiAz) props['multi_az'] = true;
  if (slot.onPrem) props['location'] = 'on-premises';
  return {
    key,
    entry: slot.entry,
    matched: slot.matched,
    order,
    origin: 'prompt',
    pre: [...slot.pre],
    post: [...slot.post],
    paren: zone ? [...slot.paren, zone] : [...slot.paren],
    ...(slot.role ? { role: slot.role } : {}),
    ...(slot.runs ? { runs: [...slot.runs] } : {}), ...(slot.roles ? { roles: [...slot.roles] } : {}),
    count: slot.count ?? 1,
    ...(slot.names && slot.names.length === slot.count ? { names: [...slot.names] } : {}),
    props,
    regions: [],
    ...(slot.descriptor ? { descriptor: true } : {}),
  };
}
