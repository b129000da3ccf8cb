import { kindOfName } from '../../catalog/index.js';
import type { Entity } from '../types.js';
import { stem } from '../text/tokens.js';
import { EVENT_PART_NOUNS, FILLER, HEAD_NOUNS, PART_NOUNS, SHORT_NOUNS, VENDOR_WORDS, WORKING_PART_HEADS, ZONE_WORDS } from '../text/lexicon.js';
import { heldPartOwner } from './held-part.js';
import type { Slot } from './items.js';
import { isGenericTerm } from './raw-mentions.js';
import { entryWords, spacedApart, words } from './name-words.js';
import { ENDPOINT_WORDS } from './endpoint-facet.js';

export const DEFINITE = new Set(['the', 'this', 'that', 'these', 'those', 'same']);

const EVENT_STEMS = new Set([...EVENT_PART_NOUNS].map(stem));

/**
 * "A blob trigger starts a function" after "files land in Blob Storage": a mention that adds only
 * event words to a service's name is an event of that service as already named, whatever its article.
 */
export function eventSource(slot: Slot, live: Entity[], earlier: ReadonlySet<string>): Entity | undefined {
  const own = entryWords(slot.entry);
  const said = words([slot.matched, ...slot.pre, ...slot.post].join(' ')).filter((w) => !own.has(w) && !VENDOR_WORDS.has(w));
  if (said.length === 0 || !said.every((w) => EVENT_STEMS.has(w))) return undefined;
  return live.findLast((e) => e.entry.id === slot.entry.id && earlier.has(e.key));
}

/**
 * "Front Door … this CDN", "Aurora … the database": a definite everyday name
 * for a kind refers to the component of that kind named most recently, whatever its product.
 */
export function kindReference(slot: Slot, live: Entity[], earlier: ReadonlySet<string>): Entity[] {
  const owner = heldPartOwner(slot, live, earlier);
  if (owner) return [owner];
  if (!DEFINITE.has(slot.determiner ?? '') || slot.pre.length > 0) return [];
  // "the bronze layer … the silver layer": a zone word of its own names another zone, not the one before.
  const plain = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/);
  const zone = plain(slot.matched).find((w) => ZONE_WORDS.has(w));
  const otherZone = (e: Entity): boolean => zone !== undefined && e.entry.id !== slot.entry.id && !plain(e.matched).includes(zone);
  const same = isGenericTerm(slot.matched) ? live.filter((e) => earlier.has(e.key) && e.entry.kind === slot.entry.kind && e.entry.category !== 'client' && !otherZone(e)) : [];
  if (same.length > 0) return [same.at(-1)!];
  // "reads from Azure Cosmos DB. The database returns …": "the database" is the one database named so far, whatever its kind.
  if (isGenericTerm(slot.matched) && /^(?:database|db)$/i.test(slot.matched.trim()) && slot.entry.category === 'database') {
    const stores = live.filter((e) => earlier.has(e.key) && e.entry.category === 'database' && e.entry.kind !== 'cache' && !e.descriptor);
    if (stores.length === 1) return [stores[0]!];
  }
  // "an intake API hosted on Cloud Run … The API validates …": the head noun names the earlier component called so.
  const head = words(slot.matched).at(-1) ?? '';
  // "the Transfer Family workflow … the workflow": a bare everyday noun a provider's catalog files under
  // one of its services still names the earlier component called so, before that service is assumed.
  // "a Durable Functions orchestrator in Azure … The orchestrator submits …": so does a noun for a working part.
  if (!HEAD_NOUNS.has(slot.matched.toLowerCase()) && !WORKING_PART_HEADS.has(slot.matched.toLowerCase())) return [];
  const called = live.filter((e) => earlier.has(e.key) && e.entry.category !== 'client' && callsItself(e, head));
  // "the app" after "the application … App Configuration": a name ending in the noun before one using it as a modifier.
  const headed = live.filter((e) => earlier.has(e.key) && e.entry.category !== 'client' && !e.descriptor && headedBy(e, head));
  const last = called.at(-1);
  if (last && (headedBy(last, head) || headed.length === 0)) return [last];
  return headed.length > 0 ? [headed.at(-1)!] : [];
}

/** The component's phrase ends in the (stemmed) noun or the longer word it shortens ("App Service order application" for "app"). */
export function headedBy(e: Pick<Entity, 'matched' | 'pre' | 'post'>, w: string): boolean {
  const head = words([...e.pre, e.matched, ...e.post].join(' ')).at(-1);
  return head !== undefined && (head === stem(w) || head === stem(SHORT_NOUNS[w] ?? ''));
}

/**
 * The component was named with this head noun ("intake API", "Dataflow streaming job"), or its
 * product's own names end in it ("Cloud Run service", "function app"): "the <noun>" can mean it.
 */
