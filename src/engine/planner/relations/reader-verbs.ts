import { isBareParticiple, isParticiple, isThirdPersonForm, verbFlow } from '../text/verbs.js';
import { isPunct, isWord, type Item, type Slot } from '../entities/items.js';
import { singular } from '../text/tokens.js';
import { isActiveVerb, isModal, nextWord, objectAfterVerb, slotNext } from './reader-words.js';
import { AUXILIARIES, FREQUENCY_WORDS } from '../text/lexicon.js';
import { isContentWord } from '../entities/slot-qualify.js';
import { nounsAfterSlot, verbWithObject } from './item-shapes.js';
import { agentNounDisagrees } from './relative-agreement.js';
import { relativeVerbAt } from './relative-verb.js';
import { settingOfPart } from './setting-antecedent.js';
import { coordinatedWhoseOwner, doerOwnsWhose, sourceRelative } from './whose.js';
import { REPLY_VERBS, REQUEST_VERBS, verbBase } from './reader-state.js';
import { ListReader } from './reader-lists.js';
import { pronounLookedAt } from './people-data.js';
import { OpeningPhrase } from './opening-phrase.js';
import { stepPronoun, topicDoers } from './topic.js';
import { ModifierChain } from './modifier-chain.js';
import { ANSWERING_KINDS, MOTION_VERBS, MOVERS, WAYFARING_VERBS } from './roles.js';

/** How a verb moves the reader: who does it, which way it sends data, and what "it" means around it. */
export abstract class VerbReader extends ListReader {
  /** "The function app takes these actions:": who a colon-ended sentence said acts; "It" opening a sentence of the list is that component. */
  private listOwner: string[] | null = null;
  private sentenceOpen = true;
  private ownerSpoke = false;
  /** Who did the first thing the sentence (and the one before it) said: "It also …" is that one again. */
  protected mainSubjects: string[] | null = null;
  private prevMainSubjects: string[] = [];
  private prevTopic: string[] = [];
  /** Who "it" stood for as a subject in this sentence, and who the last sentence's "it" subject was when that was its main doer. */
  private itDoers: string[] = [];
  private prevItMain: string[] = [];
  /** The parts a subjectless "-ing" phrase opening the sentence named, for the subject after its comma. */
  protected opener = new OpeningPhrase();
  /** The noun a run of comma-led participle phrases describes ("A, fed by B, backed by C"). */
  protected chain = new ModifierChain();

  protected noteSentenceEnd(colon: boolean, _sentence: Item[] = []): void {
    this.prevSentenceKeys = [...new Set(this.sentenceKeys)];
    // "A is set up as a trigger for B; it …": a sentence relating its named subject without a verb of its own is about that subject.
    this.prevTopic = this.verb === '' && this.mainSubjects === null && !this.subjectsImplicit && this.subjects.length > 0 && this.targets.length > 0 ? [...this.subjects] : [];
    const who = this.subjects.length > 0 ? this.subjects : this.pending;
    if (colon) this.listOwner = who.length > 0 ? [...who] : null;
    this.sentenceOpen = true;
    this.opener.clear();
    this.chain.clear();
    // A step number standing alone ("3.") names nothing and leaves the topic as it was.
    const bare = this.mainSubjects === null && this.verb === '' && this.sentenceKeys.length === 0;
    if (!bare) {
      this.prevMainSubjects = this.mainSubjects ?? [];
      this.prevItMain = this.itDoers.length > 0 && this.prevMainSubjects.every((k) => this.itDoers.includes(k)) ? [...this.prevMainSubjects] : [];
      this.itDoers = [];
      // "The hub starts a job that copies files." ends in the job's clause; the hub stays the topic.
      const aside = this.outer !== null || this.reducedFrom !== null;
      this.lastTopic = { subjects: this.prevMainSubjects.filter((k) => this.entity(k).entry.category !== 'client'), verb: this.mainVerb, aside, passive: aside && this.passive };
    }
    this.mainSubjects = null;
  }

  /** "The logic app calls A to read the images. It might also call B": "also" keeps the last sentence's doer. */
  protected alsoSubject(items: Item[], i: number): string[] {
    const also = items.slice(i + 1, i + 4).findIndex((it) => isWord(it, 'also'));
    const between = items.slice(i + 1, i + 1 + Math.max(also, 0));
    if (also < 0 || !between.every((it) => it.t === 'word' && (it.pos === 'AUX' || ['might', 'may', 'can', 'could', 'will', 'would', 'then'].includes(it.lower)))) return [];
    return this.prevMainSubjects.filter((k) => !ANSWERING_KINDS.has(this.entity(k).entry.kind));
  }

