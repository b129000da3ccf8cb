import type { Slot } from './items.js';
import { stem } from '../text/tokens.js';

/** The words of a text, lower-case and stemmed, as names are compared. */
export function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1).map(stem);
}

/** The words a service's own names use ("Cloud Run", "run"). */
export function entryWords(e: Slot['entry']): Set<string> {
  return new Set(words([e.name, e.short, ...e.synonyms.filter((s) => !s.includes(' '))].join(' ')));
}
