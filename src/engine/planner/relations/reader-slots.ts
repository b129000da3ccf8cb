import { reworks } from './reworking.js';
import type { Entity } from '../types.js';
import { singular } from '../text/tokens.js';
import { isKeeping } from '../text/verbs.js';
import type { Item, Slot } from '../entities/items.js';
import type { Location } from '../entities/locations.js';
import { orientAttach } from './orient.js';
import { frontedEntries } from './entry-front.js';
import { readThrough } from './read-through.js';
import { isHolder } from '../entities/named-members.js';
import { ownCopies } from './own-copies.js';
import { FETCHING_VERBS, GATEWAY_KINDS, GATEWAY_STANDS_FOR, isPeople } from './roles.js';
import { DATA_VERBS, HOSTING_VERBS, ReaderState, SETS_UP } from './reader-state.js';
import { PERMITTING } from './verb-sets.js';
import { isConfigAgent } from './config-agents.js';
import { boxHolds, placeInBox } from './boxes.js';
import { carriedNounBeforeTo, continuesAgentList, handsOn } from './reader-words.js';
import { overLink } from './over-link.js';
import { signsInThrough } from './conduits.js';

/** What the reader does with components, places, "via" chains and "between" pairs. */
export abstract class SlotReader extends ReaderState {
  /** Generic parts a gateway they are exposed through stands for, merged once the text is read. */
  protected standsFor: { part: string; by: string }[] = [];
  /** The service whose trigger was just named for a compute ("the Blob trigger for Functions"): it feeds the next component. */
  protected triggerOf: string[] | null = null;
  /** The agent just read continues a list after "by" ("by A, B and C"). */
  protected agentListed = false;
  /** Who reached the part a "behind" follows ("staff use a tool behind a proxy"): they reach the front instead. */
  protected fronted: string[] = [];

  protected onSlot(slot: Slot, items: Item[] = [], i = -1): void {
    const keys = slot.keys.filter((k) => !this.entity(k).descriptor);
    if (keys.length === 0) return;
    this.sentenceKeys.push(...keys);
    for (const a of slot.attached) for (const k of keys) for (const ak of a.keys) this.attach(k, ak);
    if (slot.host) for (const k of keys) this.entity(k).placedIn ??= slot.host.keys[0];
    if (slot.companion) {
      this.lastKeys = keys;
      return;
    }
    if (slot.forClient) for (const ck of slot.forClient.keys) for (const k of keys) this.graph.relate(ck, k, 'flow', 'prompt');
    for (const k of keys) this.noteHint(this.entity(k));
    if (this.housing) {
      // "a public subnet for the bastion", "private subnets running the app servers": the subnet houses them.
      this.onLocationOf(this.housing, keys);
      this.lastKeys = keys;
      return;
    }
    if (this.triggerOf) {
      for (const t of this.triggerOf) for (const k of keys) if (t !== k) this.graph.relate(t, k, 'flow', 'prompt');
      this.triggerOf = null;
      this.pending.push(...keys);
    } else if (this.mode === null) {
      this.pending.push(...keys);
      if (this.distributive?.length === 0) this.distributive = [...keys];
    } else if (this.carriesFrom(items, i)) {
      // "The pattern sends S3 events to EventBridge": whose events travel is where the flow starts.
      this.subjects.push(...keys);
    } else {
      this.agentListed = this.mode === 'agent' && this.agentBase !== null && continuesAgentList(items, i);
      this.apply(keys, slot);
    }
    this.lastKeys = keys;
  }

  /** The component at `i` only qualifies what a subjectless forward verb carries on to a target ("sends <X> events to Y"). */
  private carriesFrom(items: Item[], i: number): boolean {
    if (this.mode !== 'target' || this.flow !== 'forward' || this.passive || this.subjects.length + this.pending.length + this.targets.length > 0) return false;
    return carriedNounBeforeTo(items, i);
  }

  protected noteHint(e: Entity): void {
    const unqualified = e.pre.length + e.post.length + e.paren.length === 0;
    const payload = this.prevPayload;
    if (unqualified && payload && !e.hint && !this.seen.has(e.key) && e.entry.category !== 'client') e.hint = singular(payload);
    if (!this.seen.has(e.key)) this.namedNew = true;
    this.seen.add(e.key);
  }

