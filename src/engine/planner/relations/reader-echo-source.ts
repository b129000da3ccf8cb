import type { Item, Slot } from '../entities/items.js';
import { RelativeDoerReader } from './reader-relative-doer.js';

/**
 * Reads content named by what the clause before did to it ("A transcribes the calls into text.
 * B finds intents in … from the transcribed text"): a clause that takes its input "from the
 * <participle> <noun>", where the participle repeats the last clause's verb, is fed by the doer
 * of that clause.
 */
export abstract class EchoSourceReader extends RelativeDoerReader {
  /** A part was named after the clause's last "from": that part is the source. */
  private fromNamed = false;

  protected override onPreposition(w: string, items: Item[], i: number): boolean {
    if (w === 'from') this.fromNamed = false;
    return super.onPreposition(w, items, i);
  }

  protected override onSlot(slot: Slot, items: Item[] = [], i = -1): void {
    this.fromNamed = true;
    super.onSlot(slot, items, i);
  }

  protected override endClause(): void {
    const echoed = this.echoesPrevVerb && this.lastPrep === 'from' && !this.fromNamed && !this.passive;
    const makers = echoed ? this.prevSubjects.filter((k) => !this.subjects.includes(k)) : [];
    const takers = [...this.subjects];
    super.endClause();
    for (const m of makers) for (const t of takers) if (!this.graph.has(m, t)) this.graph.relate(m, t, 'flow', 'prompt');
  }
}