export function callsItself(e: Entity, head: string): boolean {
  if (head.length < 3) return false;
  if (words([e.matched, ...e.pre, ...e.post, ...e.paren].join(' ')).includes(head)) return true;
  return e.entry.synonyms.some((syn) => syn.includes(' ') && words(syn).at(-1) === head);
}

/**
 * "CoreDNS resolvers … the CoreDNS VMs": machines named by a product said before are the machines
 * that product runs on — that component, not a second one.
 */
export function productMachines(slot: Slot, live: Entity[], earlier: ReadonlySet<string>): Entity | undefined {
  if (slot.entry.kind !== 'vm' && slot.entry.kind !== 'autoscaling_group') return undefined;
  const said = words([...slot.pre, slot.matched].join(' ')).filter((w) => !entryWords(slot.entry).has(w) && !HEAD_NOUNS.has(w));
  if (said.length === 0) return undefined;
  return live.findLast((e) => earlier.has(e.key) && e.entry.provider === 'general' && e.entry.category !== 'client'
    && !e.entry.id.includes('.generic_') && said.every((w) => entryWords(e.entry).has(w) || words(e.matched).includes(w)));
}

/**
 * "Amazon EventBridge … the NightlyPurge rule": a name the catalog lacks, ending in a part noun that only
 * one product named before calls its own ("EventBridge rule"), is that part of that product — not a box of its own.
 * Everyday heads ("service", "app") name components of their own and are left alone.
 */
export function namedPartOf(slot: Slot, live: Entity[]): Entity | undefined {
  const said = words(slot.matched);
  const head = slot.matched.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  if (said.length < 2 || !PART_NOUNS.has(head) || HEAD_NOUNS.has(head)) return undefined;
  const owners = live.filter((e) => e.entry.provider !== 'general' && e.entry.category !== 'client'
    && e.entry.synonyms.some((syn) => syn.includes(' ') && syn.split(/\s+/).at(-1) === head));
  const products = new Set(owners.map((e) => e.entry.id));
  return products.size === 1 ? owners.at(-1) : undefined;
}

/**
 * "the Go consumer, the Rust consumer … consumers read the queue": a bare plural is every part named
 * before with that head noun and a word of its own, when there are two or more of them.
 */
export function pluralOfNamed(slot: Slot, live: Entity[], earlier: ReadonlySet<string>): Entity[] {
  const said = slot.matched.trim();
  // "Each service uses PostgreSQL": "each" or "every" before a bare singular head says the same of every one.
  const every = /^(?:each|every)$/.test(slot.determiner ?? '') && /^[a-z]+$/.test(said);
  if (!(/^[a-z]+s$/.test(said) || every) || slot.pre.length + slot.post.length + slot.paren.length > 0) return [];
  const head = words(said).at(-1);
  const named = live.filter((e) => earlier.has(e.key) && words([...e.pre, e.matched].join(' ')).length >= 2 && words(e.matched).at(-1) === head);
  return named.length >= 2 ? named : [];
}

/**
 * "Clients call the quote API. The quote API is hosted on App Service": the program named before
 * is the host the text now places it on, drawn as that service, named by the program.
 */
function programNamedBefore(slot: Slot, live: Entity[]): Entity | undefined {
  const runs = slot.runs ?? [];
  if (runs.length !== 1 || !DEFINITE.has(slot.determiner ?? '')) return undefined;
  const said = words(runs[0]!);
  const program = live.findLast((e) => e.entry.provider === 'general' && e.entry.category !== 'client' && e.count === 1 && !e.label
    && (e.runs ?? []).length === 0 && said.at(-1) === words(e.matched).at(-1) && said.every((w) => words([...e.pre, e.matched, ...e.post].join(' ')).includes(w)));
  if (!program) return undefined;
  program.paren = [[...program.pre, program.matched, ...program.post].join(' ')];
  [program.entry, program.matched, program.pre, program.post] = [slot.entry, slot.matched, [...slot.pre], [...slot.post]];
  return program;
}

/**
 * A host named by the program on it ("the ticket API hosted on the App Service Environment"): the
 * article belongs to the program, so the host refers back only to an earlier host of its own
 * service — one already running that program, or one running none yet, which takes the program's
 * name. A host running another program is another copy of the service.
 */
export function hostReference(slot: Slot, live: Entity[]): Entity[] {
  const runs = slot.runs ?? [];
  const same = live.filter((e) => e.entry.id === slot.entry.id && !e.descriptor);
  const sameProgram = (e: Entity): boolean => runs.some((r) => (e.runs ?? []).some((x) => words(x).join(' ') === words(r).join(' ')));
  const host = same.findLast(sameProgram) ?? same.findLast((e) => (e.runs ?? []).length === 0 && !e.label && e.count === 1 && !namesProgram(e)) ?? programNamedBefore(slot, live);
  if (!host) return [];
  for (const p of slot.paren) if (!host.paren.includes(p)) host.paren.push(p);
  for (const r of runs) if (!sameProgram(host)) (host.runs ??= []).push(r);
  return [host];
}

