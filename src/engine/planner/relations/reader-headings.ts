import type { Item } from '../entities/items.js';
import { DenialReader } from './reader-denial.js';

/** The most words a stage heading has. */
const HEADING_WORDS = 3;

/**
 * Reads steps under bare headings ("Intake: Reads rows from the topic. Scoring: Calls the model."):
 * a heading names a stage, not a part, so a step that names no doer is done by the part the story
 * is about (the main doer of the sentences before the headings), not by the last noun read. The
 * doer a headed step names goes on doing the steps after it.
 */
export abstract class HeadingReader extends DenialReader {
  /** The sentence before this one was a heading alone ("Scoring:"). */
  private afterHeading = false;
  /** Who does the headed steps, once one of them had a doer. */
  private stepDoer: string[] = [];
  /** This sentence's step took its doer from the story, naming none. */
  private implied = false;
  /** The main doer of the last sentence outside a run of headed steps. */
  private storyDoer: string[] = [];

  protected override noteSentenceEnd(colon: boolean, sentence: Item[] = []): void {
    // A few words and no part before a colon ("Data intake:", "Scoring:") head a stage.
    const heading = colon && sentence.length <= HEADING_WORDS && sentence.every((it) => it.t === 'word');
    // "This demo job runs on Dataflow.": a sentence naming no doer but one part is about that part.
    const only = new Set(this.sentenceKeys).size === 1 ? this.sentenceKeys.slice(0, 1) : [];
    const named = this.mainSubjects ?? (this.subjects.length > 0 ? this.subjects : only);
    const doers = named.filter((k) => this.entity(k).entry.category !== 'client');
    // A headed step that names its doer hands the steps after it to that doer.
    if (this.afterHeading && !this.implied && doers.length > 0) this.stepDoer = doers;
    else if (!this.afterHeading && !heading && doers.length > 0) [this.storyDoer, this.stepDoer] = [doers, []];
    super.noteSentenceEnd(colon, sentence);
    this.afterHeading = heading;
    this.implied = false;
  }

  protected override implicitSubjects(participle: boolean, ing: boolean): string[] {
    const doer = this.stepDoer.length > 0 ? this.stepDoer : this.storyDoer;
    // "Scoring: Calls the model", "Output: Flagged rows are sent to B": the stage's doer acts; "Output: Rows go to B" keeps its own reading.
    const doerActs = !ing && (participle || !this.nounSubject);
    if (!this.afterHeading || !this.openingClause || !doerActs || doer.length === 0) return super.implicitSubjects(participle, ing);
    this.implied = true;
    return [...doer];
  }
}