  protected apply(keys: string[], slot: Slot): void {
    const subjects = this.subjects;
    this.verbReached = true;
    if (this.applyOwn(keys, slot)) return;
    switch (this.mode) {
      case 'target':
        if (this.viaToTarget.length > 0) {
          const chain = this.viaToTarget;
          for (const s of subjects) this.graph.relate(s, chain[0]!, 'flow', 'prompt');
          for (let i = 0; i + 1 < chain.length; i++) this.graph.relate(chain[i]!, chain[i + 1]!, 'flow', 'prompt');
          for (const k of keys) this.flowEdge(chain.at(-1)!, k, slot);
        } else {
          const taken = slot.keptIn && reworks(this.verb, this.passive) && !this.modeByPrep;
          for (const s of this.reachers(subjects, keys)) for (const k of keys) if (taken) this.graph.relate(k, s, 'flow', 'prompt'); else this.flowEdge(s, k, slot);
        }
        this.targets.push(...keys);
        break;
      case 'source': {
        // "The team allows traffic from A to reach B": who lets it through stands outside the flow; A goes on.
        if (PERMITTING.has(this.verb) && !this.passive && this.sourceSubjects.length === 0) {
          for (const s of subjects) for (const t of this.targets) this.graph.remove(s, t);
          for (const k of keys) for (const t of this.targets) if (k !== t) this.graph.relate(k, t, 'flow', 'prompt');
          this.subjects = [...keys];
          this.fromKeys.push(...keys);
          break;
        }
        const from = this.sourceSubjects.length > 0 ? this.sourceSubjects : this.reachers(subjects, keys);
        this.fromKeys.push(...keys);
        // "Auditors download logs from B": people who fetch start the exchange, so they reach B.
        const fetching = !this.passive && FETCHING_VERBS.has(this.verb);
        for (const s of from) for (const k of keys) {
          if (fetching && isPeople(this.entity(s)) && this.entity(k).entry.category !== 'client') this.graph.relate(s, k, 'flow', 'prompt');
          else this.graph.relate(k, s, 'flow', 'prompt');
        }
        for (const k of keys) if (this.verb && ['ingest', 'collect', 'extract', 'pull', 'crawl'].includes(this.verb) && this.isStore(k)) this.entity(k).role ??= 'source';
        break;
      }
      case 'agent':
        if ((this.subjectsImplicit || handsOn(this.relativeSubject, subjects)) && this.passive && this.flow === 'forward' && !this.carried && this.targets.length > 0 && !this.agentListed) {
          // "Raw events are archived to B by C": the agent named after the place moved the data, not the step before.
          // "A, which is served to users by C": C takes what A holds and passes it on (A → C → users).
          for (const s of subjects) for (const t of this.targets) this.graph.remove(s, t);
          if (handsOn(this.relativeSubject, subjects)) for (const s of subjects) for (const k of keys) if (k !== s) this.graph.relate(s, k, 'flow', 'prompt');
          for (const k of keys) for (const t of this.targets) if (k !== t) this.graph.relate(k, t, 'flow', 'prompt');
          this.subjects = [...keys];
          this.subjectsImplicit = false;
          break;
        }
        // "read by A, B and C": each agent in the list acts on what the clause is about, not on the agent before.
        for (const s of this.agentListed ? this.agentBase! : subjects) for (const k of keys) {
          if (slot.own) this.entity(k).pairWith ??= s;
          if (this.flow === 'forward' && !this.carried) this.graph.relate(k, s, 'flow', 'prompt');
          else this.graph.relate(s, k, 'flow', 'prompt');
        }
        this.targets.push(...keys);
        // "embedded by Bedrock into OpenSearch": what the agent makes goes on from the agent.
        this.agentBase ??= [...subjects];
        this.subjects = this.agentListed ? [...subjects, ...keys] : [...keys];
        break;
      case 'via':
        this.via.push(...keys);
        break;
      case 'attach':
        for (const s of this.distributive ?? subjects) for (const k of keys) {
          if (this.distributive) this.entity(k).pairWith ??= s;
          this.attach(s, k);
        }
        // "books a slot through the API, the record is then saved in Firestore": the API carries on.
        if (this.instrument) this.targets.push(...keys);
        break;
      case 'behind':
        for (const s of subjects) for (const k of keys) this.graph.relate(k, s, 'flow', 'prompt');
        for (const c of this.fronted) for (const s of subjects) if (this.graph.has(c, s, false)) {
          this.graph.remove(c, s);
          for (const k of keys) this.graph.relate(c, k, 'flow', 'prompt');
        }
        this.fronted = [];
        // The flow ends at what sits behind: that is what "it" refers to next.
        for (const s of subjects) if (!this.targets.includes(s)) this.targets.push(s);
        break;
      case 'location':
        this.placeOrTarget(keys, slot);
        break;
      case 'over':
        if (!overLink(this.graph, subjects, this.overSubjects, keys, (k) => this.entity(k))) for (const s of this.overSubjects) for (const k of keys) this.graph.relate(s, k, 'flow', 'prompt');
        this.mode = this.modeBeforeOver;
        break;
      case 'between':
        this.between.push(...keys);
        break;
      case 'purpose':
        // "Memorystore keeps sessions for the Cloud Run service": the two work together.
        // "… are sent to a dashboard for the on-call team": what was reached serves the people.
        if (this.verb && this.targets.length > 0 && keys.every((k) => this.entity(k).entry.category === 'client')) {
          for (const t of this.targets) for (const k of keys) this.graph.relate(t, k, 'flow', 'prompt');
        } else if (this.verb) for (const s of subjects) for (const k of keys) this.attach(s, k);
        break;
      default:
        break;
    }
  }

