import { getService } from '../../catalog/index.js';
import {
  AUXILIARIES, CONJUNCTIONS, DETERMINERS, FILLER, HEAD_NOUNS, NEW_MARKERS, NUMBER_WORDS, ORDER_POINTERS, PART_NOUNS, PREPOSITIONS, RELATIVES,
  PLAIN_PARTICIPLES, STATE_WORDS, SYSTEM_ADJECTIVES, VENDOR_WORDS, ZONE_WORDS,
} from '../text/lexicon.js';
import type { Tags } from '../text/nlp.js';
import { isVerb } from '../text/verbs.js';
import { singular } from '../text/tokens.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';
import { roleOf } from './build-items.js';
import { isDataKind } from './slot-merge.js';
import { hyphenCompound } from './hyphen-compound.js';

const MAX_COUNT = 12;
/** -ing words that say where a thing stands, not what it does ("the existing database"). */
/** Words that make "service" the Kubernetes object rather than a part of the application. */
const K8S_SERVICE_WORDS = /^(?:k8s|kubernetes|clusterip|nodeport|loadbalancer|headless|external|internal|cluster)$/i;

/**
 * "the ticketing service", "a pricing service": on Kubernetes a service the text names by its purpose
 * is a part of the application (a workload), not the cluster's Service object that fronts pods.
 */
function domainService(slot: Slot): void {
  if (slot.entry.id !== 'kubernetes.service' || !/^services?$/i.test(slot.matched.trim())) return;
  const words = [...slot.pre, ...slot.post];
  if (words.length === 0 || words.some((w) => K8S_SERVICE_WORDS.test(w))) return;
  slot.entry = getService('general.microservice') ?? slot.entry;
}
const ORDINALS = new Set(['second', 'third']);

/** A word that can qualify a component ("fulfillment", "thumbnail"): not grammar, not a verb, not filler. */
export function isContentWord(item: Item | undefined, verbsToo = false): boolean {
  if (item?.t !== 'word') return false;
  const w = item.lower;
  if (w.length < 2 || /^[0-9]/.test(w)) return false;
  for (const set of [DETERMINERS, PREPOSITIONS, CONJUNCTIONS, RELATIVES, AUXILIARIES, FILLER, NEW_MARKERS, VENDOR_WORDS]) if (set.has(w)) return false;
  return !(w in NUMBER_WORDS) && (verbsToo || !isVerb(w));
}

/** An article or a count opens the noun phrase of a mention ("a billing queue", "three billing queues"). */
function opensPhrase(item: Item | undefined): boolean {
  return isWord(item, 'a', 'an', 'the') || countOf(item) !== undefined;
}

function countOf(item: Item | undefined): number | undefined {
  if (item?.t === 'num' && item.value >= 2 && item.value <= MAX_COUNT) return item.value;
  if (item?.t === 'word' && item.lower in NUMBER_WORDS && !['one', 'single'].includes(item.lower)) return NUMBER_WORDS[item.lower];
  return undefined;
}

/** Words after a mention that finish its noun phrase ("S3 events store", "ECS worker tasks", "ADLS bronze"). */
function takePost(items: Item[], i: number, slot: Slot): number {
  const words: Item[] = [];
  // "a Dataflow streaming job": an -ing word inside the run describes the head noun after it.
  // "SQS using the X task": an -ing word that works as a preposition ends the phrase instead.
  const describing = (j: number): boolean => {
    const w = items[j]?.t === 'word' ? (items[j] as { lower: string }).lower : '';
    return w.endsWith('ing') && !PREPOSITIONS.has(w) && isContentWord(items[j + 1]);
  };
  // "Event Hubs and Data Factory store the data …": a verb's form right before an article is the clause's verb.
  const verbBeforeArticle = (j: number): boolean => items[j]?.t === 'word' && isVerb((items[j] as { lower: string }).lower) && isWord(items[j + 1], 'the', 'a', 'an', 'its', 'their');
  for (let j = i + 1; j < items.length && words.length < 3 && (isContentWord(items[j]) || describing(j)) && !verbBeforeArticle(j); j++) words.push(items[j]!);
  let take = 0;
  for (let k = words.length; k > 0; k--) {
    const last = (words[k - 1] as { lower: string }).lower;
    // "a Container Apps environment": a container service's environment is the box its apps run in.
    if (HEAD_NOUNS.has(last) || ZONE_WORDS.has(last) || (slot.entry.kind === 'container_service' && /^environments?$/.test(last))) {
      take = k;
      break;
    }
  }
  for (const w of words.slice(0, take) as { text: string; lower: string }[]) {
    if (ZONE_WORDS.has(w.lower)) slot.zones.push(w.lower);
    else slot.post.push(w.text);
  }
  // "Sensor data is streamed to …": when the noun phrase that opens with a device ends in a noun of its
  // own right before the verb, that noun is the phrase's head and stays in the device's label.
  const head = items[i + 1];
  const verb = items[i + 2];
  if (take === 0 && slot.entry.kind === 'device' && head?.t === 'word' && head.pos === 'NOUN' && /^[a-z]/.test(head.text)
    && verb?.t === 'word' && (verb.pos === 'AUX' || verb.pos === 'VERB')) {
    slot.post.push(head.text);
    take = 1;
  }
  // "the Pub/Sub subscription orders-sub": a name written as code right after a part noun is that part's own name.
  if (take === 0 && PART_NOUNS.has(slot.matched.toLowerCase().split(/\s+/).at(-1)!)) {
    const code = codeName(items, i + 1);
    if (code) {
      slot.post.push(code.text);
      take = code.length;
    }
  }
  const next = items[i + 1 + take];
  if (next?.t === 'word' && /^x[0-9]+$/.test(next.lower)) {
    slot.count = Math.min(MAX_COUNT, Number(next.lower.slice(1)));
    take++;
  }
  return take;
}

