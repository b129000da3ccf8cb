import type { RawMention } from './raw-mention.js';
import { RUNTIME_FACET_NOUNS } from '../text/lexicon.js';
import { entryWords, words } from './name-words.js';
import { stem } from '../text/tokens.js';
import { sentenceEnd, sentenceStart } from '../text/sentence-span.js';

/** Kinds of product that run beside each service and offer it building blocks (a sidecar runtime). */
const RUNTIME_KINDS = new Set(['service_mesh']);
/** The building-block nouns as `words` gives them. */
const FACET_STEMS = new Set([...RUNTIME_FACET_NOUNS].map(stem));
/** Categories of the products a building block stands in front of (a state store, a broker). */
const BACKING_CATEGORIES = new Set<string>(['database', 'storage', 'integration']);

/**
 * "Table Storage is the Dapr state store for the cart service", "through Dapr output bindings",
 * "using the Dapr API": a sidecar runtime's name with one of its building blocks after it names a
 * facet of the runtime, through which a service reaches a store or broker; the flow runs between
 * those, so this mention is no stop of its own (the runtime, named elsewhere, is still drawn).
 */
export function markRuntimeFacets(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    if (m.descriptor || !RUNTIME_KINDS.has(m.entry.kind)) continue;
    const own = entryWords(m.entry);
    const inside = words(m.matched).filter((w) => !own.has(w));
    // The building block may sit inside the mention ("Dapr State Store") or right after it ("Dapr output bindings").
    const after = inside.length > 0 ? [] : words(/^[ \t]+[A-Za-z/ \t-]{0,40}/.exec(text.slice(m.end))?.[0] ?? '').slice(0, 3);
    const said = inside.length > 0 ? inside : after;
    // "kept in a Dapr state store" with no product behind it: the building block is the store drawn.
    if (!(said.length > 0 && RUNTIME_FACET_NOUNS.has(said[0]!) && facetRun(said) && backedIn(text, m, mentions))) continue;
    m.descriptor = true;
    // "via Dapr Output Bindings": the building block written after the runtime as a name of its own is that facet too.
    for (const o of mentions) if (inside.length === 0 && blockAfter(text, m, o)) o.descriptor = true;
  }
}

/** A mention right after the runtime's name, made only of building-block nouns ("Output Bindings"). */
function blockAfter(text: string, m: RawMention, o: RawMention): boolean {
  const said = words(o.matched);
  return o.start > m.end && /^[ \t]+$/.test(text.slice(m.end, o.start)) && said.length > 0 && said.every((w) => FACET_STEMS.has(w));
}

/** Another store or broker is named in the mention's sentence: the product playing the building block. */
function backedIn(text: string, m: RawMention, mentions: readonly RawMention[]): boolean {
  const from = sentenceStart(text, m.start);
  const to = sentenceEnd(text, m.end);
  return mentions.some((o) => o !== m && o.start >= from && o.end <= to && BACKING_CATEGORIES.has(o.entry.category));
}

/** The words open with a building-block noun run ("state store", "output bindings", "pubsub component"). */
function facetRun(said: string[]): boolean {
  const run = said.findIndex((w) => !RUNTIME_FACET_NOUNS.has(w));
  return run !== 0;
}
