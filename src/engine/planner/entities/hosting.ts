import { resolveService, type ServiceEntry, type ServiceKind } from '../../catalog/index.js';
import { DETERMINERS, HOSTED_INSIDE } from '../text/lexicon.js';
import { isParticiple, verbBases } from '../text/verbs.js';
import { singular } from '../text/tokens.js';
import type { Entity } from '../types.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';
import { isGenericTerm } from './raw-mention.js';
import { BROKER_KINDS } from '../relations/orient.js';

/**
 * One place for what the text says runs on what: "Airflow on MWAA", "a Java service on EC2",
 * "Grafana hosted on a separate EC2 instance", "an LLM on Vertex AI", "the API, deployed on Cloud
 * Run". A program or product the text names, on a service that runs it, is one component: the
 * host, named by what runs on it. mergeHostedOn reads it in the item stream, before components
 * are resolved; hostedParts and hostedAliases read what is left (a part named earlier, a noun the
 * catalog lacks) once they are.
 */

/** Verbs whose participle places a thing on its host ("hosted on", "running in", "installed on"). */
const HOSTING = new Set(['host', 'deploy', 'run', 'serve', 'build', 'implement', 'package', 'install']);

/** Kinds of service that run code or models someone brings: what runs "on" one is drawn as it. */
const HOST_KINDS = new Set<ServiceKind>([
  'vm', 'container_service', 'web_app', 'function', 'autoscaling_group', 'batch', 'ml_platform', 'ai_service', 'analytics',
  'stream_processing', 'iot_hub',
]);

/** Kinds that name who uses a system or what lies outside it, never a program that runs on a host. */
const NOT_HOSTED = new Set<ServiceKind>(['users', 'browser', 'mobile', 'device', 'internet', 'onprem', 'external_api', 'developer']);

/** Kinds that hold other components (clusters, networks): parts "in" them stay parts of their own. */
const HOLDERS = new Set<ServiceKind>(['network_misc', 'k8s_cluster', 'generic']);

/** Whether a word is a participle of a hosting verb ("hosted", "running", "deployed"). */
export function isHostingWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (!(isParticiple(lower) || /(ed|ing)$/.test(lower) || lower === 'runs' || lower === 'run')) return false;
  return verbBases(lower).some((b) => HOSTING.has(b));
}

/** Whether `b` is the managed form of what `a` names ("Airflow on MWAA", "Kafka on MSK", "Claude on Bedrock"). */
function sameProduct(a: Slot, b: Slot): boolean {
  if (a.entry.id === b.entry.id || a.entry.equivalents.includes(b.entry.id)) return true;
  // "Apache Airflow on Amazon MWAA": the product's own name, without its maker, names the managed service.
  const words = a.matched.split(/\s+/);
  return a.entry.provider === 'general' && words.length > 1 && resolveService(words.slice(1).join(' '), b.entry.provider)?.id === b.entry.id;
}

/**
 * Whether `a`, a program or product the text names, runs on the service `b` as one component:
 * a vendor-neutral part (an app, Grafana, an LLM, a Spark job) on a service that runs code or
 * models. Storage and the people or systems outside are never hosted.
 */
export function runsOn(a: ServiceEntry, b: ServiceEntry): boolean {
  if (a.provider !== 'general' || b.provider === 'general' || !HOST_KINDS.has(b.kind) || NOT_HOSTED.has(a.kind)) return false;
  return a.category !== 'storage' && a.category !== 'client';
}

/** A model of a provider on that provider's model platform ("a Gemini model on Vertex AI"). */
function modelOnPlatform(a: ServiceEntry, b: ServiceEntry): boolean {
  return a.provider === b.provider && a.id !== b.id && ['ai_service', 'ml_endpoint'].includes(a.kind) && ['ml_platform', 'ai_service'].includes(b.kind);
}