  /**
   * "It" opening a clause: what the last clause reached, unless that only answered a call (a
   * model, a search index): "the function asks the model for a summary. It saves …" — the caller acts again.
   */
  protected subjectPronoun(items: Item[], i: number): string[] {
    const found = this.pronounSubject(items, i);
    if (isWord(items[i], 'it')) this.itDoers = [...found];
    return found;
  }

  private pronounSubject(items: Item[], i: number): string[] {
    if (this.listOwner && this.sentenceOpen) {
      this.ownerSpoke = true;
      return [...this.listOwner];
    }
    if (this.sentenceOpen && this.prevTopic.length > 0) return [...this.prevTopic];
    // "It triggers A. In the other path, it triggers B": an "it" that was the last sentence's doer stays that doer.
    if (isWord(items[i], 'it') && (this.sentenceOpen || isPunct(items[i - 1], ',')) && this.prevItMain.length > 0) return [...this.prevItMain];
    if (this.prevPossessor.length > 0) return [...this.prevPossessor];
    // "The hub starts a job that copies files. It then calls B": the next step is the hub's, not the job's.
    const topic = this.sentenceOpen && stepPronoun(items, i) ? topicDoers(this.lastTopic, this.prevSubjects) : [];
    if (topic.length > 0) return topic;
    // "A is started by B. It then …": the component set off is the one that goes on acting.
    if (this.prevStartedByAgent && this.prevSubjects.length > 0) return [...this.prevSubjects];
    const answered = this.prevTargets.length > 0 && (REQUEST_VERBS.has(this.prevVerb) || this.prevTargets.every((k) => ANSWERING_KINDS.has(this.entity(k).entry.kind)));
    const callers = this.prevSubjects.filter((k) => !ANSWERING_KINDS.has(this.entity(k).entry.kind));
    return answered && !this.prevByAgent && callers.length > 0 ? callers : this.pronoun();
  }


  /** "passes data from the Power BI report into …": a bare verb-like word after a component a preposition governs is its noun. */
  protected governedNoun(w: string, items: Item[], i: number): boolean {
    const tagged = (items[i] as { pos?: string }).pos === 'NOUN';
    // "stores scores, notes and history in B", "transcribes recorded calls": a noun right after the active verb is its object, not a second verb.
    if (this.verb !== '' && !this.passive && !this.aux && !this.verbReached && objectAfterVerb(items, i, this.verb) && !AUXILIARIES.has(w)) {
      this.payload ??= w;
      this.clauseWords.add(singular(w));
      return true;
    }
    return (this.prevItem?.t === 'slot' || (tagged && nounsAfterSlot(items, i))) && this.verb !== '' && !this.aux && (this.mode === 'source' || this.mode === 'target') && this.lastPrep !== ''
      && verbBase(w) === w && !/(?:s|ed|ing)$/.test(w) && !(this.verbForm === 'opening' && verbWithObject(items, i));
  }

  /** "… and analysts chart them in C": the pronoun is the data where it was kept; the people look at that, as if named. */
  protected lookedPronoun(w: string, items: Item[], i: number): boolean {
    const who = this.mode === null ? this.pending : this.subjects;
    const looked = pronounLookedAt(this.graph, w, this.targets.length === 0 ? this.prevItem : undefined, who, [...this.prevTargets, ...this.sentenceKeys]);
    if (looked === undefined) return false;
    this.onSlot({ keys: [looked], attached: [], own: false } as unknown as Slot, items, i);
    return true;
  }

  /** "it" / "them": the earlier component this verb can act on, most recent first. */
  protected pronoun(): string[] {
    const notMe = (k: string): boolean => !this.subjects.includes(k);
    const dataVerb = ['catalog', 'index', 'query', 'scan', 'crawl', 'read', 'store', 'write', 'load', 'back', 'archive'].includes(this.verb);
    if (dataVerb) {
      const store = [...this.prevTargets, ...this.prevSubjects].filter(notMe).findLast((k) => this.isStore(k) || ['data_warehouse', 'search'].includes(this.entity(k).entry.kind));
      if (store) return [store];
    }
    const fit = [...this.prevTargets, ...this.prevSubjects].filter(notMe).find((k) => !this.isStore(k));
    return fit ? [fit] : [...this.prevTargets, ...this.lastKeys].filter(notMe).slice(-1);
  }


