import { ACTOR_ENTRIES, genericService, resolveService } from '../../catalog/index.js';
import { dropAbsentParts } from './absent-parts.js';
import type { Provider } from '../../../shared/contract/values.js';
import { AUXILIARIES, HEAD_NOUNS, PART_NOUNS } from '../text/lexicon.js';
import { dropInsideCodeNames } from './inside-names.js';
import { dropDataSubjects, dropEventMessages, dropEverydayUses, dropExampledClass, dropNounModifiers, dropOtherAlternatives, dropPatternNames, dropPurposes, dropSentMessages, dropTargetForms, dropVerbsBeforePeople } from './drop-mentions.js';
import { isVerb } from '../text/verbs.js';
import { type Tagged } from '../text/nlp.js';
import { headingEnd, titleWords } from './heading.js';
import { dropVerbsOfClause } from './clause-verbs.js';
import { namedMentions } from './named-mentions.js';
import { lineKeyMentions } from './line-keys.js';
import { keyedEntryMentions } from './keyed-entries.js';
import { extendOverIdentifier } from './code-identifier.js';
import { programPeople } from './program-people.js';
import { announcedListMentions } from './announced-list.js';
import { mixedMentions } from './provider-mix.js';
import { extendOverProperNames } from './proper-names.js';
import { replicaMentions } from './replicas.js';
import { isGenericTerm, namesProgram, type RawMention } from './raw-mention.js';
import { listMentions, roleMentions } from './role-mentions.js';
import { partMentions } from './part-mentions.js';
import { cloudCarrier } from './cloud-carrier.js';
import { barePartHeads, coordinatedPartHeads } from './bare-part-heads.js';
import { markRuntimeFacets } from './runtime-facets.js';
import { sectionHeadings, stepLabels } from './section-headings.js';
import { markWholePhrases } from './whole-phrases.js';
import { keyedParts } from './named-kind.js';
import { markCodeStacks, markDocumentSelf, markGrants, markListAnnouncers, markLanguages, markPurposeSystem, markSettings, markSystemByParts, markToolDocuments } from './system-mention.js';
import { markPayloadModifiers } from './payload-modifiers.js';
import { markFormatData } from './format-data.js';
import { markCodeOfPart } from './code-of-part.js';
import { markShownFacets } from './shown-facet.js';
import { markExposedEndpoints } from './exposed-endpoint.js';
import { markListHeads } from './list-heads.js';
import { dropLooseBareNouns } from './bare-nouns.js';
import { dropCallsByName } from './operation-names.js';
import { withEngineFamily } from './engine-family.js';
import { ellipsisMentions } from './ellipsis-mentions.js';
import { wordsOf } from '../text/tokens.js';
import { joinNameRuns } from './capitalised-run.js';
import { nounThenPart } from './noun-then-part.js';

export { isGenericTerm, type RawMention } from './raw-mention.js';

/** "Eventarc triggers" names Eventarc: a trailing verb that the service also answers without is cut off. */
function shrinkVerbTail(text: string, m: RawMention, provider: Provider): RawMention {
  const words = [...m.matched.matchAll(/[A-Za-z0-9]+/g)];
  if (words.length < 2) return m;
  const last = words.at(-1)!;
  // Only a third-person verb is cut ("Eventarc triggers"); "Firebase Hosting" keeps its -ing.
  if (!isVerb(last[0]) || !/[^s]s$/i.test(last[0])) return m;
  const shorter = m.matched.slice(0, last.index).replace(/[\s\-/_.]+$/, '');
  if (resolveService(shorter, provider)?.id !== m.entry.id) return m;
  return { ...m, end: m.start + shorter.length, matched: shorter };
}

/** "a Cloud Storage bucket" names one thing: a word of the service's own name just before joins it. */
function extendOverName(text: string, m: RawMention): RawMention {
  const before = /([A-Za-z0-9]+)[ \t]+$/.exec(text.slice(Math.max(0, m.start - 40), m.start));
  if (!before) return m;
  const word = before[1]!.toLowerCase();
  const nameWords = new Set([...wordsOf(m.entry.name), ...wordsOf(m.entry.short)]);
  if (!nameWords.has(word) || wordsOf(m.matched).includes(word)) return m;
  const start = m.start - before[0].length;
  return { ...m, start, matched: text.slice(start, m.end) };
}

/** Kinds of part that head a phrase an everyday word opens ("an alerting function", "a scoring service"). */
const HEAD_KINDS = new Set(['function', 'microservice', 'web_app', 'container_service']);

