import { isPunct, isWord, type Item } from '../entities/items.js';
import type { EntityGraph } from './graph.js';
import { sentences } from './segments.js';
import { verbBase } from './verb-sets.js';
import { AUXILIARIES } from '../text/lexicon.js';

/** Prepositions that name the part callers come in through. */
const WAY_WORDS = ['through', 'via', 'behind', 'using', 'over', 'with'];
/** Words that may stand between "exposed" and what it is exposed to or through. */
const MANNER = ['publicly', 'externally', 'internally', 'securely', 'directly', 'only', 'then', 'also', 'both'];

/**
 * "The team exposes the billing API to resellers through a gateway", "the cluster is exposed to the
 * internet via a load balancer": the ones it is exposed to call it, through the way named, so the
 * arrows run from them toward the part (resellers → gateway → API), whatever the reader drew before.
 */
export function exposedTo(items: Item[], graph: EntityGraph): void {
  for (const s of sentences(items)) {
    for (let i = 0; i < s.length; i++) {
      const w = s[i];
      if (w?.t !== 'word' || verbBase(w.lower) !== 'expose') continue;
      const prev = s[i - 1];
      const part = w.lower === 'exposed' && prev?.t === 'word' && AUXILIARIES.has(prev.lower) ? slotBefore(s, i - 1) : null;
      let j = i + 1;
      while (isWord(s[j], ...MANNER)) j++;
      let exposed = part;
      if (!exposed) {
        if (w.lower === 'exposed') exposed = slotBefore(s, i + 1);
        else {
          while (isWord(s[j], 'the', 'a', 'an', 'its', 'their', 'our', 'this', 'that')) j++;
          const it = s[j];
          if (it?.t !== 'slot') continue;
          exposed = it.slot.keys;
          j++;
        }
      }
      if (!exposed || exposed.length === 0) continue;
      const { callers, ways } = after(s, j);
      if (callers.length === 0) continue;
      wire(exposed, callers, ways, graph);
    }
  }
}

/** The keys of the nearest component before `at` in its clause ("a cluster of map renderers is …"), or null. */
function slotBefore(s: Item[], at: number): string[] | null {
  for (let k = at - 1; k >= 0; k--) {
    const it = s[k]!;
    if (it.t === 'slot') return it.slot.keys;
    if (isPunct(it, ',') || (it.t === 'word' && (it.pos === 'VERB' || it.pos === 'AUX' || it.pos === 'PRON'))) return null;
  }
  return null;
}

/** "to Y" and "through Z", in either order, up to the clause's end. */
function after(s: Item[], from: number): { callers: string[]; ways: string[] } {
  let callers: string[] = [];
  let ways: string[] = [];
  for (let j = from; j < s.length; j++) {
    const it = s[j]!;
    if (isPunct(it, ',', '(') || isWord(it, 'and', 'which', 'that', 'while', 'where', 'so', 'when')) break;
    if (it.t !== 'word') continue;
    const to = it.lower === 'to';
    if (!to && !WAY_WORDS.includes(it.lower)) continue;
    let k = j + 1;
    while (isWord(s[k], 'the', 'a', 'an', 'its', 'their', 'our', 'public', 'external', 'internal', 'outside')) k++;
    const next = s[k];
    if (next?.t !== 'slot') continue;
    if (to && callers.length === 0) callers = next.slot.keys;
    else if (!to && ways.length === 0) ways = next.slot.keys;
    j = k;
  }
  return { callers, ways };
}

/** Callers → ways → the exposed part, in place of any edge the reader drew among them. */
function wire(exposed: string[], callers: string[], ways: string[], graph: EntityGraph): void {
  const all = [...exposed, ...callers, ...ways];
  if (new Set(all).size !== all.length) return;
  for (const a of all) for (const b of all) if (graph.has(a, b, false) && !(callers.includes(a) || (ways.includes(a) && exposed.includes(b)))) graph.remove(a, b);
  const hops = ways.length > 0 ? [callers, ways, exposed] : [callers, exposed];
  for (let h = 0; h + 1 < hops.length; h++) for (const a of hops[h]!) for (const b of hops[h + 1]!) if (!graph.has(a, b, false)) graph.relate(a, b, 'flow', 'prompt');
}
