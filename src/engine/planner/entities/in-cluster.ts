import { resolveService, type ServiceEntry } from '../../catalog/index.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';
import { isDataKind } from './slot-merge.js';

/** Verbs that say where a part is run ("runs inside the cluster", "is hosted on Kubernetes"). */
const RUN_VERBS = new Set(['runs', 'run', 'running', 'hosted', 'deployed', 'lives', 'live', 'sits', 'sit']);
/** Words that may come between the part and the verb ("which is also", "are all"). */
const LEAD_WORDS = new Set(['which', 'that', 'is', 'are', 'was', 'were', 'gets', 'also', 'all', 'both', 'itself', 'themselves']);
/** Prepositions before where the part runs. */
const PLACES = new Set(['in', 'inside', 'on', 'within', 'as']);
/** Determiners before where the part runs ("in the cluster", "as its own pods"). */
const DETERMINERS = new Set(['a', 'an', 'the', 'its', 'their', 'our', 'one', 'same']);
/** Bare words for the cluster itself, when the text names one. */
const CLUSTER_WORDS = ['cluster', 'kubernetes', 'k8s'];
/** Determiners of a plural that gathers parts named before ("these databases", "both stores"). */
const GATHERING = new Set(['these', 'those', 'both', 'all', 'the']);

/** A Kubernetes cluster or object: where a part said to run "in" or "as" it is run by its owner. */
function isClusterPlace(slot: Slot): boolean {
  return slot.entry.kind === 'k8s_cluster' || slot.entry.kind === 'k8s_workload' || slot.entry.provider === 'kubernetes';
}

/**
 * The product a part's own name means when its owner runs it ("Postgres" that a cloud diagram read as
 * the managed relational service): the vendor-neutral entry of that name, when it is the managed
 * service's counterpart. Otherwise the entry as read.
 */
export function selfRunEntry(slot: Slot): ServiceEntry {
  if (slot.entry.provider === 'general' || slot.entry.provider === 'kubernetes') return slot.entry;
  const own = resolveService(slot.matched, 'general');
  if (!own || own.provider !== 'general') return slot.entry;
  return own.equivalents.includes(slot.entry.id) || slot.entry.equivalents.includes(own.id) ? own : slot.entry;
}

/** Index past "…, which is also deployed inside the" after the part at `i`, at the place's slot; -1 when the words differ. */
function placeAfter(items: Item[], i: number): number {
  let j = i + 1;
  if (isPunct(items[j], ',') && isWord(items[j + 1], 'which', 'that')) j += 1;
  while (isWord(items[j], ...LEAD_WORDS)) j += 1;
  if (!isWord(items[j], ...RUN_VERBS)) return -1;
  j += 1;
  if (isWord(items[j], 'also')) j += 1;
  if (!isWord(items[j], ...PLACES)) return -1;
  j += 1;
  while (isWord(items[j], ...DETERMINERS)) j += 1;
  const place = slotOf(items[j]);
  if (place) return isClusterPlace(place) ? j : -1;
  // "inside the cluster", "on Kubernetes" in a text that names a Kubernetes cluster: that cluster.
  const cluster = items.some((it) => slotOf(it)?.entry.kind === 'k8s_cluster');
  return cluster && isWord(items[j], ...CLUSTER_WORDS) ? j : -1;
}

/** Marks a part its owner runs in the cluster, and gives it the plain product of its name. */
function markSelfRun(slot: Slot): void {
  slot.workload = true;
  slot.entry = selfRunEntry(slot);
}

/**
 * "Postgres runs inside the cluster", "the cache is hosted on Kubernetes", "both stores are deployed
 * as pods": a part said to run in the cluster, or as its objects, is run by its owner
 * there, not bought as the cloud's managed service. A plural of stores that gathers the parts named
 * before ("these databases") says it of each data store already read.
 */
export function markInCluster(items: Item[]): Item[] {
  items.forEach((item, i) => {
    const slot = slotOf(item);
    if (!slot || slot.entry.category === 'client' || isClusterPlace(slot) || placeAfter(items, i) < 0) return;
    const gathered = GATHERING.has((slot.determiner ?? '').toLowerCase()) || isWord(items[i - 1], ...GATHERING);
    const plural = /s$/i.test(slot.matched.trim()) && slot.generic && gathered;
    if (!plural) {
      markSelfRun(slot);
      return;
    }
    if (!isDataKind(slot.entry.kind)) return;
    for (const before of items.slice(0, i)) {
      const s = slotOf(before);
      if (s && isDataKind(s.entry.kind) && !s.generic && !s.onPrem && (s.entry.provider === 'general' || selfRunEntry(s) !== s.entry)) markSelfRun(s);
    }
  });
  // Each other mention of a part run in the cluster, by the same name, is that part again ("… the pods use MySQL").
  const self = new Set(items.map(slotOf).filter((s) => s?.workload).map((s) => `${selfRunEntry(s!).id} ${s!.matched.toLowerCase()}`));
  for (const item of items) {
    const slot = slotOf(item);
    if (!slot) continue;
    if (slot.workload) slot.entry = selfRunEntry(slot);
    else if (self.has(`${selfRunEntry(slot).id} ${slot.matched.toLowerCase()}`)) markSelfRun(slot);
  }
  return items;
}
