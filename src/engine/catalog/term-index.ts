import { CATALOG } from './catalog.js';
import { compactKey, withoutVendor } from './normalize.js';
import type { Provider, ServiceEntry } from './types.js';

/**
 * The term index behind resolveService and findMentions: compact key → entries that answer to it.
 * A "name" hit comes from the entry's name, short name or id; a "synonym" hit from what people type.
 */
interface Hit {
  entry: ServiceEntry;
  fromName: boolean;
}

/**
 * Name keys that are ordinary words in other contexts. They still resolve within their own
 * provider, but never leak into another provider's diagram ("service" is not a Kubernetes
 * Service in an AWS prompt).
 */
const NO_CROSS_PROVIDER = new Set([
  'service', 'services', 'deployment', 'job', 'secret', 'node', 'namespace', 'volume', 'role', 'endpoint',
  'user', 'users', 'api', 'pod', 'compute', 'storage', 'database', 'functions', 'function', 'monitor',
  'objectstorage', 'vault', 'search', 'streaming', 'queue', 'notifications', 'events', 'logging', 'workflows',
]);

const PROVIDER_ORDER: readonly Provider[] = ['aws', 'azure', 'gcp', 'kubernetes', 'oci', 'general'];

function buildIndex(): Map<string, Hit[]> {
  const index = new Map<string, Hit[]>();
  const add = (term: string, entry: ServiceEntry, fromName: boolean): void => {
    const key = compactKey(term);
    if (key.length === 0) return;
    const hits = index.get(key) ?? [];
    const existing = hits.find((h) => h.entry.id === entry.id);
    if (existing) existing.fromName ||= fromName;
    else hits.push({ entry, fromName });
    index.set(key, hits);
  };
  for (const entry of CATALOG) {
    add(entry.name, entry, true);
    add(entry.short, entry, true);
    const bare = withoutVendor(entry.name);
    if (bare) add(bare, entry, true);
    for (const synonym of entry.synonyms) add(synonym, entry, false);
  }
  return index;
}

const INDEX = buildIndex();

/** Longest key length in words, so mention scanning knows how far to look ahead. */
export const MAX_TERM_WORDS = Math.max(
  ...CATALOG.flatMap((e) => [e.name, e.short, ...e.synonyms].map((t) => t.split(/[^A-Za-z0-9]+/).filter(Boolean).length)),
);

/**
 * The entry a compact key names for `provider`: the provider's own entry first, then `general`,
 * then (for distinctive names only) another provider's entry, in a fixed provider order.
 */
export function lookupKey(key: string, provider: Provider): ServiceEntry | undefined {
  const hits = INDEX.get(key);
  if (!hits) return undefined;
  const own = hits.find((h) => h.entry.provider === provider);
  if (own) return own.entry;
  const general = hits.find((h) => h.entry.provider === 'general');
  if (general) return general.entry;
  if (key.length < 3 || NO_CROSS_PROVIDER.has(key)) return undefined;
  for (const other of PROVIDER_ORDER) {
    const hit = hits.find((h) => h.entry.provider === other && h.fromName);
    if (hit) return hit.entry;
  }
  return undefined;
}

/** Every entry a key names within one provider (used by tests to prove synonyms are unambiguous). */
export function entriesForKey(key: string, provider: Provider): ServiceEntry[] {
  return (INDEX.get(key) ?? []).filter((h) => h.entry.provider === provider).map((h) => h.entry);
}

/** All keys in the index (tests). */
export function allKeys(): string[] {
  return [...INDEX.keys()];
}
