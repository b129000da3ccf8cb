import { boxHolds } from '../relations/boxes.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';

/** Parts of speech inside a subject run: "two VMs and a firewall". */
const SUBJECT_WORDS = new Set(['DET', 'NUM', 'ADJ', 'CCONJ']);

/** Boxes a "where" clause can put parts in: networks, network zones, clusters, namespaces. */
function isBox(slot: Slot): boolean {
  return ['network_misc', 'k8s_cluster'].includes(slot.entry.kind) || slot.entry.id === 'kubernetes.namespace' || /\bclusters?\b/i.test(slot.matched);
}

/**
 * "… the perimeter network, where a firewall inspects the traffic": the parts a "where" clause after a
 * box names before its verb sit in that box (the rest of the clause is what they do).
 */
export function placeWhereClauses(items: Item[]): void {
  for (let i = 0; i < items.length; i++) {
    const box = slotOf(items[i]);
    if (!box || !isBox(box)) continue;
    const at = isPunct(items[i + 1], ',') ? i + 2 : i + 1;
    if (!isWord(items[at], 'where')) continue;
    for (let j = at + 1; j < items.length; j++) {
      const it = items[j]!;
      // The clause's subject is a run of parts joined by articles, counts and "and"; the first other word ends it.
      if (it.t === 'punct' || it.t === 'loc' || (it.t === 'word' && !SUBJECT_WORDS.has(it.pos ?? ''))) break;
      const part = slotOf(it);
      if (part && boxHolds(box, part)) part.host ??= box;
    }
  }
}
