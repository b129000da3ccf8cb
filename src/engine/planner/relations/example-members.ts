import { isPunct, isWord, type Item } from '../entities/items.js';
import type { EntityGraph } from './graph.js';

/** Words that open a list of examples of the class named right before them ("databases such as A and B"). */
const OPENERS: readonly (readonly string[])[] = [['such', 'as'], ['like'], ['including'], ['e.g'], ['e.g.'], ['for', 'example'], ['for', 'instance']];

/** Length of the example opener at `i` ("such as" → 2), or 0. */
function openerAt(items: Item[], i: number): number {
  for (const words of OPENERS) if (words.every((w, k) => isWord(items[i + k], w))) return words.length;
  return 0;
}

/** Keys of the components listed from `i` on ("A, B, and C"), up to the first word that is no list joiner. */
function listedFrom(items: Item[], i: number): string[] {
  const keys: string[] = [];
  for (let j = i; j < items.length; j++) {
    const it = items[j]!;
    if (it.t === 'slot') keys.push(...it.slot.keys);
    else if (!(isPunct(it, ',') || isWord(it, 'and', 'or'))) break;
  }
  return keys;
}

/**
 * "Azure Data Factory loads the records; they come from relational databases such as MySQL, Oracle
 * and MariaDB": the examples after a plural class are members of that class. What the text says of
 * the class holds for each member; what completion guessed for it, for each member the text left alone.
 */
export function examplesShareClass(items: Item[], graph: EntityGraph): void {
  for (const [i, it] of items.entries()) {
    if (it.t !== 'slot' || !/s$/i.test(it.slot.matched)) continue;
    const at = isPunct(items[i + 1], ',', '(') ? i + 2 : i + 1;
    const len = openerAt(items, at);
    if (len === 0) continue;
    const start = isPunct(items[at + len], ',') ? at + len + 1 : at + len;
    if (items[start]?.t !== 'slot') continue;
    const members = listedFrom(items, start).filter((k) => !it.slot.keys.includes(k) && graph.byKey.get(k) && !graph.get(k).descriptor);
    const group = new Set([...it.slot.keys, ...members]);
    const outside = (k: string): boolean => graph.relations.some((r) => (r.from === k && !group.has(r.to)) || (r.to === k && !group.has(r.from)));
    const loose = new Set(members.filter((k) => !outside(k)));
    for (const head of it.slot.keys) {
      const own = graph.relations.filter((r) => (r.from === head && !group.has(r.to)) || (r.to === head && !group.has(r.from)));
      // What the text said of the class holds for every member; what completion guessed only for a member the text left alone.
      for (const r of own) for (const m of members.filter((k) => r.origin === 'prompt' || loose.has(k))) {
        if (r.from === head) graph.relate(m, r.to, r.kind, r.origin);
        else graph.relate(r.from, m, r.kind, r.origin);
      }
    }
  }
}
