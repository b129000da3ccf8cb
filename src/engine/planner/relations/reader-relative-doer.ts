import { isWord, type Item } from '../entities/items.js';
import { HeadingReader } from './reader-headings.js';

/**
 * Reads a pronoun subject right after a relative word ("… woken by queue messages, which it
 * stores in B", "… writes files to S3 that it later reads"): "which" is the verb's object, so "it"
 * cannot be that same thing; it is the doer of the clause the relative hangs on (the part woken,
 * the writer), not the part named last.
 */
export abstract class RelativeDoerReader extends HeadingReader {
  /** Who did the outer clause's work when a relative word was read. */
  private outerDoer: string[] = [];

  protected override onRelative(w: string, items: Item[], i: number): void {
    // A passive's doer is the part it happened to ("A is woken by B": A); otherwise the subject.
    const doer = this.agentBase ?? this.subjects;
    this.outerDoer = w !== 'where' && w !== 'whose' && isWord(items[i + 1], 'it', 'they') ? doer.filter((k) => !this.lastKeys.includes(k)) : [];
    super.onRelative(w, items, i);
    // The pronoun after names the doer; "which" is only what it handles, no part to relate again.
    if (this.outerDoer.length > 0) [this.subjects, this.antecedent] = [[], []];
  }

  protected override subjectPronoun(items: Item[], i: number): string[] {
    if (this.outerDoer.length > 0 && isWord(items[i - 1], 'which', 'that')) return [...this.outerDoer];
    return super.subjectPronoun(items, i);
  }
}
