import { CATALOG, DERIVED_IDS } from './catalog.js';
import { ORDINARY_PRODUCT_WORDS } from './derived/name-stop.js';
import { compactKey, hasVendorPrefix, withoutVendor } from './normalize.js';
import type { Provider, ServiceEntry } from './types.js';

/**
 * The term index behind resolveService and findMentions: compact key → entries that answer to it.
 * `crossProvider` marks keys distinctive enough to name a service in another provider's diagram
 * ("Cosmos DB" in an AWS prompt stays Cosmos DB); plain words never cross ("service", "automation").
 */
interface Hit {
  entry: ServiceEntry;
  crossProvider: boolean;
}

/** Single words that are full product names yet ordinary words in other contexts. */
const ORDINARY_WORDS = new Set([
  'service', 'deployment', 'job', 'secret', 'node', 'namespace', 'volume', 'role', 'endpoints', 'pod', 'ingress',
  'batch', 'workflows', 'container', 'flux', 'firebase', 'looker', 'datastore', 'filestore', 'dataprep', 'eventarc', 'datastream',
  'events', 'event',
]);

/**
 * Short or vendor-stripped names that are ordinary words ("AWS Batch" → "Batch", "AWS Config" →
 * "Config"): not indexed, so "batch data pipeline" or "config file" name no product. Full names
 * and explicit synonyms still resolve.
 */
const NAME_STOP = new Set([
  'batch', 'config', 'connect', 'detective', 'inspector', 'translate', 'automation', 'policy', 'monitor', 'organizations',
  'datapipeline', 'files', 'analytics', ...ORDINARY_PRODUCT_WORDS,
]);

const PROVIDER_ORDER: readonly Provider[] = ['aws', 'azure', 'gcp', 'kubernetes', 'oci', 'general'];

function buildIndex(): Map<string, Hit[]> {
  const index = new Map<string, Hit[]>();
  const add = (term: string, entry: ServiceEntry, crossProvider: boolean): void => {
    const key = compactKey(term);
    if (key.length === 0) return;
    const cross = crossProvider && key.length >= 3 && !ORDINARY_WORDS.has(key);
    const hits = index.get(key) ?? [];
    const existing = hits.find((h) => h.entry.id === entry.id);
    if (existing) existing.crossProvider ||= cross;
    else hits.push({ entry, crossProvider: cross });
    index.set(key, hits);
  };
  for (const entry of CATALOG) {
    if (DERIVED_IDS.has(entry.id)) {
      // Derived names cross providers only with their vendor: "Amazon HealthLake", never "Cache Node".
      add(entry.name, entry, hasVendorPrefix(entry.name));
      if (!NAME_STOP.has(compactKey(entry.short))) add(entry.short, entry, false);
      const bare = withoutVendor(entry.name);
      if (bare && !NAME_STOP.has(compactKey(bare))) add(bare, entry, false);
      for (const synonym of entry.synonyms) add(synonym, entry, hasVendorPrefix(synonym));
      continue;
    }
    add(entry.name, entry, true);
    if (!NAME_STOP.has(compactKey(entry.short))) add(entry.short, entry, false);
    const bare = withoutVendor(entry.name);
    if (bare && !NAME_STOP.has(compactKey(bare))) add(bare, entry, bare.includes(' '));
    for (const synonym of entry.synonyms) add(synonym, entry, false);
  }
  return index;
}

const INDEX = buildIndex();

/** Longest term in words, so mention scanning knows how far to look ahead. */
export const MAX_TERM_WORDS = Math.max(
  ...CATALOG.flatMap((e) => [e.name, e.short, ...e.synonyms].map((t) => t.split(/[^A-Za-z0-9]+/).filter(Boolean).length)),
);

/** Every indexed key, sorted, so a scan can ask whether any key starts with what it has read. */
const SORTED_KEYS: readonly string[] = [...INDEX.keys()].sort();

/**
 * Whether some indexed key is longer than `headKey` and starts with it, so mention scanning should
 * read on ("elasticfile" → "elasticfilesystem"; "postgre" → "postgresql" for "Postgre SQL").
 */
