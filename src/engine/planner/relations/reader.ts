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
  private flow: Flow = 'forward';
  private passive = false;
  private aux = false;
  private verb = '';
  private targets: string[] = [];
  private lastKeys: string[] = [];
  private prevItem: Item | undefined;
  private via: string[] = [];
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
    if (sentenceStart) {
      this.sentenceKeys = [];
      this.lastKeys = [];
      this.prevItem = undefined;
    }
  }

  private endClause(): void {
    this.flushVia();
    if (this.verb && PUBLISH_VERBS.has(this.verb) && this.targets.length === 0) this.result.publishers.push(...this.subjects);
    this.prevTargets = this.targets.length > 0 ? this.targets : this.subjects.length > 0 ? this.subjects : this.pending;
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
        for (const s of subjects) for (const k of keys) this.flowEdge(s, k, slot);
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
        this.targets.push(...keys);
        break;
      case 'location':
        this.placeOrTarget(keys, slot);
        break;
      case 'over':
        for (const s of this.overSubjects) for (const k of keys) this.graph.relate(s, k, 'flow', 'prompt');
        break;
      case 'between':
        this.targets.push(...keys);
        break;
      default:
        break;
    }
  }

  private isStore(key: string): boolean {
    return ['relational_db', 'nosql', 'object_storage', 'data_lake', 'file_storage', 'external_api', 'onprem'].includes(this.entity(key).entry.kind);
  }

  private flowEdge(from: string, to: string, slot: Slot): void {
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
    if (RELATIVES.has(w)) {
      this.flushVia();
      this.outer = { subjects: this.subjects, mode: this.mode, prep: this.lastPrep };
      this.subjects = this.lastKeys;
      this.pending = [];
      this.mode = null;
      this.targets = [];
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

  /** Prepositions set the mode of what follows; returns false when the word is not one of them. */
  private onPreposition(w: string, items: Item[], i: number): boolean {
    const afterSlot = this.prevItem?.t === 'slot';
    switch (w) {
      case 'to': case 'into': case 'onto': case 'towards': case 'toward':
        if (isWord(this.prevItem, 'and', 'or') && this.outer && this.outer.prep === w) this.restoreOuter();
        this.flushVia();
        this.takePending();
        this.mode = 'target';
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
          this.takePending();
          this.mode = 'target';
          break;
        }
        if (!isWord(this.prevItem, 'all')) this.locSubjects = afterSlot ? this.lastKeys : this.targets.length > 0 ? this.targets : this.subjects.length > 0 ? this.subjects : this.pending;
        this.mode = 'location';
        break;
      case 'behind':
        this.takePending();
        this.mode = 'behind';
        break;
      case 'over':
        this.overSubjects = afterSlot ? this.lastKeys : this.subjects;
        this.mode = 'over';
        break;
      case 'between':
        this.mode = 'between';
        break;
      case 'for':
        this.mode = 'purpose';
        break;
      case 'each': case 'both':
        this.distributive = this.targets.length > 0 ? [...this.targets] : this.lastKeys.length > 0 ? [...this.lastKeys] : null;
        break;
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
    } else if (this.subjects.length === 0) {
      this.subjects = this.implicitSubjects(participle);
    }
    this.passive = participle && (this.aux || afterSlot || this.subjects.length > 0);
    this.aux = false;
    this.verb = verbBase(w);
    this.flow = verbFlow(w) ?? 'forward';
    this.targets = [];
    this.sourceSubjects = [];
    this.mode = this.passive ? 'agent' : this.flow === 'forward' ? 'target' : 'source';
  }

  /** Who acts in a clause that names no one: the end of a passive chain, or the broker of a noun like "rules". */
  private implicitSubjects(participle: boolean): string[] {
    if (this.nounSubject) {
      return this.prevTargets.filter((k) => (BROKER_KINDS as readonly string[]).includes(this.entity(k).entry.kind) && !this.passive && !participle);
    }
    return [...this.prevTargets];
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
