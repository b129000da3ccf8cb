import type { Tier } from '../types.js';
import { NUMBER_WORDS } from '../text/lexicon.js';

/** Where things are: named regions, a number of availability zones or regions, a subnet tier. */
export type Location =
  | { type: 'region'; name: string }
  | { type: 'regions'; count: number }
  | { type: 'az'; count: number }
  | { type: 'subnet'; tier: Tier; /** The text's own name when it is more than public/private ("web subnet"). */ name?: string }
  | { type: 'account'; /** "Logging account", "Host project", "Shared resource group". */ name: string };

export interface LocationSpan {
  loc: Location;
  start: number;
  end: number;
}

const AZURE_REGION = /\b(?:(?:north |south |west )?central|east|west|north|south|southeast|northeast)\s+(?:us|europe|asia|india|japan)(?:\s+[23]\b)?|\b(?:uk|japan|australia|canada|france|germany|korea|brazil|switzerland|norway|uae|sweden|poland|italy)\s+(?:south|east|west|central|north|southeast)\b/gi;
const AWS_REGION = /\b(?:us|eu|ap|sa|ca|me|af|il)-(?:east|west|north|south|central|northeast|southeast|northwest|southwest)-\d\b/gi;
const GCP_REGION = /\b(?:us|europe|asia|australia|northamerica|southamerica|me|africa)-(?:east|west|central|north|south|northeast|southeast|southwest|northwest)\d\b/gi;
/** A named zone: "us-central1-a" (GCP), "us-east-1a" (AWS). */
const NAMED_ZONE = /\b(?:us|europe|asia|australia|northamerica|southamerica|me|africa)-(?:east|west|central|north|south|northeast|southeast|southwest|northwest)\d-[a-f]\b|\b(?:us|eu|ap|sa|ca|me|af|il)-(?:east|west|north|south|central|northeast|southeast|northwest|southwest)-\d[a-f]\b/gi;
const NAMED_REGION = /\b(primary|secondary|dr|disaster recovery|standby|backup|second|failover|active|passive|home|remote)\s+regions?\b/gi;
const REGION_COUNT = /\b(?:(one|two|three|four|2|3|4|multiple|several)\s+(?:aws |azure |gcp |cloud )?regions|multi[- ]?regions?(?:al)?|cross[- ]region|across regions|between regions)\b/gi;
const AZ = /\b(?:(one|two|three|four|1|2|3|4|multiple|several)[\s-]+(?:availability\s+zones?|azs?|zones)|availability\s+zones|multi[- ]?azs?|across\s+azs|each\s+az|every\s+az|per\s+az|azs)\b/gi;
const SUBNET = /\b(private|public|app|application|data|database|db|web|dmz|isolated|frontend|front-end|backend|mgmt|management)(?:\s+(?:app|application|data|tier))?\s+subnets?\b/gi;
/**
 * "the proxy subnet", "a cache subnet": a lowercase noun between an article and "subnet" is the
 * subnet's own name, unless it only says which one or how many ("a separate subnet", "the same subnet").
 */
const NAMED_SUBNET = /(?<=\b(?:[Tt]he|[Aa]n?)\s+)(?!(?:same|other|another|separate|dedicated|own|single|new|existing|different|specific|delegated|given|whole|entire|first|second|third|next|last|default|individual|corresponding|respective|each|every|one|two|three|any|that|this|its|their)\b)([a-z][a-z0-9]+)\s+subnet\b/g;
/** "the VMs in the web tier": a tier that holds parts is drawn as that tier's subnet. */
const TIER = /\b(?<=\b(?:in|into|within|inside)\s+(?:the\s+|a\s+)?)(app|application|business|data|database|web|presentation|frontend|front-end|backend)\s+tier\b/gi;

/**
 * "in the logging account", "within a host project", "inside the shared resource group": a named box of the cloud that
 * holds parts; an owner before the name ("in the tenant's billing project") is not part of it.
 */
