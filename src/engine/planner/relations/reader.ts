import type { Entity } from '../types.js';
import { isParticiple, isVerb, verbFlow, type Flow } from '../text/verbs.js';
import { AUXILIARIES, RELATIVES } from '../text/lexicon.js';
import { singular } from '../text/tokens.js';
import { isContentWord } from '../entities/slot-qualify.js';
import { isWord, type Item, type Slot } from '../entities/items.js';
import type { Location } from '../entities/locations.js';
import { EntityGraph } from './graph.js';
import { BROKER_KINDS, CONTAINER_KINDS, ENTRY_KINDS, orientAttach } from './orient.js';
import { afterComma, sentences } from './segments.js';

type Mode = 'target' | 'source' | 'agent' | 'via' | 'attach' | 'behind' | 'location' | 'over' | 'between' | 'purpose' | null;

/** Words at the start of a sentence that address the tool, not the architecture ("Generate ..."). */
const META_VERBS = new Set(['generate', 'create', 'draw', 'design', 'make', 'build', 'show', 'use', 'give', 'produce', 'diagram', 'sketch', 'model', 'plan', 'add', 'include']);
/** "EKS cluster running three services": a cluster or VPC that runs something holds it. */
const HOSTING_VERBS = new Set(['run', 'host', 'contain', 'include', 'have', 'hold', 'deploy']);
/** Words that open a subordinate clause ("... when objects land in object storage"). */
const SUBORDINATORS = new Set(['when', 'whenever', 'if', 'once', 'because', 'while', 'so', 'after', 'until', 'unless']);
const DATA_VERBS = new Set(['load', 'write', 'store', 'save', 'put', 'persist', 'export', 'insert', 'append']);
const PUBLISH_VERBS = new Set(['publish', 'send', 'emit', 'produce', 'push', 'post', 'enqueue', 'broadcast']);

/** What the reader found beyond relations: places, counts of zones and regions, pending asks. */
export interface ReadResult {
  regions: string[];
  azCount: number;
  regionCount: number;
  /** Entities that publish without saying where ("producer service publishes orders"). */
  publishers: string[];
  /** Orchestrators that "load results into" a store: the data really comes from what they run. */
  orchestratedWrites: { orchestrator: string; store: string }[];
  /** "catalogs everything": entities related to every data store. */
  toEverything: string[];
}

interface Outer {
  subjects: string[];
  mode: Mode;
  /** The preposition the outer verb used before the relative clause began ("fans out to"). */
  prep: string;
}

/**
 * Reads relations clause by clause with a small state machine: who acts (subjects), what the
 * current verb or preposition does (mode), and what the last relation reached (targets).
 */
export class RelationReader {
  private subjects: string[] = [];
  private pending: string[] = [];
  private mode: Mode = null;
  private modeBeforeVia: Mode = null;
  private modeBeforeOver: Mode = null;
  /** Target mode was set by "to"/"into" rather than by a verb: a following "to" continues a chain. */
  private modeByPrep = false;
  /** The subject before a passive agent took over ("deployments autoscaled by KEDA ... write to ES"). */
  private agentBase: string[] | null = null;
  /** "connected via VPN to the VPC": the via chain waits for the target it leads to. */
  private viaToTarget: string[] = [];
  private prevSubjects: string[] = [];
  private flow: Flow = 'forward';
  private passive = false;
  private aux = false;
  private verb = '';
  private targets: string[] = [];
  private lastKeys: string[] = [];
  private prevItem: Item | undefined;
  private via: string[] = [];
  private between: string[] = [];
  private viaAnchor: string[] = [];
  private locSubjects: string[] = [];
  private overSubjects: string[] = [];
  private distributive: string[] | null = null;
  private nounSubject = false;
  private payload: string | undefined;
  private outer: Outer | null = null;
  private sentenceKeys: string[] = [];
  private prevTargets: string[] = [];
  private prevPayload: string | undefined;
  private lastPrep = '';
  private hadReplicationWord = false;
  private sourceSubjects: string[] = [];
  private readonly seen = new Set<string>();
  readonly result: ReadResult = { regions: [], azCount: 0, regionCount: 0, publishers: [], orchestratedWrites: [], toEverything: [] };

  constructor(private readonly graph: EntityGraph) {}

