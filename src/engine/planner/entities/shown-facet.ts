import type { RawMention } from './raw-mention.js';
import { SHOWN_FACET_NOUNS } from '../text/lexicon.js';
import { words } from './name-words.js';

/**
 * "Looker dashboards are shared with …", "the Tableau reports": an everyday word for what a
 * reporting product shows, written right after that product's name, is the product's face and no
 * part of its own; the product stands for it.
 */
export function markShownFacets(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    const said = words(m.matched);
    if (m.descriptor || said.length === 0 || !said.every((w) => SHOWN_FACET_NOUNS.has(w))) continue;
    const product = mentions.find((o) => o !== m && !o.descriptor && o.end <= m.start && /^[ \t]+$/.test(text.slice(o.end, m.start)));
    if (product && product.entry.kind === m.entry.kind && product.entry.id !== m.entry.id) m.descriptor = true;
  }
}
