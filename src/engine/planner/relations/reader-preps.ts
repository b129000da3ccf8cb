import { isCarrying, isCausative, isKeeping, isOriginating, isParticiple, isPlacing, isRemoving, isVerb } from '../text/verbs.js';
import { isContentWord } from '../entities/slot-qualify.js';
import { isPunct, isWord, type Item, type Slot } from '../entities/items.js';
import { isPeople, MOTION_VERBS, MOVER_KINDS, WAYFARING_VERBS } from './roles.js';
import { PendingReader } from './reader-pending.js';
import { HOSTING_VERBS, TOOL_VERBS } from './reader-state.js';
import { secondTool } from './second-tool.js';
import { hasVerbAhead } from './segments.js';
import { opensClause, usingAsWay } from './clause-marks.js';
import { wayTool } from './way-tools.js';
import { doersOfPeopleObject } from './people-object.js';
import { isConduit } from './conduits.js';
import { eachOfObject, isModalOrAdverb, isTriggerFor } from './reader-words.js';
import { ITEM_HOMES, itemAfter } from './stored-items.js';
import { coordinated, isInfinitive, nounsAfterSlot, placeWordsBefore, purposeBefore, purposeDoerAfter, roleBefore, slotBefore } from './item-shapes.js';

/** How prepositions ("to", "from", "via", "behind", "by", "with"…) move the reader's state. */
export abstract class PrepositionReader extends PendingReader {
  /** What a "with" right after a component moved the clause away from ("A behind B with C"): ", using D" is A's again. */
  private withHead: string[] = [];
  /** The doers a "with" after a way's step set aside ("via a browser with …"): theirs again on the way. */
  private wayDoers: string[] | null = null;

  protected override startClause(sentenceStart: boolean, keepOuter = false): void {
    super.startClause(sentenceStart, keepOuter);
    this.withHead = [];
    this.wayDoers = null;
    this.fronted = [];
  }

