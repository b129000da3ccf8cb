import { isWord, slotOf, type Item } from './items.js';

/** Parts of speech a bare first conjunct may have ("a web and a worker Deployment"). */
const NOUN_POS = new Set(['NOUN', 'PROPN', 'ADJ']);

/** A single-word part or noun: the first of two conjuncts that share the kind word after the second. */
function bareConjunct(item: Item | undefined): boolean {
  const slot = slotOf(item);
  if (slot) {
    return slot.pre.length + slot.post.length === 0 && !/\s/.test(slot.matched.trim()) && slot.entry.kind !== 'k8s_workload'
      && slot.entry.category !== 'client' && (slot.count ?? 1) === 1;
  }
  return item?.t === 'word' && NOUN_POS.has(item.pos ?? '') && /^[A-Za-z][\w-]*$/.test(item.text);
}

/**
 * "a storefront and a search Deployment", "a redis and a postgres StatefulSet": a Kubernetes workload
 * kind after the second of two conjuncts is the kind of both, so the first is a workload object of
 * that kind named by its word ("frontend Deployment"), like the second.
 */
export function shareWorkloadKind(items: Item[]): Item[] {
  return items.map((item, i) => {
    if (!isWord(items[i - 1], 'a', 'an', 'the', 'one') || !bareConjunct(item) || !isWord(items[i + 1], 'and')) return item;
    const second = slotOf(items[isWord(items[i + 2], 'a', 'an', 'one') ? i + 3 : i + 2]);
    if (!second || second.entry.kind !== 'k8s_workload' || second.pre.length !== 1 || /\s/.test(second.matched.trim()) || (second.count ?? 1) > 1) return item;
    const name = slotOf(item)?.matched ?? (item as { text: string }).text;
    const slot = { ...second, pre: [name], keys: [], attached: [], start: item.start, end: item.end };
    return { t: 'slot', slot, start: item.start, end: item.end };
  });
}
