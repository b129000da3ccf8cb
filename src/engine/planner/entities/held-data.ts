import { HELD_DATA_KINDS } from '../text/lexicon.js';
import { isGenericTerm, type RawMention } from './raw-mention.js';

/**
 * "Secrets are mounted into the API by HashiCorp Vault": the everyday plural word for what a kind of
 * store holds is the data that store hands out. When the text names a product of that kind by its own
 * name, the word is that product's contents, no part of its own, so the product joins the part directly.
 */
export function markHeldData(mentions: RawMention[]): void {
  for (const m of mentions) {
    if (m.descriptor || !HELD_DATA_KINDS.has(m.entry.kind)) continue;
    const word = m.matched.trim();
    if (/\s/.test(word) || !/s$/i.test(word) || !isGenericTerm(word)) continue;
    const named = mentions.some((o) => o !== m && !o.descriptor && o.entry.kind === m.entry.kind && !isGenericTerm(o.matched.trim()));
    if (named) m.descriptor = true;
  }
}