/** "orders-sub", "raw_events": lower-case words joined by hyphens or underscores, with nothing between them. */
function codeName(items: Item[], from: number): { text: string; length: number } | undefined {
  const first = items[from];
  if (first?.t !== 'word' || /[A-Z]/.test(first.text)) return undefined;
  let text = first.text;
  let j = from + 1;
  // A catalog word inside the name ("all-logs-sub") is a piece of it, not a component.
  const piece = (it: Item | undefined): string | undefined =>
    it?.t === 'word' ? it.text : it?.t === 'slot' && !/\s/.test(it.slot.matched) ? it.slot.matched : undefined;
  for (let it = items[j]; it && (it.t === 'word' || it.t === 'slot') && it.joiner && /^[a-z0-9]+$/.test(piece(it) ?? 'X'); it = items[++j]) text += it.joiner + piece(it)!;
  return j - from > 1 ? { text, length: j - from } : undefined;
}

/** A mention that is one everyday count noun, singular ("bucket", "table"): no name, no plural. */
function bareCountNoun(slot: Slot): boolean {
  const w = slot.matched.toLowerCase();
  return HEAD_NOUNS.has(w) && singular(w) === w && w !== 'source';
}

/**
 * Zones, qualifiers and count before a mention, and the determiner before those. Returns the
 * index where the qualifier run starts (the determiner, if any, stays in the stream before it).
 */