  /**
   * "Traffic enters A, it crosses B and it is routed to C": "it" standing for what moves starts
   * each hop where the last one arrived (A → B → C), not where the traffic came from. After a
   * passive that went through a way ("X is packaged through B. It is pushed to C"), "it" leaves from B.
   */
  protected moverPronoun(w: string, items: Item[], i: number): boolean {
    if (w !== 'it' && w !== 'they') return false;
    // "it will be sent on to C", "they can cross B": the verb after a modal says how it moves.
    const next = nextWord(items, isModal(items[i + 1]) ? i + 1 : i);
    const passiveNext = ['is', 'are', 's', 'gets', 'get', 'be'].includes(next);
    if (!(MOTION_VERBS.has(verbBase(next)) || passiveNext)) return false;
    const opening = this.mode === null && this.pending.length === 0 && this.subjects.length === 0;
    const movers = (words: (string | undefined)[]): boolean => words.some((n) => MOVERS.has(singular(n ?? '')));
    const again = isWord(this.prevItem, 'and', 'then') && this.targets.length > 0 && (this.moving || WAYFARING_VERBS.has(this.verb) || movers([this.payload, this.nounSubjectWord, ...this.clauseWords]));
    const mover = this.prevMoving || movers([this.prevPayload, this.prevNounSubjectWord, ...this.prevWords]);
    // "X is packaged through B. It is pushed to C": what went through B leaves from there.
    const through = opening && this.prevWays.length > 0 && passiveNext;
    if (!again && !through && !(opening && mover && this.prevTargets.length > 0)) return false;
    if (again) {
      this.endClause();
      this.startClause(false);
    }
    this.pending.push(...(through ? this.prevWays : this.prevTargets));
    this.moving = true;
    return true;
  }


  /**
   * "Traffic enters A, goes across B and is routed to C": a verb of moving along a path, after a
   * verb of moving or in a clause about what moves, takes it on from where it last arrived.
   */
  private movesOn(w: string): boolean {
    if (!MOTION_VERBS.has(verbBase(w))) return false;
    return WAYFARING_VERBS.has(this.verb) || [this.payload, this.nounSubjectWord, ...this.clauseWords].some((n) => MOVERS.has(singular(n ?? '')));
  }

