import { DETERMINERS } from '../text/lexicon.js';
import { isWord, slotOf, type Item } from './items.js';

/**
 * "the Translate Text API of Cognitive Services", "the REST API of Azure Maps": an API named as a part
 * of a product the catalog knows is that product, not a box of its own. The product is drawn, the
 * API's name in parentheses — or the API, when the catalog knows it by name.
 */
export function mergeApiOf(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    const k = isWord(items[i + 2], 'the') ? i + 3 : i + 2;
    const b = slotOf(items[k]);
    if (!a || !b || !isWord(items[i + 1], 'of') || b.generic || b.entry.provider === 'general' || b.entry.category === 'client') {
      out.push(items[i]!);
      continue;
    }
    // "the Speech to Text API of Cognitive Services": an API the catalog knows by name is that service, of the family named after it.
    if (a.entry.provider === b.entry.provider && !a.generic && /\bAPI$/i.test(a.matched) && a.entry.id !== b.entry.id) {
      if (!a.paren.includes(b.matched)) a.paren.push(b.matched);
      out.push({ t: 'slot', slot: a, start: items[i]!.start, end: items[k]!.end });
      i = k;
      continue;
    }
    if (a.entry.id !== 'general.api') {
      out.push(items[i]!);
      continue;
    }
    // "Translate Text API": the capitalised words before the API are its name.
    const names: string[] = [];
    let start = items[i]!.start;
    for (let last = out.at(-1); last?.t === 'word' && /^[A-Z]/.test(last.text) && !DETERMINERS.has(last.lower); last = out.at(-1)) {
      names.unshift(last.text);
      start = last.start;
      out.pop();
    }
    const name = [...names, ...a.pre, a.matched, ...a.post].join(' ');
    if (!b.paren.includes(name)) b.paren.push(name);
    b.determiner = a.determiner ?? b.determiner;
    b.start = start;
    out.push({ t: 'slot', slot: b, start, end: items[k]!.end });
    i = k;
  }
  return out;
}
