import { isWord, type Item, type Slot } from '../entities/items.js';
import { singular } from '../text/tokens.js';
import { isResting, isVerb, verbFlow } from '../text/verbs.js';
import { AUXILIARIES, CONSULTED_KINDS } from '../text/lexicon.js';
import { ANSWERING_KINDS, CARRIER_KINDS } from './roles.js';
import { resultMakers } from './made-results.js';
import { BROKER_KINDS } from './orient.js';
import { PrepositionReader } from './reader-preps.js';
import { HOSTING_VERBS, META_VERBS } from './reader-state.js';
import { NO_TOPIC, topicDoers, type Topic } from './topic.js';
import { ASSESSING_VERBS, GATE_PARTICIPLES, GATE_VERBS, RUN_STARTS, verbBase } from './verb-sets.js';
import { movesOnFrom } from './mover-subject.js';
import { ITEM_HOMES, namesStoredItem } from './stored-items.js';
import { lookedAt } from './looking-people.js';

/** A sentence that opened with a checked passive: its words and where its subject was headed. */
interface Gated { words: Set<string>; keys: string[] }

/** A passive that sent plain data on: the noun for the data and who sent it. */
interface SentData { word: string; senders: string[]; age: number }

/** Nouns for what a component turns out. */
const OUTPUT_NOUNS = new Set(['output', 'outputs', 'result', 'results', 'product', 'products']);

/** Verbs that set parts up rather than move data. */
const SETUP_VERBS = new Set(['deploy', 'provision', 'configure', 'set', 'define', 'contain', 'consist', 'compose']);

/** The next component after `at` comes before any verb: it is the subject of what follows. */
function subjectNext(items: Item[], at: number): boolean {
  for (let k = at + 1; k < items.length; k++) {
    const it = items[k]!;
    if (it.t === 'slot') return true;
    if (it.t === 'punct' && it.text !== ',') return false;
    if (it.t === 'word' && (isVerb(it.lower) || AUXILIARIES.has(it.lower))) return false;
  }
  return false;
}

/**
 * `i` comes before any verb of its clause ("From X, …", "…; from there …", "Outbound traffic from X
 * leaves …"), not after one ("…, gets secrets from X and …").
 */
function clauseStart(items: Item[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const it = items[k]!;
    if (it.t === 'punct') return true;
    if (it.t === 'word' && (isVerb(it.lower) || AUXILIARIES.has(it.lower))) return false;
  }
  return true;
}

/** Who acts in a clause that names no subject: the caller, the end of a passive chain, a broker. */
export abstract class SubjectReader extends PrepositionReader {
  /** A clause opened with "From …": the place named next feeds whoever the sentence then names. */
  protected frontFrom = false;
  /** The clause began at a comma ("…, results kept in C"): a bare participle there is a passive. */
  protected commaClause = false;
  /** The verb being read is a participle used as an adjective between two names. */
  protected adjectival = false;
  /** The verb being read is a past tense paired with the active verb before "and" ("reads X and stored it in Y"). */
  protected pastActive = false;
  /** The base of the verb whose subject is being worked out. */
  protected verbAhead = '';
  /** The sentence before: its main clause's doers and verb, and whether it ended in an aside. */
  protected lastTopic: Topic = NO_TOPIC;
  /** The verb of this sentence's main clause, once its doers are known. */
  protected mainVerb = '';
  /** The clause being read is the first of its sentence. */
  protected openingClause = true;
  /** This sentence's opening clause was a passive with an agent: its noun and where that noun was headed. */
  private gated: Gated | null = null;
  private lastGated: Gated | null = null;
  /** The last passive about plain data with a sender ("Readings above the limit are written to X"), and how many sentences back. */
  private sentData: SentData | null = null;


