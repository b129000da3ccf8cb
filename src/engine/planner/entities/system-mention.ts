import type { RawMention } from './raw-mention.js';
import { CODE_STACKS, NUMBER_WORDS, READING_NOUNS } from '../text/lexicon.js';

/** Everyday names of a whole system's role: what the parts listed after it make up. */
const WHOLE_HEAD = /\b(api|apis|service|services|backend|pipeline|workflow)$/i;
/** "… with", "… using", "… built on": what follows is what the thing is made of. */
const MADE_OF = /^\s*,?\s*(with|using|built (with|on)|on top of|powered by|based on|running on)\b/i;
/** Kinds that run the system's code or serve its API: among the parts, they are the thing itself. */
const DOES_THE_WORK = new Set(['function', 'container_service', 'vm', 'k8s_cluster', 'web_app', 'api_gateway']);

/**
 * "A REST API built with API Gateway, Lambda and DynamoDB", "an image resizing service using S3 and
 * Lambda": the opening name is the system, made of the cloud services listed after it; one of those
 * runs its code, so it is no part of its own. ("A Node.js API with a Postgres database" stays: nothing
 * listed runs it.)
 */
export function markSystemByParts(text: string, mentions: RawMention[]): void {
  // The tool a README deploys with ("This CDK pattern creates …") is no candidate for the system.
  const live = mentions.filter((m) => !m.descriptor && m.entry.kind !== 'iac').sort((a, b) => a.start - b.start);
  const first = live[0];
  // "This pattern creates a serverless order processing workflow using …": the system may come after a few describing words,
  // in the opening sentence, when it is written in everyday words (a "Step Functions workflow" there is a part).
  const before = text.slice(0, first?.start ?? 0);
  const far = before.split(/\s+/).filter(Boolean).length > 4;
  if (!first || !WHOLE_HEAD.test(first.matched) || (far && /[A-Z]/.test(first.matched)) || before.split(/\s+/).filter(Boolean).length > 10 || /[.;!?\n]/.test(before)) return;
  if (!MADE_OF.test(text.slice(first.end, first.end + 24))) return;
  const stop = /[.;!?\n]/.exec(text.slice(first.end));
  const end = stop ? first.end + stop.index : text.length;
  const parts = live.filter((m) => m.start > first.end && m.end <= end && m.entry.provider !== 'general');
  if (parts.length >= 2 && parts.some((m) => DOES_THE_WORK.has(m.entry.kind))) first.descriptor = true;
}

/** What a deployment tool is written as, not what it sets up: "the SAM template", "Terraform modules", "a CDK app". */
const TOOL_DOCUMENT = /^(templates?|scripts?|files?|modules?|configurations?|configs?|code|projects?|apps?|applications?|patterns?|deployments?|samples?|definitions?)\b/i;

/** "… stack deploys", "… stack will create": the stack named right after the tool, then a verb setting parts up. */
const STACK_SETS_UP = /^\s+stacks?\s+(will\s+)?(deploys?|provisions?|creates?|sets up|defines?|includes?|contains?|spins up)\b/i;
const SETS_UP_NEXT = /^\s+(will\s+)?(deploys?|provisions?|creates?|sets up|defines?|includes?|contains?|spins up)\b/i;

/**
 * "The SAM template deploys a queue and a function", "these Terraform modules create a bucket": the
 * document the parts are deployed from describes the system and is none of its parts. A tool named
 * on its own ("Terraform provisions …") or as a deployed thing ("the CloudFormation stack") stays.
 */
export function markToolDocuments(text: string, mentions: RawMention[]): void {
  markReadingDocuments(text, mentions);
  for (const m of mentions) {
    if (m.entry.kind !== 'iac') continue;
    const head = m.matched.trim().split(/\s+/).at(-1) ?? '';
    const next = /^[\s-]*([A-Za-z]+)/.exec(text.slice(m.end, m.end + 24))?.[1] ?? '';
    if (TOOL_DOCUMENT.test(head) || (TOOL_DOCUMENT.test(next) && TOOL_DOCUMENT.exec(next)![0].length === next.length)) m.descriptor = true;
    // "The CDK stack deploys a bucket and a queue": a stack that sets the parts up is their document too.
    else if (STACK_SETS_UP.test(text.slice(m.end, m.end + 40)) || (/stacks?$/i.test(head) && SETS_UP_NEXT.test(text.slice(m.end, m.end + 30)))) m.descriptor = true;
  }
}

/**
 * "the path described in the Fleet Analytics Solution Guide", "the Cloud Run tutorial": a name that ends in
 * a word for a document people read, or is followed by one, names that document, not a part.
 */
function markReadingDocuments(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    const head = m.matched.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
    const next = /^[\s-]*([A-Za-z]+)/.exec(text.slice(m.end, m.end + 24))?.[1]?.toLowerCase() ?? '';
    if (READING_NOUNS.has(head) || READING_NOUNS.has(next)) m.descriptor = true;
  }
}

/**
 * "the IAM permissions it needs", "the minimum IAM resources": rights granted to the parts
 * are no part of their own. A named role or policy ("an IAM role") stays.
 */
export function markGrants(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    const next = /^\s+([A-Za-z]+)/.exec(text.slice(m.end, m.end + 20))?.[1]?.toLowerCase() ?? '';
    if (/^permissions?$/.test(next) || (m.entry.kind === 'identity' && next === 'resources')) m.descriptor = true;
  }
}

/**
 * "a function written in Go", "a worker coded in Django": the language a part is written in is no part
 * of its own; nor is the SDK it calls a service with ("uses the AWS SDK to write to the table").
 */