  /** `commaThen`: the verb follows ", then" ("…, then submits …"). */
  protected onVerb(w: string, commaThen = false): void {
    this.housing = null;
    this.verbAhead = verbBase(w);
    if (this.sentenceOpen) {
      // A sentence whose own named subject acts ends the list; "When B finishes, it …" or a passive does not.
      if (!this.ownerSpoke && !this.causeClause && this.pending.length > 0 && !this.aux && !isParticiple(w)) this.listOwner = null;
      this.sentenceOpen = false;
      this.ownerSpoke = false;
    }
    // "Traffic enters through the load balancer and reaches GKE": the way taken leads on.
    const lead = this.via.length > 0 && this.viaAnchor.length === 0 ? [...this.via] : [];
    this.flushVia();
    this.closeVerb();
    // "a queue that a function consumes": the relative pronoun is the object of this verb.
    const gap = this.antecedent.length > 0 && this.pending.length > 0 ? this.antecedent : [];
    if (this.antecedent.length > 0 && this.pending.length === 0) this.relativeSubject = [...this.antecedent];
    this.antecedent = [];
    if (this.pending.length > 0) for (const f of this.feeder) for (const p of this.pending) if (f !== p && !this.graph.has(f, p)) this.graph.relate(f, p, 'flow', 'prompt');
    this.feeder = [];
    const participle = isParticiple(w) && (this.aux || !isBareParticiple(w)) && !this.adjectival && !this.pastActive;
    const ing = w.endsWith('ing');
    const afterSlot = this.prevItem?.t === 'slot';
    const continuing = isWord(this.prevItem, 'and', 'or', 'then') || (this.aux && this.auxAfterAnd);
    this.auxAfterAnd = false;
    let carried = false;
    const modifier = (participle && !this.aux) || ing;
    const afterComma = isPunct(this.prevItem, ',');
    const chained = this.pending.length + this.subjects.length === 0 ? this.chain.describes(afterComma, modifier) : [];
    const direct = afterSlot && this.pending.length > 0;
    const stated = this.pending.length > 0 || afterSlot || (ing && isWord(this.prevItem, 'of', 'for')) || (this.subjects.length === 0 && this.targets.length > 0 && this.verbForm !== 'finite');
    if (this.pending.length > 0 && !(afterSlot && (participle || ing) && this.subjects.length > 0)) {
      this.takePending();
    } else if (chained.length > 0) {
      // "A, fed by B, backed by C": each phrase of the chain describes A, not what the one before named.
      // What the phrase says next ("exposed through C") is about A as well.
      this.subjects = chained;
      this.lastKeys = [...chained];
    } else if (continuing && this.infinitiveOwner && this.infinitiveOwner.length > 0 && !participle && !ing && isThirdPersonForm(w) && verbBase(w) !== w) {
      // "A calls B to check X and saves …": the finite verb after "and" pairs with "calls", so A saves, not B.
      this.subjects = this.infinitiveOwner;
      this.infinitiveOwner = null;
    } else if (commaThen && this.outer?.bound && this.outer.subjects.length > 0 && !participle && !ing) {
      // "A runs a function that checks X, then submits Y to B": the comma closed the function's clause; A submits.
      this.restoreOuter();
    } else if (continuing && this.subjects.length === 0 && this.outer && this.outer.subjects.length > 0 && !participle && !ing && isThirdPersonForm(w) && verbBase(w) !== w) {
      // "A writes a file that lists X and uploads it to B": the file's clause is over; the finite verb after "and" is A's.
      this.restoreOuter();
    } else if (isWord(this.prevItem, 'each') && this.distributive && (participle || ing)) {
      // "three queues, each read by its own worker", "two buckets, each feeding its own job": each one acts.
      this.subjects = [...this.distributive];
    } else if (afterSlot && (participle || ing) && (this.subjects.length > 0 || this.mode !== null)) {
      this.outer = { subjects: this.subjects, mode: this.mode, prep: this.lastPrep, bound: true };
      this.subjects = this.lastKeys;
    } else if (ing && isWord(this.prevItem, 'of', 'for') && this.lastKeys.length > 0 && !this.subjects.some((k) => this.lastKeys.includes(k))) {
      // "the job in charge of importing …", "a job responsible for copying …": the component just named does it.
      this.outer = { subjects: this.subjects, mode: this.mode, prep: this.lastPrep, bound: true };
      this.subjects = [...this.lastKeys];
    } else if (continuing && !participle && this.agentBase) {
      // "A is triggered by B and then creates C": the active verb is A's again.
      this.subjects = this.agentBase;
    } else if (continuing && this.reducedFrom) {
      // "joins it with data held in B and calls C": the participle described the data; the clause's subject calls.
      this.subjects = this.reducedFrom;
    } else if (continuing && this.passive && this.targets.length > 0) {
      this.subjects = [...this.targets];
    } else if (this.targets.length > 0 && ((continuing && this.moving) || ((continuing || isPunct(this.prevItem, ',')) && this.movesOn(w)))) {
      // "… they cross B and are routed to C": what moves goes on from where it arrived.
      this.subjects = [...this.targets];
    } else if (this.agentBase) {
      this.subjects = this.agentBase;
    } else if (this.subjects.length === 0 && this.targets.length > 0 && this.verbForm !== 'finite') {
      // "Writing to the table starts a stream": where the opening phrase landed does the starting.
      this.subjects = [...this.targets];
    } else if (this.subjects.length === 0) {
      this.subjects = this.implicitSubjects(participle, ing);
      carried = participle && !ing && this.prevSubjects.length === 0 && this.subjects.length > 0 && this.subjects.every((k) => this.prevTargets.includes(k));
    }
    this.chain.settle(this.subjects, { modifier, afterComma, direct, clauseVerb: this.verb });
    // "A polls X, sends the data from B to C": a finite verb right after the comma shares the sentence's subject, as if named.
    const elided = this.commaClause && this.prevItem?.t === 'punct' && this.prevItem.text === ',' && !participle && !ing && isThirdPersonForm(w)
      && this.subjects.length > 0 && this.subjects.every((k) => this.prevSubjects.includes(k) && this.sentenceKeys.includes(k));
    if (!participle && !ing) this.opener.reach(this.subjects, stated, this.graph);
    if (stated || elided) this.subjectsImplicit = false;
    else if (!continuing) this.subjectsImplicit = true;
    if (lead.length > 0 && (this.subjects.length === 0 || this.subjectsImplicit)) {
      this.subjects = lead;
      this.subjectsImplicit = false;
    }
    this.passive = participle && (this.aux || afterSlot || this.subjects.length > 0);
    const describesNoun = this.passive && !this.aux && !afterSlot && this.prevItem?.t === 'word' && (this.prevItem.pos === 'NOUN' || this.prevItem.pos === 'PROPN');
    this.reducedFrom = describesNoun && this.subjects.length > 0 ? [...this.subjects] : null;
    this.reducedVerb = describesNoun ? this.verb : '';
    this.reducedTargets = describesNoun ? [...this.targets] : [];
    this.carried = carried && this.passive;
    this.aux = false;
    this.verb = verbBase(w);
    if (this.mainSubjects === null && this.subjects.length > 0 && !this.passive) [this.mainSubjects, this.mainVerb] = [[...this.subjects], this.verb];
    this.replied ||= REPLY_VERBS.has(this.verb) && !participle && !ing;
    // "Files uploaded to S3 …", "Writing to the table …": a phrase whose landing place may act next.
    this.verbForm = (ing || (participle && !this.aux)) && this.subjects.length === 0 && this.pending.length === 0 ? 'opening' : 'finite';
    this.flow = verbFlow(w) ?? 'forward';
    this.targets = [];
    this.sourceSubjects = [];
    this.agentBase = null;
    this.modeByPrep = false;
    this.mode = this.passive ? 'agent' : this.flow === 'forward' ? 'target' : 'source';
    this.verbReached = false;
    if (gap.length > 0 && !this.passive) this.apply(gap, { own: false } as Slot);
    // "When a file is written to S3, EventBridge routes …": where the event happened reaches who reacts.
    if (this.cause.length > 0 && !this.causeClause && stated) {
      for (const c of this.cause) for (const s of this.subjects) if (c !== s && !this.graph.has(c, s)) this.graph.relate(c, s, 'flow', 'prompt');
      this.cause = [];
    }
  }