  /**
   * Who does what an agentless passive says ("the result is stored in X"): whatever the last
   * clause reached passes it on, unless that only answers calls (a model, an API, a cache):
   * then the caller, the last clause's subject, does.
   */
  protected passiveAgent(): string[] {
    const gated = this.gatedSender();
    if (gated.length > 0) return gated;
    const also = this.alsoSent();
    if (also.length > 0) return also;
    // "The output of the job is a video which is saved in B": what produced it saves it.
    if (this.producer.length > 0 && this.nounSubject && OUTPUT_NOUNS.has(this.nounSubjectWord)) return [...this.producer];
    // "Readings out of range go to a queue, and all readings are archived in X": the same data, the same sender.
    if (this.nounSubject && this.nounSubjectWord === this.prevNounSubjectWord && this.prevSubjects.length > 0) return [...this.prevSubjects];
    // "The hub ships the build to B with a rollout run by C. Alerts are sent to D": new data a sentence
    // opens with comes from the last sentence's topic, not from the part its closing aside named.
    const topic = this.nounSubject && this.openingClause && this.lastTopic.passive && !this.prevWords.has(this.nounSubjectWord) ? topicDoers(this.lastTopic, this.prevSubjects) : [];
    if (topic.length > 0) return topic;
    // "… starts a transcription job; the text is then written to B": a started run delivers its own output.
    const answering = !this.prevByAgent && !RUN_STARTS.has(this.prevVerb) && this.prevTargets.length > 0 && this.prevTargets.every((k) => ANSWERING_KINDS.has(this.entity(k).entry.kind));
    // People and devices who made the call hand the data over; they are never the ones that save it.
    const caller = this.prevSubjects.filter((k) => !this.prevTargets.includes(k) && this.entity(k).entry.category !== 'client');
    // "… saves the form to S3. A message is placed on SQS": new data in a store did not move; the saver acts.
    const fresh = this.nounSubject && !this.prevWords.has(this.nounSubjectWord) && this.prevTargets.length > 0 && this.prevTargets.every((k) => this.isStore(k));
    // "… deploys the image to the cluster. Build notifications are sent to X": what a part was set up on sends no new data; the doer does.
    const setUp = this.nounSubject && !this.prevWords.has(this.nounSubjectWord) && SETUP_VERBS.has(this.prevVerb);
    // "… writes totals to X. Product photos are kept in Y": a new sentence saying where other data rests names no mover.
    if (fresh && !this.commaClause && isResting(this.verbAhead)) return [];
    // "A audits each bucket. Violations are sent to X": A found them; the bucket looked over sends nothing.
    const assessed = this.nounSubject && !this.prevByAgent && ASSESSING_VERBS.has(this.prevVerb);
    // "A checks every disk against a policy that forbids X. Breaches are sent to Y", "A transcribes each clip that lands in B. The
    // transcripts are written to C": an aside after the check or the work does not change who made the new data.
    const made = ASSESSING_VERBS.has(this.lastTopic.verb) || verbFlow(this.lastTopic.verb) === 'backward';
    const checker = this.nounSubject && this.openingClause && this.lastTopic.aside && made && !this.prevWords.has(this.nounSubjectWord);
    if (checker && this.lastTopic.subjects.length > 0 && !this.lastTopic.subjects.some((k) => this.prevSubjects.includes(k))) return [...this.lastTopic.subjects];
    if ((answering || fresh || setUp || assessed) && caller.length > 0) return caller;
    // "… passed to Azure AI Language, which detects sentiment. Results are stored in X": the last
    // clause was the answering service's own; its answer goes back to whoever called it (a store it read from calls nothing).
    if (answering && !this.prevByAgent) {
      const callers = this.prevTargets.flatMap((k) => this.graph.incoming(k)).filter((r) => r.kind === 'flow' && !ANSWERING_KINDS.has(this.entity(r.from).entry.kind) && !this.isStore(r.from)).map((r) => r.from);
      if (callers.length > 0) return [callers.at(-1)!];
    }
    // "… emails the customer. Stock levels are kept in X": people the last step reached keep no new data.
    const people = this.prevTargets.length > 0 && this.prevTargets.every((k) => this.entity(k).entry.category === 'client');
    if (people && this.nounSubject && !this.prevWords.has(this.nounSubjectWord)) return [];
    // "A transcribes the audio files. The results are stored in X": what A took in ended with A, which stores what it made.
    const tookIn = caller.length > 0 && this.prevTargets.every((k) => caller.some((c) => this.graph.has(k, c, false)));
    if (verbFlow(this.prevVerb) === 'backward' && !this.prevByAgent && tookIn) return caller;
    // "The API checks each token with Cognito. Valid calls are forwarded to C": a sign-in, secrets or key
    // service the last clause consulted passes nothing on; whoever consulted it does.
    if (caller.length > 0 && this.prevTargets.length > 0 && this.prevTargets.every((k) => CONSULTED_KINDS.has(this.entity(k).entry.kind))) return caller;
    return [...this.prevTargets];
  }


