import type { Item } from '../entities/items.js';
import { RelativeCloseReader } from './reader-relative-close.js';
import { TOOL_VERBS } from './verb-sets.js';

/**
 * "The app calls B to fetch a token. Uploads the file to C.": a step that names no doer is done by
 * whoever did the step before, and when that step only handed its work to a tool ("calls B to …",
 * "uses B to …") the doer is the one that called the tool (the app), not the tool. This holds for
 * imperative steps ("Call B to score it. Post the result to C.") as well. An instruction to the
 * reader to use a tool ("Use B to clean the data. Store it in C.") makes the tool the doer of what follows.
 */
export abstract class StepOwnerReader extends RelativeCloseReader {
  /** The caller of the tool the last clause named, when that clause handed its work to the tool. */
  private stepOwner: string[] | null = null;
  /** The reader was told to use a tool ("use B to …"): the tool does the steps after. */
  private toldToUse = false;

  protected override onPreposition(w: string, items: Item[], i: number): boolean {
    const before = this.infinitiveOwner;
    const verb = this.verb;
    const done = super.onPreposition(w, items, i);
    const owner = this.infinitiveOwner;
    if (before === null && owner !== null) this.toldToUse = TOOL_VERBS.has(verb) && !this.sentenceKeys.some((k) => owner.includes(k));
    return done;
  }

  protected override endClause(): void {
    const owner = this.infinitiveOwner && this.infinitiveOwner.length > 0 && !this.passive && !this.toldToUse ? [...this.infinitiveOwner] : null;
    const counts = this.targets.length + this.subjects.length + this.pending.length > 0;
    super.endClause();
    if (counts) this.stepOwner = owner;
  }

  protected override implicitSubjects(participle: boolean, ing: boolean): string[] {
    const owner = this.stepOwner;
    const opensStep = !participle && !ing && !this.nounSubject && this.sentenceKeys.length === 0 && this.verb === '';
    if (opensStep && owner && this.prevSubjects.every((k) => !owner.includes(k))) return [...owner];
    return super.implicitSubjects(participle, ing);
  }
}
