import { getService } from '../../catalog/index.js';
import type { Item, Slot } from './items.js';
import { PEOPLE_ENTRIES } from './kinds.js';

/**
 * Nouns for devices that watch or serve a person ("bedside patient monitors", "a member wristband"):
 * a word for people right before one of them says which device; the phrase names the device.
 */
export const PERSON_DEVICES: ReadonlySet<string> = new Set([
  'monitor', 'monitors', 'tracker', 'trackers', 'wristband', 'wristbands', 'band', 'bands', 'pump', 'pumps', 'implant', 'implants',
  'pager', 'pagers', 'badge', 'badges', 'tag', 'tags', 'handset', 'handsets', 'phone', 'phones',
]);

/**
 * Nouns for places and estates people own or work from ("an on-premises customer network", "the
 * tenant subscription", "a partner site"): a word for people right before one of them says whose
 * it is; the people do not act in the clause.
 */
export const PERSON_THINGS: ReadonlySet<string> = new Set([
  'network', 'networks', 'premises', 'site', 'sites', 'datacenter', 'datacenters', 'environment', 'environments', 'estate',
  'infrastructure', 'facility', 'facilities', 'subscription', 'subscriptions', 'tenant', 'tenants', 'project', 'projects',
  'lan', 'wan', 'vpc', 'vpcs', 'domain', 'domains', 'directory', 'directories',
]);

/** Nouns that end the name of an event or message ("a Couriers alerted event", "the Riders matched message"). */
const EVENT_HEADS: ReadonlySet<string> = new Set(['event', 'events', 'message', 'messages', 'notification', 'notifications', 'signal', 'signals']);

/** "Couriers alerted state change event": a participle then plain words up to an event noun make the name of that event. */
function namesEvent(next: Item & { t: 'word' }, rest: readonly Item[]): boolean {
  if (!/ed$/.test(next.lower)) return false;
  for (const it of rest.slice(0, 4)) {
    if (it.t !== 'word') return false;
    if (EVENT_HEADS.has(it.lower)) return true;
  }
  return false;
}

/**
 * "patient monitors", "the customer network", "user-defined limits", "a Couriers alerted event": the people word
 * describes what follows. Returns the
 * items that stand for the two (a device slot, or the people word as a plain word then the noun), or
 * undefined when the noun is no such thing.
 */
export function personThing(item: Item, slot: Slot | undefined, next: Item | undefined, gap: string, rest: readonly Item[] = []): Item[] | undefined {
  if (!slot || !PEOPLE_ENTRIES.has(slot.entry.id) || next?.t !== 'word') return undefined;
  const word: Item = { t: 'word', text: slot.matched, lower: slot.matched.toLowerCase(), start: item.start, end: item.end, pos: 'NOUN' };
  // "user-defined rules", "customer-facing pages": joined to a participle, the people word describes what follows.
  if ((gap === '-' && /(?:ed|en|ing)$/.test(next.lower)) || namesEvent(next, rest)) return [word, next];
  if (next.pos === 'VERB') return undefined;
  if (PERSON_THINGS.has(next.lower)) return [word, next];
  const device = getService('general.iot_device');
  if (!PERSON_DEVICES.has(next.lower) || !device) return undefined;
  const matched = `${slot.matched} ${next.text}`;
  return [{ t: 'slot', start: item.start, end: next.end, slot: { ...slot, entry: device, matched, end: next.end, generic: false } }];
}

/** "the patient health" after "patient monitors": a word for people before another noun points back at no one. */
export function isPeopleModifier(entity: { entry: { id: string } }, next: Item | undefined): boolean {
  return PEOPLE_ENTRIES.has(entity.entry.id) && next?.t === 'word' && next.pos === 'NOUN';
}