  /** Prepositions set the mode of what follows; returns false when the word is not one of them. */
  protected onPreposition(w: string, items: Item[], i: number): boolean {
    const afterSlot = this.prevItem?.t === 'slot';
    const state = { passive: this.passive, mode: this.mode, targets: this.targets, subjects: this.subjects, fromKeys: this.fromKeys };
    const served = purposeDoerAfter(items, i, this.mode, this.targets); // "into B for analysis by C": the flow goes on from B.
    if (served) return ([this.subjects, this.targets, this.mode, this.modeByPrep] = [[...served], [], 'target', true]), true;
    switch (w === 'using' && usingAsWay(this.verb, state, items, i) ? 'via' : w === 'of' && isWord(items[i - 1], 'out') ? 'from' : w) { // "out of X": X is a source
      case 'to': case 'into': case 'onto': case 'towards': case 'toward': {
        if (w === 'to' && isInfinitive(items, i)) {
          const tool = this.passive ? null : secondTool(items, i, this.graph, { subjects: this.subjects, tools: this.lastKeys, owner: this.infinitiveOwner, held: this.heldBefore });
          if (tool) return (this.subjects = tool), true;
          // "A uses B to send …", "A triggers B to be sent …": B does it; "A is used to send …": A does.
          // "A uses a connector to reach B": the connector is A's means; A goes on (people need it to act for them).
          const ownMeans = this.subjects.length > 0 && this.subjects.every((k) => !isPeople(this.entity(k))) && this.targets.every((k) => isConduit(this.entity(k)));
          if (isCausative(this.verb) && !this.passive && this.targets.length > 0 && !ownMeans) {
            const actors = this.targets.filter((k) => !this.isStore(k));
            this.infinitiveOwner = [...this.subjects];
            this.subjects = actors.length > 0 ? actors : [...this.targets];
          } else if (this.passive && this.mode === 'agent' && TOOL_VERBS.has(this.verb)) this.agentBase = null; // "X is used by B to send …": B sends.
          return true;
        }
        // "A splits rows inserted into B": the rows were left in B by someone else, and A takes them from there.
        if (this.reducedFrom && this.passive && this.mode === 'agent' && this.targets.length === 0 && isPlacing(this.verb)) { this.mode = 'source'; break; }
        // "… using a Lambda function as a bridge to Firehose": the component in that role reaches what follows.
        const role = w === 'to' ? roleBefore(items, i) : undefined;
        if (role && !this.passive) {
          this.subjects = [...role.keys];
          this.targets = [];
          this.mode = 'target';
          this.modeByPrep = true;
          this.lastPrep = w;
          return true;
        }
        // "sends logs to A for delivery into B": A hands the data on to B.
        if (this.mode === 'purpose' && !this.passive && this.targets.length > 0 && purposeBefore(items, i)) [this.subjects, this.targets] = [[...this.targets], []];
        // "R forwards events produced by A to C": the participle only said where the events came from;
        // the "to" is R's own destination again.
        if (this.reducedFrom && this.passive && this.mode === 'agent' && this.reducedVerb !== '' && isOriginating(this.verb)) {
          this.subjects = this.reducedFrom;
          this.verb = this.reducedVerb;
          this.passive = false;
          this.flow = 'forward';
          this.targets = [];
          this.reducedFrom = null;
        }
        // "subscribes to the topic", "listens to the hub": right after a verb that takes in data, "to" names where it comes from.
        if (w === 'to' && (this.takesFrom() || this.objectTakesFrom(afterSlot))) break;
        if (isWord(this.prevItem, 'and', 'or') && this.outer && this.outer.prep === w) this.restoreOuter();
        // "… moves the file from A to B" with no component doing it: the path is A → B.
        // A component that moves data ("using Data Factory, data is copied from A to B") stays in the path.
        const mover = this.subjects.some((k) => MOVER_KINDS.has(this.entity(k).entry.kind));
        // "from the Power BI report interface into …": nouns naming a part of the source still end its phrase.
        if (this.mode === 'source' && (afterSlot || nounsAfterSlot(items, i)) && this.fromKeys.length > 0 && (this.subjects.length === 0 || (this.subjectsImplicit && !mover))) {
          for (const s of this.subjects) for (const k of this.fromKeys) this.graph.remove(k, s);
          this.subjects = [...this.fromKeys];
          this.sourceSubjects = [];
          this.pathOnly = true;
        }
        // "Events from Cognito are relayed to EventBridge", "Events from Cognito go to EventBridge": the data came from A, so A is where it starts.
        if ((this.passive || (WAYFARING_VERBS.has(this.verb) && this.subjects.length === 0)) && (this.subjects.length === 0 || (this.subjectsImplicit && !mover)) && this.targets.length === 0 && this.fromKeys.length > 0 && this.flow === 'forward') this.subjects = [...this.fromKeys];
        if (this.mode === 'via' && this.targets.length === 0 && this.via.length > 0) {
          this.viaToTarget = [...this.via];
          this.via = [];
          this.viaAnchor = [];
        }
        this.flushVia();
        // "A exports X to Y": X was the thing carried, so it feeds A, and A reaches Y.
        if (this.mode === 'target' && !this.modeByPrep && !this.passive && afterSlot && isCarrying(this.verb) && this.targets.length > 0 && this.subjects.length > 0) {
          for (const s of this.subjects) for (const k of this.targets) {
            // An earlier clause's own "A sends to X" stays: only this clause's reading is undone.
            if (!this.heldBefore.has(`${s}>${k}`)) this.graph.remove(s, k);
            this.graph.relate(k, s, 'flow', 'prompt');
          }
          this.targets = [];
        }
        // "-> ECS tasks in the VPC -> Aurora", "-> ALB in a public subnet -> …": the place says where the last
        // stop is; the flow goes on from that stop.
        const placedStop = this.mode === 'location' && this.modeByPrep && this.locSubjects.length > 0 && this.locSubjects.every((k) => this.targets.includes(k))
          && (this.prevItem?.t === 'loc' || placeWordsBefore(items, i) || (afterSlot && this.lastKeys.every((k) => this.locSubjects.every((s) => this.entity(s).placedIn === k))));
        if (placedStop) {
          this.subjects = [...this.locSubjects];
          this.mode = 'target';
        }
        // "A -> B -> C": a target followed straight by "to" passes the flow on.
        // The stop is the component before any bracket: "Application Gateway (WAF) -> AKS" goes on from the gateway.
        const stop = slotBefore(items, i)?.keys ?? [];
        if (this.mode === 'target' && this.modeByPrep && stop.length > 0 && stop.every((k) => this.targets.includes(k))) this.subjects = [...stop];
        this.takePending();
        this.mode = 'target';
        this.modeByPrep = true;
        break;
      }
      case 'from':
        // "deletes the row from X": the doer acts on X, as "writes the row to X" would.
        if (isRemoving(this.verb) && !this.passive) return this.onPreposition('to', items, i);
        this.flushVia();
        this.sourceSubjects = afterSlot && this.subjects.length > 0 ? this.lastKeys : [];
        this.takePending();
        this.mode = 'source';
        break;
      case 'via': case 'through': case 'thru': {
        // "reached via A or via B": a second way to the same place, not a chain through A.
        const earlier = this.via.length > 0 ? this.viaAnchor : this.lastViaAnchor;
        const anchor = coordinated(items, i) && earlier.length > 0 ? [...earlier] : null;
        this.flushVia();
        this.takePending();
        // "A sends an alert through B": nothing reached yet, so the way is where A's flow goes next.
        // "A places orders for bread through B": a purpose that named no component leaves the flow where it was.
        if (!anchor && (this.mode === 'target' || this.mode === 'purpose') && !this.passive && this.flow === 'forward' && this.targets.length === 0 && this.subjects.length > 0 && this.verb !== '') {
          this.mode = 'target';
          this.modeByPrep = true;
          break;
        }
        this.modeBeforeVia = this.mode;
        // "X read by A through B": the way lies between the agent and X (A → B → X).
        const patients = this.mode === 'agent' && this.passive && this.flow === 'forward' && this.agentBase && this.targets.length > 0 ? [...this.agentBase] : null;
        const own = this.passive ? null : doersOfPeopleObject(this.verb, this.targets.length > 0 ? this.targets : this.lastKeys, this.subjects, (k) => this.entity(k));
        this.viaAnchor = anchor ?? patients ?? own ?? (this.targets.length > 0 ? [...this.targets] : [...this.lastKeys]);
        this.mode = 'via';
        break;
      }
      case 'by': {
        this.takePending();
        this.mode = 'agent';
        // "… gets started by each fresh report object": the store holding the item is the agent.
        const store = itemAfter(items, i) ? [...this.seen].filter((k) => ITEM_HOMES.has(this.entity(k).entry.kind)).at(-1) : undefined;
        if (store && !this.subjects.includes(store)) this.apply([store], { own: false } as Slot);
        break;
      }
      case 'with': case 'using': {
        const way = wayTool(w, afterSlot, { mode: this.mode, via: this.via, lastKeys: this.lastKeys, setAside: this.wayDoers });
        if (way === 'back') [this.subjects, this.wayDoers, this.mode] = [this.wayDoers!, null, 'via'];
        else if (way === 'describe') [this.wayDoers, this.subjects, this.mode] = [[...this.subjects], [...this.lastKeys], 'attach'];
        if (way !== null) break;
        if (this.passive && this.prevItem?.t === 'word' && isParticiple(this.prevItem.lower)) {
          this.mode = 'agent';
          break;
        }
        if (!this.distributive) {
          // "A asks B with a longer prompt and keeps …": B was the object; the verb after "and" is A's again.
          if (afterSlot && this.mode === 'target' && !this.passive && this.subjects.length > 0 && this.lastKeys.every((k) => this.targets.includes(k) && !this.subjects.includes(k))) this.infinitiveOwner ??= [...this.subjects];
          const before = this.subjects.length > 0 ? this.subjects : this.pending;
          // "A behind B with C, using D": after the comma, D is what A uses, not what B does.
          const head = isPunct(this.prevItem, ',') && this.withHead.length > 0 ? this.withHead : null;
          if (afterSlot && before.length > 0 && !before.some((k) => this.lastKeys.includes(k))) this.withHead = [...before];
          const own = afterSlot && !this.passive ? doersOfPeopleObject(this.verb, this.lastKeys, before, (k) => this.entity(k)) : null;
          this.subjects = head ?? own ?? (afterSlot ? this.lastKeys : before);
        } else if (this.subjects.length === 0) {
          // "the A and B services, each with its own table, sit behind …": the services stay the subject.
          this.subjects = this.pending.length > 0 ? [...this.pending] : [...this.distributive];
        }
        this.pending = [];
        this.mode = 'attach';
        this.instrument = w === 'using';
        break;
      }
      case 'in': case 'inside': case 'within': case 'on': case 'at': case 'across':
        // "goes across the balancer": what moves crosses it on its way, as "through" would say.
        if (w === 'across' && MOTION_VERBS.has(this.verb) && this.mode === 'target' && !this.passive && this.targets.length === 0 && this.subjects.length > 0) {
          this.modeByPrep = true;
          break;
        }
        // "Power BI analyzes data stored in the lake": as with "A splits rows inserted into B", A takes the data from B.
        if (w !== 'across' && w !== 'at' && !this.nounSubject && this.reducedFrom && this.passive && this.mode === 'agent' && this.targets.length === 0 && isKeeping(this.verb)) { this.mode = 'source'; break; }
        // "triggered by events in S3": a place after the agent's noun is still the agent.
        if (this.mode === 'agent' && w !== 'across' && this.prevItem?.t === 'word' && isContentWord(this.prevItem)) break;
        // "runs in response to changes in Firestore": what is responded to is the agent.
        if (w === 'in' && isWord(items[i + 1], 'response') && isWord(items[i + 2], 'to', 'from')) {
          this.takePending();
          this.mode = this.passive ? 'agent' : 'source';
          this.skipTo = i + 2;
          break;
        }
        // "ships the build to a test cluster on AKS": the noun after "to" named no component, so the
        // place that qualifies it is where the flow goes, not where the sender sits.
        if (this.mode === 'target' && this.modeByPrep && this.targets.length === 0 && this.subjects.length > 0 && !afterSlot
          && this.prevItem?.t === 'word' && isContentWord(this.prevItem)) break;
        if (w === 'in' && isWord(items[i + 1], 'front') && isWord(items[i + 2], 'of')) {
          this.takePendingOrLast();
          this.mode = 'target';
          this.modeByPrep = true;
          this.targets = [];
          break;
        }
        // "two VMs, one in zone a and one in zone b": each one of the counted component is somewhere.
        if (this.prevItem?.t === 'word' && this.prevItem.pos === 'NUM') {
          const counted = [...this.lastKeys, ...[...this.sentenceKeys].reverse()].find((k) => this.isPlural(k));
          if (counted) {
            this.locSubjects = [counted];
            this.mode = 'location';
            break;
          }
        }
        // "kept in A or in B", "runs in X and in Y": the same preposition again names a second place for the same thing.
        if (this.mode === 'location' && this.lastPrep === w && coordinated(items, i)) break;
        if (!isWord(this.prevItem, 'all')) this.locSubjects = afterSlot ? this.lastKeys : this.targets.length > 0 ? this.targets : this.subjects.length > 0 ? this.subjects : this.pending;
        this.mode = 'location';
        break;
      case 'behind':
        // A store behind a CDN takes its uploads straight; only who reaches a program goes through its front.
        this.fronted = afterSlot && this.targets.length > 0 && !this.lastKeys.some((k) => this.isStore(k)) ? this.subjects.filter((k) => !this.lastKeys.includes(k)) : [];
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
        if (this.mode === null && this.pending.length > 0 && isTriggerFor(this.prevItem, items, i)) {
          [this.triggerOf, this.pending] = [[...this.pending], []];
          break;
        }
        if (this.takeRole()) break;
        // "listens for these events", "polls for new jobs": what is waited for comes from a source.
        if (this.takesFrom()) break;
        this.mode = 'purpose';
        break;
      case 'each': case 'every': case 'both': {
        // The nearest plural before "each" is what each one is ("users reach two services, each with …").
        const plural = [...this.lastKeys, ...this.targets, ...this.subjects].find((k) => this.isPlural(k));
        // "the A, B and C services, each with …": without a plural, several things just named are each one.
        const several = [this.targets, this.subjects, this.pending].find((ks) => ks.length > 1);
        // "… services run as ECS services on Fargate, each with …": what hosts them is not what each one is.
        const hosted = HOSTING_VERBS.has(this.verb) && this.subjects.length > 1 && !this.subjects.some((k) => this.isPlural(k));
        // "Each spoke VPC runs a GKE cluster": opening a clause, "each" is said of the subject after it ("for every team" is not).
        const ahead = items[i + 1]?.t === 'slot' && this.mode === null && this.subjects.length + this.pending.length === 0;
        this.distributive = (w === 'every' && !ahead) || eachOfObject(items, i, this.verb) ? this.distributive : ahead ? [] : hosted ? [...this.subjects] : plural ? [plural] : several ? [...several] : this.targets.length > 0 ? [...this.targets] : this.lastKeys.length > 0 ? [...this.lastKeys] : null;
        break;
      }
      case 'then': {
        // "A calls B, then publishes to C" keeps A; "A to B then C" passes the flow on.
        const next = items[i + 1];
        const named = isWord(next, 'the', 'a', 'an') ? items[i + 2] : next;
        // "…, then B builds X": a component with a verb of its own after "then" starts the next clause.
        if (named?.t === 'slot' && opensClause(items, named === next ? i + 1 : i + 2)) break;
        // "…, stored in the registry, then AKS": a bare name after "then" is the next stop, whatever
        // the phrase before it was (a place, an agent): the flow goes on from where it last arrived.
        const landed = this.targets.length > 0 ? this.targets : this.mode === 'location' || this.mode === 'agent' ? this.lastKeys : [];
        if (named?.t === 'slot' && landed.length > 0 && this.mode !== 'target' && !hasVerbAhead(items, i + 1)) {
          this.subjects = [...landed];
          this.mode = 'target';
          this.passive = false;
          this.carried = false;
          this.targets = [];
          break;
        }
        // "A passes X to B, then to C": the same preposition again is A sending once more, unless what moves travels on.
        const again = isWord(next, this.lastPrep) && (!MOTION_VERBS.has(this.verb) || this.payload !== undefined) && !this.moving && !this.passive && this.subjects.length > 0;
        // "…, then quietly invokes C": an adverb before the verb leaves the verb the subject's.
        const verbAt = isPunct(items[i - 1], ',') ? items.slice(i + 1).find((it) => !isModalOrAdverb(it)) : next;
        if (this.targets.length > 0 && !again && !(verbAt?.t === 'word' && isVerb(verbAt.lower))) this.subjects = [...this.targets];
        break;
      }
      case 'of':
        this.takeRole();
        break;
      case 'as': case 'front': case 'out': case 'and': case 'or':
        break;
      default:
        return false;
    }
    if (['to', 'into', 'onto', 'towards', 'toward', 'from', 'by', 'with', 'in', 'on'].includes(w)) this.lastPrep = w;
    return true;
  }
}
