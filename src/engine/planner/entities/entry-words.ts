import type { ServiceEntry } from '../../catalog/index.js';

/** The lower-case words of a text, split at anything but letters and digits. */
export function plainWords(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/** The words of a service's own names: its name, short name and synonyms. */
export function entryWords(entry: ServiceEntry): Set<string> {
  return new Set(plainWords([entry.name, entry.short, ...entry.synonyms].join(' ')));
}

/** "data ingestion" for an ingestion service: every word of `text` is a word of the service's own names. */
export function saysOnlyEntryWords(text: string, entry: ServiceEntry): boolean {
  const own = entryWords(entry);
  return plainWords(text).every((w) => own.has(w));
}
