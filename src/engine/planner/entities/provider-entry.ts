/**
 * Reads one mention of an everyday word and the provider of the diagram, and picks the catalog entry it
 * draws as: the provider's own service where the catalog declares one, else the vendor-neutral entry.
 */
import { getService } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { ACTIVITY_NOUNS } from '../text/lexicon.js';
import type { Slot } from './items.js';

/**
 * An everyday word the catalog files under a vendor-neutral entry ("data pipeline", "message
 * queue") means the provider's own service on a provider diagram (Dataflow on Google Cloud).
 */
export function providerEntry(slot: Slot, provider: Provider): Slot['entry'] {
  // "an on-premises database", "the cache runs as a StatefulSet": what the owner runs itself is no provider's service.
  if (provider === 'general' || slot.entry.provider !== 'general' || !slot.generic || slot.entry.category === 'client' || slot.onPrem || slot.workload) return slot.entry;
  // "an ingestion step": a word for what is done names no product the text did not name.
  if (ACTIVITY_NOUNS.has(slot.matched.trim().toLowerCase())) return slot.entry;
  // Only a declared equivalent: a kind's default would turn "web frontend" into a hosting service.
  const own = slot.entry.equivalents.map((id) => getService(id)).find((e) => e?.provider === provider);
  return own ?? slot.entry;
}
