import { ACTOR_ENTRIES, equivalentIn, genericService, getService, kindOfName } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { FILLER, SYSTEM_ADJECTIVES, DETERMINERS, PREPOSITIONS, CONJUNCTIONS, NUMBER_WORDS, PART_NOUNS, VENDOR_WORDS } from '../text/lexicon.js';
import { singular } from '../text/tokens.js';
import { isVerb } from '../text/verbs.js';
import type { Tagged } from '../text/nlp.js';
import { isGenericTerm, type RawMention } from './raw-mention.js';

const ROLE_HEADS: Readonly<Record<string, string>> = {
  service: 'general.microservice', services: 'general.microservice', microservice: 'general.microservice',
  microservices: 'general.microservice', api: 'general.api', apis: 'general.api', worker: 'general.worker',
  workers: 'general.worker', backend: 'general.microservice', system: 'general.external_system', systems: 'general.external_system',
  console: 'general.web_frontend', portal: 'general.web_frontend', page: 'general.web_frontend',
  application: 'general.microservice', applications: 'general.microservice', app: 'general.microservice', apps: 'general.microservice',
  tool: 'general.microservice', tools: 'general.microservice', cluster: 'general.microservice', clusters: 'general.microservice',
  script: 'general.worker', scripts: 'general.worker', agent: 'general.worker', agents: 'general.worker',
  daemon: 'general.worker', daemons: 'general.worker', instance: 'general.app_server', instances: 'general.app_server',
};

/** Kubernetes objects a list of names may share ("the cart and checkout deployments"). */
const K8S_HEADS: Readonly<Record<string, string>> = {
  deployments: 'kubernetes.deployment', statefulsets: 'kubernetes.statefulset', daemonsets: 'kubernetes.daemonset',
  pods: 'kubernetes.pod', jobs: 'kubernetes.job', cronjobs: 'kubernetes.cronjob',
};

