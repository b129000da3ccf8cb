import { MORE_WORDS, SCALING_VERBS } from '../text/lexicon.js';
import { verbBases } from '../text/verbs.js';
import { isWord, slotOf, type Item } from './items.js';

/** The verb a grown pool follows, past a particle ("starts extra …", "adds more …"). */
function scalingVerbBefore(items: Item[], i: number): boolean {
  const j = isWord(items[i - 1], 'up', 'out') ? i - 2 : i - 1;
  const verb = items[j];
  return verb?.t === 'word' && verbBases(verb.lower).some((b) => SCALING_VERBS.has(b));
}

/**
 * "Render nodes on GPU VMs … a planner starts extra VMs": more of a plural part named
 * before, brought up by a verb that grows a pool, is that pool grown, not a second part. The mention
 * points back like "the".
 */
export function moreOfPool(items: Item[]): Item[] {
  for (let i = 0; i < items.length; i++) {
    const s = slotOf(items[i]);
    if (!s || !/s$/i.test(s.matched.trim())) continue;
    const at = isWord(items[i - 1], ...MORE_WORDS) ? i - 1 : s.determiner !== undefined && MORE_WORDS.has(s.determiner) ? i : -1;
    if (at < 0 || !scalingVerbBefore(items, at)) continue;
    const before = items.slice(0, i).some((it) => {
      const b = slotOf(it);
      return b !== undefined && b.entry.id === s.entry.id && !b.descriptor && /s$/i.test(b.matched.trim());
    });
    if (!before) continue;
    s.isNew = false;
    s.determiner = 'the';
  }
  return items;
}