/**
 * "the Kafka topic", "a CloudWatch log": a noun for a part of a service right after its name joins
 * the name, and an everyday mention of that noun ("topic") is not a second component. A noun
 * followed by another word of a noun phrase ("the S3 event notification") is left alone.
 */
function extendOverPartNoun(text: string, mentions: RawMention[], provider: Provider, tags: readonly Tagged[] = []): RawMention[] {
  const out: RawMention[] = [];
  for (let i = 0; i < mentions.length; i++) {
    const m = mentions[i]!;
    const after = /^[ \t]+([A-Za-z]+)\b/.exec(text.slice(m.end, m.end + 30));
    const word = after?.[1]?.toLowerCase();
    if (!after || !word || !PART_NOUNS.has(word) || wordsOf(m.matched).includes(word) || wordsOf(m.matched).includes(word.replace(/s$/, ''))) {
      out.push(nounThenPart(text, m, mentions[i + 1], tags) ?? m);
      continue;
    }
    if (namesProgram(`${m.matched} ${word}`)) continue;
    const carrier = cloudCarrier(text, m, after[0].length, word, provider);
    if (carrier) {
      if (mentions[i + 1]?.start === carrier.end - word.length) i++;
      out.push(carrier);
      continue;
    }
    // "the logs bucket": an everyday word before a part noun of another kind of service qualifies that part.
    const part = isGenericTerm(m.matched) ? resolveService(word, provider) : undefined;
    if (part && part.kind !== m.entry.kind && part.provider === m.entry.provider) {
      const start = m.end + after[0].length - word.length;
      if (mentions[i + 1]?.start !== start) out.push({ entry: part, start, end: start + word.length, matched: text.slice(start, start + word.length) });
      continue;
    }
    const end = m.end + after[0].length;
    // "cameras stream video": a plain verb after a plural, with its object after it, is the verb;
    // so is one the English model reads as a verb after a name ("Debezium streams changes").
    const wordStart = end - word.length;
    const readAsVerb = /^[A-Z]/.test(m.matched) && tags.find((t) => t.start === wordStart)?.pos === 'VERB';
    // "Event Hubs and Data Factory store the data": a verb's form right before an article is the verb too.
    const beforeArticle = isVerb(word) && /^[ \t]+(?:the|a|an|its|their|them|it|these|this)\b/i.test(text.slice(end, end + 12));
    // "the Lambda function streams responses": after a name already ending in a singular head noun, a
    // verb's -s form with an object after it is the verb; "the function logs go to …" stays a noun.
    const object = /^[ \t]+([a-z]+)\b/.exec(text.slice(end, end + 20))?.[1];
    const lastWord = wordsOf(m.matched).at(-1) ?? '';
    // "the fare switch streams taps": a lower-case head noun the catalog reads as a part ends the name the same way.
    const commonHead = HEAD_NOUNS.has(lastWord) || /^[a-z]+$/.test(m.matched.split(/\s+/).at(-1) ?? '');
    const headVerb = commonHead && !/s$/.test(lastWord) && /[^s]s$/.test(word) && object !== undefined && !isVerb(object) && !AUXILIARIES.has(object);
    if ((((/[^s]s$/i.test(m.matched) || readAsVerb) || headVerb) && isVerb(word) && object !== undefined) || beforeArticle) {
      out.push(m);
      continue;
    }
    const next = mentions[i + 1];
    const nextIsWord = next && next.start < end;
    // "an alerting function": after an everyday word, a part noun of another kind heads the phrase.
    const headed = nextIsWord && /^[a-z]+$/.test(m.matched) && HEAD_KINDS.has(next.entry.kind) && next.entry.kind !== m.entry.kind;
    if (headed || (nextIsWord && !(next.end <= end && isGenericTerm(next.matched)))) {
      out.push(m);
      continue;
    }
    if (m.entry.category === 'client') {
      out.push(m);
      continue;
    }
    out.push({ ...m, end, matched: text.slice(m.start, end) });
    if (nextIsWord) i++;
  }
  return out;
}

/** Words in a heading after which a named service is a part of the system, not its description. */
const HEADING_PART = /\b(?:behind|with|in front of|through|via|using|fronted by|backed by|plus)\s+(?:(?:a|an|the|one|two|three)\s+)?$/i;

/** The head noun of a name for the whole system being described. */
const SYSTEM_HEAD = /\b(app|apps|application|applications|system|platform|solution)$/i;

/** Words right before "web app" that make it the system being described, not one of its parts. */
const STYLE_WORDS = new Set([
  'threetier', 'twotier', 'ntier', 'tier', 'region', 'commerce', 'ecommerce', 'serverless', 'az', 'available', 'stack', 'native', 'driven', 'monolithic',
  'containerized', 'scalable', 'resilient', 'regional', 'static',
]);

