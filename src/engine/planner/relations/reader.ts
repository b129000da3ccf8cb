import { isParticiple, isThirdPersonForm, isVerb, roleFlow, verbFlow } from '../text/verbs.js';
import { AUXILIARIES, RELATIVES } from '../text/lexicon.js';
import { isContentWord } from '../entities/slot-qualify.js';
import { isWord, takenFromPart, type Item, type Slot } from '../entities/items.js';
import type { EntityGraph } from './graph.js';
import { singular } from '../text/tokens.js';
import { HOSTING_VERBS, META_VERBS, SUBORDINATORS, verbBase, type ReadResult } from './reader-state.js';
import { PlacedRelativeReader } from './reader-placed-relative.js';
import { toolsKeepData } from './roles.js';
import { dataOrigin } from './people-data.js';
import { afterComma, endedSentences, namesSequence } from './segments.js';
import { StepRun } from './steps.js';
import { LineList } from './list-lines.js';
import { hostedAliases, hostedParts, isHostingWord } from '../entities/hosting.js';
import { NAMING_PARTICIPLES, housesNext, opensCause, opensClause } from './clause-marks.js';
import { readAsRole, readBareRole } from './as-role.js';
import { afterCommaThen, afterDeterminer, asideEnd, conditionEnd, isFrequency, commaAndVerb, verbAfterRelative, afterFiniteVerb, alternativeEnd, describesNext, isCopular, isModal, isNounish, mannerAfterComma, skipsOver, nameHost, nextWord, opensComplement, genericPerson, absoluteAndVerb, openingPlural, prepositionNoun, pluralSubjectVerb, pronounOpensClause, verbAfter, verbBeforeObject, verbShaped } from './reader-words.js';
import { mergeStandIns } from './stand-ins.js';
import { storeHolding } from './held-data.js';

export type { ReadResult } from './reader-state.js';

/**
 * Reads relations clause by clause: words move the state machine (verbs, prepositions, relative
 * pronouns, "it"), components are related as the current mode says (reader-slots.ts).
 */
export class RelationReader extends PlacedRelativeReader {
  /** Nouns that stand for a component the text said they run on ("the portal"). */
  private aliases = new Map<string, string[]>();
  /** Steps a colon announced, drawn when the sentence after it ends; parts it lists one per line. */
  private steps = new StepRun();
  private lines = new LineList();

  protected override endClause(): void {
    super.endClause();
    toolsKeepData(this.sentenceKeys, this.graph);
    const clause = { verb: this.verb, passive: this.passive, patients: this.agentBase };
    if (this.steps.active) this.steps.note(this.subjects.length > 0 ? this.subjects : this.pending, this.targets.length + this.fromKeys.length > 0, clause, this.graph);
  }

  read(items: Item[]): ReadResult {
    this.aliases = hostedAliases(items);
    const hosted = hostedParts(items, (key) => this.graph.get(key));
    for (const { items: sentence, end } of endedSentences(items)) {
      this.startClause(true);
      [this.commaClause, this.skipTo] = [false, -1];
      this.lines.start(sentence, this.graph);
      for (let i = 0; i < sentence.length; i++) {
        const it = sentence[i]!, aside = Math.max(asideEnd(sentence, i), conditionEnd(sentence, i));
        if (i <= this.skipTo) continue;
        if (aside > i) { this.skipTo = aside; continue; }
        if (it.t === 'punct' && (it.text === '(' || it.text === ')')) this.parenDepth = Math.max(0, this.parenDepth + (it.text === '(' ? 1 : -1));
        else if (this.parenDepth === 0) this.outsideParen = true;
        if (it.t === 'slot' && readAsRole(sentence, i, this.graph, this.seen)) { /* "Redis as the cache": what the last one is for */ }
        else if (it.t === 'slot' && this.onRoleSlot(it.slot, sentence, i)) { /* read as a role, not a component */ }
        else if (it.t === 'slot') {
          if (this.verb !== '' && opensClause(sentence, i)) {
            // "A lives in X and B lives in Y": the component after "and" is the next clause's subject.
            this.endClause();
            this.startClause(false);
          }
          this.onSlot(this.echoedSlot(it.slot, sentence, i), sentence, i);
        }
        else if (it.t === 'loc') this.onLocation(it.loc, housesNext(sentence, i));
        else if (it.t === 'punct' && it.text === ',') this.onComma(sentence, i);
        else if (it.t === 'word') this.onWord(it.lower, sentence, i);
        if (!skipsOver(this.prevItem, it)) this.prevItem = it;
        // The word that says a subnet houses what follows is read; what follows goes in the subnet.
        const place = sentence[i - 1];
        if (place?.t === 'loc' && housesNext(sentence, i - 1)) this.housing = place.loc;
      }
      this.endClause();
      this.steps.close(this.graph);
      const who = this.subjects.length > 0 ? this.subjects : this.pending;
      if (end === ':') this.steps.open(this.verb, who, this.targets, this.clauseWords, namesSequence(sentence));
      this.lines.end(end, sentence, who, this.targets, this.graph);
      this.noteSentenceEnd(end === ':', sentence);
    }
    this.standsFor.push(...hosted.map(({ part, by }) => ({ part, by })));
    mergeStandIns(this.standsFor, this.graph, (k) => this.entity(k));
    this.standsFor = [];
    for (const { part, by, name } of hosted) nameHost(this.entity(part), this.entity(by), name);
    return this.result;
  }

