import type { Entity, Tier } from '../types.js';
import { takesFromTo, type Flow } from '../text/verbs.js';
import type { Item } from '../entities/items.js';
import type { Location } from '../entities/locations.js';
import type { EntityGraph } from './graph.js';
import { CARRIER_KINDS, isPeople, LOOKING_VERBS, MOVERS, reachersOf } from './roles.js';
import { singular } from '../text/tokens.js';
import { PUBLISH_VERBS, SET_OFF } from './verb-sets.js';
import { causeParts } from './clause-marks.js';

export { DATA_VERBS, HOSTING_VERBS, TOOL_VERBS, META_VERBS, PUBLISH_VERBS, REPLY_VERBS, REQUEST_VERBS, SETS_UP, SUBORDINATORS, verbBase } from './verb-sets.js';

export type Mode = 'target' | 'source' | 'agent' | 'via' | 'attach' | 'behind' | 'location' | 'over' | 'between' | 'purpose' | null;

/** What the reader found beyond relations: places, counts of zones and regions, pending asks. */
export interface ReadResult {
  regions: string[];
  /** The text's names for subnets by tier ("web subnet"). */
  subnetNames: Partial<Record<Tier, string>>;
  azCount: number;
  regionCount: number;
  /** Entities that publish without saying where ("producer service publishes orders"). */
  publishers: string[];
  /** Orchestrators that "load results into" a store: the data really comes from what they run. */
  orchestratedWrites: { orchestrator: string; store: string }[];
  /** "catalogs everything": entities related to every data store. */
  toEverything: string[];
}

export interface Outer {
  subjects: string[];
  mode: Mode;
  /** The preposition the outer verb used before the relative clause began ("fans out to"). */
  prep: string;
  /** The clause was bound to its noun ("a function that checks X", "a job, running Y"), not set off by ", which". */
  bound?: boolean;
  /** "… a wiki whose pages sit in S3; it then …": a "whose" clause only says what its owner has. */
  possessive?: boolean;
}

/**
 * The state of the relation reader: who acts (subjects), what the current verb or preposition
 * does (mode), what the last relation reached (targets), and what the previous clause left for
 * the next one (its subjects, targets and payload noun).
 */