  protected override startClause(sentenceStart: boolean, keepOuter = false): void {
    super.startClause(sentenceStart, keepOuter);
    if (sentenceStart) [this.lastGated, this.gated] = [this.gated, null];
    if (sentenceStart && this.sentData) this.sentData = this.sentData.age >= 1 ? null : { ...this.sentData, age: this.sentData.age + 1 };
    this.openingClause = sentenceStart;
  }

  protected override endClause(): void {
    this.noteGated();
    // "… indexes it in B so staff can search it": a later clause of people looking reads from what the sentence reached.
    const clause = { who: this.subjects.length > 0 ? this.subjects : this.pending, verb: this.verb, passive: this.passive, namedPlace: this.targets.length + this.fromKeys.length > 0 };
    const store = this.openingClause ? undefined : lookedAt(this.graph, clause, this.prevTargets);
    super.endClause();
    if (store) for (const p of clause.who) if (!this.graph.has(p, store)) this.graph.relate(p, store, 'flow', 'prompt');
  }

  /** "Calls to A are vetted by B (that …)": the calls still head for A, whatever clause about B follows. */
  protected noteGated(): void {
    // Also the noun of a passive that sent plain data on, before a relative clause about where it went.
    const senders = this.subjects.filter((k) => !this.targets.includes(k));
    if (this.nounSubject && this.passive && this.agentBase === null && senders.length > 0 && this.targets.length > 0) this.sentData = { word: this.nounSubjectWord, senders, age: 0 };
    if (!this.openingClause || this.agentBase === null || this.gated || ![this.verb, ...this.clauseWords].some((w) => GATE_VERBS.has(verbBase(w)) || GATE_PARTICIPLES.has(w))) return;
    const agents = this.subjects;
    const keys = [...new Set([...this.agentBase, ...this.sentenceKeys])].filter((k) => !agents.includes(k));
    if (keys.length > 0) this.gated = { words: new Set([...this.clauseWords].map(singular)), keys };
  }

  /**
   * "Readings above the limit are written to A that B subscribes to; every reading also ends up in
   * C": data said "also" to go somewhere, named as a recent passive named it, leaves the same sender.
   */
  private alsoSent(): string[] {
    const sent = this.sentData;
    if (!sent || !this.nounSubject || !isWord(this.prevItem, 'also')) return [];
    return this.nounSubjectWord === sent.word || this.clauseWords.has(sent.word) ? [...sent.senders] : [];
  }

  /** "… Approved calls are handed to C": the same data the last sentence's checked passive named leaves from where it was headed. */
  private gatedSender(): string[] {
    const last = this.lastGated;
    if (!last || !this.openingClause) return [];
    if (this.nounSubject && ![this.nounSubjectWord, ...this.clauseWords].some((w) => last.words.has(singular(w)))) return [];
    return last.keys.filter((k) => !this.prevTargets.includes(k) || this.prevSubjects.includes(k));
  }

