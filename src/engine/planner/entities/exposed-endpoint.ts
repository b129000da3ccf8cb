import type { RawMention } from './raw-mention.js';
import { words } from './name-words.js';
import { ENDPOINT_WORDS } from './endpoint-facet.js';

/** Verbs by which a service offers an endpoint of its own to callers. */
const EXPOSING_VERBS = /^\s+(?:(?:can|will|then|also)\s+)*(?:exposes?|expose|provides?|generates?|publishes?|offers?|serves?|creates?)\s+(?:a|an|its|one)\s+$/i;

/** Words that only say how an endpoint is called, or what a model behind it is called for. */
const CALLING_WORDS: ReadonlySet<string> = new Set([...ENDPOINT_WORDS, 'scoring', 'inference']);

/**
 * "Azure Machine Learning exposes a REST endpoint that the form calls": an endpoint named only by how
 * it is called, offered by the service named just before, is that service's face and no part of its
 * own; what calls it calls the service.
 */
export function markExposedEndpoints(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    const said = words(m.matched);
    if (m.descriptor || !m.entry.id.startsWith('general.generic_') || said.at(-1) !== 'endpoint' || !said.every((w) => CALLING_WORDS.has(w))) continue;
    const owner = mentions.filter((o) => o !== m && !o.descriptor && o.end <= m.start && !/[.;!?]/.test(text.slice(o.end, m.start))).at(-1);
    if (owner && EXPOSING_VERBS.test(text.slice(owner.end, m.start))) m.descriptor = true;
  }
}
