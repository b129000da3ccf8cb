import { FEATURE_NOUNS, RELATIVES } from '../text/lexicon.js';
import { isHostingWord } from './hosting.js';
import { isPunct, isWord, slotOf, type Item } from './items.js';

/** Most words a feature's name before "is implemented as" runs to ("Fare quote engine"). */
const NAME_WORDS = 4;
/** Words too plain to name a program on their own ("Data is deployed as …"). */
const PLAIN_NAMES = new Set(['data', 'traffic', 'everything', 'solution', 'architecture', 'system', 'workload', 'application', 'app', 'service']);

/** The name the sentence opening at `i` gives before "is implemented as" / "runs as", and the index of the verb; none otherwise. */
function nameBefore(items: Item[], i: number): { name: string; verb: number } | undefined {
  let j = isWord(items[i], 'the') ? i + 1 : i;
  const words: string[] = [];
  for (; j < i + NAME_WORDS + 1; j++) {
    const it = items[j];
    if (it?.t !== 'word' || !['NOUN', 'PROPN', 'ADJ'].includes(it.pos ?? '')) break;
    words.push(it.text);
  }
  while (words.length > 0 && FEATURE_NOUNS.has(words.at(-1)!.toLowerCase())) words.pop();
  if (words.length === 0 || (words.length === 1 && PLAIN_NAMES.has(words[0]!.toLowerCase()))) return undefined;
  return { name: words.join(' '), verb: j };
}

/**
 * "Ticket triage is packaged as a function app.", "The fare quote logic runs as a container app
 * that …": a sentence opening with the name of a feature, said to be built as one part, names that
 * part. The name goes into the part's brackets and the part opens the sentence.
 */
export function nameImplementedAs(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const opens = i === 0 || isPunct(items[i - 1], '.', ';', '\n');
    const found = opens ? nameBefore(items, i) : undefined;
    let v = found?.verb ?? -1;
    if (isWord(items[v], 'is', 'are')) v++;
    const verb = items[v];
    const ok = verb?.t === 'word' && isHostingWord(verb.lower) && isWord(items[v + 1], 'as') && isWord(items[v + 2], 'a', 'an', 'one');
    const s = ok ? slotOf(items[v + 3]) : undefined;
    const after = items[v + 4];
    const closes = after === undefined || isPunct(after) || (after.t === 'word' && RELATIVES.has(after.lower));
    // "runs as a Kotlin service on EC2": a part already named by the program on it takes no second name.
    if (!found || !s || !closes || s.descriptor || (s.count ?? 1) !== 1 || s.entry.category === 'client' || s.paren.length > 0) {
      out.push(items[i]!);
      continue;
    }
    if (!s.paren.includes(found.name)) s.paren.push(found.name);
    // A feature built as "an" Azure Function is a function of its own, not one named before.
    if (!isWord(items[v + 2], 'the')) s.isNew = true;
    out.push({ ...items[v + 3]!, start: items[i]!.start } as Item);
    i = v + 3;
  }
  return out;
}