const ACCOUNT = /(?<=\b(?:in|into|within|inside|under)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+|each\s+|our\s+|your\s+|one\s+)?(?:[a-z][\w-]*['’]s\s+)?)((?:(?!(?:the|a|an|same|this|that|your|our|my|their|its|one|each|every|any)\b)[a-z][\w-]*\s+){1,2})(accounts?|projects?|subscriptions?|resource\s+groups?)\b/gi;

/** "in resource group rg-orders", "into project acme-prod-42": the kind of box, then its code name (a hyphen, underscore or digit). */
const ACCOUNT_CODE = /(?<=\b(?:in|into|within|inside|under)\s+(?:the\s+)?)(accounts?|projects?|subscriptions?|resource\s+groups?)\s+([a-z][\w.]*[-_\d][\w.-]*\w|\d{4,})\b/gi;
/** A text that opens "Subscription sub-lab-07: …" says where everything after the colon lives. */
const ACCOUNT_HEADING = /^\s*(account|project|subscription|resource\s+group)\s+([\w][\w.-]*\w)\s*:\s/i;

function accountName(kind: string, name: string): string {
  return `${kind.toLowerCase().replace(/\s+/g, ' ').replace(/s$/, '').replace(/^\w/, (c) => c.toUpperCase())} ${name}`;
}

/** The account, project, subscription or resource group a text names in its opening heading. */
export function headingAccount(text: string): string | undefined {
  const m = ACCOUNT_HEADING.exec(text);
  return m ? accountName(m[1]!, m[2]!) : undefined;
}

function count(word: string | undefined, fallback: number): number {
  if (!word) return fallback;
  const n = Number(word);
  if (Number.isInteger(n)) return n;
  return NUMBER_WORDS[word.toLowerCase()] ?? fallback;
}

/** "east us" → "East US", "us-east-1" stays as written. */
function regionName(raw: string): string {
  if (raw.includes('-')) return raw.toLowerCase();
  return raw
    .toLowerCase()
    .split(/\s+/)
    .map((w) => (['us', 'uk', 'uae'].includes(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

function tierOf(word: string, full: string): Tier {
  const w = word.toLowerCase();
  if (/data|database|db|isolated/.test(full.toLowerCase()) && w !== 'public') return 'data';
  if (['public', 'web', 'dmz', 'frontend', 'front-end'].includes(w)) return 'public';
  if (['mgmt', 'management'].includes(w)) return 'app';
  return 'app';
}

/** Every place phrase in the text, non-overlapping, in reading order. */
export function findLocations(text: string): LocationSpan[] {
  const found: LocationSpan[] = [];
  const push = (loc: Location, m: RegExpMatchArray): void => {
    const start = m.index!;
    const end = start + m[0].length;
    if (found.every((f) => f.end <= start || f.start >= end)) found.push({ loc, start, end });
  };
  for (const re of [NAMED_ZONE, AWS_REGION, GCP_REGION, AZURE_REGION]) for (const m of text.matchAll(re)) push({ type: 'region', name: regionName(m[0]) }, m);
  for (const m of text.matchAll(NAMED_REGION)) {
    const word = m[1]!.toLowerCase();
    const name = ['primary', 'active', 'home'].includes(word) ? 'Primary region' : 'Secondary region';
    push({ type: 'region', name }, m);
  }
  for (const m of text.matchAll(REGION_COUNT)) push({ type: 'regions', count: count(m[1], 2) }, m);
  for (const m of text.matchAll(AZ)) push({ type: 'az', count: Math.max(count(m[1], 2), /^(one|1)$/i.test(m[1] ?? '') ? 1 : 2) }, m);
  for (const m of text.matchAll(ACCOUNT_CODE)) push({ type: 'account', name: accountName(m[1]!, m[2]!) }, m);
  for (const m of text.matchAll(ACCOUNT)) {
    const name = `${m[1]!.trim()} ${m[2]!.toLowerCase().replace(/s$/, '')}`;
    push({ type: 'account', name: name.replace(/^\w/, (c) => c.toUpperCase()) }, m);
  }
  for (const m of text.matchAll(TIER)) push({ type: 'subnet', tier: tierOf(m[1]!, m[0]), name: m[0].replace(/^\w/, (c) => c.toUpperCase()) }, m);
  for (const m of text.matchAll(SUBNET)) {
    const name = /^(private|public)$/i.test(m[1]!) ? undefined : m[0].replace(/subnets$/i, 'subnet').replace(/^\w/, (c) => c.toUpperCase());
    push({ type: 'subnet', tier: tierOf(m[1]!, m[0]), ...(name ? { name } : {}) }, m);
  }
  for (const m of text.matchAll(NAMED_SUBNET)) push({ type: 'subnet', tier: 'app', name: m[0].replace(/^\w/, (c) => c.toUpperCase()) }, m);
  return found.sort((a, b) => a.start - b.start);
}

/** A region name that is one zone of a region ("us-central1-a", "us-east-1a"): drawn as a zone. */
export function isZoneName(name: string): boolean {
  return new RegExp(`^(?:${NAMED_ZONE.source})$`, 'i').test(name);
}
