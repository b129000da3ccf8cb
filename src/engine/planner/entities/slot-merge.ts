import type { ServiceKind } from '../../catalog/index.js';
import { onPremOverWords, placeOnPrem, sitePlace } from './onprem-nouns.js';
import { isVerb } from '../text/verbs.js';
import { CONJUNCTIONS, DETERMINERS, FREQUENCY_WORDS, PREPOSITIONS, VENDOR_WORDS } from '../text/lexicon.js';
import { gap, isPunct, isWord, slotOf, type Item, type Slot } from './items.js';
import { mergeOverQualifier } from './merge-qualified.js';
import { mergeOverCompound } from './compound-modifier.js';
import { dropHeldNouns, dropProducedNouns } from './drop-nouns.js';
import { backedBy, isDataKind, SOFT_KINDS } from './kinds.js';
import { namesItself } from './name-words.js';
import { absorb, mergeParentheses } from './merge-parentheses.js';
import { clientAfterQualifiers } from './client-after.js';
import { storeItself } from './store-purpose.js';
import { mergeOwners } from './owner-name.js';

/** Database engines and open-source products named after a managed service ("Aurora Postgres"). */
export const ENGINE = /^(postgres(ql)?|mysql|mariadb|sql server|oracle|mongo(db)?|redis|memcached|kafka|cassandra|rabbitmq|spark|hadoop|airflow)$/i;
const WORKLOADS = new Set<ServiceKind>(['microservice', 'k8s_workload', 'pod', 'container', 'web_app', 'function']);
/** General roles that head a noun phrase ("email worker", "order service"). */
const ROLE_HEADS = new Set<ServiceKind>(['microservice']);

export { isDataKind } from './kinds.js';

/** Two mentions side by side name one component ("Cloud Run chat backend") or a pair ("Bastion jumpbox"). */
function mergeNeighbours(text: string, items: Item[]): Item[] {
  const out: Item[] = [];
  for (const item of items) {
    const prev = out.at(-1);
    const a = slotOf(prev);
    const b = slotOf(item);
    // "… signs up in Amazon Cognito Amazon Cognito invokes …": a full name restarting with its vendor opens a new item.
    const restarts = !!a && !!b && VENDOR_WORDS.has(b.matched.split(/\s+/)[0]!.toLowerCase()) && /\s/.test(a.matched) && /\s/.test(b.matched);
    if (!a || !b || !/^[\s-]*$/.test(gap(text, prev!, item)) || a.descriptor !== b.descriptor || restarts) {
      out.push(item);
      continue;
    }
    const aGeneral = a.entry.provider === 'general';
    const bGeneral = b.entry.provider === 'general';
    const client = a.entry.category === 'client' || b.entry.category === 'client';
    const scaling = new Set([a.entry.kind, b.entry.kind]);
    if (a.entry.kind === 'k8s_cluster' && WORKLOADS.has(b.entry.kind)) {
      b.host = a;
      out.push(item);
      continue;
    }
    // "Grafana dashboards", "CloudWatch dashboards": the views a named product shows are that product.
    const views = b.generic && !a.generic && !client && b.entry.kind === 'bi';
    if (a.entry.id === b.entry.id || views || (b.generic && !a.generic && a.entry.category === b.entry.category && !client)) {
      // "SQS queue", "Firestore db": an everyday word after a product name is part of its name.
      if (a.entry.id !== b.entry.id) a.post.push(b.matched);
      absorb(a, b);
    } else if (scaling.has('vm') && scaling.has('autoscaling_group')) {
      // "compute engine managed instance group", "EC2 auto scaling group": the group is the component.
      const [group, vm] = a.entry.kind === 'autoscaling_group' ? [a, b] : [b, a];
      group.pre.unshift(...(vm === a ? [a.matched] : []));
      absorb(group, vm);
      out[out.length - 1] = { t: 'slot', slot: group, start: group.start, end: group.end };
      continue;
    } else if (sitePlace(a, b)) {
      placeOnPrem(a, b);
      out[out.length - 1] = { t: 'slot', slot: b, start: b.start, end: b.end };
      continue;
    } else if (client) {
      out.push(item);
      continue;
    } else if (b.generic && /^[a-z]+$/.test(a.matched) && WORKLOADS.has(b.entry.kind) && !WORKLOADS.has(a.entry.kind)) {
      // "alerting function": an everyday word before a part that runs code says what the part does.
      b.pre.unshift(a.matched);
      absorb(b, a);
      out[out.length - 1] = { t: 'slot', slot: b, start: b.start, end: b.end };
      continue;
    } else if (a.generic && !b.generic && !aGeneral && !namesItself(a)) {
      // "Scheduler Lambda function": an everyday word before a product name says which one it is.
      b.pre.unshift(a.matched);
      absorb(b, a);
      out[out.length - 1] = { t: 'slot', slot: b, start: b.start, end: b.end };
      continue;
    } else if ((!aGeneral && bGeneral) || backedBy(a, b) || storeInRole(a, b)) {
      // "a MySQL backend": a named store or broker, then the noun for what sits behind a part, is that product.
      a.post.push(b.matched);
      absorb(a, b);
    } else if ((aGeneral && !bGeneral) || (aGeneral && bGeneral && (ROLE_HEADS.has(b.entry.kind) || coinedBeforeKind(a, b)))) {
      b.pre.unshift(a.matched);
      absorb(b, a);
      out[out.length - 1] = { t: 'slot', slot: b, start: b.start, end: b.end };
      continue;
    } else if (a.entry.kind === b.entry.kind && ENGINE.test(b.matched)) {
      a.paren.push(b.matched);
      absorb(a, b);
    } else if (a.entry.kind === b.entry.kind) {
      b.pre.unshift(a.matched);
      absorb(b, a);
      out[out.length - 1] = { t: 'slot', slot: b, start: b.start, end: b.end };
      continue;
    } else {
      a.attached.push(b);
      b.companion = true;
      out.push(item);
      continue;
    }
    prev!.end = a.end;
  }
  return out;
}