  read(items: Item[]): ReadResult {
    for (const sentence of sentences(items)) {
      this.startClause(true);
      for (let i = 0; i < sentence.length; i++) {
        const it = sentence[i]!;
        if (it.t === 'slot') this.onSlot(it.slot);
        else if (it.t === 'loc') this.onLocation(it.loc);
        else if (it.t === 'punct' && it.text === ',') this.onComma(sentence, i);
        else if (it.t === 'word') this.onWord(it.lower, sentence, i);
        this.prevItem = it;
      }
      this.endClause();
    }
    return this.result;
  }

  private startClause(sentenceStart: boolean): void {
    this.subjects = [];
    this.pending = [];
    this.mode = null;
    this.passive = false;
    this.aux = false;
    this.verb = '';
    this.targets = [];
    this.via = [];
    this.viaAnchor = [];
    this.distributive = null;
    this.nounSubject = false;
    this.payload = undefined;
    this.outer = null;
    this.hadReplicationWord = false;
    this.lastPrep = '';
    this.agentBase = null;
    this.modeByPrep = false;
    this.viaToTarget = [];
    if (sentenceStart) {
      this.sentenceKeys = [];
      this.lastKeys = [];
      this.prevItem = undefined;
    }
  }

  private endClause(): void {
    this.flushVia();
    this.flushBetween();
    if (this.verb && PUBLISH_VERBS.has(this.verb) && this.targets.length === 0) this.result.publishers.push(...this.subjects);
    this.prevTargets = this.targets.length > 0 ? this.targets : this.subjects.length > 0 ? this.subjects : this.pending;
    this.prevSubjects = this.agentBase ?? (this.subjects.length > 0 ? this.subjects : this.pending);
    this.prevPayload = this.payload;
  }

  private entity(key: string): Entity {
    return this.graph.get(key);
  }

  // ---- components -------------------------------------------------------------------------

  private onSlot(slot: Slot): void {
    const keys = slot.keys.filter((k) => !this.entity(k).descriptor);
    if (keys.length === 0) return;
    this.sentenceKeys.push(...keys);
    for (const a of slot.attached) for (const k of keys) for (const ak of a.keys) this.attach(k, ak);
    if (slot.companion) {
      this.lastKeys = keys;
      return;
    }
    if (slot.forClient) for (const ck of slot.forClient.keys) for (const k of keys) this.graph.relate(ck, k, 'flow', 'prompt');
    for (const k of keys) this.noteHint(this.entity(k));
    if (slot.host) for (const k of keys) this.entity(k).placedIn ??= slot.host.keys[0];
    if (this.mode === null) {
      this.pending.push(...keys);
    } else {
      this.apply(keys, slot);
    }
    this.lastKeys = keys;
  }

  private noteHint(e: Entity): void {
    const unqualified = e.pre.length + e.post.length + e.paren.length === 0;
    const payload = this.prevPayload;
    if (unqualified && payload && !e.hint && !this.seen.has(e.key) && e.entry.category !== 'client') e.hint = singular(payload);
    this.seen.add(e.key);
  }

  private apply(keys: string[], slot: Slot): void {
    const subjects = this.subjects;
    switch (this.mode) {
      case 'target':
        if (this.viaToTarget.length > 0) {
          const chain = this.viaToTarget;
          for (const s of subjects) this.graph.relate(s, chain[0]!, 'flow', 'prompt');
          for (let i = 0; i + 1 < chain.length; i++) this.graph.relate(chain[i]!, chain[i + 1]!, 'flow', 'prompt');
          for (const k of keys) this.flowEdge(chain.at(-1)!, k, slot);
        } else {
          for (const s of subjects) for (const k of keys) this.flowEdge(s, k, slot);
        }
        this.targets.push(...keys);
        break;
      case 'source': {
        const from = this.sourceSubjects.length > 0 ? this.sourceSubjects : subjects;
        for (const s of from) for (const k of keys) this.graph.relate(k, s, 'flow', 'prompt');
        for (const k of keys) if (this.verb && ['ingest', 'collect', 'extract', 'pull', 'crawl'].includes(this.verb) && this.isStore(k)) this.entity(k).role ??= 'source';
        break;
      }
      case 'agent':
        for (const s of subjects) for (const k of keys) {
          if (this.flow === 'forward') this.graph.relate(k, s, 'flow', 'prompt');
          else this.graph.relate(s, k, 'flow', 'prompt');
        }
        this.targets.push(...keys);
        // "embedded by Bedrock into OpenSearch": what the agent makes goes on from the agent.
        this.agentBase ??= [...subjects];
        this.subjects = [...keys];
        break;
      case 'via':
        this.via.push(...keys);
        break;
      case 'attach':
        for (const s of this.distributive ?? subjects) for (const k of keys) {
          if (this.distributive) this.entity(k).pairWith ??= s;
          this.attach(s, k);
        }
        break;
      case 'behind':
        for (const s of subjects) for (const k of keys) this.graph.relate(k, s, 'flow', 'prompt');
        // The flow ends at what sits behind: that is what "it" refers to next.
        for (const s of subjects) if (!this.targets.includes(s)) this.targets.push(s);
        break;
      case 'location':
        this.placeOrTarget(keys, slot);
        break;
      case 'over':
        for (const s of this.overSubjects) for (const k of keys) this.graph.relate(s, k, 'flow', 'prompt');
        this.mode = this.modeBeforeOver;
        break;
      case 'between':
        this.between.push(...keys);
        break;
      default:
        break;
    }
  }

