import type { Entity } from '../types.js';
import { DETERMINERS, ORDINAL_WORDS, PART_NOUNS, PREPOSITIONS, VENDOR_WORDS } from '../text/lexicon.js';
import { isParticiple } from '../text/verbs.js';
import { capitalize, singular } from '../text/tokens.js';

const ENGINES = /^(postgres(ql)?|mysql|mariadb|sql server|oracle( database)?|mongo(db)?|redis|memcached|kafka|apache kafka|cassandra|rabbitmq|activemq|spark|apache spark|hadoop|airflow|elasticsearch)$/i;
const ROLE_WORDS = /^(jumpbox|jump box|jump host|bastion|web server|app server|application server)$/i;

/** Abbreviations written in capitals whatever the prompt's casing ("node api" → "node API"). */
const ACRONYMS = /\b(api|apis|spa|ui|db|sql|cdn|dns|vpn|cicd|iot|ml|ai|llm|etl|elt|http|https|tls|jwt|vm|vms|aws|gcp|sftp|ftp|smtp|nfs|bi|rag|gke|aks|eks|oke)\b/gi;

/** "node api" → "node API", "iot hub" → "IoT hub". */
const ACRONYM_SET: ReadonlySet<string> = new Set(ACRONYMS.source.replace(/^.*?\(|\).*$/g, '').split('|'));

export function acronyms(text: string): string {
  return text.replace(ACRONYMS, (w) => {
    const lower = w.toLowerCase();
    if (lower === 'iot') return 'IoT';
    // A plural keeps its lowercase "s" ("VMs", "APIs"); AKS and EKS end in an S of their own.
    const plural = lower.endsWith('s') && lower !== 'https' && ACRONYM_SET.has(lower.slice(0, -1));
    return plural ? w.slice(0, -1).toUpperCase() + 's' : w.toUpperCase();
  });
}

function clean(text: string): string {
  return acronyms(text.replace(/\bmulti[\s-]?az\b/gi, '')).replace(/\s+/g, ' ').replace(/\s+\)/g, ')').trim();
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/** True when every word of `short` appears in `said`, in the same order, with at least one word between. */
function inOrder(short: string[], said: string[]): boolean {
  if (short.length < 2) return false;
  let at = 0;
  for (const w of said) if (w === short[at]) at++;
  return at === short.length && said.length > short.length;
}

/** Words that say which one of several it is ("spoke VNets", "hub VNet", "inspection VPC"). */
const POSITION_WORDS = /\b(spoke|hub|inspection|egress|ingress|transit|shared|edge|internal|external|primary|secondary|standby)\b/i;

/** The typed words with the service's official spelling restored ("cloudfront" → "CloudFront"). */
function recase(matched: string, e: Entity): string {
  const out = matched;
  for (const official of [e.entry.name, e.entry.short]) {
    const i = out.toLowerCase().indexOf(official.toLowerCase());
    if (i >= 0) return out.slice(0, i) + official + out.slice(i + official.length);
  }
  return out;
}

