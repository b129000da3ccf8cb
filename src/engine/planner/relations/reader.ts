import { isBareParticiple, isParticiple, isVerb, verbFlow } from '../text/verbs.js';
import { AUXILIARIES, RELATIVES } from '../text/lexicon.js';
import { isContentWord } from '../entities/slot-qualify.js';
import { isWord, type Item, type Slot } from '../entities/items.js';
import type { EntityGraph } from './graph.js';
import { BROKER_KINDS, ENTRY_KINDS } from './orient.js';
import { META_VERBS, SUBORDINATORS, verbBase, type ReadResult } from './reader-state.js';
import { SlotReader } from './reader-slots.js';
import { afterComma, sentences } from './segments.js';

export type { ReadResult } from './reader-state.js';

/** A word that can name what a clause carries ("orders", "uploads"): not a modal, adverb or pronoun as the English model reads it. */
function isNounish(item: Item | undefined): boolean {
  const pos = item?.t === 'word' ? item.pos : undefined;
  return !['AUX', 'ADV', 'PART', 'PRON', 'SCONJ', 'DET', 'ADP', 'CCONJ'].includes(pos ?? '');
}

/**
 * Reads relations clause by clause: words move the state machine (verbs, prepositions, relative
 * pronouns, "it"), components are related as the current mode says (reader-slots.ts).
 */
export class RelationReader extends SlotReader {

  read(items: Item[]): ReadResult {
    for (const sentence of sentences(items)) {
      this.startClause(true);
      this.skipTo = -1;
      for (let i = 0; i < sentence.length; i++) {
        const it = sentence[i]!;
        if (i <= this.skipTo) continue;
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


  // ---- punctuation and words -----------------------------------------------------------------

  protected onComma(items: Item[], i: number): void {
    this.flushVia();
    const kind = afterComma(items, i);
    if (kind === 'clause') {
      this.endClause();
      this.startClause(false);
    } else if (this.mode === 'via') {
      this.mode = this.modeBeforeVia;
    }
  }


  protected onWord(w: string, items: Item[], i: number): void {
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
    // "puts them on a queue" after "posts orders to ...": the pronoun is the data, not a component.
    if ((w === 'them' || w === 'it') && this.prevPayload && ['put', 'send', 'store', 'write', 'publish', 'forward', 'push', 'save', 'pass', 'queue', 'enqueue', 'drop'].includes(this.verb)) return;
    if ((w === 'it' || w === 'them') && this.mode !== null) {
      const ref = this.pronoun();
      if (ref.length > 0) this.apply(ref, { own: false } as Slot);
      return;
    }
    if (RELATIVES.has(w)) {
      this.flushVia();
      // "users upload pictures which get resized": "which" is the pictures, not a component.
      const afterNoun = this.prevItem?.t === 'word' && isContentWord(this.prevItem);
      this.outer = { subjects: this.subjects, mode: this.mode, prep: this.lastPrep };
      this.subjects = afterNoun ? [] : this.lastKeys;
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
      // "the app can return ...": only a noun names what is carried, never a modal or adverb.
      if (isNounish(items[i])) this.payload ??= w;
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
      else if ((this.mode === 'target' || this.mode === 'source') && this.subjects.length > 0 && isNounish(items[i])) this.payload ??= w;
      else if (this.pending.length > 0 && isNounish(items[i])) this.payload ??= w;
    }
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


  /** Prepositions set the mode of what follows; returns false when the word is not one of them. */
  protected onPreposition(w: string, items: Item[], i: number): boolean {
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
        this.instrument = w === 'using';
        break;
      case 'in': case 'inside': case 'within': case 'on': case 'at': case 'across':
        // "triggered by events in S3": a place after the agent's noun is still the agent.
        if (this.mode === 'agent' && w !== 'across' && this.prevItem?.t === 'word' && isContentWord(this.prevItem)) break;
        // "is triggered in response to events in DynamoDB": what is responded to is the agent.
        if (w === 'in' && isWord(items[i + 1], 'response') && isWord(items[i + 2], 'to', 'from')) {
          this.takePending();
          this.mode = this.passive ? 'agent' : 'source';
          this.skipTo = i + 2;
          break;
        }
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
      case 'then': {
        // "A calls B, then publishes to C" keeps A; "A to B then C" passes the flow on.
        const next = items[i + 1];
        if (this.targets.length > 0 && !(next?.t === 'word' && isVerb(next.lower))) this.subjects = [...this.targets];
        break;
      }
      case 'as': case 'of': case 'front': case 'out': case 'and': case 'or':
        break;
      default:
        return false;
    }
    if (['to', 'into', 'onto', 'towards', 'toward', 'from', 'by', 'with', 'in', 'on'].includes(w)) this.lastPrep = w;
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
    this.subjects = this.splitShields(this.pending);
    this.pending = [];
  }


  /** "S3 behind CloudFront" inside a phrase: the component just named is the one placed behind. */
  protected takePendingOrLast(): void {
    if (this.pending.length > 0) this.takePending();
    else if (this.subjects.length === 0 || this.prevItem?.t === 'slot') this.subjects = [...this.lastKeys];
  }


  /** "CloudFront and WAF in front of an ALB": the WAF protects CloudFront rather than fronting the ALB. */
  protected splitShields(keys: string[]): string[] {
    const isShield = (k: string): boolean => ['waf', 'ddos'].includes(this.entity(k).entry.kind);
    const entry = keys.find((k) => (ENTRY_KINDS as readonly string[]).includes(this.entity(k).entry.kind));
    if (!entry || keys.every(isShield)) return keys;
    for (const k of keys.filter(isShield)) this.graph.relate(k, entry, 'attach', 'prompt');
    return keys.filter((k) => !isShield(k));
  }


  protected onVerb(w: string): void {
    this.flushVia();
    const participle = isParticiple(w) && (this.aux || !isBareParticiple(w));
    const ing = w.endsWith('ing');
    const afterSlot = this.prevItem?.t === 'slot';
    const continuing = isWord(this.prevItem, 'and', 'or', 'then');
    if (this.pending.length > 0 && !(afterSlot && (participle || ing) && this.subjects.length > 0)) {
      this.takePending();
    } else if (afterSlot && (participle || ing) && (this.subjects.length > 0 || this.mode !== null)) {
      this.outer = { subjects: this.subjects, mode: this.mode, prep: this.lastPrep };
      this.subjects = this.lastKeys;
    } else if (continuing && !participle && this.agentBase) {
      // "A is triggered by B and then creates C": the active verb is A's again.
      this.subjects = this.agentBase;
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
  protected implicitSubjects(participle: boolean, ing: boolean): string[] {
    if (this.nounSubject) {
      // ", the data is updated in DynamoDB": what the last clause reached passes the data on.
      if (participle && !ing && this.aux) return [...this.prevTargets];
      return this.prevTargets.filter((k) => (BROKER_KINDS as readonly string[]).includes(this.entity(k).entry.kind) && !this.passive && !participle);
    }
    // "..., embedded with B" continues a passive chain from its last target; "..., writes to C" and
    // "..., talking to D" continue with the previous clause's subject.
    if (participle && !ing) return [...this.prevTargets];
    return this.prevSubjects.length > 0 ? [...this.prevSubjects] : [...this.prevTargets];
  }
}

/** Reads every relation the prompt states; entities get placements, regions and pairings as found. */
export function readRelations(items: Item[], graph: EntityGraph): ReadResult {
  return new RelationReader(graph).read(items);
}
