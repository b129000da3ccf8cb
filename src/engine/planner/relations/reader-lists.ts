import { isKeeping } from '../text/verbs.js';
import { LIST_NOUNS } from '../text/lexicon.js';
import { singular } from '../text/tokens.js';
import { isWord, type Item, type Slot } from '../entities/items.js';
import { SubjectReader } from './reader-subjects.js';
import { isPeople } from './roles.js';

/** Reading words that stand for parts met before: a list ("these sources"), or data a clause before made or kept. */
export abstract class ListReader extends SubjectReader {
  /** The parts the last sentence named: "these sources" in the next one may stand for all of them. */
  protected prevSentenceKeys: string[] = [];

  /**
   * "Logs land in A or B. C reads from these sources": a plural part noun after "these", "those",
   * "such" or "both" stands for the parts listed before it — earlier in its sentence, else in the
   * sentence before — when there are at least two of them.
   */
  protected listReference(w: string, items: Item[], i: number): boolean {
    if (!LIST_NOUNS.has(w) || !listDeterminer(items, i) || items[i + 1]?.t === 'slot') return false;
    const keys = this.listed();
    if (keys.length < 2) return false;
    this.sentenceKeys.push(...keys);
    if (this.mode === null) this.pending.push(...keys);
    else this.apply(keys, { own: false } as Slot);
    this.lastKeys = keys;
    return true;
  }

  /** The parts a list reference stands for: those named earlier in the sentence, else in the one before. */
  private listed(): string[] {
    const acting = new Set([...this.subjects, ...this.pending]);
    const listed = (keys: string[]): string[] => [...new Set(keys)].filter((k) => !acting.has(k) && !isPeople(this.entity(k)) && !this.entity(k).descriptor);
    const here = listed(this.sentenceKeys);
    return here.length >= 2 ? here : listed(this.prevSentenceKeys);
  }

  /** "reads from both databases", "such stores" read as a generic part of their own: the listed parts instead. */
  protected override echoedSlot(slot: Slot, items: Item[] = [], i = -1): Slot {
    const [key] = slot.keys;
    const words = slot.matched.toLowerCase().split(/\s+/);
    const referring = key !== undefined && slot.keys.length === 1 && LIST_NOUNS.has(words.at(-1)!) && (words[0] === 'both' || listDeterminer(items, i));
    const keys = referring ? this.listed() : [];
    // A fresh generic part is only the reference; an earlier part the noun was resolved to must be one of the list.
    const fresh = !this.seen.has(key!) && slot.generic;
    if (keys.length < 2 || !(fresh || keys.includes(key!))) return super.echoedSlot(slot, items, i);
    if (fresh) this.entity(key!).descriptor = true;
    return { ...slot, keys };
  }

  /**
   * "Scores are stored in A and B. C consumes the scores": a reader naming no source takes the data
   * the last clause kept from the stores it was kept in.
   */
  protected override closeVerb(): void {
    super.closeVerb();
    if (!this.verb || this.flow !== 'backward' || this.passive || this.verbReached || this.subjects.length === 0) return;
    // "A transcribes calls into text. B reads the transcribed text": what A made and handed nowhere comes to B.
    const made = this.prevReachedNothing && this.echoesPrevVerb ? this.prevSubjects.filter((k) => !this.subjects.includes(k)) : [];
    const echoed = this.payload !== undefined && this.prevWords.has(singular(this.payload));
    const kept = echoed && isKeeping(this.prevVerb) ? this.prevTargets.filter((k) => (this.isStore(k) || ['data_warehouse', 'search'].includes(this.entity(k).entry.kind)) && !this.subjects.includes(k)) : [];
    for (const k of [...made, ...kept]) for (const s of this.subjects) if (!this.graph.has(k, s)) this.graph.relate(k, s, 'flow', 'prompt');
  }
}

/** "these", "those", "such" or "both" right before item `i`, maybe with "data" between ("these data sources"). */
function listDeterminer(items: Item[], i: number): boolean {
  const j = isWord(items[i - 1], 'data') ? i - 2 : i - 1;
  return isWord(items[j], 'these', 'those', 'such', 'both');
}
