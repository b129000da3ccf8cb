import type { Entity } from '../types.js';
import { stem } from '../text/tokens.js';
import { DESCRIBING_QUALIFIERS, EVENT_PART_NOUNS, RECORD_PART_NOUNS, HEAD_NOUNS, PAYLOAD_NOUNS, VENDOR_WORDS, WHOLE_FACET_NOUNS, ZONE_WORDS } from '../text/lexicon.js';
import { byWhatItDoes, compact, entryWords, GENERIC_NOUNS, pluralName, sameByOwnNames, saidBy, sameName, spacedApart, subset, settingNouns, words } from './name-words.js';
import { anotherOnHost, ownWordsFit, DEFINITE, eventSource, playedRole, programByName, headedBy, hostReference, kindReference, namedPartOf, pluralOfNamed, productMachines, writtenTogether } from './resolve-refs.js';
import { slotOf, type Item, type Slot } from './items.js';
import { isGenericTerm } from './raw-mentions.js';
import { isHolder, otherRunShape, productBesideCopies } from './copies-apart.js';
import { qualifiersClash } from './qualifiers-clash.js';
import { keepFullerName } from './fuller-name.js';
import { sameUnit } from './same-unit.js';
import { syntheticSlot, wordReference, zoneSlot } from './word-references.js';
import { ordinalReference, placedCopy, toolWork } from './ordinal-copies.js';
import { bareAgain } from './bare-again.js';
import { qualifierReference } from './qualifier-reference.js';
import { bothPair } from './both-pair.js';
import { calledAfterName, endpointOfNamed, facetOfNamed } from './endpoint-facet.js';
import type { Provider } from '../../../shared/contract/values.js';
import { providerEntry } from './provider-entry.js';
import { namesake, outsidePartOf } from './namesake.js';
import { engineNamedFor } from './engine-named-for.js';

const POSSESSIVES = new Set(['your', 'its', 'their', 'our', 'my']);

/**
 * Words that tell this component apart from other components of the same service. Everyday nouns
 * ("queue", "app") are not, except on a box that holds others: "the app VPC", "the cache namespace".
 */
function distinctive(entryWords: Set<string>, parts: readonly string[], holder = false): Set<string> {
  // "the Cosmos DB trigger", "the bucket's change feed": an event of the service is no other copy of it.
  return new Set(words(parts.join(' ')).filter((w) => !entryWords.has(w) && !VENDOR_WORDS.has(w) && !DESCRIBING_QUALIFIERS.has(w) && !RECORD_PART_NOUNS.has(w) && !EVENT_PART_NOUNS.has(w) && !PAYLOAD_NOUNS.has(w) && (holder || !GENERIC_NOUNS.has(w))));
}

function slotParts(s: Slot): string[] {
  return [s.matched, ...s.pre, ...s.post, ...s.paren, ...s.zones];
}

export function entityParts(e: Entity): string[] {
  return [e.matched, ...e.pre, ...e.post, ...e.paren, e.label ?? ''];
}

