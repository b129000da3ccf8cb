import type { Entity } from '../types.js';
import { stem } from '../text/tokens.js';
import { HEAD_NOUNS, ORDINAL_WORDS } from '../text/lexicon.js';
import { words } from './name-words.js';
import { callsItself } from './resolve-refs.js';
import { isWord, type Item, type Slot } from './items.js';
import { syntheticSlot } from './word-references.js';

/** Each ordinal's place in order ("second" → 2). */
const ORDINAL_PLACE = new Map([...ORDINAL_WORDS].map((w, k) => [w, k + 1]));

/** Named in the plural ("Dataflow pipelines") or counted ("two queues"): there is more than one to tell apart. */
function several(e: Entity, noun: string): boolean {
  const head = e.matched.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  return e.count > 1 || (head !== noun && stem(head) === stem(noun) && head.endsWith('s'));
}

/** A later "second <noun>" (or third …) of the same noun: the parts are told apart by their ordinals. */
function laterOrdinal(items: Item[], i: number, noun: string): boolean {
  return items.slice(i + 1).some((x, k, rest) => x.t === 'word' && ORDINAL_WORDS.has(x.lower) && x.lower !== 'first'
    && rest[k + 1]?.t === 'word' && stem((rest[k + 1] as { lower: string }).lower) === stem(noun));
}

/** "Beam … The first pipeline … The second pipeline …": the part named before is shown as the first one, by its noun. */
function nameFirst(e: Entity, noun: string): void {
  if (e.label || e.pre.includes('first')) return;
  e.pre = ['first', ...e.pre];
  if (stem(words(e.matched).at(-1) ?? '') !== stem(noun) && !e.post.includes(noun)) e.post = [...e.post, noun];
}

/**
 * "uses Spark jobs. The first job … The second job …": an ordinal before the head noun of a part named
 * before (in the plural, if any was) singles out one of them. The first is the part named before; each
 * later ordinal is a copy of it of its own (the same ordinal again is that copy). Returns the entity pointed at, or a
 * slot for a new copy.
 */
export function ordinalReference(items: Item[], i: number, entities: Entity[]): { entity: Entity } | { slot: Slot } | undefined {
  const item = items[i];
  const ordinal = items[i - 1];
  if (item?.t !== 'word' || ordinal?.t !== 'word' || !ORDINAL_WORDS.has(ordinal.lower) || !isWord(items[i - 2], 'the')) return undefined;
  if (!HEAD_NOUNS.has(item.lower) || item.lower.endsWith('s')) return undefined;
  const live = entities.filter((e) => !e.descriptor && e.entry.category !== 'client');
  const copy = live.findLast((e) => e.pre.includes(ordinal.lower) && words(e.matched).at(-1) === stem(item.lower));
  if (copy) return { entity: copy };
  // "runs a Glue job. The first job …": the first of one part named before is that part.
  const first = ordinal.lower === 'first' ? live.findLast((e) => callsItself(e, item.lower)) : undefined;
  if (first && laterOrdinal(items, i, item.lower)) nameFirst(first, item.lower);
  if (first) return { entity: first };
  // "There are two pipelines … Dataflow … the second pipeline": a second one is another copy, even of a part named once.
  const base = live.findLast((e) => callsItself(e, item.lower) && several(e, item.lower)) ?? live.findLast((e) => callsItself(e, item.lower));
  if (!base) return undefined;
  if (base.count > 1) base.count--;
  // "Dataflow" copied as "the second pipeline" is the second Dataflow pipeline.
  const named = base.matched.trim();
  const singular = stem(words(named).at(-1) ?? '') === stem(item.lower) ? named.replace(/s$/, '') : `${named} ${item.lower}`;
  return { slot: { ...syntheticSlot(base, item, [], []), matched: singular, pre: [ordinal.lower], count: 1, isNew: true } };
}

/**
 * "a queue … another queue … the second queue": a definite ordinal, when as many parts of that service
 * were named before and none was called by this ordinal, points at the part named in that place
 * (the first, the second …) rather than making a copy of its own. Reads "the <ordinal>" right before
 * the mention at `i`; returns the part pointed at, if any.
 */
export function placedCopy(items: Item[], i: number, slot: Slot, entities: Entity[]): Entity | undefined {
  // "the second topic" keeps its ordinal before it; "the first topic" has taken it as a word of its own.
  const before = items[i - 1];
  const word = before?.t === 'word' && isWord(items[i - 2], 'the') ? before.lower : isWord(before, 'the') && slot.pre.length === 1 ? slot.pre[0]!.toLowerCase() : undefined;
  if (word === undefined || (slot.count ?? 1) > 1) return undefined;
  const place = ORDINAL_PLACE.get(word);
  const same = entities.filter((e) => !e.descriptor && e.entry.id === slot.entry.id && e.count === 1);
  if (place === undefined || same.length < Math.max(place, 2) || same.some((e) => e.pre.includes(word))) return undefined;
  const at = same[place - 1]!;
  // A part called by another ordinal is that one, never this.
  return at.pre.some((w) => ORDINAL_WORDS.has(w)) ? undefined : at;
}
export { toolWork } from './tool-work.js';