function takePre(items: Item[], i: number, slot: Slot, tags?: Tags): number {
  let k = i;
  const zones: string[] = [];
  const pre: string[] = [];
  while (k > 0) {
    const it = items[k - 1];
    if (it?.t === 'word' && ZONE_WORDS.has(it.lower)) {
      zones.unshift(it.lower);
      k--;
      const sep = items[k - 1];
      const prevZone = items[k - 2];
      if ((isWord(sep, 'and', 'or') || isPunct(sep, ',')) && prevZone?.t === 'word' && ZONE_WORDS.has(prevZone.lower)) k--;
      continue;
    }
    if (it?.t === 'word' && SYSTEM_ADJECTIVES.has(it.lower) && !HEAD_NOUNS.has(it.lower) && !(it.lower in NUMBER_WORDS)) {
      k--;
      continue;
    }
    // "Each morning Event Grid …", "At noon Cloud Scheduler …": a time the phrase says when, not after an article, names nothing.
    if (it?.t === 'word' && tags?.at(it.start)?.time && !isWord(items[k - 2], 'a', 'an', 'the')) break;
    // "the configured cache", "a pre-configured topic": a set-up or time word is no qualifier; right after an
    // article it is passed over so the article still counts, elsewhere ("to setup CloudFront", "configured with
    // a stream") it stays in the sentence as its verb.
    const compound = pre.length < 2 && zones.length === 0 ? hyphenCompound(items, k) : undefined;
    const state = compound && STATE_WORDS.has(compound.text.toLowerCase()) ? compound.from : it?.t === 'word' && STATE_WORDS.has(it.lower) ? k - 1 : undefined;
    if (state !== undefined) {
      if (!isWord(items[state - 1], ...DETERMINERS)) break;
      k = state;
      continue;
    }
    if (compound) {
      pre.unshift(compound.text);
      k = compound.from;
      continue;
    }
    // "Once Textract completes", "overwhelm Amazon Bedrock": a word read as a verb or adverb is not a qualifier.
    // "a billing consumer": a noun in -ing right after an article names the component's purpose.
    const gerund = it?.t === 'word' && it.pos === 'NOUN' && it.lower.endsWith('ing') && opensPhrase(items[k - 2]) && pre.length === 0;
    // "the ticketing service", "a rendering worker": an -ing word the tagger reads as a verb, alone between
    // an article and the mention, names the component's purpose all the same.
    const purpose = k === i && it?.t === 'word' && /^[a-z]{3,}ing$/.test(it.text) && !PLAIN_PARTICIPLES.has(it.lower)
      && isContentWord(it, true) && opensPhrase(items[k - 2]);
    // "Google Cloud Platform Compute Engine": a capitalised word right after a maker's name is part of the maker's name.
    const makers = it?.t === 'word' && /^[A-Z]/.test(it.text) && items[k - 2]?.t === 'word' && VENDOR_WORDS.has((items[k - 2] as { lower: string }).lower);
    if (makers) break;
    // "in spoke VPCs": a word the tagger reads as a verb, between a preposition (not an infinitive's "to") and the mention, describes it.
    const afterPrep = k === i && isContentWord(it) && items[k - 2]?.t === 'word'
      && PREPOSITIONS.has((items[k - 2] as { lower: string }).lower) && !isWord(items[k - 2], 'to');
    // "the resize function": one word between an article and the mention names what it does, even a verb's form.
    // "the nightly sync worker": also after one describing word that follows the article, when the tagger reads it as a noun.
    const described = isContentWord(items[k - 2]) && items[k - 2]?.t === 'word' && isWord(items[k - 3], 'a', 'an', 'the') && tags?.at(it!.start)?.pos === 'NOUN';
    const sandwiched = k === i && isContentWord(it, true) && (opensPhrase(items[k - 2]) || described) && !/ing$|ed$|s$/.test((it as { lower: string }).lower);
    // "the Resize activity function": a capitalised word right after the article names the part, even a verb's form.
    const titled = isContentWord(it, true) && /^[A-Z][a-z]/.test((it as { text: string }).text) && isWord(items[k - 2], 'a', 'an', 'the');
    // "moves bad scans to archive shelf": a bare singular count noun takes an article after a verb, so
    // the word between "to" and it qualifies it rather than being an infinitive.
    const bare = k === i && isContentWord(it, true) && /^[a-z]/.test((it as { text: string }).text) && isWord(items[k - 2], 'to') && bareCountNoun(slot);
    if (((isContentWord(it) || gerund) && !tags?.isClauseWord(it!.start) || afterPrep || sandwiched || titled || bare || purpose) && pre.length < 2 && zones.length === 0) {
      pre.unshift((it as { text: string }).text);
      k--;
      continue;
    }
    break;
  }
  // A word run right after another mention is that mention's verb or object, not a qualifier.
  if (k < i && slotOf(items[k - 1])) return i;
  // "a 10-tier application", "a 2-region setup": a number joined to a system word describes the thing, it does not multiply it.
  const modifier = k < i && items[k]?.t === 'word' && SYSTEM_ADJECTIVES.has((items[k] as { lower: string }).lower);
  // "three other services": a count before "other" counts the mention after it.
  const other = isWord(items[k - 1], 'other', 'more', 'additional') && countOf(items[k - 2]) !== undefined;
  if (other) k--;
  // "a layer-7 load balancer", "a tier 2 cache": a number right after a noun is that noun's label, not a count.
  const label = items[k - 1]?.t === 'num' && isContentWord(items[k - 2]);
  const count = modifier || label ? undefined : countOf(items[k - 1]);
  if (count !== undefined) {
    slot.count = count;
    k--;
  } else if (isWord(items[k - 1], 'of') && isWord(items[k - 2], 'pair', 'couple')) {
    slot.count = 2;
    k -= 2;
  }
  const det = items[k - 1];
  // "the same QuickSight account": a pointer back to the one named before, whatever its words of its own.
  if (isWord(det, 'same') && isWord(items[k - 2], 'the', 'this', 'that')) {
    slot.determiner = 'same';
    k -= 2;
  } else if (det?.t === 'word' && (DETERMINERS.has(det.lower) || NEW_MARKERS.has(det.lower))) {
    slot.determiner = det.lower;
    slot.isNew = NEW_MARKERS.has(det.lower);
    if (det.lower === 'own') slot.own = true;
    // "a second function": with no name of its own, the ordinal is what tells it from the first.
    if (ORDINALS.has(det.lower) && pre.length === 0) pre.push(det.text.toLowerCase());
  }
  // "the next queue": a word of order is a pointer like "the", not a word of the part's own name.
  if (slot.determiner === 'the' && ORDER_POINTERS.has(pre[0]?.toLowerCase() ?? '')) pre.shift();
  slot.pre.unshift(...pre);
  slot.zones.unshift(...zones);
  return k;
}

/** Qualifiers, counts, roles and zones for every mention; the words they use leave the stream. */
export function qualifySlots(items: Item[], tags?: Tags): Item[] {
  const out = [...items];
  for (let i = 0; i < out.length; i++) {
    const slot = slotOf(out[i]);
    if (!slot) continue;
    const postTaken = takePost(out, i, slot);
    out.splice(i + 1, postTaken);
    const after = out[i + 1];
    if (after?.t === 'loc' && after.loc.type === 'az' && isDataKind(slot.entry.kind) && after.start - out[i]!.end <= 1) {
      slot.multiAz = true;
      out.splice(i + 1, 1);
    }
    const from = takePre(out, i, slot, tags);
    if (from < i) {
      out.splice(from, i - from);
      i = from;
    }
    domainService(slot);
    const role = roleOf([...slot.pre, ...slot.post, ...slot.paren].join(' ').toLowerCase());
    // "a web deployment (3 replicas)": replicas of a workload are its copies, not a data store's replica.
    if (!(role?.endsWith('replica') && !isDataKind(slot.entry.kind))) slot.role ??= role;
  }
  return out;
}