/**
 * Marks mentions that describe the whole system rather than a part of it: anything in a heading,
 * and an app named right after system adjectives ("a three-tier AWS web app with ...").
 */
function markDescriptors(text: string, mentions: RawMention[]): void {
  const heading = headingEnd(text);
  const titles = [...sectionHeadings(text), ...stepLabels(text), ...titleWords(text, mentions)];
  for (const m of mentions) {
    if (titles.some(([a, b]) => m.start >= a && m.end <= b)) m.descriptor = true;
    // "Microservices behind an API gateway: …": what the heading puts the system behind or with is a part of it.
    const placed = HEADING_PART.test(text.slice(Math.max(0, m.start - 20), m.start));
    // "AKS: the web pods call …": a heading that is nothing but one service names the platform the parts run on.
    const alone = text.slice(0, m.start).trim() === '' && text.slice(m.end, heading).trim() === '' && m.entry.provider !== 'general';
    if (m.start < heading && m.entry.category !== 'client' && !placed && !alone) m.descriptor = true;
    const before = wordsOf(text.slice(Math.max(0, m.start - 30), m.start)).slice(-3);
    const after = text.slice(m.end, m.end + 30).toLowerCase();
    const described = before.length > 0 && STYLE_WORDS.has(before.at(-1)!);
    // "Shoppers use an e-commerce website …": a site the people of the text use is a part they reach, not the system's title.
    const used = mentions.some((o) => o.entry.category === 'client' && o.end <= m.start && !/[.\n]/.test(text.slice(o.end, m.start)));
    if (m.entry.kind === 'web_app' && described && !used && /^\s*(with|on|in|using|for|that|:|,|\.|$)/.test(after)) m.descriptor = true;
  }
  // "a Netflix-like platform": what the system is compared with is not one of its parts.
  for (const m of mentions) if (/^-?like\b/i.test(text.slice(m.end, m.end + 6))) m.descriptor = true;
  // "A microservices app on Kubernetes with …": the opening "<something> app" is the system itself.
  const first = mentions.filter((m) => !m.descriptor).sort((a, b) => a.start - b.start)[0];
  // A web app may well be the app tier itself ("a web app with a database"): only other kinds of "app" are the system.
  if (first && first.entry.kind !== 'web_app' && SYSTEM_HEAD.test(first.matched) && /^\s*(with|on|using|built|running|that|:)/i.test(text.slice(first.end, first.end + 12)) && wordsOf(text.slice(0, first.start)).length <= 4) first.descriptor = true;
}

/** The mention opens a sentence and a determiner follows it straight away ("Deploy the …", "Log a …"). */
function isImperative(text: string, m: RawMention): boolean {
  const before = text.slice(0, m.start);
  const opens = /(^|[.!?:;\n]\s*|^\s*\d+[.)]\s*|\n\s*\d+[.)]\s*)$/.test(before);
  return opens && /^\s+(a|an|the|this|these|each|every|all|your|our|its|their)\s/i.test(text.slice(m.end, m.end + 12));
}

/**
 * "Helm chart deploys Prometheus": a verb right after the component doing it is the verb, even
 * when its stem is also a service's name ("deploy" for a Deployment). Only inflected forms the
 * catalog does not list as such are dropped ("deploys", "deployed"; "logs" is a name).
 */
