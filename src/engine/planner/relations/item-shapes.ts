import { isWord, slotOf, type Item, type Slot } from '../entities/items.js';
import { verbFlow } from '../text/verbs.js';

/** Shapes of the item stream around a word that the readers ask about. */

/** "to" before a verb ("is used to store"): an infinitive, not a direction. */
export function isInfinitive(items: Item[], i: number): boolean {
  const to = items[i];
  const next = items[i + 1];
  if (to?.t !== 'word' || next?.t !== 'word') return false;
  // "to be sent": a passive infinitive.
  if (next.lower === 'be') return items[i + 2]?.t === 'word' && (items[i + 2] as { pos?: string }).pos === 'VERB';
  // "to forward lookups to …": a relation verb the tagger read as another part of speech after the particle.
  return to.pos === 'PART' && (next.pos === 'VERB' || (next.pos !== 'NOUN' && !/(?:s|ed|ing)$/.test(next.lower) && verbFlow(next.lower) !== undefined));
}

/**
 * True when item `i` follows a component, maybe with what says where it is in between:
 * "ALB (public subnet) -> …", "the ALB in a public subnet -> …".
 */
export function slotBefore(items: Item[], i: number): Slot | undefined {
  let j = i - 1;
  if (items[j]?.t === 'punct' && (items[j] as { text: string }).text === ')') {
    let depth = 0;
    for (; j >= 0; j--) {
      const it = items[j]!;
      if (it.t === 'punct' && it.text === ')') depth++;
      else if (it.t === 'punct' && it.text === '(' && --depth === 0) break;
    }
    j--;
  } else if (items[j]?.t === 'loc') {
    j--;
    // The words tying the place to the component ("in a", "inside the") are articles and prepositions.
    while (items[j]?.t === 'word' && ['DET', 'ADP'].includes((items[j] as { pos?: string }).pos ?? '')) j--;
  }
  return slotOf(items[j]);
}

/** True when "and"/"or" (maybe with adverbs: "or internally") comes right before item `i`. */
export function coordinated(items: Item[], i: number): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const it = items[j];
    if (it?.t !== 'word') return false;
    if (it.lower === 'and' || it.lower === 'or') return true;
    if (it.pos !== 'ADV' && it.pos !== 'ADJ') return false;
  }
  return false;
}

/** Only nouns stand between a component and `i` ("the Power BI report interface into"): the component's phrase goes on. */
export function nounsAfterSlot(items: Item[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && items[j]?.t === 'word' && (items[j] as { pos?: string }).pos === 'NOUN') j--;
  return j < i - 1 && items[j]?.t === 'slot';
}

/**
 * "… a Lambda function as a bridge to Firehose": the component before "as a <role noun>" right
 * before item i ("to"), whose role the noun names; undefined when the words are not of that shape.
 */
export function roleBefore(items: Item[], i: number): Slot | undefined {
  let j = i - 1;
  let nouns = 0;
  while (j >= 0 && items[j]?.t === 'word' && !isWord(items[j], 'as') && nouns < 3) {
    const it = items[j] as { pos?: string };
    if (!['NOUN', 'ADJ', 'DET'].includes(it.pos ?? '')) return undefined;
    nouns++;
    j--;
  }
  if (nouns === 0 || !isWord(items[j], 'as')) return undefined;
  const before = items[j - 1];
  return before?.t === 'slot' ? before.slot : undefined;
}

/**
 * "… to Firehose for delivery into Redshift": item i ("into") follows "for" and at most two nouns (the
 * mention may have taken them as its note) naming what the component reached is there for; the place
 * after it is where that component hands on.
 */
export function purposeBefore(items: Item[], i: number): boolean {
  for (let j = i - 1, nouns = 0; j >= 0 && nouns <= 2; j--, nouns++) {
    if (isWord(items[j], 'for')) return true;
    if (items[j]?.t !== 'word' || !['NOUN', 'ADJ'].includes((items[j] as { pos?: string }).pos ?? '')) return false;
  }
  return false;
}

/** "-> app hosts on the inner network -> DB": only plain words lead back to the place's preposition. */
export function placeWordsBefore(items: Item[], i: number): boolean {
  let nouns = 0;
  for (let j = i - 1; j >= 0; j--) {
    const it = items[j]!;
    if (it.t !== 'word') return false;
    if (isWord(it, 'in', 'on', 'at', 'inside', 'within')) return nouns > 0;
    if (it.pos === 'VERB') return false;
    nouns++;
  }
  return false;
}

/**
 * "… into BigQuery for dashboards by Looker", "… for analysis in Kibana": purpose words, then the component that
 * does it. Returns what the purpose is said of (the component before it, else `reached`), or null.
 */
export function purposeDoerAfter(items: Item[], i: number, mode: string | null, reached: string[]): string[] | null {
  if (!isWord(items[i], 'by', 'in') || !['purpose', 'target', 'location'].includes(mode ?? '')) return null;
  const next = isWord(items[i + 1], 'the', 'a', 'an') ? items[i + 2] : items[i + 1];
  if (next?.t !== 'slot') return null;
  const before = items[i - 1];
  if (before?.t === 'slot' && before.slot.purposeNext) return before.slot.keys;
  return purposeBefore(items, i) && reached.length > 0 ? reached : null;
}

/**
 * "Files written to the bucket invoke the indexer": after a participle phrase that described the
 * subject, a word the model reads as a verb with its object's determiner right after it is the main verb.
 */
export function verbWithObject(items: Item[], i: number): boolean {
  const next = items[i + 1];
  return (items[i] as { pos?: string }).pos === 'VERB' && next?.t === 'word' && ['DET', 'PRON'].includes(next.pos ?? '');
}