  /** Who acts in a clause that names no one: the end of a passive chain, or the broker of a noun like "rules". */
  protected implicitSubjects(participle: boolean, ing: boolean): string[] {
    if (this.nounSubject) {
      // "… uploads the scan to B. This upload triggers C": the event the last verb names happens at what it reached.
      if (!participle && !this.passive && this.nounSubjectWord === this.prevVerb && this.prevTargets.length > 0) return [...this.prevTargets];
      const made = this.causeClause ? [] : resultMakers(this.nounSubjectWord, { subjects: this.prevSubjects, verb: this.prevVerb, byAgent: this.prevByAgent }, (k) => this.entity(k));
      if (made.length > 0) return made;
      // "A is triggered when a file is uploaded to B": the file comes from outside, not from A.
      if (this.causeClause && (this.prevSetOff || this.prevStartedByAgent) && participle) return [];
      // "The stack deploys A and B. When a file is uploaded to B, …": what only set parts up (or only named them) sends no file.
      if (this.causeClause && participle && (this.prevVerb === '' || META_VERBS.has(this.prevVerb) || SETUP_VERBS.has(this.prevVerb))) return [];
      // ", the record is then saved in Firestore": what the last clause reached passes the data on.
      // "…, results kept in C": after a comma the bare participle is a passive as well.
      if (participle && !ing && (this.aux || this.commaClause)) return this.passiveAgent();
      // "…; all readings also land in C": the same data going somewhere as well leaves its sender again.
      const also = participle || ing ? [] : this.alsoSent();
      if (also.length > 0) return also;
      // "… links the office to a gateway; traffic then passes through B": what moves starts where the last clause arrived.
      if (movesOnFrom(this.nounSubjectWord, this.verbAhead, participle) && this.prevTargets.length > 0) return this.prevTargets.slice(-1);
      // "The file triggers a function": the data acts from the carrier the last clause reached.
      // Beyond message brokers, only when the noun is what the last clause carried.
      // "… puts the scans in a bucket. Each new object starts B": an item a store holds is carried by that store.
      const item = namesStoredItem(this.clauseWords) && !this.passive && !participle;
      const carried = this.prevWords.has(this.nounSubjectWord) || item;
      // "A scores each reading. Readings above the limit go to X": whoever last handled the data sends it on.
      if (carried && this.prevReachedNothing && !this.passive && !participle) return [...this.prevSubjects];
      const kinds: ReadonlySet<string> = carried ? CARRIER_KINDS : new Set(BROKER_KINDS);
      const reached = this.prevTargets.filter((k) => kinds.has(this.entity(k).entry.kind) && !this.passive && !participle);
      // "B reads the stream. The readings also flow into C": the data comes from where B took it, not from B.
      const taken = this.prevFromKeys.filter((k) => CARRIER_KINDS.has(this.entity(k).entry.kind) && !this.passive && !participle);
      // "… to a bucket, with links signed by B. Each new object starts C": the store named last still holds it.
      const home = item ? [...this.seen].filter((k) => ITEM_HOMES.has(this.entity(k).entry.kind)).slice(-1) : [];
      return reached.length > 0 ? reached : taken.length > 0 ? taken : home;
    }
    // "..., embedded with B" continues a passive chain from its last target; "..., writes to C" and
    // "..., talking to D" continue with the previous clause's subject.
    if (participle && !ing) return this.passiveAgent();
    return this.prevSubjects.length > 0 ? [...this.prevSubjects] : [...this.prevTargets];
  }


  /**
   * "A provides data. B ingests the data into C": the data the last clause left with its doer, taken up
   * again by name ("the data"), goes from that doer to this clause's one.
   */
  protected takesOverPayload(w: string): boolean {
    if ((this.mode !== 'target' && this.mode !== 'source') || this.passive || this.targets.length > 0 || this.subjects.length === 0 || !this.prevPayload) return false;
    if (!isWord(this.prevItem, 'the', 'that', 'this', 'these', 'those') || singular(w) !== singular(this.prevPayload)) return false;
    if (this.prevTargets.length === 0 || !this.prevTargets.every((k) => this.prevSubjects.includes(k)) || this.prevTargets.some((k) => this.subjects.includes(k))) return false;
    for (const p of this.prevSubjects) for (const s of this.subjects) if (!this.graph.has(p, s)) this.graph.relate(p, s, 'flow', 'prompt');
    return true;
  }