  private isPlural(key: string): boolean {
    const e = this.entity(key);
    const last = e.matched.split(/\s+/).at(-1) ?? '';
    return e.count > 1 || singular(last) !== last.toLowerCase();
  }

  private isStore(key: string): boolean {
    return ['relational_db', 'nosql', 'object_storage', 'data_lake', 'file_storage', 'external_api', 'onprem'].includes(this.entity(key).entry.kind);
  }

  private flowEdge(from: string, to: string, slot: Slot): void {
    if (HOSTING_VERBS.has(this.verb) && holds(this.entity(from).entry.kind, this.entity(to).entry.kind)) {
      this.entity(to).placedIn ??= from;
      return;
    }
    if (slot.own) this.entity(to).pairWith ??= from;
    this.graph.relate(from, to, 'flow', 'prompt');
    const target = this.entity(to);
    if (this.payload && this.isStore(to) && target.paren.length === 0 && target.post.length === 0) target.paren.push(this.payload);
    const src = this.entity(from);
    if (['workflow', 'scheduler'].includes(src.entry.kind) && DATA_VERBS.has(this.verb)) this.result.orchestratedWrites.push({ orchestrator: from, store: to });
  }

  private attach(a: string, b: string): void {
    const ea = this.entity(a);
    const eb = this.entity(b);
    if (holds(ea.entry.kind, eb.entry.kind) && !eb.placedIn) {
      eb.placedIn = a;
      return;
    }
    const dir = orientAttach(ea.entry.kind, eb.entry.kind);
    if (dir === 'ab') this.graph.relate(a, b, 'attach', 'prompt');
    else if (dir === 'ba') this.graph.relate(b, a, 'attach', 'prompt');
  }

  private placeOrTarget(keys: string[], slot: Slot): void {
    const holders = keys.filter((k) => CONTAINER_KINDS.has(this.entity(k).entry.kind) && this.entity(k).entry.kind !== 'generic' || this.entity(k).entry.id === 'kubernetes.namespace');
    if (holders.length > 0) {
      for (const s of this.locSubjects) if (!keys.includes(s)) this.entity(s).placedIn ??= holders[0]!;
      return;
    }
    const from = this.subjects.length > 0 ? this.subjects : this.locSubjects;
    for (const s of from) for (const k of keys) this.flowEdge(s, k, slot);
    this.targets.push(...keys);
  }

  // ---- places ---------------------------------------------------------------------------------

  private onLocation(loc: Location): void {
    const subjects = this.mode === 'location' ? this.locSubjects : this.lastKeys;
    if (loc.type === 'region') {
      if (!this.result.regions.includes(loc.name)) this.result.regions.push(loc.name);
      for (const k of subjects) if (!this.entity(k).regions.includes(loc.name)) this.entity(k).regions.push(loc.name);
    } else if (loc.type === 'regions') {
      this.result.regionCount = Math.max(this.result.regionCount, loc.count);
      if (this.hadReplicationWord || this.mode === 'between') for (const k of [...this.pending, ...this.subjects, ...this.lastKeys]) this.entity(k).props['geo_replication'] = true;
    } else if (loc.type === 'az') {
      this.result.azCount = Math.max(this.result.azCount, loc.count);
      for (const k of subjects) this.entity(k).props['spread_az'] = true;
    } else {
      for (const k of subjects) this.entity(k).tier = loc.tier;
    }
  }

