import { isPunct, isWord, type Item } from '../entities/items.js';
import { commaAndVerb } from './relative-verb.js';
import { SubjectOriginReader } from './reader-subject-origin.js';

/**
 * "A writes the rows to B, which keeps them a year, and posts a receipt to C": a relative clause
 * set off by a comma ends at the next comma when ", and" and a finite verb follow it. That verb
 * pairs with the clause the relative hung on, so its doer is that clause's doer (A), not the part
 * the relative described (B). A relative with more than one comma is a list of the part's own
 * verbs ("B, which checks X, stores Y, and sends Z") and keeps its doer.
 */
export abstract class RelativeCloseReader extends SubjectOriginReader {
  /** The doers of the clause a ", which" hung on, and the index of the comma that closes it. */
  private setOff: { doers: string[]; closeAt: number } | null = null;

  protected override onRelative(w: string, items: Item[], i: number): void {
    // A passive's doer is the part it happened to ("A is woken by B, which …": A), as is that of a participle
    // describing the data ("A updates the counts held by B, which …").
    const doers = this.agentBase ?? this.reducedFrom ?? this.subjects;
    const closeAt = isPunct(items[i - 1], ',') && w === 'which' && doers.length > 0 ? firstComma(items, i) : -1;
    this.setOff = closeAt >= 0 && commaAndVerb(items, closeAt) ? { doers: [...doers], closeAt } : null;
    super.onRelative(w, items, i);
  }

  protected override onPreposition(w: string, items: Item[], i: number): boolean {
    if (w === 'and' && this.setOff && i === this.setOff.closeAt + 1 && this.pending.length === 0) {
      // The comma may not have ended the relative's clause yet: it ends here.
      if (this.subjects.length > 0) {
        this.endClause();
        this.startClause(false);
      }
      this.outer = { subjects: this.setOff.doers, mode: 'target', prep: '', bound: true };
      this.setOff = null;
    }
    return super.onPreposition(w, items, i);
  }
}

/** The first comma after `i` in the sentence, or -1 when the sentence ends first. */
function firstComma(items: Item[], i: number): number {
  for (let j = i + 1; j < items.length; j++) {
    if (isPunct(items[j], ',')) return j;
    if (isPunct(items[j], ';', ':') || isWord(items[j], 'which', 'who')) return -1;
  }
  return -1;
}