/**
 * "a Spanner ledger store", "the Firestore feature store": a named data store, then a lowercase phrase
 * that is only another product's common name, says what the store is used as; it is that store.
 */
function storeInRole(a: Slot, b: Slot): boolean {
  return !a.generic && isDataKind(a.entry.kind) && /[A-Z]/.test(a.matched) && /\s/.test(b.matched.trim()) && b.matched === b.matched.toLowerCase();
}

/** "the Tidewater Insight web application": a name the catalog lacks, then an everyday word for its kind, is one part of that kind. */
function coinedBeforeKind(a: Slot, b: Slot): boolean {
  return a.entry.kind === 'generic' && !a.generic && /^[A-Z]/.test(a.matched) && b.generic && b.entry.kind !== 'generic';
}

/** "Strimzi-managed Kafka cluster": the first names how the second is run. */
function mergeManagedBy(text: string, items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    const word = items[i + 1];
    const b = slotOf(items[i + 2]);
    if (a && b && isWord(word, 'managed', 'based', 'powered', 'backed', 'hosted', 'operated', 'run') && gap(text, items[i]!, word!) === '-') {
      b.paren.push(a.matched);
      b.start = a.start;
      out.push({ t: 'slot', slot: b, start: a.start, end: b.end });
      i += 2;
      continue;
    }
    out.push(items[i]!);
  }
  return out;
}

/** Start of the noun phrase ending before `endExclusive` ("training data", "raw files"), at most `max` words. */
function contentRun(items: Item[], endExclusive: number, max: number): number {
  let k = endExclusive;
  while (k > 0 && endExclusive - k < max) {
    const it = items[k - 1];
    // "… in A or in B": a conjunction joins two phrases; it is no part of what is kept.
    // "exported nightly to B": a word for how often says when, not what is kept.
    if (it?.t !== 'word' || DETERMINERS.has(it.lower) || PREPOSITIONS.has(it.lower) || CONJUNCTIONS.has(it.lower) || FREQUENCY_WORDS.has(it.lower)) break;
    // "the customer's order total": a possessive's "s" belongs to its owner, and the phrase starts after it.
    if (it.lower === 's') break;
    // A verb form ends the phrase, except an -ing word used as an adjective ("training data").
    if (it.pos === 'VERB' || (isVerb(it.lower) && !(it.lower.endsWith('ing') && k < endExclusive))) break;
    k--;
  }
  return k;
}

/**
 * "documents in Cloud Storage", "read models in Elasticsearch and PostgreSQL", "training data in
 * S3": what is kept in a data store becomes that store's qualifier instead of a component.
 */
function mergeKeptIn(text: string, items: Item[]): Item[] {
  const out = [...items];
  for (let i = 1; i < out.length; i++) {
    if (!isWord(out[i], 'in', 'on', 'inside', 'within', 'into', 'to')) continue;
    const targets: Slot[] = [];
    for (let j = i + 1; j < out.length; j++) {
      const s = slotOf(out[j]);
      if (s && isDataKind(s.entry.kind)) targets.push(s);
      else if (!(isWord(out[j], 'and', 'a', 'an', 'the', 'another') || isPunct(out[j], ','))) break;
    }
    if (targets.length === 0) continue;
    const keep = ['to', 'into'].includes((out[i] as { lower: string }).lower);
    // "documents stored in S3": a participle of keeping may stand between what is kept and where.
    const kept = isWord(out[i - 1], 'stored', 'kept', 'held', 'saved', 'archived', 'located') ? 1 : 0;
    const held = slotOf(out[i - 1 - kept]);
    if (held && held.generic && isDataKind(held.entry.kind) && !keep) {
      for (const t of targets) [t.keptIn, t.paren] = [!keep, [...t.paren, held.matched]];
      const at = i - 1 - kept;
      if (isWord(out[at - 1], 'as') && !kept) {
        // "kept as files in A": the form goes with the store; "in" stays to say where it is kept.
        out.splice(at - 1, 2);
        i -= 2;
        continue;
      }
      out.splice(at, 2 + kept);
      i -= 2 + kept;
      continue;
    }
    const from = contentRun(out, i, 3);
    if (from < i && (from === 0 || !slotOf(out[from - 1]) || keep)) {
      const phrase = text.slice(out[from]!.start, out[i - 1]!.end);
      if (!/^(it|them|results?|data|everything|output|events?)$/i.test(phrase)) {
        if (targets[0]!.paren.length === 0) [targets[0]!.paren, targets[0]!.keptIn] = [[phrase], !keep];
        // "kept as files in A": the form the data takes goes with it; the place word stays to say where it is kept.
        const form = isWord(out[from - 1], 'as') && !keep ? 1 : 0;
        out.splice(from - form, (keep || form ? i : i + 1) - from + form);
        i = from - form;
      }
    }
  }
  return out;
}

