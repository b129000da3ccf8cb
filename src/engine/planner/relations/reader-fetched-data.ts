import { isPunct, type Item } from '../entities/items.js';
import { isContentWord } from '../entities/slot-qualify.js';
import { isParticiple, verbFlow } from '../text/verbs.js';
import { StepOwnerReader } from './reader-step-owner.js';

/**
 * "A checks each call with a key that is fetched from B": data named by a plain noun and then
 * described as taken from somewhere ("fetched from", "retrieved from", "read from") is taken by the
 * part that uses it, so B feeds A, and the sentence's doer stays A, not the part named last.
 */
export abstract class FetchedDataReader extends StepOwnerReader {
  /** The active doers of the clause a relative after a plain (data) noun hung on. */
  private dataUser: string[] | null = null;

  protected override startClause(sentenceStart: boolean, keepOuter = false): void {
    super.startClause(sentenceStart, keepOuter);
    this.dataUser = null;
  }

  protected override onRelative(w: string, items: Item[], i: number): void {
    const afterNoun = this.prevItem?.t === 'word' && isContentWord(this.prevItem) && !isPunct(items[i - 1], ',');
    const user = afterNoun && (w === 'that' || w === 'which') && !this.passive && this.subjects.length > 0 ? [...this.subjects] : null;
    super.onRelative(w, items, i);
    this.dataUser = user;
  }

  protected override onVerb(w: string, commaThen = false): void {
    const user = this.dataUser;
    this.dataUser = null;
    super.onVerb(w, commaThen);
    if (!user || !this.passive || !isParticiple(w) || verbFlow(w) !== 'backward') return;
    this.subjects = user;
  }
}