/** Kinds of program a word after a host's name may call it ("the Container Apps website"). */
const HOSTED_PROGRAM_KINDS: ReadonlySet<string> = new Set(['web_app', 'web_frontend', 'microservice']);

/**
 * "the Container Apps website … a quote API that runs on Container Apps": a host already named by a
 * program of its own ("website") runs that program; another program placed on the service is another copy.
 */
function namesProgram(e: Entity): boolean {
  return e.post.some((w) => !/^services?$/i.test(w) && HOSTED_PROGRAM_KINDS.has(kindOfName(w) ?? ''));
}

/** A name run together the way code writes it: "OrderService", "stateStore". */
const RUN_TOGETHER = /^[A-Za-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$/;

/**
 * "The Billing service … BillingService": one name written apart and run together is one part,
 * whichever way it was read first.
 */
export function writtenTogether(slot: Slot, live: Entity[], earlier: ReadonlySet<string>): Entity | undefined {
  const said = [...slot.pre, slot.matched, ...slot.post].join(' ');
  return live.findLast((e) => {
    const theirs = [...e.pre, e.matched, ...e.post].join(' ');
    return earlier.has(e.key) && RUN_TOGETHER.test(said) !== RUN_TOGETHER.test(theirs) && spacedApart(said, theirs);
  });
}

/** Kinds of part that run a program of the team's own. */
const OWN_PROGRAM_KINDS: ReadonlySet<string> = new Set(['microservice', 'web_app']);
/** Nouns that say only that a part is a program: "the billing service" is "Billing" with a kind word. */
const PROGRAM_NOUNS = new Set(['service', 'svc', 'api', 'app', 'application', 'microservice', 'server', 'backend', 'component', 'module'].map(stem));

/**
 * "Ledger: API for balances … used by the ledger service", "Ledger … the ledger-api": a program named
 * before by its own name, said again with a word for programs after it, is that program.
 */
export function programByName(slot: Slot, live: Entity[], earlier: ReadonlySet<string>): Entity | undefined {
  if (slot.entry.provider !== 'general' || !OWN_PROGRAM_KINDS.has(slot.entry.kind) || slot.determiner === 'a' || slot.determiner === 'an') return undefined;
  const all = words([...slot.pre, slot.matched, ...slot.post].join(' '));
  const said = all.filter((w) => !PROGRAM_NOUNS.has(w));
  if (said.length === 0 || said.length === all.length) return undefined;
  const same = (e: Entity): boolean => ((w) => w.length === said.length && w.every((x) => said.includes(x)))(words(e.matched));
  const found = live.filter((e) => earlier.has(e.key) && e.entry.provider === 'general' && OWN_PROGRAM_KINDS.has(e.entry.kind) && same(e));
  return found.length === 1 ? found[0] : undefined;
}

/** Determiners that bring in a component not named before ("a Cloud Run job", "another Lambda function"). */
const INDEFINITE = new Set(['a', 'an', 'another']);

/**
 * "a pricing service hosted on Cloud Run … a Cloud Run job rebuilds …": the earlier mention stands
 * for the program the service runs, so the service named again with "a" runs something else — a
 * component of its own, not the program's host.
 */
export function anotherOnHost(slot: Slot, e: Entity): boolean {
  // "an Azure Function" after "Azure Functions" names nothing new; "a Cloud Run job" after "Cloud Run" adds its own word.
  const own = new Set(words(e.matched));
  return INDEFINITE.has(slot.determiner ?? '') && (e.runs?.length ?? 0) > 0 && (slot.runs?.length ?? 0) === 0 && words(slot.matched).some((w) => !own.has(w));
}

/** "Azure Relay acts as the dispatcher … The dispatcher forwards …": a definite mention of a role a part was said to play is that part. */
export function playedRole(slot: Slot, live: Entity[]): Entity | undefined {
  if (!DEFINITE.has(slot.determiner ?? '') || !(slot.generic || slot.entry.provider === 'general')) return undefined;
  const said = words([...slot.pre, slot.matched].join(' ')).join(' ');
  return live.findLast((e) => (e.roles ?? []).some((r) => words(r).join(' ') === said));
}

/**
 * "the order API" after "API Management": a lower-case word of the mention's own before its noun (not one
 * that only says how it is called) must be said of a part for the mention to mean that part.
 */
export function ownWordsFit(slot: Slot, e: Entity): boolean {
  const mine = words(slot.pre.filter((p) => !/^[A-Z]/.test(p) && !words(p).every((x) => ENDPOINT_WORDS.has(x) || FILLER.has(x))).join(' '));
  const theirs = words([...e.pre, e.matched, ...e.post, ...e.paren].join(' '));
  return mine.every((x) => theirs.includes(x));
}