/** Index of an everyday part of `a`'s kind after an article and up to two plain words ("an order queue"), or -1. */
function roleAfter(items: Item[], from: number, a: Slot): number {
  if (!isWord(items[from], 'a', 'an')) return -1;
  for (let j = from + 1; j <= from + 3 && j < items.length; j++) {
    const s = slotOf(items[j]);
    if (s) return j > from + 1 && s.generic && s.entry.kind === a.entry.kind ? j : -1;
    const w = items[j]!;
    if (w.t !== 'word' || w.pos !== 'NOUN' || isVerb(w.lower)) return -1;
  }
  return -1;
}

/** Words that end the purpose words after "for" ("for delivery into …"). */
const PURPOSE_ENDS: ReadonlySet<string> = new Set(['and', 'or', 'with', 'to', 'in', 'into', 'onto', 'by']);

/** "SNS for notifications", "ElastiCache for sessions", "Cognito for customers". */
function mergePurpose(text: string, items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(out.at(-1));
    if (!a || !isWord(items[i], 'for')) {
      out.push(items[i]!);
      continue;
    }
    // "a bucket for cold storage": the store word after "for" is the store itself.
    const store = storeItself(items, i + 1, a);
    if (store > 0) {
      i = store;
      continue;
    }
    const b = slotOf(items[i + 1]);
    // "for night-shift planners": a word or two saying which people may stand between "for" and them.
    const people = b?.entry.category === 'client' ? b : clientAfterQualifiers(items, i + 1);
    if (people) {
      a.forClient = people;
      // The words between "for" and the people say which people: they join the people's name.
      for (i++; items[i] !== undefined && slotOf(items[i]) !== people; i++) people.pre.push((items[i] as { text: string }).text);
      i--;
      continue;
    }
    if (b && (b.entry.id === a.entry.id || b.entry.kind === a.entry.kind || (b.generic && SOFT_KINDS.has(b.entry.kind)))) {
      a.paren.push(b.matched);
      a.purposeNext = true;
      i += 1;
      continue;
    }
    // "RabbitMQ for an order queue": an everyday name of the same kind, after an article and a word or two, is its role.
    const role = roleAfter(items, i + 1, a);
    if (role > 0) {
      a.paren.push(text.slice(items[i + 1 + (isWord(items[i + 1], 'a', 'an') ? 1 : 0)]!.start, items[role]!.end));
      i = role;
      continue;
    }
    let j = i + 1;
    // "for delivery into that cluster": a preposition ends the purpose; what follows is a place.
    while (j < items.length && j - i <= 3 && items[j]!.t === 'word' && !PURPOSE_ENDS.has((items[j] as { lower: string }).lower)) j++;
    if (j > i + 1 && !slotOf(items[j])) {
      a.paren.push(text.slice(items[i + 1]!.start, items[j - 1]!.end));
      a.purposeNext = true;
      i = j - 1;
      continue;
    }
    out.push(items[i]!);
  }
  return out;
}

/**
 * "EC2 in an Auto Scaling group", "VMs inside a scale set": the instances are the group's, one
 * component drawn as the group around its instances (as "EC2 Auto Scaling group" is).
 */
function mergeInGroup(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const vm = slotOf(items[i]);
    const det = isWord(items[i + 2], 'a', 'an', 'the') ? 1 : 0;
    const group = slotOf(items[i + 2 + det]);
    if (vm && group && vm.entry.kind === 'vm' && group.entry.kind === 'autoscaling_group' && isWord(items[i + 1], 'in', 'inside', 'within')) {
      group.pre.unshift(vm.matched);
      absorb(group, vm);
      out.push({ t: 'slot', slot: group, start: group.start, end: group.end });
      i += 2 + det;
      continue;
    }
    out.push(items[i]!);
  }
  return out;
}

/** All merging rules, in the order that lets each see the result of the one before. */
export function mergeSlots(text: string, items: Item[]): Item[] {
  let out = mergeParentheses(text, items);
  out = onPremOverWords(text, out);
  out = mergeManagedBy(text, out);
  out = mergeOverCompound(text, mergeOverQualifier(text, out));
  out = mergeNeighbours(text, mergeOwners(text, out));
  out = mergeInGroup(out);
  out = dropProducedNouns(out);
  out = dropHeldNouns(out);
  out = mergeKeptIn(text, out);
  out = mergePurpose(text, out);
  return out;
}