function dropVerbUses(text: string, mentions: RawMention[], tags: readonly Tagged[]): RawMention[] {
  return mentions.filter((m, i) => {
    const word = m.matched.toLowerCase();
    // "… and stores the results in S3": a lowercase word the English model reads as a verb is the verb.
    const at = tags.findIndex((t) => t.start === m.start);
    if (/^[a-z]+$/.test(m.matched) && tags[at]?.pos === 'VERB' && ['DET', 'ADP', 'PRON'].includes(tags[at + 1]?.pos ?? '')) return false;
    // "… and indexing Cloud Spanner rows": a verb in -ing right before a product's name takes it as its object.
    if (/^[a-z]+ing$/.test(m.matched) && tags[at]?.pos === 'VERB' && /^[ \t]+[A-Z]/.test(text.slice(m.end, m.end + 2)) && mentions[i + 1]?.start === tags[at + 1]?.start) return false;
    // An -s form of a verb ("caches", "emails", "monitors"), read as a verb by where it stands:
    const sVerb = /^[a-z]+s$/.test(m.matched) && isVerb(word);
    // "… and caches frequent lookups in Redis": so tagged, after its subject or "and" and before its object;
    if (sVerb && tags[at]?.pos === 'VERB' && ['CCONJ', 'NOUN', 'PROPN'].includes(tags[at - 1]?.pos ?? '') && ['ADJ', 'NOUN'].includes(tags[at + 1]?.pos ?? '')) return false;
    // "… then emails it onward": with "it" or "them" as its object;
    if (sVerb && /^[ \t]+(?:it|them)\b/.test(text.slice(m.end, m.end + 7))) return false;
    // "a rules engine that polls the inbox queue": right after a relative pronoun;
    if (sVerb && /\b(?:that|which|who)[ \t]+$/i.test(text.slice(Math.max(0, m.start - 8), m.start))) return false;
    // "The user searches for products": right after a noun and before a preposition or article.
    if (sVerb && tags[at - 1]?.pos === 'NOUN' && /^[ \t]+(?:for|the|a|an|its|their)\b/i.test(text.slice(m.end, m.end + 8))) return false;
    // "Deploy a sleep pod": a one-word verb that opens a sentence and takes an object is an instruction, not a component.
    if (/^[a-z]+$/.test(word) && isVerb(word) && isImperative(text, m)) return false;
    // "repeated database reads", "cache misses", "a message broker architecture": an everyday part word before an operation or a design only says which one.
    // Not "This function reads the files": a word before that is no determiner, and no object after, make the operation a noun.
    const operation = /^[ \t]+(?:reads|writes|queries|calls|requests|lookups|hits|misses|operations|credentials|costs|latency|architecture|pattern|patterns|techniques|approach|strategy|capabilities|features|logic)\b(?![ \t]+(?:the|a|an|each|every|any|all|its|their|this|these|those|it|them|from|to|into|back|out)\b)/i;
    const modifierBefore = /[a-z][ \t]+$/i.test(text.slice(Math.max(0, m.start - 2), m.start)) && !/\b(?:the|a|an|this|that|these|those|each|every|its|their|our|your)[ \t]+$/i.test(text.slice(Math.max(0, m.start - 8), m.start));
    // "load (ETL) techniques": initials in brackets before such a noun qualify it the same way.
    const bracketed = text[m.start - 1] === '(' && text[m.end] === ')';
    // "the compress function writes archives": an operation word with an object after it is the verb.
    const op = tags.findIndex((t) => t.start >= m.end + (bracketed ? 1 : 0));
    const hasObject = !bracketed && ['NOUN', 'PROPN', 'PRON', 'DET', 'ADJ', 'NUM'].includes(tags[op + 1]?.pos ?? '') && /s$/.test(text.slice(tags[op]?.start ?? 0, tags[op]?.end ?? 0));
    if ((isGenericTerm(m.matched) ? modifierBefore || bracketed : bracketed && /^[A-Z]{2,5}$/.test(m.matched)) && !hasObject && operation.test(text.slice(m.end + (bracketed ? 1 : 0), m.end + 24))) return false;
    // "Data flows from the bus …", "Data flows into the lake": a sentence's opening noun and a verb, not a product.
    const nounVerb = /^[A-Za-z]+[ \t]+([a-z]+s)$/.exec(m.matched);
    if (nounVerb && isVerb(nounVerb[1]!) && /^[ \t]+(?:from|to|into|through|across|between|in|back|out)\b/.test(text.slice(m.end, m.end + 10))
      && /(?:^|[.!?:;\n][ \t]*)$/.test(text.slice(Math.max(0, m.start - 3), m.start))) return false;
    if (!/^[a-z]+(s|ed)$/.test(word) || !isVerb(word)) return true;
    const names = [m.entry.name, m.entry.short, ...m.entry.synonyms].map((n) => n.toLowerCase());
    if (names.includes(word)) return true;
    const prev = mentions[i - 1];
    return !prev || !/^\s+$/.test(text.slice(prev.end, m.start));
  });
}

/**
 * "Firestore as the database", "Firebase Hosting for the frontend": an everyday role word right after
 * a named service and "as"/"for" says what that service is for; it is not a second component.
 */
function dropRoleOfNamed(text: string, mentions: RawMention[]): RawMention[] {
  return mentions.filter((m, i) => {
    const prev = mentions[i - 1];
    if (!prev || prev.descriptor || isGenericTerm(prev.matched) || !isGenericTerm(m.matched) || m.entry.category === 'client' || /\s/.test(m.matched.trim())) return true;
    const between = text.slice(prev.end, m.start);
    const role = /^\s+(?:as|for)\s+(?:(?:a|an|the|its|our|my|your)\s+)?$/i.test(between) && /^\s*(?:[,;.)]|and\b|$)/i.test(text.slice(m.end));
    // "Flarnq as the cache": a name the catalog lacks takes the shape of what the text says it is for.
    if (role && prev.entry.id === 'general.generic_generic') prev.entry = genericService(m.entry.kind, 'general');
    return !role;
  });
}