/** The service part of a label: what the person typed when it names the service, else its short name. */
function baseLabel(e: Entity): string {
  const matched = clean(e.matched);
  if (e.entry.provider === 'general') return e.pre.length > 0 ? matched : capitalizeName(matched, e);
  const lower = matched.toLowerCase();
  if (lower.includes(e.entry.short.toLowerCase()) || lower.includes(e.entry.name.toLowerCase())) return capitalize(recase(matched, e));
  // "SageMaker real-time endpoint" on SageMaker Endpoint: the short name's words, in order, with the
  // text's own words between them, are the text's fuller name for the service.
  if (inOrder(words(e.entry.short), words(matched)) && words(matched).length <= 5) return capitalize(matched);
  // "PostgreSQL" on RDS for PostgreSQL: the engine is already in the service's name.
  if (ENGINES.test(matched)) return words(e.entry.short).includes(words(matched).join('')) ? e.entry.short : `${e.entry.short} (${capitalize(matched)})`;
  if (ROLE_WORDS.test(matched)) return `${capitalize(matched)} ${e.entry.kind === 'vm' ? 'VM' : e.entry.short}`;
  // "Storage Bucket", "Message Queue": a catalog name for the service, written as a name, is the text's own name for it.
  const titled = /\s/.test(matched) && matched.split(/\s+/).every((w) => /^[A-Z0-9]/.test(w) && !VENDOR_WORDS.has(w.toLowerCase()));
  if (titled && e.entry.synonyms.some((x) => [lower, singular(lower)].includes(x.toLowerCase()))) return matched;
  // "the Cognitive Search service": an older name written as a name, then an everyday head noun, is still the text's own name.
  const named = /^(.+?)\s+(?:service|services)$/.exec(matched)?.[1];
  if (named && named.split(/\s+/).every((w) => /^[A-Z0-9]/.test(w) && !VENDOR_WORDS.has(w.toLowerCase()))
    && e.entry.synonyms.includes(named.toLowerCase()) && !named.toLowerCase().includes(e.entry.short.toLowerCase())) return `${matched} (${e.entry.short})`;
  // "HA VPN tunnels": a name of the service written in initials, then the text's own words for its parts.
  // Only initials keep it: the product's spelled-out name with a part noun ("Elastic Container Service cluster") takes the short name.
  const lead = e.entry.synonyms.find((x) => /\s/.test(x) && lower.startsWith(`${x} `) && !e.entry.name.toLowerCase().endsWith(x));
  if (lead && matched.slice(0, lead.length).split(/\s+/).every((w) => /^[A-Z0-9]+$/.test(w) && !VENDOR_WORDS.has(w.toLowerCase()))) return matched;
  // "Simple Mail Transfer Protocol (SMTP) relays": a name spelled out with its initials is the text's own.
  if (/\([A-Z][A-Za-z]{1,7}\)\s+\S/.test(matched)) return matched;
  // "Linux gateway VMs", "FTP servers": a name before the service's everyday word is the text's own name for it.
  if (e.pre.some((w) => /[A-Z]/.test(w)) && e.entry.synonyms.some((x) => [singular(lower), lower, lower.replace(/s$/, '')].includes(x.toLowerCase()))) return matched;
  const position = POSITION_WORDS.exec(matched);
  // "nginx ingress" on an Ingress Controller: a word of the service's own name is not a position.
  if (position && !words(e.entry.short).includes(position[1]!.toLowerCase())) return `${capitalize(position[1]!.toLowerCase())} ${e.entry.short}`;
  // "the state machine" on Step Functions, "the message queue" on SQS: the service, then the text's own name for it.
  const own = words(matched).filter((w) => !VENDOR_WORDS.has(w));
  const short = new Set(words(e.entry.short));
  const squeezed = e.entry.short.toLowerCase().replace(/[^a-z0-9]/g, '');
  const echoes = own.some((w) => short.has(w) || squeezed.includes(singular(w).slice(0, Math.max(4, singular(w).length - 1)))) || squeezed.includes(own.join(''));
  // "Kubernetes" for a Kubernetes Cluster: a part of the service's full name stands for all of it.
  const full = new Set(words(e.entry.name));
  if (own.length > 0 && own.every((w) => full.has(w))) return e.entry.name.split(/\s+/).filter((w) => !VENDOR_WORDS.has(w.toLowerCase())).join(' ');
  // "ACR", "DDB table": the service's initials, typed in capitals, are the text's own name for it.
  const initials = matched.split(/\s+/)[0]!;
  if (/^[A-Z][A-Z0-9]{1,5}$/.test(initials) && e.entry.synonyms.includes(initials.toLowerCase())) return matched;
  // "authentication" on Cognito: what the service does is not a name; what it makes is ("Cognito user pool").
  if (!e.role && e.entry.resource && own.length > 0 && !echoes && matched === matched.toLowerCase()) return `${e.entry.short} ${e.entry.resource}`;
  if (!e.role && own.length > 0 && own.length <= 3 && !echoes) return `${e.entry.short} ${matched.split(/\s+/).filter((w) => !VENDOR_WORDS.has(w.toLowerCase())).join(' ')}`;
  // "a web app" on App Service, "Azure Cognitive Search" on AI Search, "Chronicle Security" on Security
  // Operations: the text's description or full (older) product name says more than the catalog's short
  // name holds; both are kept.
  const unsaid = own.filter((w) => !short.has(w) && !squeezed.includes(singular(w)));
  const brand = /^[A-Z]/.test(matched) && e.entry.synonyms.includes(own[0] ?? '') && unsaid.includes(own[0] ?? '');
  // "an IoT topic" on IoT Core: a word of the service's name, then a part noun of its own, names that part.
  const part = /^[A-Z]/.test(matched) && own.length === 2 && short.has(own[0]!) && unsaid.length === 1 && PART_NOUNS.has(own[1]!);
  if (!e.role && echoes && unsaid.length > 0 && own.length <= 3 && unsaid.length < own.length
    && (matched === matched.toLowerCase() || words(matched).some((w) => VENDOR_WORDS.has(w)) || brand || part)) return `${capitalize(matched)} (${e.entry.short})`;
  // "a cleanup function" on Functions: one of a plural-named service is said in the singular.
  const last = e.entry.short.split(/\s+/).at(-1)!;
  if (own.length === 1 && last.toLowerCase() !== own[0] && singular(last.toLowerCase()) === own[0]) return e.entry.short.replace(/\S+$/, singularWord(last));
  return e.entry.short;
}

