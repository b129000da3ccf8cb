import type { Entity } from '../types.js';
import { stem } from '../text/tokens.js';
import { callsItself } from './resolve-refs.js';
import { isWord, type Item } from './items.js';

/**
 * "the same dataset", "the same profile": "same" says the noun points back at a part named before.
 * The last part named with that noun, or whose product calls its unit so ("BigQuery dataset"), is it.
 */
export function sameUnit(items: Item[], i: number, entities: readonly Entity[]): Entity | undefined {
  const item = items[i];
  if (item?.t !== 'word' || !isWord(items[i - 1], 'same') || !isWord(items[i - 2], 'the', 'its', 'their')) return undefined;
  // "the same data flows on": a word the text uses as a verb after "same" is no part's unit.
  if (item.pos !== undefined && item.pos !== 'NOUN') return undefined;
  const w = stem(item.lower);
  if (w.length < 4) return undefined;
  return entities.findLast((e) => !e.descriptor && e.entry.category !== 'client' && callsItself(e, w));
}
