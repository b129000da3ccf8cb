import { isWord, type Item } from '../entities/items.js';
import { isParticiple, isThirdPersonForm } from '../text/verbs.js';
import { verbBase } from './reader-state.js';
import { FetchedDataReader } from './reader-fetched-data.js';
import { PERCEIVING_VERBS } from './verb-sets.js';

/**
 * "A detects that files are uploaded to B and starts C": the "that" clause says what A found; the
 * finite verb after "and" pairs with "detects", so A starts C, not B or the files.
 */
export abstract class ComplementReader extends FetchedDataReader {
  /** Who perceived what the open "that" clause says. */
  private perceiver: string[] | null = null;

  protected override startClause(sentenceStart: boolean, keepOuter = false): void {
    super.startClause(sentenceStart, keepOuter);
    if (sentenceStart) this.perceiver = null;
  }

  protected override onRelative(w: string, items: Item[], i: number): void {
    const prev = items[i - 1];
    const perceives = w === 'that' && prev?.t === 'word' && PERCEIVING_VERBS.has(verbBase(prev.lower)) && !this.passive && this.subjects.length > 0;
    const who = perceives ? [...this.subjects] : null;
    super.onRelative(w, items, i);
    if (who) this.perceiver = who;
  }

  protected override onVerb(w: string, commaThen = false): void {
    const who = this.perceiver;
    const pairs = who !== null && isWord(this.prevItem, 'and') && !isParticiple(w) && !w.endsWith('ing') && isThirdPersonForm(w) && verbBase(w) !== w;
    super.onVerb(w, commaThen);
    if (!pairs) return;
    this.subjects = who;
    this.perceiver = null;
  }
}
