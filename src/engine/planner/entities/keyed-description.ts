import { DETERMINERS, PREPOSITIONS, RELATIVES } from '../text/lexicon.js';
import { isVerb } from '../text/verbs.js';
import type { RawMention } from './raw-mention.js';

/**
 * "Cloud Scheduler: A managed, low-cost scheduler to start the tally job": after a named product and a
 * colon, "a" plus describing words plus an everyday word for the same service says what that product
 * is. The description is the product again, not a second part: its span becomes a mention of the
 * product, so what the description does ("to start …") is done by the product.
 */

/** "Name: a …" — the colon and the article that open a description. */
const OPENER = /^[ \t]*:[ \t]*(?:an?|the)[ \t]+/i;
/** At most five words joined by spaces, commas or hyphens. */
const FEW_WORDS = /^(?:[A-Za-z][\w-]*(?:[ \t]*,)?[ \t]+){0,5}$/;

/** Describing words only: "serverless and light-weight", "fully managed"; no verb of a clause, no preposition. */
export function describing(words: string): boolean {
  if (!FEW_WORDS.test(words)) return false;
  return words.toLowerCase().split(/[\s,]+/).filter(Boolean).every((w) => w === 'and' || (!DETERMINERS.has(w) && !PREPOSITIONS.has(w) && !RELATIVES.has(w) && (!isVerb(w) || /ed$/.test(w))));
}

/** Whether the everyday mention `g` names the same service as the product `k`. */
function sameService(k: RawMention, g: RawMention): boolean {
  return g.entry.id === k.entry.id || (g.entry.provider === 'general' && g.entry.kind === k.entry.kind);
}

/** Rewrites a description after "Product: a …" into a mention of that product. */
export function keyedDescriptions(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.map((g, i) => {
    const k = mentions[i - 1];
    if (!k || k.descriptor || g.descriptor || k.entry.provider === 'general' || g.matched !== g.matched.toLowerCase()) return g;
    const between = text.slice(k.end, g.start);
    const opener = OPENER.exec(between);
    if (!opener || !describing(between.slice(opener[0].length)) || !sameService(k, g)) return g;
    // The span takes the article too: "a" here opens a description of the product, not a second one.
    const start = k.end + /^[ \t]*:[ \t]*/.exec(between)![0].length;
    return { ...g, entry: k.entry, start, matched: k.matched };
  });
}
