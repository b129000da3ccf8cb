import { AWS_CORE } from './aws.js';
import { AWS_DATA } from './aws-data.js';
import { AWS_OPS } from './aws-ops.js';
import { AZURE } from './azure.js';
import { AZURE_DATA } from './azure-data.js';
import { AWS_DERIVED } from './derived/aws.js';
import { AZURE_DERIVED } from './derived/azure.js';
import { entriesFromRows } from './derived/build.js';
import { GCP_DERIVED } from './derived/gcp.js';
import { KUBERNETES_DERIVED } from './derived/kubernetes.js';
import { ENGINE_ENTRIES } from './engines.js';
import { EQUIVALENCE_GROUPS } from './equivalents.js';
import { GCP } from './gcp.js';
import { GCP_DATA } from './gcp-data.js';
import { GENERAL } from './general.js';
import { KUBERNETES } from './kubernetes.js';
import { OCI_ENTRIES } from './oci.js';
import { OFFICIAL_ALIASES, OFFICIAL_ENTRIES } from './official.js';
import { MORE_ALIASES, MORE_ENTRIES } from './official-more.js';
import { EXTRA_ALIASES, EXTRA_ENTRIES } from './official-extra.js';
import { productEntries } from './products.js';
import type { ServiceEntry } from './types.js';

/** Attaches the symmetric equivalents from EQUIVALENCE_GROUPS to each entry (group order kept). */
function withEquivalents(entries: readonly ServiceEntry[]): ServiceEntry[] {
  const links = new Map<string, string[]>();
  for (const group of EQUIVALENCE_GROUPS) {
    for (const id of group) {
      const list = links.get(id) ?? [];
      for (const other of group) if (other !== id && !list.includes(other)) list.push(other);
      links.set(id, list);
    }
  }
  return entries.map((entry) => ({ ...entry, equivalents: links.get(entry.id) ?? [] }));
}

function deepFreeze(entries: ServiceEntry[]): readonly ServiceEntry[] {
  for (const entry of entries) {
    Object.freeze(entry.synonyms);
    Object.freeze(entry.equivalents);
    Object.freeze(entry);
  }
  return Object.freeze(entries);
}

/** The providers' names passes (official.ts, official-more.ts, official-extra.ts), oldest first. */
const OFFICIAL_ROWS = [OFFICIAL_ENTRIES, MORE_ENTRIES, EXTRA_ENTRIES];
const OFFICIAL_NAMES = [OFFICIAL_ALIASES, MORE_ALIASES, EXTRA_ALIASES];
const NAMED_PROVIDERS = ['aws', 'azure', 'gcp', 'oci'] as const;

/** Entries derived from draw.io's sidebar shape libraries (scripts/derive-catalog.ts); hand entries come first. */
const DERIVED: readonly ServiceEntry[] = [
  ...entriesFromRows('aws', AWS_DERIVED),
  ...entriesFromRows('azure', AZURE_DERIVED),
  ...entriesFromRows('gcp', GCP_DERIVED),
  ...entriesFromRows('kubernetes', KUBERNETES_DERIVED),
  ...OFFICIAL_ROWS.flatMap((rows) => NAMED_PROVIDERS.flatMap((provider) => entriesFromRows(provider, rows[provider]))),
];

/** Adds the providers' official names (official.ts) to the entries they name, without repeats. */
function withOfficialAliases(entries: readonly ServiceEntry[]): ServiceEntry[] {
  return entries.map((entry) => {
    const extra = OFFICIAL_NAMES.flatMap((names) => names[entry.id] ?? []);
    if (extra.length === 0) return entry;
    const synonyms = [...entry.synonyms];
    for (const alias of extra) if (!synonyms.includes(alias)) synonyms.push(alias);
    return { ...entry, synonyms };
  });
}

/**
 * Ids of the entries derived from draw.io or added from official names, whose plain names
 * ("Email Notification", "Data Flow") were not vetted one by one: only their vendor-prefixed
 * names ("OCI Data Flow") name them in another provider's diagram (term-index.ts).
 */
export const DERIVED_IDS: ReadonlySet<string> = new Set(DERIVED.map((e) => e.id));

/** Every service Skyplan knows, across all providers. Frozen: callers copy before changing. */
export const CATALOG: readonly ServiceEntry[] = deepFreeze(
  withEquivalents(withOfficialAliases([
    ...AWS_CORE, ...AWS_DATA, ...AWS_OPS, ...AZURE, ...AZURE_DATA, ...GCP, ...GCP_DATA, ...KUBERNETES, ...OCI_ENTRIES, ...ENGINE_ENTRIES, ...GENERAL, ...productEntries(),
    ...DERIVED,
  ])),
);