/**
 * "a web server deployed on Cloud Run": a machine named by its job in everyday words, placed on a
 * platform that runs code without machines, is that platform doing the job, not a VM of its own.
 */
function roleOnPlatform(a: Slot, b: Slot): boolean {
  // "match servers on GameLift": a compute product the catalog files under no kind runs them too.
  const runs = HOST_KINDS.has(b.entry.kind) || (b.entry.kind === 'generic' && b.entry.category === 'compute');
  return a.entry.kind === 'vm' && isGenericTerm(a.matched) && b.entry.kind !== 'vm' && b.entry.kind !== 'autoscaling_group' && runs;
}

/** Kinds of service that carry messages (the relations' broker kinds): a queue, a topic, a stream or a bus. */
const CARRIERS: ReadonlySet<ServiceKind> = new Set(BROKER_KINDS);

/**
 * "the bakery's queue on its MQ broker", "a topic on our Kafka cluster": an everyday word for what a
 * messaging product holds, placed on that product, is part of it, not a second service.
 */
function partOfCarrier(a: Slot, b: Slot): boolean {
  return a.entry.id !== b.entry.id && CARRIERS.has(a.entry.kind) && CARRIERS.has(b.entry.kind) && isGenericTerm(a.matched);
}

/**
 * "Spark on HDInsight", "Kafka on a VM": an open-source engine the catalog files under a provider's
 * managed service (Spark under Databricks) but named by its own name, on another service of that
 * provider that runs it, is that host running the engine, not the managed service.
 */
function engineOnHost(a: Slot, b: Slot): boolean {
  if (a.entry.provider === 'general' || a.entry.provider !== b.entry.provider || a.entry.id === b.entry.id || !HOST_KINDS.has(b.entry.kind)) return false;
  const own = [a.entry.name, a.entry.short].join(' ').toLowerCase().split(/\s+/).filter((w) => w.length > 2 && !['azure', 'amazon', 'aws', 'google', 'cloud'].includes(w));
  return !own.some((w) => a.matched.toLowerCase().includes(w));
}

/** "an ECS service on Fargate": one container service on another of its provider and kind (its launch type) is one component; a cluster holds its services instead. */
function containerOnCapacity(a: Slot, b: Slot): boolean {
  return a.entry.id !== b.entry.id && a.entry.provider === b.entry.provider && [a, b].every((x) => x.entry.kind === 'container_service') && (a.count ?? 1) === 1 && !/\bclusters?\b/i.test(b.matched);
}

/** What the host's label says in parentheses when `a` runs on `b` ('' for nothing), or undefined when it does not. */
function nameOnHost(a: Slot, b: Slot): string | undefined {
  if (sameProduct(a, b)) return a.matched.toLowerCase() !== b.matched.toLowerCase() ? [...a.pre, a.matched, ...a.post].join(' ') : '';
  if (runsOn(a.entry, b.entry) || modelOnPlatform(a.entry, b.entry) || roleOnPlatform(a, b) || engineOnHost(a, b) || containerOnCapacity(a, b)) return [...a.pre, a.matched, ...a.post].join(' ');
  return undefined;
}

/** A word that describes the host rather than naming it: an adjective or a participle used as one ("dedicated"). */
function describes(word: { lower: string; pos?: string }): boolean {
  return word.pos === 'ADJ' || ((word.pos === 'VERB' || isParticiple(word.lower)) && word.lower.endsWith('ed'));
}

/** The index of the host slot after "on"/"atop" at `j`: past a determiner and describing words ("a separate EC2 instance"). */
function hostAt(items: Item[], j: number): number {
  let k = j + 1;
  if (items[k]?.t === 'word' && DETERMINERS.has((items[k] as { lower: string }).lower)) k++;
  while (k < j + 4 && items[k]?.t === 'word' && describes(items[k] as { lower: string; pos?: string })) k++;
  // "on Google Cloud Run": a maker's name the catalog left outside the mention.
  while (k < j + 4 && items[k]?.t === 'word' && (items[k] as { pos?: string }).pos === 'PROPN' && slotOf(items[k + 1]) === undefined && items[k + 1]?.t === 'word') k++;
  if (items[k]?.t === 'word' && (items[k] as { pos?: string }).pos === 'PROPN' && slotOf(items[k + 1])) k++;
  return k;
}