const ROLE_SUFFIX: Readonly<Record<string, string>> = {
  primary: 'primary', standby: 'standby', secondary: 'secondary', replica: 'replica', read_replica: 'read replica', source: 'source',
};

/**
 * A component's label: qualifiers typed before and after the service name, parenthesised notes,
 * and its role ("RDS (primary)", "Fulfillment Lambda", "Cloud Storage (uploads)").
 */
export function labelFor(e: Entity): string {
  if (e.label) return e.label;
  let base = baseLabel(e);
  // "a DLQ": the name spelled out, with the text's own short name kept beside it.
  const short = /^dlqs?$/i.test(e.matched) ? ' (DLQ)' : '';
  if (e.role === 'dlq' && !/dead|dlq/i.test(base)) base = `${e.entry.short} dead-letter ${e.entry.kind === 'topic' ? 'topic' : 'queue'}${short}`;
  else if (e.role === 'dlq' && /^dlqs?$/i.test(base)) base = `${e.entry.short} dead-letter queue (DLQ)`;
  const have = new Set(words(base));
  // "a second Lambda function, PointsMailer": the name tells the copy apart, so the ordinal is not kept.
  const pre = e.pre.filter((p) => !words(p).every((w) => have.has(w)) && !(isCodeName(clean(e.matched)) && ORDINAL_WORDS.has(p.toLowerCase())));
  const post = e.post.filter((p) => !words(p).every((w) => have.has(w)));
  let label = [...pre, base, ...post].join(' ');
  const seen = new Set(words(label));
  // A note is a noun phrase: "for a complete failover" keeps "complete failover".
  const paren = e.paren.map((p) => noteWords(clean(p))).filter((p) => p.length > 0 && !words(p).every((w) => seen.has(w)) && !isClauseNote(p));
  const role = e.role ? ROLE_SUFFIX[e.role] : undefined;
  if (role && !seen.has(role.split(' ')[0]!)) paren.push(role);
  // One bracket per label: notes join the product name the base already holds in brackets.
  if (paren.length > 0) label = /\)$/.test(label) ? `${label.slice(0, -1)}, ${paren.join(', ')})` : `${label} (${paren.join(', ')})`;
  return capitalizeName(clean(label), e);
}

/** A note without the determiner that opened its phrase: "for each hub" notes "hub", "for a complete failover" "complete failover". */
export function noteWords(note: string): string {
  const words = note.trim().split(/\s+/);
  while (words.length > 1 && DETERMINERS.has(words[0]!.toLowerCase())) words.shift();
  return words.join(' ');
}

/** "(enabled in version 5 and later)", "(hosted on premises)": a participle and its preposition open a clause, not a name's note. */
function isClauseNote(note: string): boolean {
  const [first, second] = note.trim().toLowerCase().split(/\s+/);
  return first !== undefined && second !== undefined && isParticiple(first) && PREPOSITIONS.has(second);
}