export abstract class ReaderState {
  protected subjects: string[] = [];
  protected pending: string[] = [];
  protected mode: Mode = null;
  protected modeBeforeVia: Mode = null;
  protected modeBeforeOver: Mode = null;
  /** Target mode was set by "to"/"into" rather than by a verb: a following "to" continues a chain. */
  protected modeByPrep = false;
  /** The subject before a passive agent took over ("deployments autoscaled by KEDA ... write to ES"). */
  protected agentBase: string[] | null = null;
  /** "connected via VPN to the VPC": the via chain waits for the target it leads to. */
  protected viaToTarget: string[] = [];
  protected prevSubjects: string[] = [];
  protected flow: Flow = 'forward';
  protected passive = false;
  protected aux = false;
  /** "… is exported to B. C reads the exported files": a participle naming what the last clause did to its data. */
  protected echoesPrevVerb = false;
  /** The auxiliary before the coming verb followed "and" ("… and are updated by …"). */
  protected auxAfterAnd = false;
  protected verb = '';
  protected targets: string[] = [];
  protected lastKeys: string[] = [];
  protected prevItem: Item | undefined;
  protected via: string[] = [];
  protected between: string[] = [];
  protected viaAnchor: string[] = [];
  protected locSubjects: string[] = [];
  protected overSubjects: string[] = [];
  protected distributive: string[] | null = null;
  protected nounSubject = false;
  /** The noun that opened a clause naming no component ("the telemetry …"), in its singular. */
  protected nounSubjectWord = '';
  /** Nouns of this clause and of the last one that named a component: what the story talks about. */
  protected clauseWords = new Set<string>();
  protected prevWords = new Set<string>();
  /** The last clause reached its targets as agents ("parsed by X"): they did the work. */
  protected prevByAgent = false;
  /** The last clause was "A is started by B": A, set off by B, is what "It" opening the next sentence means. */
  protected prevStartedByAgent = false;
  /** This clause named a component for the first time. */
  protected namedNew = false;
  /** "A is a consumer of …": the flow the role noun gives to the "for"/"of" after it. */
  protected role: Flow | null = null;
  /** What "that"/"which" stands for when the relative clause names its own subject ("a queue that a function reads"). */
  protected antecedent: string[] = [];
  /** The component "which"/"that" stood for as the subject of this clause ("B, which is served by C"). */
  protected relativeSubject: string[] = [];
  /** "A emits an event that B routes": the outer subjects whose data the relative clause's subject takes on. */
  protected feeder: string[] = [];
  /** "People study records that A pushes into B": the people read what the relative clause lands, in B. */
  protected dataReaders: string[] = [];
  /** "… to B, where agents take over": the place a "where" clause is about; people named in it work there. */
  protected wherePlace: string[] = [];
  protected whereFrom = 0;
  /** The subjects before a participle that describes a noun ("data held in B"): "and <verb>" returns to them. */
  protected reducedFrom: string[] | null = null;
  /** The clause's own verb before such a participle ("forwards" in "forwards events produced by A to B"). */
  protected reducedVerb = '';
  /** What the clause reached before such a participle: the tool people work in ("… in Looker on rows loaded into B"). */
  protected reducedTargets: string[] = [];
  /** The current verb reached a component (target, source, agent or place). */
  protected verbReached = false;
  /** The form of the clause's last verb: an opening "-ing" or participle phrase, or a finite verb. */
  protected verbForm: 'opening' | 'finite' | '' = '';
  /** How many brackets are open where the reader is, and whether this clause has words outside any. */
  protected parenDepth = 0;
  protected outsideParen = false;
  protected payload: string | undefined;
  protected outer: Outer | null = null;
  /** The last clause was a "whose" clause inside one whose doer is this: "it" next is that doer. */
  protected prevPossessor: string[] = [];
  protected sentenceKeys: string[] = [];
  protected prevTargets: string[] = [];
  /** The clause opened with "when"/"after" ("when a file is written to S3, …"). */
  protected causeClause = false;
  /** Where such a clause's event happened: the next clause's doer reacts to it. */
  protected cause: string[] = [];
  protected prevPayload: string | undefined;
  /** The last verb of the previous clause, in its dictionary form. */
  protected prevVerb = '';
  /** The previous clause's doers acted on data without handing it anywhere ("A scores each reading"). */
  protected prevReachedNothing = false;
  /** The last clause said its subjects are set off ("A is triggered") without saying by what. */
  protected prevSetOff = false;
  /** The noun that opened the previous clause when it named no component ("readings …"). */
  protected prevNounSubjectWord = '';
  /** The clause's subject is what moves along a path ("traffic", "it" for the requests): its hops chain. */
  protected moving = false;
  protected prevMoving = false;
  /** "X is packaged through B.": the ways a passive clause's subject went through, where it now sits. */
  protected prevWays: string[] = [];
  protected lastPrep = '';
  protected hadReplicationWord = false;
  protected sourceSubjects: string[] = [];
  /** The attach mode came from "using": what is used is where the clause's flow goes next. */
  protected instrument = false;
  /** Components read after "from" in this clause: "from A to B" may name the whole path. */
  protected fromKeys: string[] = [];
  /** Where the last clause took its data from ("B reads the stream"): "the data also feeds C" starts there too. */
  protected prevFromKeys: string[] = [];
  /** The clause named no doer, only the path "from A into B": the data, and the story, are now at B. */
  protected pathOnly = false;
  /** The clause's verb answers ("returns a token"), whatever verb-like words follow it. */
  protected replied = false;
  /** The clause's subjects were not named in it but carried over from an earlier clause. */
  protected subjectsImplicit = false;
  /**
   * "Code is pushed to GitHub, built by Pipelines": the passive's subject is data the text does not
   * draw, standing in the place the last clause put it; the data moves on from there to the agent.
   */
  protected carried = false;
  /** The anchor of the last "via" chain of this clause: "via A or via B" are two ways to one place. */
  protected lastViaAnchor: string[] = [];
  /** "A calls B to check X and saves …": who acted before an infinitive handed the action to B. */
  protected infinitiveOwner: string[] | null = null;
  /** Flows this clause's verb reached that an earlier clause had already stated ("from>to"). */
  protected heldBefore = new Set<string>();
  /** "a private subnet for the app VMs": the subnet the components after "for" are placed in. */
  protected housing: Location | null = null;
  /** Index in the sentence up to which words were read as part of a phrase ("in response to"). */
  protected skipTo = -1;
  /** "The output of X is …": the component whose output the sentence is about. */
  protected producer: string[] = [];
  protected readonly seen = new Set<string>();
  readonly result: ReadResult = { regions: [], azCount: 0, regionCount: 0, publishers: [], orchestratedWrites: [], toEverything: [], subnetNames: {} };