/** The hosting verb of a relative clause opening at `j` ("which run", "that's hosted"), if it is one. */
function relativeHosting(items: Item[], j: number): number | undefined {
  const k = pastRelative(items, j);
  return items[k]?.t === 'word' && isHostingWord((items[k] as { lower: string }).lower) ? k : undefined;
}

/** The hosting participle after "and" that closes a short participle phrase opening at `from` ("written in Go and deployed"). */
function coordinatedHosting(items: Item[], from: number): number | undefined {
  const first = items[from];
  if (first?.t !== 'word' || !(isParticiple(first.lower) || first.pos === 'VERB') || isHostingWord(first.lower)) return undefined;
  for (let q = from + 1; q < from + 6 && q + 1 < items.length; q++) {
    const it = items[q];
    if (it?.t !== 'word') return undefined;
    if (it.lower === 'and' && items[q + 1]?.t === 'word' && isHostingWord((items[q + 1] as { lower: string }).lower)) return q + 1;
  }
  return undefined;
}

/** "the catalog, cart and checkout services run on Fargate": all of them run there, not just the last one named. */
function listedAt(items: Item[], i: number): boolean {
  return (isWord(items[i - 1], 'and', 'or') || isPunct(items[i - 1], ',')) && slotOf(items[i - 2]) !== undefined;
}

/**
 * "Airflow on MWAA", "a Java service on EC2", "the API running on Cloud Run": one component, not
 * two. A product on its managed form is the managed service (the product in parentheses); a program
 * on a service that runs it is the host, the program's name in parentheses.
 */
export function mergeHostedOn(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    let j = i + 1;
    // "an Airflow environment on MWAA", "a Logstash fleet on EC2": a noun finishing the name comes along.
    const head = items[j]?.t === 'word' && (items[j] as { pos?: string }).pos === 'NOUN' && (isWord(items[j + 1], 'on', 'atop') || isHostingWord((items[j + 1] as { lower?: string })?.lower ?? '')) ? j++ : -1;
    // "the API, deployed on Cloud Run": a comma may set off the participle.
    if (isPunct(items[j], ',') && items[j + 1]?.t === 'word' && isHostingWord((items[j + 1] as { lower: string }).lower)) j++;
    // "the relay servers, which run inside Fargate", "the tally app that is deployed on Container Apps": a relative clause places it too.
    else if (isWord(items[isPunct(items[j], ',') ? j + 1 : j], 'which', 'that')) j = relativeHosting(items, isPunct(items[j], ',') ? j + 1 : j) ?? j;
    // "a points service, written in Go and deployed on Cloud Run": another participle phrase may come first.
    else if (isPunct(items[j], ',')) j = coordinatedHosting(items, j + 1) ?? j;
    // "The order service is built with App Runner": the participle may follow its auxiliary.
    if (isWord(items[j], 'is', 'are') && items[j + 1]?.t === 'word' && isHostingWord((items[j + 1] as { lower: string }).lower)) j++;
    const placed = items[j]?.t === 'word' && isHostingWord((items[j] as { lower: string }).lower);
    const built = placed && /^(built|implemented)$/.test((items[j] as { lower: string }).lower);
    if (placed) j++;
    if (!a || !(isWord(items[j], 'on', 'atop') || (placed && isWord(items[j], ...HOSTED_INSIDE)) || (built && isWord(items[j], 'using', 'with')))) {
      out.push(items[i]!);
      continue;
    }
    const k = hostAt(items, j);
    const b = slotOf(items[k]);
    if (!b || a.descriptor || b.descriptor || (b.count ?? 1) > 1 || listedAt(items, i)) {
      out.push(items[i]!);
      continue;
    }
    // Drawn as the host, named by what runs on it: "MSK (Kafka)", "EC2 (Java service)".
    if (partOfCarrier(a, b)) {
      const own = [...a.pre, a.matched, ...a.post].join(' ');
      if (a.pre.length > 0 && !b.paren.includes(own)) b.paren.push(own);
      // Said again later ("the queue"), it is this broker.
      (b.runs ??= []).push(own);
      b.determiner = a.determiner ?? b.determiner;
      b.start = a.start;
      out.push({ t: 'slot', slot: b, start: items[i]!.start, end: items[k]!.end });
      i = k;
      continue;
    }
    const name = nameOnHost(a, b);
    if (name === undefined) {
      out.push(items[i]!);
      continue;
    }
    const named = head >= 0 && name ? `${name} ${(items[head] as { text: string }).text}` : name;
    if (named && !b.paren.includes(named)) b.paren.push(named);
    if (name) (b.runs ??= []).push([...a.pre, a.matched, ...a.post].join(' '));
    b.count = a.count ?? b.count;
    b.determiner = a.determiner ?? b.determiner;
    b.start = a.start;
    out.push({ t: 'slot', slot: b, start: items[i]!.start, end: items[k]!.end });
    i = k;
  }
  return out;
}