/** "an api deployment": an article taken into a mention's span is not part of the name. */
function dropArticle(m: RawMention): RawMention {
  const article = /^(?:a|an|the)\s+(?=\S)/i.exec(m.matched);
  if (!article || m.matched.length - article[0].length < 2) return m;
  return { ...m, start: m.start + article[0].length, matched: m.matched.slice(article[0].length) };
}

/** Every service the prompt names, spans cleaned up, in reading order. */
export function rawMentions(text: string, provider: Provider, tags: readonly Tagged[] = []): RawMention[] {
  let mentions: RawMention[] = withEngineFamily(mixedMentions(text, provider).map((m) => ({
    entry: m.entry, start: m.start, end: m.end, matched: m.matched,
  })));
  mentions = mentions.map((m) => extendOverIdentifier(text, extendOverName(text, shrinkVerbTail(text, m, provider))));
  mentions = mentions.filter((m, i) => mentions.every((o, j) => j === i || !(o.start <= m.start && o.end >= m.end && (o.end - o.start > m.end - m.start || j < i))));
  mentions = extendOverProperNames(text, extendOverPartNoun(text, mentions, provider, tags), tags, provider);
  mentions.push(...ellipsisMentions(text, mentions, provider), ...roleMentions(text, mentions, tags));
  mentions.push(...partMentions(text, mentions, tags));
  mentions.push(...barePartHeads(text, mentions, tags));
  mentions.push(...coordinatedPartHeads(text, mentions));
  const replaced = new Set<RawMention>();
  mentions.push(...listMentions(text, mentions, tags, replaced, provider));
  mentions = mentions.filter((m) => !replaced.has(m));
  // "Azure Media Player": a word for people, capitalised inside a run of capitalised words, ends a product's name.
  mentions = mentions.filter((m) => !(ACTOR_ENTRIES.has(m.entry.id) && /^[A-Z][a-z]+$/.test(m.matched) && /(?:^|[^.!?:]\s)(?!(?:The|A|An|This|These|Each|Every|Our|Your)\s)[A-Z][A-Za-z0-9]*[ \t]+$/.test(text.slice(Math.max(0, m.start - 30), m.start))));
  mentions.push(...namedMentions(text, tags, mentions));
  mentions.push(...lineKeyMentions(text, mentions));
  mentions.push(...keyedEntryMentions(text, mentions));
  mentions = programPeople(text, mentions);
  mentions.push(...announcedListMentions(text, mentions));
  mentions.push(...replicaMentions(text, mentions));
  // "emailservice": a catalog word inside an identifier is part of that name.
  mentions = mentions.filter((m) => !mentions.some((o) => o !== m && o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start));
  mentions = joinNameRuns(text, mentions.map(dropArticle).sort((a, b) => a.start - b.start));
  mentions = keyedParts(text, mentions);
  mentions = dropTargetForms(text, dropExampledClass(text, dropPurposes(text, dropSentMessages(text, dropDataSubjects(text, dropEventMessages(text, dropOtherAlternatives(text, dropNounModifiers(text, dropRoleOfNamed(text, dropVerbUses(text, mentions, tags)), tags))))))));
  mentions = dropInsideCodeNames(text, dropAbsentParts(text, dropCallsByName(text, dropPatternNames(text, dropLooseBareNouns(text, mentions)))));
  mentions = dropEverydayUses(text, dropVerbsBeforePeople(text, dropVerbsOfClause(text, mentions, tags), (m) => ACTOR_ENTRIES.has(m.entry.id)), tags);
  markDescriptors(text, mentions);
  markSystemByParts(text, mentions);
  markDocumentSelf(text, mentions);
  markPurposeSystem(text, mentions);
  markWholePhrases(text, mentions);
  markListAnnouncers(text, mentions);
  markToolDocuments(text, mentions);
  markGrants(text, mentions);
  markLanguages(text, mentions);
  markCodeStacks(text, mentions);
  markSettings(text, mentions);
  markListHeads(text, mentions);
  markPayloadModifiers(text, mentions);
  markFormatData(text, mentions);
  markCodeOfPart(text, mentions);
  markShownFacets(text, mentions);
  markExposedEndpoints(text, mentions);
  markRuntimeFacets(text, mentions);
  return mentions;
}
