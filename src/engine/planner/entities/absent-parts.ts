import { ABSENCE_FILLERS, ABSENCE_OPENERS, ABSENCE_PREDICATES } from '../text/lexicon.js';
import type { RawMention } from './raw-mention.js';

const alternatives = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/ /g, '\\s+')).join('|');

/** An absence opener, then fillers, right before a mention. */
const OPENED = new RegExp(`(?:^|[^A-Za-z-])(${alternatives(ABSENCE_OPENERS)})\\s+(?:(?:${alternatives(ABSENCE_FILLERS)})\\s+)*$`, 'i');

/** After "no <part>": a verb saying something of the part that is there ("no instance is reachable"). */
const SAID_OF_IT = /^\s+(?:is|are|was|were|can|could|will|would|has|have|may|must|should|gets?|needs?)\b/i;
const NOT_THERE = new RegExp(`^\\s+(?:is|are|was|were)\\s+(?:(?:ever|then|also)\\s+)?(?:${alternatives(ABSENCE_PREDICATES)})\\b`, 'i');

/**
 * "API Gateway writes to SQS with no Lambda in between", "using zero Lambda functions", "instead of a
 * queue": a part the text names only to say it is left out is no component. "No instance has a public IP"
 * says something of instances that are there: a verb after "no <part>" keeps it, unless it says the part is
 * not needed ("no Lambda function is required").
 */
export function dropAbsentParts(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m) => {
    const opened = OPENED.exec(text.slice(Math.max(0, m.start - 60), m.start));
    if (!opened) return true;
    if (opened[1]!.toLowerCase() !== 'no') return false;
    const after = text.slice(m.end, m.end + 60);
    return SAID_OF_IT.test(after) && !NOT_THERE.test(after);
  });
}