/** The noun phrase of words ending at `end` ("a self-hosted integration runtime"), when an article opens it. */
function phraseBefore(items: Item[], end: number, text: string): string | undefined {
  let q = end;
  while (q > end - 6) {
    const it = items[q];
    if (it?.t !== 'word') break;
    // "self-hosted", "managed": a participle inside the phrase describes its head.
    const describing = q < end && it.pos === 'VERB' && it.lower.endsWith('ed');
    if (!(['NOUN', 'ADJ', 'PROPN'].includes(it.pos ?? '') || describing)) break;
    q--;
  }
  if (q === end || !isWord(items[q], 'a', 'an', 'the')) return undefined;
  const phrase = text.slice(items[q + 1]!.start, items[end]!.end);
  return phrase.split(/[\s-]+/).length >= 2 || /[A-Z]/.test(phrase) ? phrase : undefined;
}

/**
 * "a self-hosted integration runtime installed on a virtual machine": a program the catalog lacks,
 * placed on a service that runs it, names that service.
 */
export function nameHostsByPhrase(items: Item[], text: string): void {
  for (let p = 0; p + 2 < items.length; p++) {
    if (items[p]?.t !== 'word') continue;
    let j = p + 1;
    if (isPunct(items[j], ',')) j++;
    if (!(items[j]?.t === 'word' && isHostingWord((items[j] as { lower: string }).lower)) || !isWord(items[j + 1], 'on', 'in')) continue;
    const b = slotOf(items[hostAt(items, j + 1)]);
    if (!b || b.descriptor || (b.count ?? 1) > 1 || !HOST_KINDS.has(b.entry.kind) || b.entry.provider === 'general') continue;
    const phrase = phraseBefore(items, p, text);
    // "the ledger, limits and alerts services run on Fargate": a list of parts is not one program's name.
    if (phrase && !/,|\band\b|\bor\b/.test(phrase) && !b.paren.includes(phrase)) b.paren.push(phrase);
  }
}

/** Past "that's" / "which is" at `j`, where a relative clause places a part on its host; else `j`. */
function pastRelative(items: Item[], j: number): number {
  if (!isWord(items[j], 'that', 'which')) return j;
  return isWord(items[j + 1], 's', 'is', 'are', 'was', 'were') ? j + 2 : j + 1;
}

/**
 * Nouns the text ties to a component by hosting ("a web portal hosted on App Service", "the API,
 * deployed on Cloud Run"): later, "the portal" or "the API" is that component.
 */