  /** A relative word ("that", "which", "where") opens a clause about the last noun or component. */
  protected onRelative(w: string, items: Item[], i: number): void {
    this.housing = null;
    this.flushVia();
    this.noteGated();
    // "users upload pictures which get resized": "which" is the pictures, not a component.
    // "a job nightly that exports …": a word of frequency between leaves the component as the antecedent.
    const afterNoun = this.prevItem?.t === 'word' && isContentWord(this.prevItem) && !FREQUENCY_WORDS.has(this.prevItem.lower) && !settingOfPart(items, i);
    // "A emits an event that starts B": what A sends does the starting, so A reaches B.
    const carried = afterNoun && this.mode === 'target' && this.flow === 'forward' && !this.passive && this.targets.length === 0 && (isActiveVerb(items[i + 1]) || relativeVerbAt(items, i + 1));
    // "A emits an event that B routes to C": B takes on what A sent, so A reaches B.
    const feeder = afterNoun && !carried && this.mode === 'target' && this.flow === 'forward' && !this.passive && this.targets.length === 0 && slotNext(items, i + 1) ? [...this.subjects] : [];
    this.dataReaders = afterNoun && !carried ? this.lookingPeople() : [];
    this.feeder = this.dataReaders.length > 0 ? [] : sourceRelative(items, i) ? [...this.lastKeys] : feeder;
    this.wherePlace = w === 'where' && !afterNoun ? [...this.lastKeys] : [];
    this.whereFrom = this.sentenceKeys.length;
    this.outer = { subjects: this.subjects, mode: this.mode, prep: this.lastPrep, bound: !isPunct(items[i - 1], ','), possessive: w === 'whose' };
    // "a worker woken by queue messages that writes to B": the verb does not agree with the plural noun, so the worker writes.
    const headOwns = this.subjects.length > 0 && agentNounDisagrees(items, i);
    const owner = coordinatedWhoseOwner(items, i) ?? ((afterNoun && doerOwnsWhose(w, this.mode, this.subjects, this.targets)) || headOwns ? [...this.subjects] : undefined);
    this.subjects = owner ?? (carried ? [...this.subjects] : afterNoun || sourceRelative(items, i) ? [] : this.lastKeys);
    this.antecedent = owner ?? (afterNoun || sourceRelative(items, i) ? [] : [...this.lastKeys]);
    this.relativeSubject = [];
    if (!afterNoun && !carried) this.payload = undefined; // "an S3 upload triggers a function that writes to X": X gets no "upload".
    this.pending = [];
    this.mode = null;
    this.targets = [];
    this.agentBase = null;
  }
}