/**
 * The label's first letter up, unless its first word is a name written in lower case on purpose:
 * a product spelled so by its makers ("dbt", "rclone") or with capitals later in the word ("phpIPAM").
 */
function capitalizeName(label: string, e: Entity): string {
  const first = /^\S+/.exec(label)?.[0] ?? '';
  if (/^[a-z][a-z0-9]*[A-Z]/.test(first) || (/^[a-z]/.test(e.entry.name) && e.entry.name.split(/\s+/)[0] === first)) return label;
  return capitalize(label);
}

/** A word made singular, keeping how it was capitalised ("Lambdas" → "Lambda", "VPCs" → "VPC"). */
function singularWord(word: string): string {
  const one = singular(word);
  if (one === word.toLowerCase()) return word;
  if (word.toLowerCase().endsWith('ies')) return word.slice(0, -3) + 'y';
  return word.slice(0, one.length);
}

/** A label with one more note: "RDS (orders)" + "primary" → "RDS (orders, primary)", one bracket per label. */
export function withNote(label: string, note: string): string {
  return /\)$/.test(label) ? `${label.slice(0, -1)}, ${note})` : `${label} (${note})`;
}

/** Label of one of several instances: "Lambda processors" → "Lambda processor 2", spokes "Spoke VPC B", or the copy's own name. */
export function instanceLabel(label: string, index: number, count: number, letters: boolean, names?: readonly string[]): string {
  if (count <= 1) return label;
  // "three queues: billing, shipping and analytics": each copy is told apart by the text's name for it.
  const name = names?.length === count ? names[index] : undefined;
  if (name) return withNote(singularLabel(label), name);
  const m = /^(.*?)(\s*\(.*\))?$/.exec(label)!;
  const head = m[1]!.split(' ');
  head[head.length - 1] = singularWord(head.at(-1)!);
  const suffix = letters ? String.fromCharCode(65 + index) : String(index + 1);
  return `${head.join(' ')} ${suffix}${m[2] ?? ''}`;
}

/** The label of one instance of a component drawn once: plural words made singular. */
export function singularLabel(label: string): string {
  const m = /^(.*?)(\s*\(.*\))?$/.exec(label)!;
  const head = m[1]!.split(' ');
  head[head.length - 1] = singularWord(head.at(-1)!);
  return head.join(' ') + (m[2] ?? '');
}

/**
 * Gives same-service components that would read alike a word from their context: of two Lambdas,
 * "Fulfillment Lambda" keeps its name and the other one, fed by a clause about orders, becomes
 * "Order Lambda".
 */
export function disambiguate(entities: Entity[], labels: Map<string, string>): void {
  const byService = new Map<string, Entity[]>();
  for (const e of entities) byService.set(e.entry.id, [...(byService.get(e.entry.id) ?? []), e]);
  for (const group of byService.values()) {
    if (group.length < 2) continue;
    for (const e of group) {
      const unqualified = e.pre.length + e.post.length + e.paren.length === 0 && !e.label && !e.role;
      // Only a bare service name needs the hint: "Lambda" beside "Fulfillment Lambda", not "Ledger service".
      const bare = labels.get(e.key)!.toLowerCase() === e.entry.short.toLowerCase();
      if (unqualified && bare && e.hint) labels.set(e.key, `${capitalize(e.hint)} ${labels.get(e.key)!}`);
    }
    // "Amazon API Gateway … the WebSocket API": two that still read alike are told apart by the text's own name for each.
    for (const e of group) {
      const label = labels.get(e.key)!;
      const squeeze = (t: string): string => words(t).filter((w) => !VENDOR_WORDS.has(w)).join('');
      const alike = group.some((o) => o !== e && squeeze(labels.get(o.key)!) === squeeze(label));
      const own = capitalize(clean(e.matched.split(/\s+/).filter((w) => !VENDOR_WORDS.has(w.toLowerCase())).join(' ')));
      if (alike && !e.label && own.length > 0 && squeeze(own) !== squeeze(label)) labels.set(e.key, own);
    }
  }
}

/** A one-word name written as code, with a capital inside it ("PointsMailer", "ledgerSync"). */
function isCodeName(matched: string): boolean {
  return /^[A-Za-z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(matched);
}