export function hostedAliases(items: Item[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (let i = 0; i + 2 < items.length; i++) {
    const noun = items[i];
    // "routes them to service running in AKS": the tagger may read the noun after "to" as a verb
    // (an infinitive is never followed by a hosting participle, so it is a noun here).
    const afterTo = isWord(items[i - 1], 'to');
    if (noun?.t !== 'word' || (noun.pos !== 'NOUN' && !afterTo)) continue;
    // "the portal that's hosted on App Service", "the portal, which runs on …": a relative clause may place it too.
    const j = pastRelative(items, isPunct(items[i + 1], ',') ? i + 2 : i + 1);
    const verb = items[j];
    // "a service running in AKS" ties the noun to its host as "hosted on" does.
    if (verb?.t !== 'word' || !(isParticiple(verb.lower) || verb.lower.endsWith('ing')) || !isHostingWord(verb.lower)) continue;
    if (!isWord(items[j + 1], 'on', 'in', 'as', 'with', 'by')) continue;
    const slot = items[j + 2]?.t === 'slot' ? items[j + 2] : isWord(items[j + 2], 'the', 'a', 'an') ? items[j + 3] : undefined;
    // Keyed by the singular: "services running in AKS … the service" names the same thing.
    if (slot?.t === 'slot' && slot.slot.keys.length === 1 && !out.has(singular(noun.lower))) out.set(singular(noun.lower), [...slot.slot.keys]);
  }
  return out;
}

/** Kinds of part that run code, and of service that runs it. */
const RUNS_CODE = new Set<ServiceKind>(['web_app', 'microservice', 'function', 'container_service']);

/**
 * A part named earlier that the text says runs on a named service ("a booking site hosted on
 * Azure App Service", "an intake API running in Cloud Run") is that service doing the job: the
 * part is drawn as the service, named in its label. Hosts that hold things (clusters, networks)
 * keep their parts inside them instead.
 */
export function hostedParts(items: Item[], entity: (key: string) => Entity): { part: string; by: string; name: string }[] {
  const out: { part: string; by: string; name: string }[] = [];
  for (let i = 0; i + 2 < items.length; i++) {
    const first = items[i];
    if (first?.t !== 'slot' || first.slot.keys.length !== 1 || listedAt(items, i)) continue;
    // "the API, which is hosted on App Service": a comma may set off the relative clause.
    const j = pastRelative(items, isPunct(items[i + 1], ',') ? i + 2 : i + 1);
    const verb = items[j];
    // "the web app in App Service": with no participle, only code-running parts on compute count.
    const bare = j === i + 1 && isWord(verb, 'on', 'in');
    if (!bare && (verb?.t !== 'word' || !isHostingWord(verb.lower))) continue;
    if (!bare && !isWord(items[j + 1], 'on', 'in')) continue;
    let k = bare ? j + 1 : j + 2;
    if (isWord(items[k], 'the', 'a', 'an')) k++;
    // "on Google Cloud Run": a maker's name the catalog left outside the mention.
    if (items[k]?.t === 'word' && (items[k] as { pos?: string }).pos === 'PROPN') k++;
    const host = items[k];
    if (host?.t !== 'slot' || host.slot.keys.length !== 1) continue;
    const part = entity(first.slot.keys[0]!);
    const by = entity(host.slot.keys[0]!);
    if (part.key === by.key || part.entry.provider !== 'general' || by.entry.provider === 'general') continue;
    if (NOT_HOSTED.has(part.entry.kind) || part.entry.kind === 'generic' || HOLDERS.has(by.entry.kind) || part.count > 1) continue;
    if (bare && !(RUNS_CODE.has(part.entry.kind) && RUNS_CODE.has(by.entry.kind))) continue;
    if (out.some((o) => o.part === part.key)) continue;
    out.push({ part: part.key, by: by.key, name: [...first.slot.pre, first.slot.matched, ...first.slot.post].join(' ') });
  }
  return out;
}
