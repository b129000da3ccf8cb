import { compactKey, singularForms } from './normalize.js';
import { continuesTerm, lookupKeys, MAX_TERM_WORDS } from './term-index.js';
import type { Provider, ServiceEntry } from './types.js';

/** One service named in free text; `start`/`end` are UTF-16 offsets into the text (end exclusive). */
export interface ServiceMention {
  entry: ServiceEntry;
  start: number;
  end: number;
  /** The text as written, e.g. "api-gateway" or "Lambdas". */
  matched: string;
}

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[A-Za-z0-9]+/g)) {
    tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

/**
 * Words joined into one term may be separated by a space or by the punctuation people put inside
 * service names ("api-gateway", "pub/sub", "Route 53") — never by a comma or a sentence break.
 */
function joinable(gap: string): boolean {
  return /^(?:[ \t]{1,2}|[-/_.@]|[ \t]?[-/&+][ \t]?)$/.test(gap);
}

/**
 * Whether a term is written as a product name ("Cosmos DB", "Bastion Host") rather than as prose
 * ("a bastion host", "two VPN gateways"): only a name may stand for another provider's product.
 */
function writtenAsName(written: string): boolean {
  return written.split(/[^A-Za-z0-9]+/).filter(Boolean).every((w) => /^[A-Z0-9]/.test(w));
}

/** Every match of a run of tokens (with a plural tolerated on its last word) as a candidate. */
function candidatesAt(text: string, tokens: Token[], i: number, provider: Provider | readonly Provider[]): ServiceMention[] {
  const found: ServiceMention[] = [];
  let head = '';
  // "Amazon EventBridge Pipe": a vendor word before a shorter name of the service still names it.
  const vendorWords = vendorLength(tokens, i);
  let bare = '';
  for (let n = 1; n <= MAX_TERM_WORDS && i + n <= tokens.length; n++) {
    const last = tokens[i + n - 1]!;
    if (n > 1 && !joinable(text.slice(tokens[i + n - 2]!.end, last.start))) break;
    const lastKey = compactKey(last.text);
    // An acronym's plural ("VMs", "DBs") is its singular plus "s", however short.
    const acronymPlural = /^[A-Z0-9]{2,}s$/.test(last.text) ? [lastKey.slice(0, -1)] : [];
    const written = text.slice(tokens[i]!.start, last.end);
    // "as a" is no "ASA": a name of four letters or fewer is one word, never words run together.
    const forms = [lastKey, ...singularForms(lastKey), ...acronymPlural];
    const entry = n > 1 && (head + lastKey).length <= 4 ? undefined
      : lookupKeys(forms.map((form) => head + form), provider, writtenAsName(written))
        ?? (vendorWords > 0 && n >= vendorWords + 2 ? vendorEntry(forms.map((form) => bare + form), tokens[i]!.text) : undefined);
    if (entry) {
      const start = tokens[i]!.start;
      found.push({ entry, start, end: last.end, matched: text.slice(start, last.end) });
    }
    head += lastKey;
    if (n > vendorWords) bare += lastKey;
    if (!continuesTerm(head) && !(vendorWords > 0 && bare !== '' && continuesTerm(bare))) break;
  }
  return found;
}

/** How many words of a vendor name open the tokens at `i` ("Amazon", "Google Cloud"), or 0. */
function vendorLength(tokens: readonly Token[], i: number): number {
  const first = tokens[i]!.text.toLowerCase();
  const second = tokens[i + 1]?.text.toLowerCase();
  if ((first === 'google' || first === 'oracle') && second === 'cloud') return 2;
  return VENDOR_WORDS.has(first) ? 1 : 0;
}

const VENDOR_PROVIDER: Readonly<Record<string, Provider>> = {
  amazon: 'aws', aws: 'aws', azure: 'azure', microsoft: 'azure', google: 'gcp', oracle: 'oci', oci: 'oci',
};
const VENDOR_WORDS = new Set(Object.keys(VENDOR_PROVIDER));

/** The vendor's own entry that a name after its vendor word answers to ("Google Cloud" + "Pub/Sub topic" is no SNS). */
function vendorEntry(keys: readonly string[], vendor: string): ServiceEntry | undefined {
  const own = VENDOR_PROVIDER[vendor.toLowerCase()];
  if (!own) return undefined;
  const entry = lookupKeys(keys, own);
  return entry?.provider === own ? entry : undefined;
}

/**
 * "a Cloud SQL database": a provider's product whose last word opens an everyday name of the same
 * category ("SQL database") is that product, called by its head noun — one mention of all of it.
 */
function productWithHead(candidates: readonly ServiceMention[], text: string): ServiceMention[] {
  const out: ServiceMention[] = [];
  for (const p of candidates) {
    if (p.entry.provider === 'general') continue;
    for (const g of candidates) {
      if (g.entry.provider !== 'general' || g.entry.category !== p.entry.category) continue;
      if (!(g.start > p.start && g.start < p.end && g.end > p.end)) continue;
      out.push({ entry: p.entry, start: p.start, end: g.end, matched: text.slice(p.start, g.end) });
    }
  }
  return out;
}

/**
 * Every service mentioned in `text`, in reading order. Overlaps are settled longest-first, so
 * "API Gateway" is one mention rather than "API" plus "Gateway", and "SQS queue" is one SQS.
 * `provider` may be a preference order across providers, as in resolveService.
 */
export function findMentions(text: string, provider: Provider | readonly Provider[]): ServiceMention[] {
  const tokens = tokenize(text);
  const candidates: ServiceMention[] = [];
  for (let i = 0; i < tokens.length; i++) candidates.push(...candidatesAt(text, tokens, i, provider));
  candidates.push(...productWithHead(candidates, text));
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const chosen: ServiceMention[] = [];
  for (const c of candidates) {
    const overlap = chosen.filter((m) => c.end > m.start && c.start < m.end);
    if (overlap.length === 0) chosen.push(c);
    // "Apache Kafka cluster": two readings of one service that overlap are one mention of all of it.
    else if (overlap.length === 1 && overlap[0]!.entry.id === c.entry.id) {
      const m = overlap[0]!;
      m.start = Math.min(m.start, c.start);
      m.end = Math.max(m.end, c.end);
      m.matched = text.slice(m.start, m.end);
    }
  }
  chosen.sort((a, b) => a.start - b.start);
  // "Cloud SQL PostgreSQL", "Memorystore Redis": a product name, then the engine it runs, is one mention;
  // so is a product name, then another name of its own ("Cloud Logging aggregated sinks", "Compute Engine VM").
  for (let i = chosen.length - 1; i > 0; i--) {
    const [a, b] = [chosen[i - 1]!, chosen[i]!];
    if (a.entry.id !== b.entry.id || text.slice(a.end, b.start) !== ' ' || ENGINE.test(a.matched)) continue;
    // "… in Amazon SQS Amazon SQS triggers …": the name written again opens the next sentence.
    if (a.matched.toLowerCase() === b.matched.toLowerCase() || /^(?:amazon|aws|azure|microsoft|google|oracle|oci)\b/i.test(b.matched)) continue;
    a.end = b.end;
    a.matched = text.slice(a.start, a.end);
    chosen.splice(i, 1);
  }
  return chosen;
}

/** Database and messaging engines a managed service runs. */
const ENGINE = /^(?:postgres(?:ql)?|mysql|mariadb|sql server|redis|memcached|mongodb|kafka|rabbitmq|cassandra|elasticsearch|opensearch)$/i;
