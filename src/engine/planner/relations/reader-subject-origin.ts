import { isPunct, isWord, type Item, type Slot } from '../entities/items.js';
import { isParticiple, verbBases } from '../text/verbs.js';
import { EchoSourceReader } from './reader-echo-source.js';
import { isPeople } from './roles.js';

/**
 * "Ballots from the polling kiosks go to B", "Scans taken by inspectors land in B": a clause that
 * opens on a noun for what moves, with a "from" or a "<participle> by" people naming where it comes from
 * before the clause's own verb, has no doer left over from the sentence before. The thing came
 * from the part named, so that part is where the flow starts. A "by" later in the clause names a
 * doer of its own ("… are checked by C"), and the rule stays out of its way.
 * So does an opening participle whose verb a part did in this sentence or the one before ("A rejects
 * orders without a price. Rejected orders go to C"): the part that did it is where the things start.
 */
export abstract class SubjectOriginReader extends EchoSourceReader {
  /** The opening noun phrase named its origin; the parts named next are it. */
  private openingOrigin = false;

  /** Who did each verb of this sentence and the one before ("rejects orders": the job). */
  private doneBy: { verbs: string[]; doers: string[]; sentence: number }[] = [];
  private sentenceNo = 0;

  protected override startClause(sentenceStart: boolean, keepOuter = false): void {
    super.startClause(sentenceStart, keepOuter);
    this.openingOrigin = false;
    if (sentenceStart) this.sentenceNo++;
  }

  protected override onPreposition(w: string, items: Item[], i: number): boolean {
    // "… end up in B": the phrasal verb names no thing carried.
    if ((w === 'end' && isWord(items[i + 1], 'up')) || (w === 'up' && isWord(items[i - 1], 'end'))) return true;
    if (w === 'from' && this.verb === '' && this.opensOnNoun() && nounsOnly(items, i) && !agentAhead(items, i)) {
      this.openingOrigin = true;
    } else if (w === 'by' && this.verbForm === 'opening' && this.opensOnNoun(true) && describedNoun(items, i - 1) && !agentAhead(items, i) && this.peopleNext(items, i)) {
      // "Scans taken by inspectors …": the participle only said who the scans came from; a part there handles them instead.
      [this.subjects, this.verb, this.verbForm, this.passive] = [[], '', '', false];
      this.openingOrigin = true;
      return super.onPreposition('from', items, i);
    }
    // "Scans taken by inspectors end up in B": a verb the lists lack still moves the scans from their origin.
    if (this.openingOrigin && this.verb === '' && this.subjects.length === 0 && this.fromKeys.length > 0 && PLACES.has(w)) {
      this.subjects = [...this.fromKeys];
      this.openingOrigin = false;
    }
    return super.onPreposition(w, items, i);
  }

  protected override onSlot(slot: Slot, items: Item[] = [], i = -1): void {
    super.onSlot(slot, items, i);
    // Only the parts right after the "from" or "by" are the origin; a verb ends the phrase.
    if (this.openingOrigin && this.verb !== '') this.openingOrigin = false;
  }

  protected override onVerb(w: string, commaThen = false): void {
    // "Flagged readings are sent to C": a participle opening the sentence describes the readings; whoever flagged them sends them.
    const opening = this.verb === '' && !this.aux && this.subjects.length + this.pending.length + this.targets.length + this.fromKeys.length === 0
      && (this.prevItem === undefined || this.prevItem.t === 'punct' || this.prevItem.t === 'num');
    const made = opening ? this.doerOf(w) : [];
    if (made.length > 0) this.subjects = made;
    super.onVerb(w, commaThen);
    if (!this.passive && this.subjects.length > 0) {
      this.doneBy = [...this.doneBy.filter((d) => d.sentence >= this.sentenceNo - 1), { verbs: verbBases(w), doers: [...this.subjects], sentence: this.sentenceNo }];
    }
  }

  protected override implicitSubjects(participle: boolean, ing: boolean): string[] {
    if (this.openingOrigin && !ing && this.fromKeys.length > 0) {
      this.openingOrigin = false;
      return [...this.fromKeys];
    }
    // "Rejected orders are sent to C": the part that rejected them, in this sentence or the one before, sends them.
    const made = this.nounSubject && !ing ? this.doerOf(this.nounSubjectWord) : [];
    if (made.length > 0) return made;
    return super.implicitSubjects(participle, ing);
  }

  /** The parts that last did what the participle `word` says was done, lately. */
  private doerOf(word: string): string[] {
    if (!(isParticiple(word) || word.endsWith('ed')) || word.endsWith('ing')) return [];
    const bases = verbBases(word).filter((b) => b !== word);
    return [...this.doneBy].reverse().find((d) => d.verbs.some((v) => bases.includes(v)) && d.sentence >= this.sentenceNo - 1)?.doers ?? [];
  }

  /** The parts right after the "by" at `i` are people or their devices. */
  private peopleNext(items: Item[], i: number): boolean {
    const at = isWord(items[i + 1], 'the') ? i + 2 : i + 1;
    const slot = items[at]?.t === 'slot' ? (items[at] as { slot: Slot }).slot : undefined;
    return !!slot && slot.keys.length > 0 && slot.keys.every((k) => isPeople(this.entity(k)));
  }

  /** The clause so far is a noun phrase of its own: no part, no doer, no verb (or only the participle describing it). */
  private opensOnNoun(afterParticiple = false): boolean {
    return this.nounSubject && this.pending.length === 0 && (afterParticiple || this.subjects.length === 0) && (afterParticiple || this.verb === '');
  }
}

/** Prepositions naming where the thing goes or stays. */
const PLACES: ReadonlySet<string> = new Set(['to', 'into', 'onto', 'in', 'at']);

/** The word at `p` is a participle right after a noun that opens the sentence ("Scans taken …"). */
function describedNoun(items: Item[], p: number): boolean {
  const w = items[p];
  if (w?.t !== 'word' || !isParticiple(w.lower) || w.lower.endsWith('ing')) return false;
  for (let j = p - 1; j >= 0; j--) {
    const it = items[j]!;
    if (it.t !== 'word') return false;
    if (j === p - 1 && it.pos !== 'NOUN' && it.pos !== 'PROPN') return false;
  }
  return true;
}

/** The sentence up to `i` is a noun phrase only ("Ballots from …"), not "…, gets secrets from …" after another clause. */
function nounsOnly(items: Item[], i: number): boolean {
  return items.slice(0, i).every((it) => it.t === 'word' && ['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM'].includes(it.pos ?? ''));
}

/** Another "by" later in the same clause names the clause's doer. */
function agentAhead(items: Item[], i: number): boolean {
  for (let j = i + 1; j < items.length; j++) {
    const it = items[j]!;
    if (isPunct(it, ',', ';', ':')) return false;
    if (isWord(it, 'by')) return true;
  }
  return false;
}