/** The existing entity a mention refers back to ("the queue", "the database"), if any. */
function findReference(slot: Slot, entities: Entity[], earlier: ReadonlySet<string>, said: ReadonlySet<string>, split: { from?: Entity } = {}): Entity[] {
  // "an on-premises database" is no provider's service named before: what the owner runs itself is its own.
  const live = entities.filter((e) => !e.descriptor && !(slot.onPrem && slot.entry.provider === 'general' && e.entry.provider !== 'general'));
  const all = pluralOfNamed(slot, live, earlier);
  if (all.length > 0) return all;
  const together = writtenTogether(slot, live, earlier) ?? engineNamedFor(slot, live);
  if (together) return [together];
  const program = programByName(slot, live, earlier);
  if (program) return [program];
  if ((slot.runs ?? []).length > 0) return hostReference(slot, live);
  // "a Kafka topic on MSK … consumes the topic", "these APIs": the everyday name of what runs on a platform is that platform.
  const ran = ((slot.generic || slot.entry.provider === 'general') && DEFINITE.has(slot.determiner ?? '') ? live.findLast((e) => (e.runs ?? []).some((r) => words(slot.matched.replace(/\b([A-Z]{2,})s\b/g, '$1')).every((x) => words(r).includes(x)))) : undefined) ?? playedRole(slot, live);
  if (ran) return [ran];
  // "phpIPAM deployed on Cloud Run … The web application": the one program a platform runs is the application.
  const hosts = live.filter((e) => (e.runs ?? []).length > 0);
  // "the Parcelwise API" names its own product: a capitalised word before the noun is no pointer back.
  const appWord = slot.generic && slot.determiner === 'the' && ['web_frontend', 'web_app', 'microservice'].includes(slot.entry.kind)
    && !slot.pre.some((p) => /^[A-Z][a-z]/.test(p) && !VENDOR_WORDS.has(p.toLowerCase()));
  if (appWord && hosts.length === 1 && !live.some((e) => e.entry.id === slot.entry.id)) return [hosts[0]!];
  if (slot.generic) {
    const sw = distinctive(new Set(), [slot.matched]);
    // "the read models": every component qualified with those words, whatever its service.
    // The head noun still has to fit: "the Model Registry" is no carrier of "(large language model)".
    const head = words(slot.matched).at(-1) ?? '';
    const carriers = live.filter((e) => subset(sw, new Set(words([...e.pre, ...e.post, ...e.paren].join(' '))))
      && words([...entityParts(e), e.entry.name, e.entry.short].join(' ')).includes(head));
    if (sw.size > 0 && carriers.length > 0) return carriers;
  }
  // "a Glue Data Catalog (GDC) table … the GDC": a name the catalog lacks, said before
  // as part of a component's name, is that component.
  if (slot.entry.kind === 'generic' && slot.entry.id.includes('.generic_')) {
    const w = words(slot.matched);
    // "the Loaves DynamoDB table … the Loaves table": its name and the noun its own name ends in.
    const holder = live.findLast((e) => e.entry.kind !== 'generic' && w.length > 0 && ((own) => w.every((x) => own.includes(x))
      || (w.some((x) => own.includes(x)) && w.every((x) => own.includes(x) || words(e.matched).at(-1) === x)))(words([...e.pre, ...e.post, ...e.paren].join(' '))));
    if (holder) return [holder];
    const partOf = namedPartOf(slot, live);
    if (partOf) return [partOf];
  }
  if (slot.entry.provider === 'general' && slot.entry.category !== 'client') {
    // "the ShipEngine API" is no earlier "Amazon API Gateway": a name written before the word is part of it;
    // "a Shopify SaaS integration … Shopify's events": a product named before as a qualifier is that component.
    // "the order API" after "API Management": a word of its own before the noun names another part, as a capitalised one does.
    const w = words([...slot.pre.filter((p) => /^[A-Z]/.test(p)), slot.matched].join(' '));
    // "the application … Azure App Configuration … the app": the part called so before, not the product using the word.
    const head = slot.matched.trim().toLowerCase();
    const own = slot.determiner === 'the' && slot.pre.length === 0 && HEAD_NOUNS.has(head) ? live.findLast((e) => e.entry.id === slot.entry.id && earlier.has(e.key) && headedBy(e, head)) : undefined;
    const host = live.findLast((e) => e.entry.id !== slot.entry.id && e.entry.provider !== 'general' && ownWordsFit(slot, e)
      && (w.every((x) => words(e.matched).includes(x)) || (e.runs ?? []).some((r) => w.length > 0 && w.every((x) => words(r).includes(x)))))
      ?? (namesake(slot, live) ? undefined : live.findLast((e) => e.entry.id !== slot.entry.id && w.length > 0 && ownWordsFit(slot, e) && w.every((x) => words(e.pre.filter((p) => /^[A-Z]/.test(p)).join(' ')).includes(x))));
    if (own && (!host || !headedBy(host, head))) return [own];
    if (host) return [host];
  }
  const runsOn = productMachines(slot, live, earlier);
  if (runsOn) return [runsOn];
  // "invokes the second Lambda function. This second function …": the same ordinal for the same service is the copy named before.
  const ordinal = slot.isNew && slot.determiner && slot.pre.includes(slot.determiner) ? live.findLast((e) => e.entry.id === slot.entry.id && e.pre.includes(slot.determiner!)) : undefined;
  if (ordinal) return [ordinal];
  const facet = endpointOfNamed(slot, live, earlier) ?? facetOfNamed(slot, live, earlier);
  if (facet) return [facet];
  if (slot.isNew || (slot.count ?? 1) > 1) return [];
  // "the on-duty nurse … the cardiologist": people named by different jobs are different people.
  if (slot.entry.id === 'general.staff') {
    const head = (m: string): string => stem(m.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).at(-1) ?? '');
    const same = live.filter((e) => e.entry.id === slot.entry.id && head(e.matched) === head(slot.matched));
    return same.length > 0 ? [same.at(-1)!] : [];
  }
  // "Patient portal … Visitors sign in": the served people named by another word are others, unless either is "user".
  if (slot.entry.id === 'general.users') {
    const head = (m: string): string => stem(m.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).at(-1) ?? '');
    const earlierUsers = live.filter((e) => e.entry.id === slot.entry.id);
    const same = earlierUsers.filter((e) => head(e.matched) === head(slot.matched));
    if (same.length > 0) return [same.at(-1)!];
    if (earlierUsers.length > 0 && head(slot.matched) !== 'user' && earlierUsers.every((e) => head(e.matched) !== 'user')) return [];
  }
  const eventOf = eventSource(slot, live, earlier);
  if (eventOf) return [eventOf];
  // "a Lambda function" again in a later sentence is the one already named; in one sentence, a second one.
  const indefinite = slot.determiner === 'a' || slot.determiner === 'an';
  // "web servers on EC2 … with auto scaling": the servers named before are what scales.
  if (slot.entry.kind === 'autoscaling_group' && !live.some((e) => e.entry.kind === 'autoscaling_group')) {
    const servers = live.findLast((e) => e.entry.kind === 'vm' && e.entry.provider === slot.entry.provider && e.count === 1);
    if (servers) return (servers.props['autoscaling'] = true), [servers];
  }
  // "ec2 autoscaling group ... ec2 talks to rds": the instances are the group's.
  if (slot.entry.kind === 'vm') {
    const group = live.findLast((e) => e.entry.kind === 'autoscaling_group' && e.entry.provider === slot.entry.provider);
    if (group && !live.some((e) => e.entry.id === slot.entry.id)) return [group];
  }
  const holder = isHolder(slot.entry);
  // "an event bus … a rule": the units a service's own names end in tell no copy of it from another.
  // "the CloudFront distribution", "a caching layer": a named product's whole face to its users is no copy of it either.
  const spelled = calledAfterName(slot.matched, entryWords(slot.entry));
  const own = holder ? entryWords(slot.entry) : new Set([...entryWords(slot.entry), ...settingNouns(slot.entry), ...spelled, ...(slot.entry.provider === 'general' ? [] : WHOLE_FACET_NOUNS)]);
  const mine = distinctive(own, slotParts(slot), holder);
  const candidates = live.filter((e) => e.entry.id === slot.entry.id && (e.role ?? '') === (slot.role ?? e.role ?? '') && !anotherOnHost(slot, e));
  const named = distinctive(own, [slot.matched, ...slot.pre, ...slot.post, ...slot.zones], holder);
  // "… from the same QuickSight account": "the same" names one of that service called by the name it uses (the plainest,
  // then the latest), whatever words of its own it adds.
  const product = words(slot.matched).filter((w) => own.has(w));
  const byName = slot.determiner === 'same' ? live.filter((e) => words(e.matched).some((w) => product.includes(w))) : [];
  const before = slot.determiner === 'same' ? candidates.filter((e) => earlier.has(e.key)) : [];
  const plainest = (es: Entity[]): Entity => [...es].reverse().sort((a, b) => distinctive(own, entityParts(a), holder).size - distinctive(own, entityParts(b), holder).size)[0]!;
  if (before.length > 0) return [plainest(byName.length > 0 ? byName : before)];
  // "authentication … a Cognito user pool": the service said by what it does and by its name is one.
  if (candidates.length === 1 && (byWhatItDoes(slot) || byWhatItDoes(candidates[0]!))) return [candidates[0]!];
  const again = bareAgain(slot, candidates, earlier, (e) => distinctive(own, [e.matched, ...e.pre, ...e.post, ...e.paren], holder).size === 0);
  if (again) return [again];
  if (indefinite) {
    // "The Billing Express Workflow can be started … the template deploys a billing express workflow": the same
    // qualified name again in a later sentence is the one already named.
    const same = named.size > 0 ? candidates.filter((e) => earlier.has(e.key) && ((t) => subset(t, named) && subset(named, t))(distinctive(own, [e.matched, ...e.pre, ...e.post], holder))) : [];
    if (same.length === 1) return same;
    if (named.size > 0 || (mine.size > 0 && candidates.some((e) => e.paren.length > 0))) return [];
    // "The Cloud Run Service … a Cloud Run service": a product's full name said again, with no word of its own, is the one before.
    const echoed = words(slot.matched).length < 2 ? [] : candidates.filter((e) => earlier.has(e.key) && compact(e.matched) === compact(slot.matched)
      && distinctive(own, [e.matched, ...e.pre, ...e.post], holder).size === 0);
    if (echoed.length === 1) return echoed;
    const plain = candidates.filter((e) => distinctive(own, entityParts(e), holder).size === 0);
    const only = plain.length === 1 ? plain[0]! : candidates.length === 1 ? candidates[0]! : undefined;
    if (!only || !earlier.has(only.key) || otherRunShape(slot, only)) return [];
    only.paren.push(...slot.paren);
    return [only];
  }
  // "the Lambda function" after "AWS Lambda function" and "the Lambda event source": the closest
  // fit (fewest words the mention does not say) wins over the most recent.
  // A dead-letter queue is the queue only a mention of dead letters means ("the source queue" is the other one).
  // "two S3 buckets … the input S3 bucket": a copy singled out by a word of its own becomes a component of its own.
  // An everyday kind's copies are of the same noun: "the hello service" is no copy of "both clusters" read as that kind.
  const counted = DEFINITE.has(slot.determiner ?? '') && mine.size > 0 && !/s$/i.test(slot.matched) ? candidates.filter((e) => e.count > 1 && !e.names
    && (e.entry.provider !== 'general' || words(e.matched).at(-1) === words(slot.matched).at(-1))) : [];
  if (counted.length === 1 && distinctive(own, [counted[0]!.matched, ...counted[0]!.pre, ...counted[0]!.post], holder).size === 0 && counted[0]!.count--) return (split.from = counted[0]!), [];
  const extra = (e: Entity): number => distinctive(own, [e.matched, ...e.pre, ...e.post], holder).size + (e.role === 'dlq' && slot.role !== 'dlq' ? 0.5 : 0);
  const ordered = [...candidates].reverse().sort((a, b) => extra(a) - extra(b));
  if (productBesideCopies(slot, candidates)) return [];
  // "your state machine", "its table": a possessive points back like "the".
  const the = DEFINITE.has(slot.determiner ?? '') || POSSESSIVES.has(slot.determiner ?? '');
  for (const e of ordered) {
    // Two products the catalog files under one entry ("Prometheus" and "Grafana") stay two components.
    // "API Gateway" after "Azure API Management gateway": a word of its own that the earlier mention carried too makes it that one.
    const echoes = mine.size > 0 && subset(mine, distinctive(own, entityParts(e), holder));
    if (!the && !slot.generic && !isGenericTerm(e.matched) && !sameName(e.matched, slot.matched) && !echoes) continue;
    if (!DEFINITE.has(slot.determiner ?? '') && qualifiersClash(own, slot, e)) continue;
    if (outsidePartOf(slot, e, distinctive(own, entityParts(e), holder).size === 0)) continue;
    if (slot.pre.length + slot.post.length === 0 && spacedApart(e.matched, slot.matched)) return [e];
    const theirs = distinctive(own, entityParts(e), holder);
    if (subset(mine, theirs) || (the && !holder && sameByOwnNames(slot, e))) return [e];
    // What a clause says is kept in it ("a row written to DynamoDB") does not make a second one, unless
    // both carry such notes ("Cloud Storage (uploads)" and "Cloud Storage (thumbnails)") — yet a product's
    // full name with no word of its own on either side is the one before ("reads from / writes to Azure Cosmos DB").
    const plainly = named.size === 0 && distinctive(own, [e.matched, ...e.pre, ...e.post], holder).size === 0 && words(slot.matched).length > 1
      && !slot.generic && !isGenericTerm(e.matched) && slot.entry.provider !== 'general' && sameName(e.matched, slot.matched);
    if ((slot.paren.length > 0 && e.paren.length === 0 && subset(named, theirs)) || plainly) {
      e.paren.push(...slot.paren);
      return [e];
    }
    // "the analysis service" after "microservices": a named role is not the everyday plural before it.
    // "an S3 bucket … the quarantine bucket": a kind word with a word of its own the prompt never said
    // before names another one; but "several VPCs … the egress VPC", "two queues … the retry queue" name which one it was.
    const unsaid = slot.generic && !holder && !pluralName(e.matched) && [...named].some((w) => !said.has(w));
    if (theirs.size === 0 && the && !(mine.size > 0 && e.entry.provider === 'general') && !unsaid) return [e];
  }
  // "an on-premises datacenter … the on-premises network": a site has many names for one place, so a definite
  // mention that is just another of them (no words of its own around it) is the site named before.
  const site = slot.entry.kind === 'onprem' && slot.pre.length + slot.post.length === 0 && slot.entry.synonyms.some((x) => compact(x) === compact(slot.matched));
  if (DEFINITE.has(slot.determiner ?? '') && site && candidates.length === 1 && earlier.has(candidates[0]!.key)) return [candidates[0]!];
  if (candidates.length > 0) return [];
  const kind = kindReference(slot, live, earlier);
  if (kind.length > 0) return kind;
  const qualified = qualifierReference(slot, live);
  return qualified ? [qualified] : [];
}