  constructor(protected readonly graph: EntityGraph) {}


  /** `keepOuter`: "calls an endpoint that scores X, and writes …": a bound relative's outer subject waits for the verb after the comma. */
  protected startClause(sentenceStart: boolean, keepOuter = false): void {
    if (sentenceStart) this.producer = [];
    this.subjects = [];
    this.pending = [];
    this.mode = null;
    this.passive = false;
    this.aux = false;
    this.auxAfterAnd = false;
    this.echoesPrevVerb = false;
    this.verb = '';
    this.targets = [];
    this.via = [];
    this.viaAnchor = [];
    this.distributive = null;
    this.nounSubject = false;
    this.nounSubjectWord = '';
    this.clauseWords = new Set();
    this.payload = undefined;
    this.outer = keepOuter && this.outer?.bound ? this.outer : null;
    this.hadReplicationWord = false;
    this.lastPrep = '';
    this.agentBase = null;
    this.modeByPrep = false;
    this.viaToTarget = [];
    this.instrument = false;
    this.fromKeys = [];
    this.pathOnly = false;
    this.replied = false;
    this.namedNew = false;
    this.role = null;
    this.antecedent = [];
    this.relativeSubject = [];
    this.feeder = [];
    this.reducedFrom = null;
    this.reducedVerb = '';
    this.reducedTargets = [];
    this.verbReached = false;
    this.verbForm = '';
    this.outsideParen = false;
    this.subjectsImplicit = false;
    this.lastViaAnchor = [];
    this.infinitiveOwner = keepOuter ? this.infinitiveOwner : null;
    this.heldBefore = new Set();
    this.causeClause = false;
    this.housing = null;
    this.moving = false;
    if (sentenceStart) {
      this.cause = [];
      this.sentenceKeys = [];
      this.lastKeys = [];
      this.prevItem = undefined;
    }
  }

  /**
   * "Step 2: a worker pulls the jobs": a verb that takes in data but names no source takes it
   * from the queue, stream or store the last clause put that data (or data it had as subject) into; so does any verb acting on the very data that landed ("Orders land in a queue; a worker charges each order").
   */
  protected closeVerb(): void {
    if (!this.verb || (this.flow !== 'backward' && !(this.payload && singular(this.payload) === this.prevNounSubjectWord)) || this.passive || this.verbReached || this.subjects.length === 0) return;
    if (!this.payload || !(this.prevWords.has(singular(this.payload)) || this.echoesPrevVerb || this.prevNounSubjectWord !== '')) return;
    const from = this.prevTargets.filter((k) => CARRIER_KINDS.has(this.entity(k).entry.kind) && !this.subjects.includes(k));
    for (const k of from) for (const s of this.subjects) this.graph.relate(k, s, 'flow', 'prompt');
  }

  /** "subscribes the queue to the topic": the part named after the verb takes in data, and what follows "to" is its source. */
  protected objectTakesFrom(afterSlot: boolean): boolean {
    if (!afterSlot || this.passive || !takesFromTo(this.verb) || this.lastKeys.length === 0 || this.lastKeys.some((k) => this.subjects.includes(k))) return false;
    for (const k of this.lastKeys) for (const s of this.subjects) { this.graph.remove(k, s); this.graph.remove(s, k); }
    this.subjects = [...this.lastKeys];
    this.targets = [];
    this.mode = 'source';
    this.sourceSubjects = [];
    return true;
  }

