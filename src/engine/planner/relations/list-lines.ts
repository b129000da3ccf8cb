import { isDepending, verbBases } from '../text/verbs.js';
import type { Item } from '../entities/items.js';
import { listedMembers, membersLead, type MembersLead } from './listed-members.js';
import type { EntityGraph } from './graph.js';

/**
 * "The portal uses the following services:" and then one line per part ("Firestore - keeps orders",
 * "Pub/Sub: carries events"): the subject reaches the component each line opens with. The run ends
 * at the first line that opens with something else, or at a sentence that ends otherwise than a line.
 */
export class LineList {
  private lead: string[] | null = null;
  /** The sentence read last was one listed line ("Translator, to translate text."), not prose. */
  private lineLike = false;
  /** "A triggers the handler services: B, C and D": A, whose object only headed the list that follows. */
  private members: MembersLead | null = null;

  /** At a sentence's end: a colon after a depending verb whose object is only the list's heading opens a run. */
  end(mark: string, sentence: Item[], subjects: string[], targets: string[], graph: EntityGraph): void {
    if (this.members) listedMembers(this.members, sentence, graph);
    this.members = mark === ':' ? membersLead(sentence, subjects, targets, graph) : null;
    if (mark === ':') {
      const headingOnly = targets.every((k) => graph.get(k)?.descriptor === true);
      // The sentence's depending verb, not a participle after it ("uses the following managed services:").
      const depends = sentence.some((it) => it.t === 'word' && verbBases(it.lower).some(isDepending));
      this.lead = depends && headingOnly && subjects.length > 0 ? [...subjects] : null;
    } else if (mark !== '\n' && !this.lineLike) this.lead = null;
    this.lineLike = false;
  }

  /** At a sentence's start: the component a listed line opens with is one of what the subject reaches. */
  start(sentence: Item[], graph: EntityGraph): void {
    if (this.lead === null) return;
    // A listed line opens with the part's own name; "The team deploys …" is prose again.
    const first = sentence[0];
    if (first?.t !== 'slot') {
      this.lead = null;
      return;
    }
    // "Azure Maps, to link data to places.": a name set off by a comma, a dash or a bracket is one line even when a full stop ends it.
    const after = sentence[1];
    this.lineLike = after?.t === 'punct' && [',', '-', '(', '\u2013', '\u2014'].includes(after.text);
    for (const l of this.lead) for (const k of first.slot.keys) if (l !== k && !graph.has(l, k)) graph.relate(l, k, 'flow', 'prompt');
  }
}
