import { isPunct, isWord, type Item, type Slot } from '../entities/items.js';
import { ComplementReader } from './reader-complement.js';

/** Prepositions that say where a part sits ("a server in the office", "a service on GKE"). */
const PLACING_PREPS = new Set(['in', 'on', 'inside', 'within', 'at']);

/** Kinds of part that hold others where they run. */
const PLACE_KINDS = new Set<string>(['onprem', 'vm', 'autoscaling_group', 'container_service', 'k8s_cluster', 'network_misc', 'web_app', 'function', 'batch']);

/** Words that may stand between a place preposition and the place ("in the bank's regional office"). */
const PLACE_FILLERS = 4;

/**
 * "Tills send receipts to a ledger server in the head office, which copies them to B": a relative
 * clause after "A in|on PLACE" describes A, the part named before where it sits, not the place. So
 * "which" (or "that") takes A as its antecedent when a part-naming mention stands right before the
 * place preposition.
 */
export abstract class PlacedRelativeReader extends ComplementReader {
  protected override onRelative(w: string, items: Item[], i: number): void {
    if (w === 'which' || w === 'that') {
      const placed = placedBefore(items, i);
      const keys = placed ? this.partKeys(placed.part.slot) : [];
      const place = placed?.place.t === 'slot' ? this.partKeys(placed.place.slot) : [];
      const named = placed?.place.t !== 'slot' || (place.length > 0 && place.every((k) => this.lastKeys.includes(k) && this.isPlace(k)));
      if (placed && keys.length > 0 && named && keys.every((k) => !place.includes(k))) {
        this.lastKeys = keys;
        // "a server in the plant that …": the place is no payload the relative could describe.
        this.prevItem = placed.part;
      }
    }
    super.onRelative(w, items, i);
  }

  /** A part others sit in: a site, a network, a cluster or a machine, not a service that is itself the part ("an API on API Gateway"). */
  private isPlace(key: string): boolean {
    const entry = this.entity(key).entry;
    return entry.container || PLACE_KINDS.has(entry.kind);
  }

  private partKeys(slot: Slot): string[] {
    return slot.keys.filter((k) => this.graph.byKey.has(k) && !this.entity(k).descriptor);
  }
}

type SlotItem = Extract<Item, { t: 'slot' }>;

/** The part and its place when the words before `i` read "<part> in|on [the …] <place> [,]". */
function placedBefore(items: Item[], i: number): { part: SlotItem; place: Item } | undefined {
  let j = i - 1;
  if (isPunct(items[j], ',')) j--;
  const place = items[j];
  if (place?.t !== 'slot' && place?.t !== 'loc' && !(place?.t === 'word' && /^(NOUN|PROPN)$/.test(place.pos ?? ''))) return undefined;
  j--;
  for (let n = 0; n < PLACE_FILLERS && j >= 0 && !isPlacingPrep(items[j]); n++, j--) {
    const it = items[j];
    if (!it || it.t === 'slot' || it.t === 'num' || (it.t === 'punct' && it.text !== "'") || (it.t === 'word' && /^(VERB|AUX|ADP|PRON|SCONJ|CCONJ)$/.test(it.pos ?? ''))) return undefined;
  }
  if (!isPlacingPrep(items[j])) return undefined;
  const part = items[j - 1];
  return part?.t === 'slot' ? { part, place } : undefined;
}

function isPlacingPrep(item: Item | undefined): boolean {
  return isWord(item) && PLACING_PREPS.has((item as { lower: string }).lower);
}
