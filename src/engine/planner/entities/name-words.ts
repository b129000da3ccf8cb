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

const MAKER = /^(?:aws|amazon|azure|microsoft|google|oracle)\s+/i;

/** "cloud trail" and "AWS CloudTrail": one name spelt apart, once the maker's name is set aside. */
export function spacedApart(a: string, b: string): boolean {
  const bare = (t: string): string => stem(t.replace(MAKER, '').toLowerCase().replace(/[^a-z0-9]+/g, ''));
  return bare(a) === bare(b);
}
