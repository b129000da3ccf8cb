import { isPunct, isWord, slotOf, type Item } from '../entities/items.js';

/**
 * Readings of relatives whose antecedent is not simply the component right before them.
 *
 * "a wiki whose pages live in S3 and whose index sits in Aurora": a "whose" right after "and"/"or"
 * is coordinated with the "whose" before it in the sentence, so it has the same owner — the
 * component named right before that first "whose" (not the place its clause just named).
 */
export function coordinatedWhoseOwner(items: Item[], i: number): string[] | undefined {
  if (!isWord(items[i], 'whose') || !isWord(items[i - 1], 'and', 'or')) return undefined;
  for (let j = i - 2; j > 0; j--) {
    if (isPunct(items[j], '.') || isPunct(items[j], ';')) return undefined;
    if (isWord(items[j], 'whose')) return slotOf(items[j - 1])?.keys;
  }
  return undefined;
}

/**
 * "B runs each scan as a nightly job whose end is announced on topic T": the plain noun before
 * "whose" names how the clause's doer works (a place after "in", a role after "as"), not a
 * component, so what that noun's clause says is said of the doer: B reaches T.
 */
export function doerOwnsWhose(w: string, mode: string | null, subjects: readonly string[], targets: readonly string[]): boolean {
  return w === 'whose' && mode === 'location' && subjects.length > 0 && targets.length === 0;
}

/**
 * "… commits it to a repository, from which playbooks configure the routers": after "from", the
 * relative names where the clause's own doer takes its input; the doer is named after it.
 */
export function sourceRelative(items: Item[], i: number): boolean {
  const doer = isWord(items[i + 1], 'the', 'its', 'their') ? items[i + 2] : items[i + 1];
  return isWord(items[i], 'which', 'whom') && isWord(items[i - 1], 'from') && slotOf(doer) !== undefined;
}