  /** "the A, B and C services, each with its own table": one copy of the table for each of them. */
  private applyOwn(keys: string[], slot: Slot): boolean {
    if (keys.length !== 1 || (this.mode !== 'attach' && this.mode !== 'target' && !(this.mode === 'location' && slot.own && isKeeping(this.verb)))) return false;
    const from = this.distributive ?? this.subjects;
    // "two VPCs, blue and green, each with a web server": what each named box holds, every box holds a copy of.
    if (!slot.own && !(this.distributive && this.distributive.every((k) => isHolder(this.entity(k))))) return false;
    const owners = [...new Set(from)].filter((k) => !keys.includes(k) && !this.isPlural(k));
    if (owners.length < 2 || owners.length !== from.length) return false;
    const copies = ownCopies(this.graph, owners, keys[0]!);
    for (const [owner, copy] of copies) {
      if (this.mode === 'attach') this.attach(owner, copy);
      else this.flowEdge(owner, copy, { ...slot, own: false });
    }
    if (this.mode === 'target') this.targets.push(...copies.map(([, c]) => c));
    slot.keys.push(...copies.slice(1).map(([, c]) => c));
    return true;
  }

  protected isPlural(key: string): boolean {
    const e = this.entity(key);
    const last = e.matched.split(/\s+/).at(-1) ?? '';
    return e.count > 1 || singular(last) !== last.toLowerCase();
  }

  protected isStore(key: string): boolean {
    return ['relational_db', 'nosql', 'object_storage', 'data_lake', 'file_storage', 'external_api', 'onprem'].includes(this.entity(key).entry.kind);
  }

  protected flowEdge(from: string, to: string, slot: Slot): void {
    if (this.entity(from).entry.kind === 'iac' && SETS_UP.has(this.verb) && !isConfigAgent(this.entity(from))) return; // "Terraform creates a bucket": no data moves
    if (HOSTING_VERBS.has(this.verb) && boxHolds(this.entity(from), this.entity(to))) {
      this.entity(to).placedIn ??= from;
      // "two VNets, each hosting a scale set": one inside each.
      if (slot.own || this.distributive?.includes(from)) this.entity(to).pairWith ??= from;
      return;
    }
    if (slot.own) this.entity(to).pairWith ??= from;
    if (this.graph.has(from, to)) this.heldBefore.add(`${from}>${to}`);
    this.graph.relate(from, to, 'flow', 'prompt');
    const target = this.entity(to);
    if (this.payload && this.isStore(to) && target.paren.length === 0 && target.post.length === 0) target.paren.push(this.payload);
    const src = this.entity(from);
    if (['workflow', 'scheduler'].includes(src.entry.kind) && DATA_VERBS.has(this.verb)) this.result.orchestratedWrites.push({ orchestrator: from, store: to });
  }

  protected attach(a: string, b: string): void {
    const ea = this.entity(a);
    const eb = this.entity(b);
    // A namespace holds what its cluster would: "the dev namespace with a web deployment".
    if (boxHolds(ea, eb) && !eb.placedIn) {
      eb.placedIn = a;
      return;
    }
    const dir = orientAttach(ea.entry.kind, eb.entry.kind);
    const fronted = dir === 'ba' ? frontedEntries(this.graph, a, eb) : [];
    if (fronted.length > 0) for (const f of fronted) this.graph.relate(b, f, 'attach', 'prompt');
    else if (dir === 'ab') this.graph.relate(a, b, 'attach', 'prompt');
    else if (dir === 'ba') this.graph.relate(b, a, 'attach', 'prompt');
  }