  // ---- punctuation and words -----------------------------------------------------------------

  protected onComma(items: Item[], i: number): void {
    this.flushVia();
    const kind = afterComma(items, i);
    if (kind === 'clause') {
      this.opener.note(items, i, this.subjects.length + this.pending.length === 0, this.targets.length > 0 ? this.targets : this.lastKeys);
      this.chain.noteComma(this.verb, this.subjects.length > 0 ? this.subjects : this.pending);
      this.endClause();
      this.startClause(false, commaAndVerb(items, i));
      this.commaClause = true;
    } else if (this.mode === 'via') {
      this.mode = this.modeBeforeVia;
    }
  }

  protected onWord(w: string, items: Item[], i: number): void {
    if (/replicat/.test(w)) this.hadReplicationWord = true;
    if (alternativeEnd(items, i) > i) return void (this.skipTo = alternativeEnd(items, i));
    const atStart = this.pending.length === 0 && this.subjects.length === 0 && this.mode === null;
    if (atStart && META_VERBS.has(w) && i === 0) return;
    if (isFrequency(items, i) || this.noteDenial(items, i) || mannerAfterComma(this.prevItem, items[i])) return;
    // "… can store …": a modal only says the verb after it may happen; it names nothing.
    if (isModal(items[i]) || (atStart && this.prevSubjects.length > 0 && genericPerson(items, i, this.graph))) return;
    if (AUXILIARIES.has(w)) {
      // "… and are updated by C": the auxiliary keeps the coordination for the verb after it.
      this.auxAfterAnd ||= isWord(this.prevItem, 'and', 'or', 'then');
      this.aux = true;
      return;
    }
    if ((SUBORDINATORS.has(w) && (this.subjects.length > 0 || this.pending.length > 0)) || opensComplement(w, this.prevItem)) {
      this.endClause();
      this.startClause(false);
      this.causeClause = opensCause(w, items, i);
      return;
    }
    if (opensCause(w, items, i) && this.mode === null && this.pending.length === 0 && this.subjects.length === 0) {
      this.causeClause = true;
      return;
    }
    // "puts them on a queue" after "posts orders to ...": the pronoun is the data, not a component; people look at it where it was kept.
    if (this.lookedPronoun(w, items, i) || ((w === 'them' || w === 'it') && this.prevPayload && ['put', 'send', 'store', 'write', 'publish', 'forward', 'push', 'save', 'pass', 'queue', 'enqueue', 'drop'].includes(this.verb) && !pronounOpensClause(items, i))) return;
    // "A cleans the files, B queries them": the files stayed with A, so A hands them to B.
    if ((w === 'them' || w === 'it') && this.mode === 'target' && this.targets.length === 0 && !this.passive && this.prevPayload && this.subjects.length > 0
      && this.prevTargets.length > 0 && this.prevTargets.every((k) => this.prevSubjects.includes(k)) && !this.prevTargets.some((k) => this.subjects.includes(k))) {
      for (const p of this.prevSubjects) for (const s of this.subjects) if (!this.graph.has(p, s)) this.graph.relate(p, s, 'flow', 'prompt');
      return;
    }
    // "B sends it to C", "C lands them in D": the pronoun is the data moving on; where it came from feeds B.
    if ((w === 'it' || w === 'them') && this.mode === 'target' && this.targets.length === 0 && !this.passive && this.subjects.length > 0
      && verbFlow(this.verb) === 'forward' && !HOSTING_VERBS.has(this.verb) && isWord(items[i + 1], 'to', 'into', 'onto', 'in')) {
      const from = dataOrigin(this.pronoun(), this.graph, [...this.prevSentenceKeys, ...this.sentenceKeys]);
      for (const s of this.subjects) for (const k of from) if (this.graph.incoming(s).length === 0 && !this.graph.has(k, s)) this.graph.relate(k, s, 'flow', 'prompt');
      return;
    }
    if (this.moverPronoun(w, items, i) || this.listReference(w, items, i)) return;
    if ((w === 'it' || w === 'them') && this.mode !== null) {
      const ref = this.pronoun();
      if (ref.length > 0) { this.apply(ref, { own: false } as Slot); this.sentenceKeys.push(...ref); }
      return;
    }
    // "It forwards …" opening a clause: the pronoun is its subject.
    if ((w === 'it' || w === 'they') && this.mode === null && this.pending.length === 0 && this.subjects.length === 0 && (isVerb(verbAfter(items, i)) || (items[i + 1] as { pos?: string } | undefined)?.pos === 'VERB')) {
      const also = this.alsoSubject(items, i);
      this.pending.push(...(also.length > 0 ? also : this.subjectPronoun(items, i)));
      return;
    }
    // "… saves it in Firestore. The app reads it from there": "there" is where the last clause put things.
    if (w === 'there' && (this.mode === 'source' || this.mode === 'target') && this.subjects.length > 0) {
      const place = this.prevTargets.filter((k) => !this.subjects.includes(k));
      if (place.length > 0) this.apply(place, { own: false } as Slot);
      return;
    }
    // "stores that data in X": a determiner before its noun opens no relative clause.
    if (w === 'that' && this.prevItem?.t === 'word' && this.verb !== '' && verbBase(this.prevItem.lower) === this.verb && (items[i] as { pos?: string }).pos === 'DET' && (items[i + 1] as { pos?: string } | undefined)?.pos === 'NOUN') return;
    if (RELATIVES.has(w)) return this.onRelative(w, items, i);
    if (this.onPreposition(w, items, i)) return;
    // "Services use Cosmos DB" opening a sentence: a bare plural names them as "the services" would.
    // "routes calls to a service running in AKS": the mention the alias comes from is already that host.
    const defining = this.mode === 'target' && isWord(this.prevItem, 'to', 'a', 'an') && items[i + 1]?.t === 'word' && isHostingWord((items[i + 1] as { lower: string }).lower);
    const definite = isWord(this.prevItem, 'the', 'this', 'that', 'these', 'those');
    const named = defining || definite || (this.prevItem === undefined && singular(w) !== w);
    const alias = takenFromPart(items, i) ? undefined : this.aliases.get(singular(w)) ?? (definite && this.mode !== null ? storeHolding(this.graph, w) : undefined);
    if (alias && named && items[i + 1]?.t !== 'slot') {
      // "The portal saves …" after "a web portal hosted on App Service": App Service saves.
      this.sentenceKeys.push(...alias);
      if (this.mode === null) this.pending.push(...alias);
      else this.apply(alias, { own: false } as Slot);
      this.lastKeys = alias;
      return;
    }
    // "…an orders service; orders publish to Kafka": a bare noun opening a clause that names an earlier component.
    const echoed = this.mode === null && this.pending.length === 0 && this.subjects.length === 0 && isVerb(nextWord(items, i)) ? this.echoes(w) : [];
    if (echoed.length === 1) {
      this.pending.push(...echoed);
      this.lastKeys = echoed;
      return;
    }
    if (readBareRole(items, i, this.graph)) return;
    if (roleFlow(w) && isCopular(items, i) && (this.pending.length > 0 || this.subjects.length > 0)) {
      this.role = roleFlow(w)!;
      return;
    }
    const next = items[i + 1];
    const nounBeforeVerb = next?.t === 'word' && isVerb(next.lower) && !AUXILIARIES.has(next.lower) && this.pending.length > 0 && !verbBeforeObject(items, i) && !absoluteAndVerb(items, i);
    if (nounBeforeVerb) {
      // "the app can return ...": only a noun names what is carried, never a modal or adverb.
      if (isNounish(items[i], items[i - 1])) this.payload ??= w;
      return;
    }
    // "… is used to transcribe …": a verb the lists lack still starts a clause after an infinitive "to".
    const afterInfinitive = this.prevItem?.t === 'word' && this.prevItem.lower === 'to' && this.prevItem.pos === 'PART' && items[i]?.t === 'word' && (items[i] as { pos?: string }).pos === 'VERB';
    // "the report Lambda": a verb-like word the model reads as a noun after an article names, it does not act.
    const taggedNoun = (items[i] as { pos?: string }).pos === 'NOUN';
    // "our scoring Lambda": an -ing word between a determiner and a name describes it, whatever the tag.
    // "the record is saved": nor does a noun between an article and the clause's verb.
    const afterArticle = isWord(this.prevItem, 'the', 'a', 'an', 'our', 'their', 'its', 'my', 'your');
    const next1 = items[i + 1];
    const verbNext = next1?.t === 'word' && (AUXILIARIES.has(next1.lower) || next1.pos === 'VERB');
    // "filters the records, …": a noun ending its phrase is the object, not the verb "record".
    const phraseEnds = next1 === undefined || next1.t === 'punct';
    // "This upload triggers B": a verb's bare form between a determiner and a verb that agrees with it is its noun.
    // "A nightly query there flags …": past adjectives before it and "there" after it, too.
    const agreeing = items[isWord(items[i + 1], 'there') ? i + 2 : i + 1], agrees = agreeing?.t === 'word' ? agreeing.lower : '', agreeTag = agreeing?.t === 'word' ? agreeing.pos : '';
    const namesEvent = afterDeterminer(items, i, ['the', 'a', 'an', 'this', 'that', 'each']) && verbBase(w) === w && agrees !== ''
      && !AUXILIARIES.has(agrees) && (isVerb(agrees) || agreeTag === 'VERB') && isThirdPersonForm(agrees) && verbBase(agrees) !== agrees;
    // "uploads a scan to B": after "a", a verb's bare form that ends its phrase is a thing.
    const indefiniteThing = isWord(this.prevItem, 'a', 'an') && verbBase(w) === w && !w.endsWith('ing')
      && (next1 === undefined || next1.t === 'punct' || isWord(next1, 'to', 'into', 'onto', 'in', 'from', 'for', 'with', 'through', 'via'));
    const nounAfterArticle = namesEvent || indefiniteThing || (afterArticle && (((taggedNoun || w.endsWith('ing')) && next1?.t === 'slot') || (taggedNoun && (verbNext || phraseEnds))));
    // "writes the enriched rows to …": a participle between an article and its noun describes the noun.
    // An article opens a noun phrase, so the participle cannot be the clause's verb (its noun may have moved into a label).
    // So does one right after a finite verb, before a noun ("stores processed results").
    const afterFinite = !this.passive && this.verb !== '' && afterFiniteVerb(items, i, this.verb);
    const participleAdjective = (afterArticle || afterFinite) && isParticiple(w) && !w.endsWith('ing');
    if (participleAdjective) {
      this.echoesPrevVerb ||= verbBase(w) === this.prevVerb;
      return;
    }
    // "sends them to consuming apps", "the order processing Lambda": an -ing word right before a name describes it, it does not act.
    if (w.endsWith('ing') && next1?.t === 'slot' && ((isWord(this.prevItem, 'to', 'into', 'onto') && this.mode !== null) || (this.prevItem?.t === 'word' && !isVerb(this.prevItem.lower) && isWord(items[i - 2], 'the', 'a', 'an')))) return;
    // "… pushes metrics to X and audit records to Y": a second noun of a compound, once the clause has its verb; "A release flow in Power Automate asks …": at the start, after an article and a noun, it heads the subject.
    // "The portal queries Azure SQL": a verb with its object right after it still acts.
    const takesObject = items[i + 1]?.t === 'slot' || (items[i + 1] as { pos?: string } | undefined)?.pos === 'DET';
    const openingCompound = this.verb === '' && isWord(items[i - 2], 'a', 'an', 'the') && !takesObject;
    const compoundHead = taggedNoun && (this.verb !== '' || openingCompound) && this.prevItem?.t === 'word' && this.prevItem.pos === 'NOUN' && isContentWord(this.prevItem);
    if (compoundHead) {
      // "publishes a change event": the head noun is what the clause carried, for the next step to pick up.
      this.clauseWords.add(singular(w));
      return;
    }
    // "compares each reading with …": an -ing noun after a determiner is a thing, not the verb "read".
    // "each feeding its own job" takes an object right after it, so it still acts.
    const objectNext = items[i + 1]?.t === 'slot' || ['DET', 'PRON'].includes((items[i + 1] as { pos?: string } | undefined)?.pos ?? '');
    if (taggedNoun && w.endsWith('ing') && !nounAfterArticle && !objectNext && isWord(this.prevItem, 'the', 'a', 'an', 'each', 'every', 'this', 'that', 'its', 'their')) {
      this.clauseWords.add(w);
      return;
    }
    // "the agent books a slot": a present-tense verb the data lacks still acts, flowing forward.
    const unlistedVerb = (this.prevItem?.t === 'slot' && (items[i] as { pos?: string }).pos === 'VERB' && isThirdPersonForm(w)) || verbAfterRelative(items, i, this.prevItem) || pluralSubjectVerb(items, i, (k) => this.isPlural(k));
    if (this.governedNoun(w, items, i)) return void this.clauseWords.add(w);
    if ((isVerb(w) || afterInfinitive || unlistedVerb) && !(w === 'back' || w === 'front') && !nounAfterArticle && !prepositionNoun(items, i) && !openingPlural(items, i)) {
      // "Cognito-authenticated app", "S3-triggered function": a participle joining two names reads as the first acting on the second.
      this.adjectival = !this.aux && this.prevItem?.t === 'slot' && items[i + 1]?.t === 'slot';
      // "reads the queue and stored the event in B": a past form after "and" that takes its own object is active.
      // "A polled the queue": right after the sentence's first component, too.
      const paired = (isWord(this.prevItem, 'and', 'or') && this.verb !== '' && !this.passive) || (this.prevItem?.t === 'slot' && this.verb === '' && !NAMING_PARTICIPLES.has(w));
      this.pastActive = !this.aux && paired && isParticiple(w) && ['DET', 'PRON'].includes((items[i + 1] as { pos?: string } | undefined)?.pos ?? '');
      this.onVerb(w, afterCommaThen(items, i));
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
    if (this.takesOverPayload(w)) return void (this.payload ??= w);
    if (isContentWord({ t: 'word', text: w, lower: w, start: 0, end: 0 }) || nounAfterArticle || openingPlural(items, i)) {
      this.clauseWords.add(singular(w));
      // "…, removes duplicates and enriches …": a verb the relation lists lack still opens the clause; its object is no subject.
      const atStart = this.mode === null && this.pending.length === 0 && this.subjects.length === 0;
      // A participle there describes the noun after it instead ("…, rejected orders go to a DLQ").
      // "… and refreshes the cache": after "and", such a verb ends what the verb before it was doing.
      // "It restarts the agent": right after a pronoun subject, such a verb is that subject's.
      const opens = (atStart && this.commaClause && !this.nounSubject) || (isWord(this.prevItem, 'and', 'or', 'then') && this.verb !== '') || (isWord(this.prevItem, 'it', 'they') && this.pending.length > 0 && this.verb === '');
      if (opens && !afterArticle && verbShaped(items, i) && !w.endsWith('ed')) {
        this.onVerb(w, afterCommaThen(items, i));
        return;
      }
      if (atStart) {
        if (!this.nounSubject) this.nounSubjectWord = singular(w);
        this.nounSubject = true;
      }
      // "ingests external data": an adjective before its noun is no name for what is carried.
      else if ((this.mode === 'target' || this.mode === 'source') && this.subjects.length > 0 && isNounish(items[i], items[i - 1]) && !describesNext(items, i)) this.payload ??= w;
      else if (this.pending.length > 0 && isNounish(items[i], items[i - 1])) this.payload ??= w;
    }
  }
  /**
   * "A is a consumer service of B": a generic part named only to say what A is to B gives
   * the relation its direction and is not drawn as a component of its own.
   */
  protected onRoleSlot(slot: Slot, items: Item[], i: number): boolean {
    const [key] = slot.keys;
    if (!key || slot.keys.length > 1 || this.seen.has(key) || !isCopular(items, i)) return false;
    if (this.pending.length === 0 && this.subjects.length === 0) return false;
    const e = this.entity(key);
    const flow = e.entry.provider === 'general' ? slot.matched.split(/\s+/).map(roleFlow).find(Boolean) : undefined;
    if (!flow) return false;
    e.descriptor = true;
    this.role = flow;
    return true;
  }
}

/** Reads every relation the prompt states; entities get placements, regions and pairings as found. */
export function readRelations(items: Item[], graph: EntityGraph): ReadResult {
  return new RelationReader(graph).read(items);
}