export function continuesTerm(headKey: string): boolean {
  let lo = 0;
  let hi = SORTED_KEYS.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (SORTED_KEYS[mid]! < headKey) lo = mid + 1;
    else hi = mid;
  }
  if (SORTED_KEYS[lo] === headKey) lo++;
  return lo < SORTED_KEYS.length && SORTED_KEYS[lo]!.startsWith(headKey);
}

const SINGLE: Partial<Record<Provider, readonly Provider[]>> = {};
const SINGLE_TIERS: Partial<Record<Provider, readonly Provider[]>> = {};

/**
 * The entry that any of `keys` (alternative spellings of one term, best first) names for
 * `provider`: the provider's own entry first, then `general`, then a distinctive name from
 * another provider in a fixed order. Each tier is tried with every spelling before the next.
 *
 * `provider` may be a preference order (["kubernetes", "aws"] for Kubernetes on AWS): each listed
 * provider is a full tier in that order (plain names like "load balancer" count), then `general`,
 * then distinctive names of the providers not listed. Where `crossAllowed` is false (the text wrote the
 * term as prose, "a bastion host", not as a product name) a provider listed that has an equivalent
 * keeps the term: no other provider's product is read from it.
 */
export function lookupKeys(keys: readonly string[], provider: Provider | readonly Provider[], crossAllowed = true): ServiceEntry | undefined {
  const hitLists = keys.map((k) => INDEX.get(k)).filter((h): h is Hit[] => h !== undefined);
  if (hitLists.length === 0) return undefined;
  const preferred: readonly Provider[] = typeof provider === 'string' ? (SINGLE[provider] ??= [provider]) : provider;
  const tiers = typeof provider === 'string' ? (SINGLE_TIERS[provider] ??= [...new Set([provider, 'general' as const])]) : [...new Set([...provider, 'general' as const])];
  // The name as written beats a singular reading of it in any tier: "NATS" is NATS, not a NAT gateway.
  const exact = INDEX.get(keys[0]!);
  for (const tier of tiers) {
    const hit = exact?.find((h) => h.entry.provider === tier);
    if (hit) return hit.entry;
  }
  for (const tier of tiers) {
    for (const hits of hitLists) {
      const hit = hits.find((h) => h.entry.provider === tier);
      if (hit) return hit.entry;
    }
  }
  // Prose ("a bastion host") names the reader's own kind of thing where its provider has one.
  const ownKind = (entry: ServiceEntry): boolean => entry.equivalents.some((id) => preferred.some((p) => id.startsWith(`${p}.`)));
  for (const other of PROVIDER_ORDER) {
    if (preferred.includes(other)) continue;
    for (const hits of hitLists) {
      const hit = hits.find((h) => h.entry.provider === other && h.crossProvider);
      if (hit) return crossAllowed || !ownKind(hit.entry) ? hit.entry : undefined;
    }
  }
  return undefined;
}

/** Every entry a key names within one provider (tests prove synonyms are unambiguous). */
export function entriesForKey(key: string, provider: Provider): ServiceEntry[] {
  return (INDEX.get(key) ?? []).filter((h) => h.entry.provider === provider).map((h) => h.entry);
}

/** All keys in the index (tests). */
export function allKeys(): string[] {
  return [...INDEX.keys()];
}

/**
 * The one cloud whose entries alone answer to a key ("eks" → aws); undefined when shared,
 * vendor-neutral, or an everyday word ("service", "events", "batch").
 */
export function ownerOfKey(key: string): Provider | undefined {
  if (key.length < 3 || ORDINARY_WORDS.has(key) || NAME_STOP.has(key)) return undefined;
  const hits = INDEX.get(key);
  if (!hits || hits.length === 0) return undefined;
  const provider = hits[0]!.entry.provider;
  if (provider === 'general') return undefined;
  return hits.every((h) => h.entry.provider === provider) ? provider : undefined;
}
