import { isPunct, type Item } from '../entities/items.js';
import { isVerb } from '../text/verbs.js';
import type { EntityGraph } from './graph.js';

/**
 * "Talking to the help desk bot, the guest books a room", "Using the kiosk, staff print labels": a
 * sentence that opens with an -ing phrase naming a part, then a comma and a stated subject, says
 * that subject does the opening action with that part. The subject reaches the part.
 */
export class OpeningPhrase {
  private keys: string[] = [];

  /** At a comma that ends a clause: keeps the parts the opening phrase named, when it had no subject. */
  note(items: Item[], i: number, subjectless: boolean, named: string[]): void {
    this.keys = [];
    const first = items[0];
    if (!subjectless || first?.t !== 'word' || !/[a-z]{2,}ing$/.test(first.lower) || !(first.pos === 'VERB' || isVerb(first.lower))) return;
    if (items.slice(1, i).some((it) => isPunct(it, ','))) return;
    this.keys = [...new Set(named)];
  }

  /** A verb whose subject the sentence states: that subject reaches what the opening phrase named. */
  reach(subjects: string[], stated: boolean, graph: EntityGraph): void {
    if (this.keys.length === 0) return;
    if (stated && subjects.length > 0) {
      for (const s of subjects) for (const k of this.keys) if (s !== k && !graph.has(s, k) && !graph.has(k, s)) graph.relate(s, k, 'flow', 'prompt');
    }
    this.keys = [];
  }

  clear(): void {
    this.keys = [];
  }
}