  /**
   * "A nightly job runs in Databricks and reads B": a subject noun the text folded into the host it
   * runs on is that host doing the work, so the host is the clause's subject for the verbs after "and".
   */
  protected override onSlot(slot: Slot, items: Item[] = [], i = -1): void {
    if (this.frontFrom) return this.frontSource(slot, items, i);
    // Subjects carried over from the sentence before ("Curators start batch jobs. The batch job runs in X") give way.
    const implicit = this.subjectsImplicit ? [...this.subjects] : [];
    const folded = (this.mode === 'target' || this.mode === 'location') && HOSTING_VERBS.has(this.verb) && !this.passive && this.nounSubject
      && this.subjects.length === implicit.length && this.pending.length + this.targets.length === 0 && slot.keys.length === 1;
    super.onSlot(slot, items, i);
    const [key] = slot.keys;
    if (!folded || !key || this.subjects.includes(key)) return;
    const e = this.entity(key);
    const named = [...e.pre, ...e.post, ...e.paren].join(' ').toLowerCase().split(/\s+/);
    if (!named.some((w) => this.clauseWords.has(w))) return;
    for (const s of implicit) this.graph.remove(s, key);
    this.targets = this.targets.filter((k) => k !== key);
    this.subjects = [key];
    this.subjectsImplicit = false;
  }


  /**
   * "From the bucket, a function copies …", "…; from there a Fargate task stores …": a sentence that
   * opens on where things come from before naming its subject has that place feed the subject.
   */
  protected override onPreposition(w: string, items: Item[], i: number): boolean {
    if (w === 'there' && this.frontFrom) {
      this.frontFrom = false;
      if (this.prevTargets.length > 0) this.triggerOf = [...this.prevTargets];
      return true;
    }
    const opening = this.mode === null && this.pending.length === 0 && this.subjects.length === 0 && this.verb === '' && clauseStart(items, i);
    const place = isWord(items[i + 1], 'there') ? i + 1 : items.findIndex((it, k) => k > i && it.t === 'slot');
    if (w !== 'from' || !opening || this.triggerOf || place < 0 || !subjectNext(items, place)) return super.onPreposition(w, items, i);
    this.frontFrom = true;
    return true;
  }

  private frontSource(slot: Slot, items: Item[], i: number): void {
    this.frontFrom = false;
    super.onSlot(slot, items, i);
    const keys = slot.keys.filter((k) => this.pending.includes(k));
    this.pending = this.pending.filter((k) => !keys.includes(k));
    if (keys.length > 0) this.triggerOf = keys;
  }

  /** "… a pricing service. Pricing reads …": a lone generic word naming an earlier service is that service. */
  protected echoedSlot(slot: Slot, items: Item[] = [], i = -1): Slot {
    const det = isWord(items[i - 1], 'the', 'a', 'an', 'its', 'their', 'this', 'that') ? 1 : 0;
    const head = items[i - 2 - det];
    if (isWord(items[i - 1 - det], 'of') && head?.t === 'word' && OUTPUT_NOUNS.has(head.lower) && this.mode === null && this.subjects.length === 0) this.producer = [...slot.keys];
    const [key] = slot.keys;
    if (!key || slot.keys.length > 1 || this.seen.has(key)) return slot;
    const e = this.entity(key);
    const word = e.matched.toLowerCase();
    const earlier = e.entry.provider === 'general' && !/\s/.test(word) && e.pre.length + e.post.length + e.paren.length === 0 ? this.echoes(word) : [];
    if (earlier.length !== 1) return slot;
    e.descriptor = true;
    return { ...slot, keys: earlier };
  }


  /** Components named before whose distinctive first word is `w` ("orders" for "the orders service"). */
  protected echoes(w: string): string[] {
    return [...this.seen].filter((k) => {
      const words = this.entity(k).matched.toLowerCase().split(/\s+/);
      return words.length > 1 && words[0] === w && this.entity(k).entry.provider === 'general';
    });
  }
}
