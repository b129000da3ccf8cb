import { HELD_DATA_KINDS } from '../text/lexicon.js';
import { isGenericTerm, type RawMention } from './raw-mention.js';

/** A plural everyday word, after at most one acronym ("Secrets", "TLS certificates"), that is one of the entry's own words. */
function everydayPlural(m: RawMention): boolean {
  const word = m.matched.trim();
  if (!/^(?:[A-Z]{2,5}[ \t]+)?[A-Za-z][a-z]+s$/.test(word)) return false;
  return isGenericTerm(word) || m.entry.synonyms.includes(word.toLowerCase().replace(/s$/, ''));
}

/**
 * "Secrets are mounted into the API by HashiCorp Vault", "TLS certificates are supplied to the load
 * balancer by AWS Certificate Manager": the everyday plural word for what a kind of store holds is the
 * data that store hands out. When the text names a product of that kind by its own name, the word is
 * that product's contents, no part (and no copy of the product) of its own, so the product joins the part directly.
 */
export function markHeldData(mentions: RawMention[]): void {
  for (const m of mentions) {
    if (m.descriptor || !HELD_DATA_KINDS.has(m.entry.kind) || !everydayPlural(m)) continue;
    const named = mentions.some((o) => o !== m && !o.descriptor && o.entry.kind === m.entry.kind && !isGenericTerm(o.matched.trim()) && !everydayPlural(o));
    if (named) m.descriptor = true;
  }
}
