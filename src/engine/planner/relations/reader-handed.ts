import type { Slot } from '../entities/items.js';
import { SlotReader } from './reader-slots.js';
import { isPeople } from './roles.js';

/** Kinds of front end people work in ("a Power Apps form", "the mobile app", "a browser"). */
const FRONT_ENDS: ReadonlySet<string> = new Set(['browser', 'mobile', 'web_app']);

/**
 * "A charges the card. Receipts are then sent with B": a passive clause about data (a plain noun, no
 * part) that names who does it but nowhere it goes carries on from the doer before, who hands the data
 * to that agent (A → B), instead of the agent acting on the doer. An agent after "by" is left to the passive reading.
 */
export abstract class HandedAgentReader extends SlotReader {
  protected override apply(keys: string[], slot: Slot): void {
    if (this.mode === 'source' && this.fromOwnFront(keys)) {
      // "Technicians submit photos from a Power Apps form": people send through the front end they work in.
      this.verbReached = true;
      for (const s of this.subjects) for (const k of keys) this.graph.relate(s, k, 'flow', 'prompt');
      this.fromKeys.push(...keys);
      this.subjects = [...keys];
      return;
    }
    if (this.mode !== 'agent' || !this.handsOn() || slot.own) {
      super.apply(keys, slot);
      return;
    }
    this.verbReached = true;
    const doers = this.subjects;
    for (const s of doers) for (const k of keys) if (k !== s) this.graph.relate(s, k, 'flow', 'prompt');
    this.agentBase ??= [...doers];
    this.subjects = [...keys];
  }

  private handsOn(): boolean {
    return this.lastPrep !== 'by' && this.subjectsImplicit && this.nounSubject && this.passive && this.flow === 'forward' && !this.carried
      && this.targets.length === 0 && !this.agentListed && this.subjects.length > 0;
  }

  private fromOwnFront(keys: string[]): boolean {
    return !this.passive && this.flow === 'forward' && this.sourceSubjects.length === 0 && this.subjects.length > 0
      && this.subjects.every((k) => isPeople(this.entity(k))) && keys.every((k) => FRONT_ENDS.has(this.entity(k).entry.kind));
  }
}