  // ---- punctuation and words -----------------------------------------------------------------

  private onComma(items: Item[], i: number): void {
    this.flushVia();
    const kind = afterComma(items, i);
    if (kind === 'clause') {
      this.endClause();
      this.startClause(false);
    } else if (this.mode === 'via') {
      this.mode = this.modeBeforeVia;
    }
  }

  private onWord(w: string, items: Item[], i: number): void {
    if (/replicat/.test(w)) this.hadReplicationWord = true;
    const atStart = this.pending.length === 0 && this.subjects.length === 0 && this.mode === null;
    if (atStart && META_VERBS.has(w) && i === 0) return;
    if (AUXILIARIES.has(w)) {
      this.aux = true;
      return;
    }
    if (SUBORDINATORS.has(w) && (this.subjects.length > 0 || this.pending.length > 0)) {
      this.endClause();
      this.startClause(false);
      return;
    }
    if ((w === 'it' || w === 'them') && this.mode !== null) {
      const ref = this.pronoun();
      if (ref.length > 0) this.apply(ref, { own: false } as Slot);
      return;
    }
    if (RELATIVES.has(w)) {
      this.flushVia();
      this.outer = { subjects: this.subjects, mode: this.mode, prep: this.lastPrep };
      this.subjects = this.lastKeys;
      this.pending = [];
      this.mode = null;
      this.targets = [];
      this.agentBase = null;
      return;
    }
    if (this.onPreposition(w, items, i)) return;
    const next = items[i + 1];
    const nounBeforeVerb = next?.t === 'word' && isVerb(next.lower) && !AUXILIARIES.has(next.lower) && this.pending.length > 0;
    if (nounBeforeVerb) {
      this.payload ??= w;
      return;
    }
    if (isVerb(w) && !(w === 'back' || w === 'front')) {
      this.onVerb(w);
      return;
    }
    if (w === 'everything' || (w === 'all' && !isWord(items[i + 1], 'in', 'inside', 'within'))) {
      if (this.mode === 'target') this.result.toEverything.push(...this.subjects);
      if (w === 'all') this.locSubjects = [...this.sentenceKeys];
      return;
    }
    if (w === 'all') {
      this.locSubjects = [...this.sentenceKeys];
      return;
    }
    if (isContentWord({ t: 'word', text: w, lower: w, start: 0, end: 0 })) {
      if (this.mode === null && this.pending.length === 0 && this.subjects.length === 0) this.nounSubject = true;
      else if ((this.mode === 'target' || this.mode === 'source') && this.subjects.length > 0) this.payload ??= w;
      else if (this.pending.length > 0) this.payload ??= w;
    }
  }

  /** "it" / "them": the earlier component this verb can act on, most recent first. */
  private pronoun(): string[] {
    const notMe = (k: string): boolean => !this.subjects.includes(k);
    const dataVerb = ['catalog', 'index', 'query', 'scan', 'crawl', 'read', 'store', 'write', 'load', 'back', 'archive'].includes(this.verb);
    if (dataVerb) {
      const store = [...this.prevTargets, ...this.prevSubjects].filter(notMe).findLast((k) => this.isStore(k) || ['data_warehouse', 'search'].includes(this.entity(k).entry.kind));
      if (store) return [store];
    }
    const fit = [...this.prevTargets, ...this.prevSubjects].filter(notMe).find((k) => !this.isStore(k));
    return fit ? [fit] : [...this.prevTargets, ...this.lastKeys].filter(notMe).slice(-1);
  }

