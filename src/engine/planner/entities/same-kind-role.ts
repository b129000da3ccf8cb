import { RELATIVES } from '../text/lexicon.js';
import { isPunct, isWord, slotOf, type Item } from './items.js';

/** Words that open the role phrase after "as" ("as the …", "as its …"). */
const ROLE_OPENERS = new Set(['a', 'an', 'the', 'its', 'our', 'their', 'his', 'her', 'my', 'your']);
/** Most items the role phrase runs to before the part it names ("its nightly, cloud-hosted batch (ETL)"). */
const ROLE_ITEMS = 14;

/** The index of the first part named in the role phrase opening at `from`, or -1 when the phrase ends first. */
function roleSlotAt(items: Item[], from: number): number {
  for (let j = from; j < items.length && j < from + ROLE_ITEMS; j++) {
    const it = items[j]!;
    if (it.t === 'slot') return j;
    if (isPunct(it, '.', ';', ':', '\n') || it.t === 'loc') return -1;
    if (it.t === 'word' && (RELATIVES.has(it.lower) || it.lower === 'as' || it.lower === 'to')) return -1;
  }
  return -1;
}

/**
 * "The depot relies on Data Factory as its nightly ETL tool": a role phrase after
 * "as" that names the same service as the part before it is that part again, not a second one. The
 * role's mention leaves the stream and becomes one of the part's roles, so later mentions of it are the part.
 */
export function mergeSameKindRoles(items: Item[]): Item[] {
  const drop = new Set<number>();
  for (let i = 0; i + 2 < items.length; i++) {
    const part = slotOf(items[i]);
    if (!part || part.descriptor || (part.count ?? 1) !== 1 || !isWord(items[i + 1], 'as') || !isWord(items[i + 2], ...ROLE_OPENERS)) continue;
    const at = roleSlotAt(items, i + 3);
    const role = slotOf(items[at]);
    if (!role || role.entry.id !== part.entry.id || role.descriptor || (role.count ?? 1) !== 1) continue;
    part.roles = [...(part.roles ?? []), role.matched];
    drop.add(at);
  }
  return drop.size === 0 ? items : items.filter((_, k) => !drop.has(k));
}