/** "an order service", "the payments API": a named role the catalog has no synonym for is still a component. */
export function roleMentions(text: string, mentions: RawMention[], tags: readonly Tagged[]): RawMention[] {
  const added: RawMention[] = [];
  // "the ledger-sync agent": a hyphenated name is one word of the name.
  for (const m of text.matchAll(/\b([A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)[ \t-]+(services?|microservices?|apis?|workers?|backend|systems?|console|portal|page|applications?|apps?|tools?|clusters?|scripts?|agents?|daemons?|instances?)\b/gi)) {
    const first = m[1]!.toLowerCase().split('-').pop()!;
    // "three services: …": a count before a plural head is no name; the head alone is the counted part.
    if ((NUMBER_WORDS[first] ?? 0) >= 2 && /s$/i.test(m[2]!)) {
      const at = m.index + m[0].length - m[2]!.length;
      if (!mentions.some((o) => o.end > at && o.start < at + m[2]!.length)) added.push({ entry: getService(ROLE_HEADS[m[2]!.toLowerCase()]!)!, start: at, end: at + m[2]!.length, matched: m[2]! });
      continue;
    }
    // "posts totals to the cloud app": "the" makes one part of "cloud", which otherwise describes the whole system.
    const partInCloud = first === 'cloud' && /^(?:applications?|apps?)$/i.test(m[2]!) && /\bthe[ \t]+$/i.test(text.slice(Math.max(0, m.index - 5), m.index));
    // "the Event Service", "an Event API": a noun that otherwise says how the whole system works ("event-driven"),
    // written in capitals with its head, names one part.
    const titledNoun = SYSTEM_ADJECTIVES.has(first) && titledName(m[1]!, m[2]!) && ['NOUN', 'PROPN'].includes(tags.find((t) => t.start === m.index)?.pos ?? '');
    if (!partInCloud && !titledNoun && [DETERMINERS, PREPOSITIONS, CONJUNCTIONS, FILLER, SYSTEM_ADJECTIVES, VENDOR_WORDS].some((s) => s.has(first))) continue;
    if ((isVerb(first) && !nounModifier(tags, m.index)) || /^[0-9]+$/.test(first)) continue;
    // "a probe instance" is a machine of that name; "a database instance", "the primary instance" are not.
    if (/^instances?$/i.test(m[2]!) && (!['NOUN', 'PROPN'].includes(tags.find((t) => t.start === m.index)?.pos ?? '') || isGenericTerm(m[1]!))) continue;
    // "there is script …": a verb or pronoun is no name word.
    if (['AUX', 'PRON'].includes(tags.find((t) => t.start === m.index)?.pos ?? '')) continue;
    // "a self-managed sync agent": a program keeps the hyphenated word that describes it.
    const program = /^(?:scripts?|agents?|daemons?)$/i.test(m[2]!);
    const start = program ? m.index - (/[A-Za-z]+-[A-Za-z]+[ \t]+$/.exec(text.slice(Math.max(0, m.index - 40), m.index))?.[0].length ?? 0) : m.index;
    const end = m.index + m[0].length;
    // "two application VPCs", "the app tier": a count is no name, and a head that qualifies a noun after it is no part.
    if (/^(?:applications?|apps?|tools?|clusters?)$/i.test(m[2]!) && !headOfPhrase(text, tags, start, end)) continue;
    // "a test cluster on AKS": a cluster said to be on a platform is that platform's, read where places are.
    if (/^clusters?$/i.test(m[2]!) && /^[ \t]+(?:on|in|inside|within|of)\b/i.test(text.slice(end, end + 10))) continue;
    // "the admin console", "the phone system": a word for people or their devices inside the name is part of it; the longer name wins later.
    // "the metrics-relay agent": a service word inside a hyphenated program name is part of that name too.
    // "the search page", "a storage portal": a product's everyday-word alias before a page's head only says what the page is for.
    const screenHead = /^(?:portal|page)$/i.test(m[2]!);
    const inName = (o: RawMention): boolean => (program && m[1]!.includes('-') && o.start >= m.index && o.end <= m.index + m[1]!.length)
      || (screenHead && o.start === start && o.end === start + m[1]!.length && /^[a-z]+$/.test(o.matched) && isGenericTerm(o.matched));
    if (mentions.some((o) => o.end > start && o.start < end && !((ACTOR_ENTRIES.has(o.entry.id) || o.entry.category === 'client') && o.start >= start && o.end < end) && !inName(o))) continue;
    const system = /^systems?$/i.test(m[2]!);
    // "a distributed system", "the whole system": only a noun before it names an outside system;
    // "the dispatch console", "an admin portal" likewise name a front end people work in.
    const screen = /^(?:console|portal|page)$/i.test(m[2]!);
    if ((system || screen) && !['NOUN', 'PROPN'].includes(tags.find((t) => t.start === start)?.pos ?? '')) continue;
    // "a recommendation system" is a part of the kind its words say; "the order management system" is an outside one.
    const kind = system ? kindOfName(m[0].replace(/\s*systems?$/i, '')) : undefined;
    const entry = kind && kind !== 'external_api' ? genericService(kind, 'general') : getService(ROLE_HEADS[m[2]!.toLowerCase()]!)!;
    added.push({ entry, start, end, matched: text.slice(start, end) });
  }
  added.push(...flowMentions(text, [...mentions, ...added], tags));
  // "The application sends a request to …": a bare application that opens a sentence and acts is a part of its own.
  for (const m of text.matchAll(/(?:^|[.!?:;,][ \t]+)[Tt]he[ \t]+(applications?|apps?)\b/g)) {
    const end = m.index + m[0].length;
    const start = end - m[1]!.length;
    const next = tags.find((t) => t.start >= end);
    if (!next || !['VERB', 'AUX'].includes(next.pos) || mentions.some((o) => o.end > start && o.start < end)) continue;
    // "a web app on App Service … The application reads …": an application named before is the one meant.
    if (mentions.some((o) => o.start < start && (o.entry.kind === 'web_app' || o.entry.id === 'general.microservice' || /\bapp(?:lication)?s?$/i.test(o.matched)))) continue;
    added.push({ entry: getService(ROLE_HEADS[m[1]!.toLowerCase()]!)!, start, end, matched: m[1]! });
  }
  return added;
}

/** "Event Service", "Event API": one capitalised word, then a capitalised head. */
function titledName(word: string, head: string): boolean {
  return /^[A-Z][a-z]+$/.test(word) && /^[A-Z]/.test(head);
}

/** The words start..end open with a name word (not a count) and end their noun phrase. */
function headOfPhrase(text: string, tags: readonly Tagged[], start: number, end: number): boolean {
  const first = tags.find((t) => t.start === start);
  const next = tags.find((t) => t.start >= end);
  if (first?.pos === 'NUM') return false;
  // "the ferry application stores bookings in …": an -s verb the tagger reads as a plural noun is the
  // phrase's verb when a noun or an article follows it ("the app stores" with no object stays a noun).
  const after = next && tags.find((t) => t.start > next.start);
  const word = next ? text.slice(next.start, next.end) : '';
  const verbNext = /[a-z]s$/.test(word) && isVerb(word.toLowerCase()) && ['NOUN', 'DET', 'ADJ'].includes(after?.pos ?? '');
  return verbNext || !['NOUN', 'PROPN'].includes(next?.pos ?? '');
}

/**
 * Every mention ending in a role head ("... audit workers") may close a list that shares it; an
 * everyday one-word mention the list re-reads as one of its items goes into `replaced`.
 */
export function listMentions(text: string, mentions: RawMention[], tags: readonly Tagged[], replaced: Set<RawMention>, provider: Provider): RawMention[] {
  const added: RawMention[] = [];
  for (const m of mentions) {
    // "the invoice and search services": an everyday word right before the shared head closes the list too.
    const next = /^[ \t]+([A-Za-z]+s)\b/.exec(text.slice(m.end, m.end + 20));
    const headAfter = next && ROLE_HEADS[next[1]!.toLowerCase()] && isGenericTerm(m.matched) && !/\s/.test(m.matched.trim());
    const head = headAfter ? next[1]! : /([A-Za-z]+)$/.exec(m.matched)?.[1];
    const size = headAfter ? 2 : m.matched.trim().split(/\s+/).length;
    const k8s = head !== undefined && K8S_HEADS[head.toLowerCase()] === m.entry.id;
    // "the raw, clean and curated buckets", "the email and audit queues": a plural part noun is shared too.
    const part = head !== undefined && !ROLE_HEADS[head.toLowerCase()] && size === 1 && /[a-z]s$/i.test(head) && PART_NOUNS.has(singular(head.toLowerCase()))
      && isGenericTerm(m.matched) && m.entry.category !== 'client';
    if (!head || !(ROLE_HEADS[head.toLowerCase()] || k8s || part) || size > 2) continue;
    // "audit workers" found as "workers": the word before it is the last item of the list.
    const prev = size === 1 ? /([A-Za-z][A-Za-z0-9-]*)[ \t]+$/.exec(text.slice(Math.max(0, m.start - 40), m.start)) : null;
    const at = prev ? m.start - prev[0].length : m.start;
    // "the frontend and the worker": an article before the head starts a phrase of its own, no list shares it.
    if (prev && (DETERMINERS.has(prev[1]!.toLowerCase()) || (!isNameWord(prev[1]!) && !nounModifier(tags, at)))) continue;
    // "BigQuery and Looker dashboards": after a product's name the part is that product's, not a list's shared noun.
    if (part && mentions.some((o) => o !== m && o.end <= m.start && o.end >= at && !isGenericTerm(o.matched))) continue;
    // "the invoice and search services": the items are services even when the last one names a catalog entry.
    // A vendor-neutral part ("queues") is the diagram's provider's own (SQS queues on AWS).
    if (part && m.entry.provider === 'general') m.entry = equivalentIn(m.entry.id, provider) ?? m.entry;
    const role = k8s || part ? m.entry : getService(ROLE_HEADS[head.toLowerCase()]!)!;
    const items = sharedHeadMentions(text, at, head, isGenericTerm(m.matched) ? role : m.entry, tags);
    for (const x of items) {
      const clash = mentions.filter((o) => o.start < x.end && o.end > x.start);
      // "the user, order and billing services": an everyday word of the list ("user") is one of the services.
      if (clash.every((o) => o.start === x.start && o.end === x.end && isGenericTerm(o.matched) && o.entry.id !== x.entry.id)) {
        for (const o of clash) replaced.add(o);
        added.push(x);
      }
    }
    // The list's last item is one service too: "payment services" closing the list is the payment service.
    if (items.length > 0 && headAfter) {
      m.end += next[0].length;
      m.matched = `${m.matched} ${head.replace(/s$/i, '')}`;
    } else if (items.length > 0 && prev) {
      // "… and checkout deployments" found as "deployments": the word before names the last one.
      m.start = at;
      m.matched = `${prev[1]} ${head.replace(/s$/i, '')}`;
    } else if (items.length > 0 && size === 2 && /s$/i.test(head)) m.matched = m.matched.replace(/s$/i, '');
  }
  return added;
}

/**
 * "the ingest service", "processing workers": a word that could be a verb, read as a noun modifier —
 * the model tags it as a noun or adjective, or it follows a determiner or a list comma.
 */
export function nounModifier(tags: readonly Tagged[], at: number): boolean {
  const i = tags.findIndex((t) => t.start === at);
  if (i < 0) return false;
  if (['NOUN', 'PROPN', 'ADJ'].includes(tags[i]!.pos)) return true;
  const before = tags[i - 1];
  // At the start of a sentence a capitalised word before the head noun names it ("Ingest service stores ...").
  return before === undefined || ['.', '!', '?', ':', ';'].includes(before.lemma) || before.pos === 'DET' || before.pos === 'CCONJ' || before.lemma === ',';
}

const isNameWord = (w: string): boolean =>
  ![DETERMINERS, PREPOSITIONS, CONJUNCTIONS, FILLER, SYSTEM_ADJECTIVES, VENDOR_WORDS].some((s) => s.has(w.toLowerCase())) && !isVerb(w.toLowerCase()) && !/^[0-9]+$/.test(w);

/**
 * "the ingest, analysis, and processing services": a list of words sharing one head noun names
 * one component per word.
 */
function sharedHeadMentions(text: string, headStart: number, head: string, entry: RawMention['entry'], tags: readonly Tagged[]): RawMention[] {
  const list = /((?:[A-Za-z][A-Za-z0-9-]*\s*,\s*)*[A-Za-z][A-Za-z0-9-]*\s*,?\s+(?:and|or)\s+)$/.exec(text.slice(Math.max(0, headStart - 120), headStart));
  if (!list) return [];
  const base = headStart - list[1]!.length;
  const out: RawMention[] = [];
  for (const w of list[1]!.matchAll(/[A-Za-z][A-Za-z0-9-]*/g)) {
    if (['and', 'or'].includes(w[0].toLowerCase())) continue;
    if (!isNameWord(w[0]) && !(isVerb(w[0].toLowerCase()) && nounModifier(tags, base + w.index))) return [];
    const start = base + w.index;
    out.push({ entry, start, end: start + w[0].length, matched: `${w[0]} ${head.replace(/s$/i, '')}` });
  }
  return out;
}

/** Words before "flow" that name a path things take, not a part that runs ("data flow", "request flow"). */
const PATH_FLOWS = /^(?:data|dataflow|traffic|request|response|control|cash|work|message|event|user|login|signin|auth\w*|oauth|process|information|network|code|packet|call|page|business|main|overall|end)$/;

/**
 * "triggers a reconciliation flow", "the approval flow sends …": a named flow that something starts, or
 * that acts itself, is a workflow part; "the data flow", "in the analytics flow" name a path, no part.
 */
function flowMentions(text: string, taken: readonly RawMention[], tags: readonly Tagged[]): RawMention[] {
  const out: RawMention[] = [];
  for (const m of text.matchAll(/\b([a-z][a-z-]*)[ \t]+flows?\b/g)) {
    const first = m[1]!;
    const [start, end] = [m.index, m.index + m[0].length];
    if (PATH_FLOWS.test(first) || [DETERMINERS, PREPOSITIONS, CONJUNCTIONS, FILLER, SYSTEM_ADJECTIVES, VENDOR_WORDS].some((s) => s.has(first))) continue;
    if (tags.find((t) => t.start === start)?.pos !== 'NOUN' || taken.some((o) => o.end > start && o.start < end)) continue;
    const next = tags.find((t) => t.start >= end);
    const acts = next?.pos === 'VERB' && /^[ \t]+$/.test(text.slice(end, next.start));
    const started = /\b(?:triggers?|starts?|invokes?|calls?|launches?|runs?)[ \t]+(?:a|an|the|another)[ \t]+$/i.test(text.slice(Math.max(0, start - 30), start));
    if (acts || started) out.push({ entry: getService('general.workflow')!, start, end, matched: m[0] });
  }
  return out;
}
