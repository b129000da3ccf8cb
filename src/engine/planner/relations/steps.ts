import { isOrchestrating } from '../text/verbs.js';
import { SEQUENCE_NOUNS } from '../text/lexicon.js';
import type { EntityGraph } from './graph.js';

/** One clause of a run of steps: who acted, and whether the clause itself said where the result went. */
interface Step { actors: string[]; reached: boolean }

/**
 * Steps a colon announces ("Step Functions coordinates the work: A extracts …, B detects …,
 * results kept in C"): whoever runs them reaches each step, and a step that says nothing of
 * where its result goes hands it to the next one.
 */
export class StepRun {
  private lead: string[] | null = null;
  private steps: Step[] = [];

  /** At a sentence ending in ":": its verb and subjects, or a noun like "pipeline", open a run of steps. */
  open(verb: string, subjects: string[], targets: string[], words: ReadonlySet<string>, named: boolean): void {
    // "X coordinates the work:", "the deploy pipeline:" (named by a component): X, or the pipeline, runs the steps.
    const leads = (isOrchestrating(verb) && targets.length === 0) || (named && !verb) ? subjects : [];
    const announced = leads.length > 0 || named || [...words].some((w) => SEQUENCE_NOUNS.has(w));
    this.lead = announced ? [...leads] : null;
    this.steps = [];
  }

  get active(): boolean {
    return this.lead !== null;
  }

  /**
   * After each clause of the steps. "…, orchestrated by D" closing the list names who runs the
   * steps: D leads them all rather than reaching only the last one.
   */
  note(actors: string[], reached: boolean, clause: { verb: string; passive: boolean; patients: string[] | null }, graph: EntityGraph): void {
    if (this.lead === null || actors.length === 0) return;
    if (clause.passive && isOrchestrating(clause.verb) && clause.patients && this.steps.length > 0) {
      for (const a of actors) for (const p of clause.patients) graph.remove(a, p);
      this.lead.push(...actors.filter((a) => !this.lead!.includes(a)));
      return;
    }
    this.steps.push({ actors: [...actors], reached });
  }

  /** At the end of the sentence after the colon: draws the run and closes it. */
  close(graph: EntityGraph): void {
    if (this.lead === null) return;
    const actors = this.steps.flatMap((s) => s.actors).filter((k, i, all) => all.indexOf(k) === i);
    for (const l of this.lead) for (const a of actors) if (a !== l && !graph.has(l, a)) graph.relate(l, a, 'flow', 'prompt');
    for (let i = 0; i + 1 < this.steps.length; i++) {
      const cur = this.steps[i]!;
      const next = this.steps[i + 1]!;
      if (cur.reached) continue;
      for (const a of cur.actors) for (const b of next.actors) if (a !== b && !graph.has(a, b) && !this.lead.includes(b)) graph.relate(a, b, 'flow', 'prompt');
    }
    this.lead = null;
    this.steps = [];
  }
}