  /** Prepositions set the mode of what follows; returns false when the word is not one of them. */
  private onPreposition(w: string, items: Item[], i: number): boolean {
    const afterSlot = this.prevItem?.t === 'slot';
    switch (w) {
      case 'to': case 'into': case 'onto': case 'towards': case 'toward':
        if (isWord(this.prevItem, 'and', 'or') && this.outer && this.outer.prep === w) this.restoreOuter();
        if (this.mode === 'via' && this.targets.length === 0 && this.via.length > 0) {
          this.viaToTarget = [...this.via];
          this.via = [];
          this.viaAnchor = [];
        }
        this.flushVia();
        // "A -> B -> C": a target followed straight by "to" passes the flow on.
        if (this.mode === 'target' && this.modeByPrep && afterSlot && this.lastKeys.length > 0 && this.lastKeys.every((k) => this.targets.includes(k))) this.subjects = [...this.lastKeys];
        this.takePending();
        this.mode = 'target';
        this.modeByPrep = true;
        break;
      case 'from':
        this.flushVia();
        this.sourceSubjects = afterSlot && this.subjects.length > 0 ? this.lastKeys : [];
        this.takePending();
        this.mode = 'source';
        break;
      case 'via': case 'through': case 'thru':
        this.flushVia();
        this.takePending();
        this.modeBeforeVia = this.mode;
        this.viaAnchor = this.targets.length > 0 ? [...this.targets] : [...this.lastKeys];
        this.mode = 'via';
        break;
      case 'by':
        this.takePending();
        this.mode = 'agent';
        break;
      case 'with': case 'using':
        if (this.passive && this.prevItem?.t === 'word' && isParticiple(this.prevItem.lower)) {
          this.mode = 'agent';
          break;
        }
        if (!this.distributive) {
          this.subjects = afterSlot ? this.lastKeys : this.subjects.length > 0 ? this.subjects : this.pending;
        }
        this.pending = [];
        this.mode = 'attach';
        break;
      case 'in': case 'inside': case 'within': case 'on': case 'at': case 'across':
        if (w === 'in' && isWord(items[i + 1], 'front') && isWord(items[i + 2], 'of')) {
          this.takePendingOrLast();
          this.mode = 'target';
          this.targets = [];
          break;
        }
        if (!isWord(this.prevItem, 'all')) this.locSubjects = afterSlot ? this.lastKeys : this.targets.length > 0 ? this.targets : this.subjects.length > 0 ? this.subjects : this.pending;
        this.mode = 'location';
        break;
      case 'behind':
        this.takePendingOrLast();
        this.mode = 'behind';
        this.targets = [];
        break;
      case 'over':
        this.overSubjects = afterSlot ? this.lastKeys : this.subjects;
        this.modeBeforeOver = this.mode;
        this.mode = 'over';
        break;
      case 'between':
        this.takePendingOrLast();
        this.mode = 'between';
        break;
      case 'for':
        this.mode = 'purpose';
        break;
      case 'each': case 'both': {
        const plural = [...this.subjects, ...this.targets, ...this.lastKeys].find((k) => this.isPlural(k));
        this.distributive = plural ? [plural] : this.targets.length > 0 ? [...this.targets] : this.lastKeys.length > 0 ? [...this.lastKeys] : null;
        break;
      }
      case 'then':
        if (this.targets.length > 0) this.subjects = [...this.targets];
        break;
      case 'as': case 'of': case 'front': case 'out': case 'and': case 'or':
        break;
      default:
        return false;
    }
    if (['to', 'into', 'onto', 'towards', 'toward', 'from', 'by', 'with', 'in', 'on'].includes(w)) this.lastPrep = w;
    return true;
  }

  private restoreOuter(): void {
    if (!this.outer) return;
    this.subjects = this.outer.subjects;
    this.outer = null;
  }

  /** Components named before the first verb or preposition act in this clause. */
  private takePending(): void {
    if (this.pending.length === 0) return;
    this.subjects = this.splitShields(this.pending);
    this.pending = [];
  }

  /** "S3 behind CloudFront" inside a phrase: the component just named is the one placed behind. */
  private takePendingOrLast(): void {
    if (this.pending.length > 0) this.takePending();
    else if (this.subjects.length === 0 || this.prevItem?.t === 'slot') this.subjects = [...this.lastKeys];
  }

  /** "CloudFront and WAF in front of an ALB": the WAF protects CloudFront rather than fronting the ALB. */
  private splitShields(keys: string[]): string[] {
    const isShield = (k: string): boolean => ['waf', 'ddos'].includes(this.entity(k).entry.kind);
    const entry = keys.find((k) => (ENTRY_KINDS as readonly string[]).includes(this.entity(k).entry.kind));
    if (!entry || keys.every(isShield)) return keys;
    for (const k of keys.filter(isShield)) this.graph.relate(k, entry, 'attach', 'prompt');
    return keys.filter((k) => !isShield(k));
  }

