import type { Entity } from '../types.js';
import type { Slot } from './items.js';
import { words } from './name-words.js';
import { SHOWN_FACET_NOUNS, VENDOR_WORDS } from '../text/lexicon.js';

/** Words that only say how an endpoint is called, never which service serves it. */
export const ENDPOINT_WORDS: ReadonlySet<string> = new Set(['endpoint', 'url', 'rest', 'restful', 'http', 'https', 'api', 'public', 'single', 'external', 'front', 'frontend', 'end', 'solution']);

/** Kinds of service whose whole face to callers is an endpoint. */
const SERVING_KINDS: ReadonlySet<string> = new Set(['api_gateway']);

/**
 * "… built on Amazon API Gateway. It exposes an HTTPS endpoint that clients call": an endpoint
 * named only by how it is called is the face of the one gateway already named, not a part between
 * the callers and the gateway. An endpoint with a name of its own ("a Machine Learning endpoint",
 * "a private endpoint") is left alone, and so is one when no or several gateways were named.
 */
export function endpointOfNamed(slot: Slot, live: readonly Entity[], earlier: ReadonlySet<string>): Entity | undefined {
  const said = words([...slot.pre, slot.matched, ...slot.post].join(' '));
  if (slot.isNew || (slot.count ?? 1) > 1 || said.at(-1) !== 'endpoint' || !said.every((w) => ENDPOINT_WORDS.has(w))) return undefined;
  const everyday = slot.entry.id.startsWith('general.generic_');
  if (!everyday && !SERVING_KINDS.has(slot.entry.kind)) return undefined;
  const named = live.filter((e) => earlier.has(e.key) && (everyday ? SERVING_KINDS.has(e.entry.kind) : e.entry.id === slot.entry.id));
  return named.length === 1 ? named[0] : undefined;
}


/**
 * "… loads the results into Power BI. Power BI dashboards then show …": a product's own name again
 * with only what it shows after it is the product named before, not a second copy beside it.
 */
export function facetOfNamed(slot: Slot, live: readonly Entity[], earlier: ReadonlySet<string>): Entity | undefined {
  if (slot.isNew || (slot.count ?? 1) > 1) return undefined;
  const said = words(slot.matched);
  const named = live.filter((e) => earlier.has(e.key) && e.entry.id === slot.entry.id && e.pre.length + e.post.length + e.paren.length === 0);
  if (named.length !== 1) return undefined;
  const own = new Set(words(named[0]!.matched));
  const extra = said.filter((w) => !own.has(w));
  return extra.length > 0 && extra.every((w) => SHOWN_FACET_NOUNS.has(w)) && own.size > 0 && [...own].every((w) => said.includes(w)) ? named[0] : undefined;
}

/**
 * "the API Gateway HTTPS API": the service's own name followed only by how it is called says no
 * word of its own. Returns those trailing words (none when the name is followed by anything else).
 */
export function calledAfterName(matched: string, name: ReadonlySet<string>): string[] {
  const said = words(matched);
  const cut = said.findIndex((w) => !name.has(w) && !VENDOR_WORDS.has(w));
  return cut > 0 && said.slice(0, cut).some((w) => name.has(w)) && said.slice(cut).every((w) => ENDPOINT_WORDS.has(w)) ? said.slice(cut) : [];
}
