import { RELATIVES } from '../text/lexicon.js';
import { isPunct, isWord, slotOf, type Item } from './items.js';

/**
 * "… runs on Azure Functions. This is the busiest function app, which writes …": a sentence opening with
 * "This is the" (or "It is the") and a kind of part named before says which part the sentence before
 * was about; its describing words make no second one. The pronoun and copula go, and the part is
 * said again by its plain kind ("the function that writes …"), so it refers back to the one named.
 */
export function pointBackWithThe(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const opens = i === 0 || isPunct(items[i - 1], '.', ';', '\n');
    const s = slotOf(items[i + 3]);
    const after = items[i + 4];
    const closes = after === undefined || isPunct(after) || (after.t === 'word' && RELATIVES.has(after.lower));
    if (!opens || !isWord(items[i], 'this', 'it') || !isWord(items[i + 1], 'is') || !isWord(items[i + 2], 'the') || !s || !closes) {
      out.push(items[i]!);
      continue;
    }
    const before = out.some((it) => slotOf(it)?.entry.id === s.entry.id && !slotOf(it)!.descriptor);
    if (!s.generic || (s.count ?? 1) !== 1 || !before) {
      out.push(items[i]!);
      continue;
    }
    s.pre = [];
    s.determiner = 'the';
    out.push({ ...items[i + 3]!, start: items[i]!.start } as Item);
    i += 3;
  }
  return out;
}