  protected placeOrTarget(keys: string[], slot: Slot): void {
    if (placeInBox(keys, this.locSubjects, (k) => this.entity(k))) return;
    const from = this.subjects.length > 0 ? this.reachers(this.subjects, keys) : this.locSubjects;
    for (const s of from) for (const k of keys) this.flowEdge(s, k, slot);
    this.targets.push(...keys);
  }

  /** A place the text names; `housing` when "for" follows: it is for what comes next, not what came before. */
  protected onLocation(loc: Location, housing = false): void {
    this.onLocationOf(loc, housing && loc.type === 'subnet' ? [] : this.mode === 'location' ? this.locSubjects : this.lastKeys);
  }

  protected onLocationOf(loc: Location, subjects: string[]): void {
    if (loc.type === 'region') {
      if (!this.result.regions.includes(loc.name)) this.result.regions.push(loc.name);
      for (const k of subjects) if (!this.entity(k).regions.includes(loc.name)) this.entity(k).regions.push(loc.name);
    } else if (loc.type === 'regions') {
      this.result.regionCount = Math.max(this.result.regionCount, loc.count);
      if (this.hadReplicationWord || this.mode === 'between') for (const k of [...this.pending, ...this.subjects, ...this.lastKeys]) this.entity(k).props['geo_replication'] = true;
    } else if (loc.type === 'az') {
      this.result.azCount = Math.max(this.result.azCount, loc.count);
      for (const k of subjects) this.entity(k).props['spread_az'] = true;
    } else if (loc.type === 'account') {
      for (const k of subjects) this.entity(k).account ??= loc.name;
    } else {
      if (loc.type === 'subnet' && loc.name) this.result.subnetNames[loc.tier] ??= loc.name;
      // A second named subnet of one tier is a subnet of its own.
      const other = loc.type === 'subnet' && loc.name && this.result.subnetNames[loc.tier] !== loc.name ? loc.name : undefined;
      for (const k of subjects) [this.entity(k).tier, this.entity(k).subnet] = [loc.tier, other];
    }
  }

  /** "RabbitMQ between the order service and the email worker": A → X → B. */
  protected override flushBetween(): void {
    if (this.between.length >= 2 && this.subjects.length > 0) {
      for (const s of this.subjects) {
        this.graph.relate(this.between[0]!, s, 'flow', 'prompt');
        for (const b of this.between.slice(1)) this.graph.relate(s, b, 'flow', 'prompt');
      }
    }
    this.between = [];
  }

  /** "X exposed through A and B": A → B → X; "X talks to Y via Z": X → Z → Y. */
  protected override flushVia(): void {
    if (this.via.length === 0) return;
    const chain = [...this.via];
    // "Users open the app and sign in through Cognito": the identity service is reached, not passed through.
    if (signsInThrough(this.graph, this.subjects, chain, chain.map((k) => this.entity(k)), this.sentenceKeys)) return this.endVia([...this.viaAnchor]);
    // "A sends B's answer to C via D" after "A sends to B": the flow stated before stays as it was.
    const held = (a: string): boolean => this.subjects.some((s) => this.heldBefore.has(`${s}>${a}`));
    const anchor = this.viaAnchor.some((a) => !held(a)) ? this.viaAnchor.filter((a) => !held(a)) : this.viaAnchor;
    const inserted = this.subjects.filter((s) => anchor.some((a) => this.graph.has(s, a, false)));
    for (let k = 0; k + 1 < chain.length; k++) this.graph.relate(chain[k]!, chain[k + 1]!, 'flow', 'prompt');
    if (inserted.length > 0) {
      for (const s of inserted) for (const a of anchor) this.graph.remove(s, a);
      for (const s of inserted) this.graph.relate(s, chain[0]!, 'flow', 'prompt');
    }
    if (inserted.length === 0 && (this.flow === 'backward' || this.modeBeforeVia === 'source')) readThrough(this.graph, this.subjects, anchor, chain[0]!);
    for (const a of anchor) this.graph.relate(chain.at(-1)!, a, 'flow', 'prompt');
    const gateway = chain.at(-1)!;
    if (GATEWAY_KINDS.has(this.entity(gateway).entry.kind)) for (const a of anchor) if (GATEWAY_STANDS_FOR.has(this.entity(a).entry.id)) this.standsFor.push({ part: a, by: gateway });
    this.endVia(anchor);
  }

  private endVia(anchor: string[]): void {
    [this.lastViaAnchor, this.via, this.viaAnchor] = [[...anchor], [], []];
    if (this.mode === 'via') this.mode = this.modeBeforeVia;
  }
}
