import { takesFromTo, verbBases } from '../text/verbs.js';
import { HandedAgentReader } from './reader-handed.js';
import { splitShields } from './stand-ins.js';

/** Who a clause's doers are once a verb, a role noun or a placing phrase settles them: the components still pending, or the ones just named. */
export abstract class PendingReader extends HandedAgentReader {
  /** Right after an active verb that takes in data ("subscribes", "listens"): what follows is the source. */
  protected takesFrom(): boolean {
    // The model must read the word as a verb too: "writes the daily extracts to …" names data.
    const verbJustRead = this.prevItem?.t === 'word' && this.prevItem.pos === 'VERB' && this.verb !== '' && verbBases(this.prevItem.lower).includes(this.verb);
    if (!verbJustRead || this.flow !== 'backward' || (this.passive && !takesFromTo(this.verb)) || this.verbReached) return false;
    this.takePending();
    this.mode = 'source';
    this.sourceSubjects = [];
    return true;
  }

  /** "… is a consumer of B", "… acts as the source for B": the role noun says which way B is joined. */
  protected takeRole(): boolean {
    if (!this.role) return false;
    this.takePending();
    this.flow = this.role;
    this.mode = this.role === 'forward' ? 'target' : 'source';
    this.sourceSubjects = [];
    this.role = null;
    return true;
  }

  protected restoreOuter(): void {
    if (!this.outer) return;
    this.subjects = this.outer.subjects;
    this.outer = null;
  }

  /** Components named before the first verb or preposition act in this clause. */
  protected takePending(): void {
    if (this.pending.length === 0) return;
    this.subjects = splitShields(this.pending, this.graph, (k) => this.entity(k));
    this.pending = [];
  }

  /** "S3 behind CloudFront" inside a phrase: the component just named is the one placed behind. */
  protected takePendingOrLast(): void {
    if (this.pending.length > 0) this.takePending();
    else if (this.subjects.length === 0 || this.prevItem?.t === 'slot') this.subjects = [...this.lastKeys];
  }
}
