import type { Relation } from '../types.js';
import { isWord, type Item } from '../entities/items.js';
import { CONTRACTED_DENIALS, DENIAL_HELPERS, DENIALS, LIMITING_AFTER_NOT } from '../text/lexicon.js';
import { isVerb } from '../text/verbs.js';
import { VerbReader } from './reader-verbs.js';

/**
 * Reads the words that deny a clause's verb: "never", "not", "cannot" and a contracted "n't"
 * ("can't" reads "can t"). "The worker never writes to the archive", "Clients cannot reach the
 * API": what the denied verb relates is not a relation; it is dropped when the next verb starts
 * or the clause ends. "not only", "not just" limit a claim and deny nothing.
 */
export abstract class DenialReader extends VerbReader {
  /** A denial was read; the next verb is the one it denies. */
  private denying = false;
  /** The relations there were when the denied verb began: any other ones it made are dropped. */
  private before: Set<Relation> | null = null;

  /** The word at `i` denies the verb that follows it in its clause. */
  protected isDenial(items: Item[], i: number): boolean {
    const it = items[i];
    if (it?.t !== 'word') return false;
    const word = DENIALS.has(it.lower) || (it.lower === 't' && items[i - 1]?.t === 'word' && CONTRACTED_DENIALS.has((items[i - 1] as { lower: string }).lower));
    if (!word || isWord(items[i + 1], ...LIMITING_AFTER_NOT)) return false;
    // "… whether it finished or not.", "events not needed and sent on": only adverbs and helpers stand between a denial and its verb.
    for (let j = i + 1; j < items.length; j++) {
      const next = items[j]!;
      if (next.t !== 'word') return false;
      if (next.pos === 'VERB' || (isVerb(next.lower) && next.pos !== 'NOUN' && next.pos !== 'ADJ')) return true;
      if (!['ADV', 'AUX', 'PART'].includes(next.pos ?? '') && !DENIAL_HELPERS.has(next.lower)) return false;
    }
    return false;
  }

  /** Notes a denial word; true when the word at `i` is one. "and", "or", "but" end what a denial covers. */
  protected noteDenial(items: Item[], i: number): boolean {
    if (isWord(items[i], 'and', 'or', 'but')) {
      this.denying = false;
      this.dropDenied();
    }
    if (!this.isDenial(items, i)) return false;
    this.denying = true;
    return true;
  }

  protected override onVerb(w: string, commaThen = false): void {
    this.dropDenied();
    super.onVerb(w, commaThen);
    if (this.denying) this.before = new Set(this.graph.relations);
    this.denying = false;
  }

  protected override endClause(): void {
    // What a denied verb would have reached is not where the story goes on ("… cannot reach B; they use C").
    // Nor does it say a part publishes without saying where.
    if (this.before) [this.targets, this.verb] = [[], ''];
    super.endClause();
    this.dropDenied();
    this.denying = false;
  }

  /** Removes what the denied verb related. */
  private dropDenied(): void {
    const before = this.before;
    if (!before) return;
    this.before = null;
    for (const r of this.graph.relations.filter((x) => !before.has(x))) this.graph.deny(r.from, r.to);
  }
}