export function markLanguages(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    if (/\b(written|coded|implemented|developed|programmed)\s+in\s+$/i.test(text.slice(Math.max(0, m.start - 30), m.start)) || /\bsdks?$/i.test(m.matched.trim())) m.descriptor = true;
  }
}

/** Words after a name that make it a setting in a file, not a part: "the EventPattern section", "the Timeout parameter". */
const SETTING_NOUN = /^\s+(sections?|fields?|parameters?|properties|property|attributes?|settings?|keys?|variables?|blocks?)\b/i;

/** "filters events by the criteria in the EventPattern section": a name of a setting is no component. */
export function markSettings(text: string, mentions: RawMention[]): void {
  for (const m of mentions) if (m.entry.provider === 'general' && /^[A-Z][a-z]+[A-Z]\w*$/.test(m.matched.trim()) && SETTING_NOUN.test(text.slice(m.end, m.end + 14))) m.descriptor = true;
}

/**
 * "This repository deploys …", "this repo contains …": the code repository a README speaks from is the
 * document itself, not a part of the architecture it describes.
 */
export function markDocumentSelf(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    if (m.entry.kind !== 'repository' || !/^(repository|repo)$/i.test(m.matched.trim())) continue;
    if (/(?:^|[.!?\n]\s*)this\s+$/i.test(text.slice(Math.max(0, m.start - 12), m.start))) m.descriptor = true;
  }
}

/** "deploys the following workflow:", "the following steps:", "the following three services:": a name that announces a list is the list's heading, no part. */
export function markListAnnouncers(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    // "the following two managed services:": a count or a provider's name may stand between.
    const before = text.slice(Math.max(0, m.start - 48), m.start);
    const announced = /\bthe\s+following\s+(?:[\w-]+\s+){0,3}$/i.test(before) || /^following\b/i.test(m.matched);
    if (announced && /^\s*:/.test(text.slice(m.end, m.end + 3))) m.descriptor = true;
    else if (countedList(text, m, mentions)) m.descriptor = true;
  }
}

/**
 * "three consumers: the Go consumer, the Rust consumer, the Java consumer": a counted plural before a
 * colon and a list of as many parts, each named, is the list's heading; the parts listed are the copies.
 */
function countedList(text: string, m: RawMention, mentions: readonly RawMention[]): boolean {
  const count = /\b([a-z]+|\d+)\s+$/i.exec(text.slice(Math.max(0, m.start - 16), m.start))?.[1]?.toLowerCase();
  const n = count ? (NUMBER_WORDS[count] ?? Number(count)) : NaN;
  const colon = /^\s*:\s*/.exec(text.slice(m.end, m.end + 4));
  if (!(n >= 2) || !colon || !/s$/i.test(m.matched)) return false;
  const from = m.end + colon[0].length;
  const stop = /[.;!?](?=\s|$)|\n/.exec(text.slice(from));
  const to = stop ? from + stop.index : text.length;
  const items = [...text.slice(from, to).matchAll(/[^,]+/g)].flatMap((x) => x[0].split(/\s+(?:and|or)\s+/)).filter((x) => x.trim());
  let at = from;
  const named = items.filter((x) => {
    const start = text.indexOf(x, at);
    at = start + x.length;
    return mentions.some((o) => o !== m && o.start >= start && o.end <= start + x.length);
  });
  return items.length === n && named.length === n;
}

/**
 * "a web app for shoppers (Vue.js)", "built with the Flask web framework for Python": a language or
 * framework named as a note in brackets, before "framework", or after "framework for" says what a
 * part is written with, and is no part of its own. "A React front end calls the API" keeps its part.
 */
export function markCodeStacks(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    if (!CODE_STACKS.has(m.matched.trim().toLowerCase())) continue;
    const before = text.slice(Math.max(0, m.start - 24), m.start);
    const after = text.slice(m.end, m.end + 24);
    const note = /\(\s*$/.test(before) && /^\s*\)/.test(after);
    const framework = /^\s+(?:web\s+)?(?:framework|library|runtime)\b/i.test(after) || /\b(?:framework|library|runtime|language)\s+(?:for|in|on)\s+$/i.test(before);
    // "a Ruby app using Sinatra, …", "an API built with FastAPI": what an app is built with.
    const builtWith = /\b(?:apps?|applications?|apis?|services?|servers?)\s+(?:using|built\s+(?:with|on)|written\s+with)\s+(?:[\w.#+-]+,\s+)*$/i.test(text.slice(Math.max(0, m.start - 60), m.start));
    if (builtWith) m.descriptor = true;
    if (note || framework) m.descriptor = true;
  }
}

/**
 * "This guide shows a caching strategy for a busy web application. … Azure App Service runs it":
 * an everyday name after "for a" in the opening sentence is the system the text is about; when the
 * text names a cloud service of that same kind, that service is it, and the name is no part of its own.
 */
export function markPurposeSystem(text: string, mentions: RawMention[]): void {
  const firstEnd = /[.!?\n]/.exec(text)?.index ?? text.length;
  for (const m of mentions) {
    if (m.descriptor || m.end > firstEnd || m.entry.provider !== 'general' || m.matched !== m.matched.toLowerCase()) continue;
    if (!/\bfor\s+(?:an?|the)\s+(?:[\w-]+\s+){0,2}$/i.test(text.slice(Math.max(0, m.start - 40), m.start))) continue;
    if (mentions.some((o) => o !== m && o.entry.provider !== 'general' && o.entry.kind === m.entry.kind)) m.descriptor = true;
  }
}