  protected endClause(): void {
    this.closeVerb();
    const ways = this.passive ? [...this.via] : [];
    this.flushVia();
    this.flushBetween();
    if (this.causeClause) this.cause = causeParts({ verb: this.verb, passive: this.passive, targets: this.targets, words: this.clauseWords }, this.subjects.length > 0 ? this.subjects : this.pending);
    // "The bot posts to Slack when CloudWatch raises an alarm": the part whose event it is sets off the doer before it.
    if (this.causeClause && this.targets.length === 0) for (const c of this.cause) for (const s of this.prevSubjects) if (c !== s && this.sentenceKeys.includes(s) && !this.graph.has(c, s) && !this.graph.has(s, c)) this.graph.relate(c, s, 'flow', 'prompt');
    // "A is triggered when a file is uploaded to B": where the event happens sets A off.
    // "A is woken by R each time a file lands in B": the event sets off R, which invokes A.
    const setOff = this.prevSetOff ? this.prevSubjects : this.prevStartedByAgent ? this.prevTargets : [];
    if (this.causeClause) for (const c of this.targets) for (const s of setOff) if (c !== s && !this.graph.has(c, s)) this.graph.relate(c, s, 'flow', 'prompt');
    if (this.verb && PUBLISH_VERBS.has(this.verb) && this.targets.length === 0) this.result.publishers.push(...this.subjects);
    this.prevWays = ways;
    for (const r of this.dataReaders) if (this.targets.length > 0 && !this.targets.includes(r)) this.graph.relate(r, this.targets.at(-1)!, 'flow', 'prompt');
    this.dataReaders = [];
    for (const p of this.sentenceKeys.slice(this.whereFrom).filter((k) => isPeople(this.entity(k)))) for (const w of this.wherePlace) if (p !== w && !this.graph.has(p, w)) this.graph.relate(p, w, 'flow', 'prompt');
    this.wherePlace = [];
    // A clause that names no component ("(step 3)", "this is configurable") leaves the story where it was.
    if (this.targets.length + this.subjects.length + this.pending.length === 0) return;
    // A bracketed aside that only names known components again ("(step 4: summarize with Bedrock)") does too.
    if (!this.verb && !this.outsideParen && !this.namedNew && this.targets.length + this.subjects.length === 0) return;
    this.replyToAsker();
    this.prevTargets = this.targets.length > 0 ? this.targets : this.subjects.length > 0 ? this.subjects : this.pending;
    this.prevPossessor = this.outer?.possessive ? [...this.outer.subjects] : [];
    this.prevSubjects = this.agentBase ?? (this.pathOnly && this.targets.length > 0 ? this.targets : this.subjects.length > 0 ? this.subjects : this.pending);
    this.prevPayload = this.payload;
    this.prevFromKeys = [...this.fromKeys];
    this.prevMoving = this.moving || (this.nounSubject && MOVERS.has(this.nounSubjectWord));
    this.prevVerb = this.verb;
    this.prevReachedNothing = this.targets.length === 0 && this.subjects.length > 0;
    this.prevSetOff = !this.causeClause && this.passive && SET_OFF.has(this.verb) && this.targets.length === 0 && this.subjects.length > 0;
    this.prevNounSubjectWord = this.nounSubject ? this.nounSubjectWord : '';
    this.prevWords = this.clauseWords;
    this.prevByAgent = this.agentBase !== null;
    this.prevStartedByAgent = this.passive && SET_OFF.has(this.verb) && this.agentBase !== null;
  }

  /** "The app sends a request. Entra ID returns a token": a reply that names no destination goes back to who spoke last. */
  private replyToAsker(): void {
    if (!this.replied || this.passive || this.prevByAgent || this.targets.length > 0 || this.subjects.length === 0) return;
    const askers = this.prevSubjects.filter((k) => !this.subjects.includes(k));
    for (const s of this.subjects) for (const a of askers) if (!this.graph.has(s, a) && !this.graph.has(a, s)) this.graph.relate(s, a, 'flow', 'prompt');
  }

  protected entity(key: string): Entity {
    return this.graph.get(key);
  }

  /** "Researchers study sessions that A pushes into B": people looking at data read it where it lands, not from A. */
  protected lookingPeople(): string[] {
    const who = this.subjects.length > 0 ? this.subjects : this.pending;
    const looks = this.mode === null || LOOKING_VERBS.has(this.verb);
    return looks && !this.passive && this.targets.length === 0 && who.length > 0 && who.every((k) => isPeople(this.entity(k))) ? [...who] : [];
  }

  /** Who reaches `keys`: the people's tool when people reach data through it, else the subjects. */
  protected reachers(subjects: string[], keys: string[]): string[] {
    return reachersOf(subjects, keys, [...this.reducedTargets, ...this.targets], (k) => this.entity(k));
  }

  protected abstract flushVia(): void;
  protected abstract flushBetween(): void;
}