function entityFromSlot(slot: Slot, key: string, order: number, zone?: string): Entity {
  const props: Entity['props'] = {};
  if (slot.multiAz) props['multi_az'] = true;
  if (slot.onPrem) props['location'] = 'on-premises';
  return {
    key,
    entry: slot.entry,
    matched: slot.matched,
    order,
    origin: 'prompt',
    pre: [...slot.pre],
    post: [...slot.post],
    paren: zone ? [...slot.paren, zone] : [...slot.paren],
    ...(slot.role ? { role: slot.role } : {}),
    ...(slot.runs ? { runs: [...slot.runs] } : {}), ...(slot.roles ? { roles: [...slot.roles] } : {}),
    count: slot.count ?? 1,
    ...(slot.names && slot.names.length === slot.count ? { names: [...slot.names] } : {}),
    props,
    regions: [],
    ...(slot.descriptor ? { descriptor: true } : {}),
  };
}

/**
 * Turns mentions into entities: a mention either refers back to an entity named before or makes
 * a new one (zone lists make one per zone). Each slot records the entity keys it stands for.
 */
export function resolveEntities(items: Item[], provider: Provider): { items: Item[]; entities: Entity[] } {
  const entities: Entity[] = [];
  const out: Item[] = [];
  const create = (slot: Slot, zone?: string): Entity => {
    const e = entityFromSlot(slot, `e${entities.length + 1}`, entities.length, zone);
    entities.push(e);
    return e;
  };
  const earlier = new Set<string>(); // entities named in sentences before the current one
  // Words the prompt said in sentences before the current one ("writes the model file to the model bucket" says "model" once).
  const said = new Set<string>();
  let sentence: string[] = [], from = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.t === 'punct' && /^[.;!?\n]$/.test(item.text)) {
      for (const k of sentence) earlier.add(k);
      for (const w of items.slice(from, i).flatMap(saidBy)) said.add(w);
      [sentence, from] = [[], i];
    }
    let slot = slotOf(item);
    if (slot) slot.entry = providerEntry(slot, provider);
    // "Once processed, …": after a subordinator or adverb the word is the clause's verb, not a lake zone.
    const clauseWord = items[i - 1]?.t === 'word' && ['ADV', 'SCONJ'].includes((items[i - 1] as { pos?: string }).pos ?? '');
    if (!slot && item.t === 'word' && ZONE_WORDS.has(item.lower) && !clauseWord) slot = zoneSlot(item, entities);
    const ordinal = slot ? undefined : ordinalReference(items, i, entities);
    if (ordinal && 'slot' in ordinal) slot = ordinal.slot;
    if (!slot) {
      const ref = (ordinal && 'entity' in ordinal ? ordinal.entity : undefined) ?? wordReference(items, i, entities) ?? sameUnit(items, i, entities);
      if (ref) {
        out.push({ t: 'slot', slot: syntheticSlot(ref, item, [], [ref.key]), start: item.start, end: item.end });
        continue;
      }
      out.push(item);
      continue;
    }
    if (slot.zones.length > 0) {
      for (const zone of slot.zones) {
        const existing = entities.find((e) => e.entry.id === slot!.entry.id && e.paren.map((p) => p.toLowerCase()).includes(zone));
        slot.keys.push((existing ?? create({ ...slot, zones: [] }, zone)).key);
      }
    } else if (slot.descriptor) {
      slot.keys.push(create(slot).key);
    } else {
      const split: { from?: Entity } = {};
      const placed = placedCopy(items, i, slot, entities) ?? toolWork(items, i, slot, entities);
      const found = placed ? [placed] : findReference(slot, entities, earlier, said, split);
      const pair = found.length > 1 ? [] : bothPair(items, i, out, slot);
      const refs = pair.length > 0 ? entities.filter((e) => pair.includes(e.key)) : found;
      if (refs.length > 0) {
        slot.keys.push(...refs.map((r) => r.key));
        for (const r of refs) if (slot.multiAz) r.props['multi_az'] = true;
        if (refs.length === 1) keepFullerName(refs[0]!, slot);
      } else {
        slot.keys.push(create(slot).key);
        // What was said of all the copies before one was singled out holds for that one too.
        for (const s of out.map(slotOf)) if (split.from && s?.keys.includes(split.from.key)) s.keys.push(...slot.keys);
      }
    }
    sentence.push(...slot.keys);
    out.push({ t: 'slot', slot, start: item.start, end: item.end });
  }
  return { items: out, entities };
}
