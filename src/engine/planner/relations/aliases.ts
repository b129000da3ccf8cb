import { isParticiple } from '../text/verbs.js';
import { verbBase } from './reader-state.js';
import { isWord, type Item } from '../entities/items.js';

/** Participles that say a thing the text names runs on a component ("the portal hosted on App Service"). */
const HOSTED = new Set(['host', 'deploy', 'run', 'serve', 'build', 'implement', 'package']);

/**
 * Nouns the text ties to a component by hosting ("a web portal hosted on App Service", "the API,
 * deployed on Cloud Run"): later, "the portal" or "the API" is that component.
 */
export function hostedAliases(items: Item[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (let i = 0; i + 2 < items.length; i++) {
    const noun = items[i];
    if (noun?.t !== 'word' || noun.pos !== 'NOUN') continue;
    let j = i + 1;
    if (items[j]?.t === 'punct' && (items[j] as { text: string }).text === ',') j++;
    const verb = items[j];
    if (verb?.t !== 'word' || !isParticiple(verb.lower) || !HOSTED.has(verbBase(verb.lower))) continue;
    if (!isWord(items[j + 1], 'on', 'in', 'as', 'with', 'by')) continue;
    const slot = items[j + 2]?.t === 'slot' ? items[j + 2] : isWord(items[j + 2], 'the', 'a', 'an') ? items[j + 3] : undefined;
    if (slot?.t === 'slot' && slot.slot.keys.length === 1 && !out.has(noun.lower)) out.set(noun.lower, [...slot.slot.keys]);
  }
  return out;
}
