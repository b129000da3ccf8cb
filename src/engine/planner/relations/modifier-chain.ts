/**
 * "A relay, fed by a sensor hub, backed by a disk, sending alerts to a pager": participle and "-ing"
 * phrases strung after a noun with commas all describe that noun, not the last part the phrase
 * before them named. The chain starts at a phrase whose noun is still waiting for its verb (the
 * noun heads a clause with no verb yet); each further comma-led participle or "-ing" phrase keeps
 * it; any other verb or a new sentence ends it.
 */
export class ModifierChain {
  /** The noun the chain describes. */
  private head: string[] = [];
  /** The parts of a clause that ended at a comma before any verb ("A relay, …"). */
  private verbless: string[] = [];

  /** At a comma that ends a clause: the parts it named, when it named them without a verb. */
  noteComma(verb: string, named: string[]): void {
    this.verbless = verb === '' ? [...named] : [];
  }

  /**
   * Who the participle or "-ing" phrase after a comma describes, when a chain is running and the
   * reader has no subject of its own for it.
   */
  describes(afterComma: boolean, modifier: boolean): string[] {
    if (!afterComma || !modifier) return [];
    return [...this.head];
  }

  /**
   * After the verb's subjects are known: starts the chain at a modifier of a verbless noun ("A,
   * fed by B" or "A fed by B"), keeps it while modifiers follow after commas, ends it otherwise.
   * `direct`: the participle follows the noun itself, not a comma.
   */
  settle(subjects: string[], opts: { modifier: boolean; afterComma: boolean; direct: boolean; clauseVerb: string }): void {
    const { modifier, afterComma, direct, clauseVerb } = opts;
    const verbless = this.verbless;
    this.verbless = [];
    if (!modifier || clauseVerb !== '' || subjects.length === 0) return void (this.head = []);
    const sameHead = this.head.length > 0 && subjects.every((k) => this.head.includes(k));
    const headsVerbless = afterComma && verbless.length > 0 && subjects.every((k) => verbless.includes(k));
    if (afterComma && sameHead) return;
    this.head = direct || headsVerbless ? [...subjects] : [];
  }

  clear(): void {
    this.head = [];
    this.verbless = [];
  }
}