  private onVerb(w: string): void {
    this.flushVia();
    const participle = isParticiple(w);
    const ing = w.endsWith('ing');
    const afterSlot = this.prevItem?.t === 'slot';
    const continuing = isWord(this.prevItem, 'and', 'or', 'then');
    if (this.pending.length > 0 && !(afterSlot && (participle || ing) && this.subjects.length > 0)) {
      this.takePending();
    } else if (afterSlot && (participle || ing) && (this.subjects.length > 0 || this.mode !== null)) {
      this.outer = { subjects: this.subjects, mode: this.mode, prep: this.lastPrep };
      this.subjects = this.lastKeys;
    } else if (continuing && this.passive && this.targets.length > 0) {
      this.subjects = [...this.targets];
    } else if (this.agentBase) {
      this.subjects = this.agentBase;
    } else if (this.subjects.length === 0) {
      this.subjects = this.implicitSubjects(participle, ing);
    }
    this.passive = participle && (this.aux || afterSlot || this.subjects.length > 0);
    this.aux = false;
    this.verb = verbBase(w);
    this.flow = verbFlow(w) ?? 'forward';
    this.targets = [];
    this.sourceSubjects = [];
    this.agentBase = null;
    this.modeByPrep = false;
    this.mode = this.passive ? 'agent' : this.flow === 'forward' ? 'target' : 'source';
  }

  /** Who acts in a clause that names no one: the end of a passive chain, or the broker of a noun like "rules". */
  private implicitSubjects(participle: boolean, ing: boolean): string[] {
    if (this.nounSubject) {
      return this.prevTargets.filter((k) => (BROKER_KINDS as readonly string[]).includes(this.entity(k).entry.kind) && !this.passive && !participle);
    }
    // "..., embedded with B" continues a passive chain from its last target; "..., writes to C" and
    // "..., talking to D" continue with the previous clause's subject.
    if (participle && !ing) return [...this.prevTargets];
    return this.prevSubjects.length > 0 ? [...this.prevSubjects] : [...this.prevTargets];
  }

  /** "RabbitMQ between the order service and the email worker": A → X → B. */
  private flushBetween(): void {
    if (this.between.length >= 2 && this.subjects.length > 0) {
      for (const s of this.subjects) {
        this.graph.relate(this.between[0]!, s, 'flow', 'prompt');
        for (const b of this.between.slice(1)) this.graph.relate(s, b, 'flow', 'prompt');
      }
    }
    this.between = [];
  }

  /** "X exposed through A and B": A → B → X; "X talks to Y via Z": X → Z → Y. */
  private flushVia(): void {
    if (this.via.length === 0) return;
    const chain = [...this.via];
    const anchor = this.viaAnchor;
    const inserted = this.subjects.filter((s) => anchor.some((a) => this.graph.has(s, a, false)));
    for (let k = 0; k + 1 < chain.length; k++) this.graph.relate(chain[k]!, chain[k + 1]!, 'flow', 'prompt');
    if (inserted.length > 0) {
      for (const s of inserted) for (const a of anchor) this.graph.remove(s, a);
      for (const s of inserted) this.graph.relate(s, chain[0]!, 'flow', 'prompt');
    }
    for (const a of anchor) this.graph.relate(chain.at(-1)!, a, 'flow', 'prompt');
    this.via = [];
    this.viaAnchor = [];
    if (this.mode === 'via') this.mode = this.modeBeforeVia;
  }
}

const WORKLOAD_KINDS = new Set(['microservice', 'k8s_workload', 'pod', 'container', 'k8s_service', 'function', 'web_app', 'batch']);

/** "VPC with a NAT gateway" puts the gateway inside; "EKS cluster with three services" puts the services in the cluster. */
function holds(container: string, inner: string): boolean {
  if (container === 'network_misc') return inner !== 'network_misc' && inner !== 'transit_gateway';
  if (container === 'k8s_cluster') return WORKLOAD_KINDS.has(inner);
  return false;
}

function verbBase(w: string): string {
  const lower = w.toLowerCase();
  for (const suffix of ['es', 's', 'ed', 'ing', 'd']) {
    if (lower.endsWith(suffix) && isVerb(lower.slice(0, -suffix.length))) return lower.slice(0, -suffix.length);
  }
  return lower;
}

/** Reads every relation the prompt states; entities get placements, regions and pairings as found. */
export function readRelations(items: Item[], graph: EntityGraph): ReadResult {
  return new RelationReader(graph).read(items);
}
