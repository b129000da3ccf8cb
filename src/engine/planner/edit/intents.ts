import type { PropValue } from '../../model/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { ADD_VERBS, KEEP, NEED, NOT_NEEDED, PLACEMENTS, PURPOSE, RELATIVE_FROM_SOURCE, RELATIVE_INTO, RELATIVE_OUT, RELATIVE_SUBJECT, REMARK } from './lexicon.js';

export type Placement =
  | { rel: 'between'; a: string; b: string }
  | { rel: 'front' | 'behind' | 'to' | 'in' | 'outside'; target: string };

/** A connection a new component's phrase asks for: "that T connects to" (T → X), "to query T" (X → T). */
export interface Link {
  dir: 'in' | 'out' | 'any';
  target: string;
}

/** One instruction of an edit prompt, with the phrases that still need resolving against the model. */
export type Intent =
  | { type: 'provider'; provider: Provider }
  | { type: 'title'; title: string }
  | { type: 'rename'; what: string; to: string }
  | { type: 'replace'; what: string; with: string }
  | { type: 'move'; what: string; into: string }
  | { type: 'disconnect'; from: string; to: string }
  | { type: 'connect'; from: string; to: string; label?: string }
  | { type: 'replica'; what: string; count: number }
  | { type: 'az'; count: number }
  | { type: 'remove'; what: string }
  | { type: 'prop'; what: string; key: string; value: PropValue }
  | { type: 'tls'; from?: string; to?: string; value: boolean }
  | { type: 'add'; what: string; count: number; where?: Placement; links?: Link[]; tentative?: boolean }
  | { type: 'renames'; pairs: [string, string][] }
  | { type: 'split'; what: string; into: string[] }
  | { type: 'span'; count: number }
  | { type: 'keep'; what: string }
  | { type: 'only'; who: string; target: string; verb: string }
  | { type: 'remark' }
  | { type: 'statement'; text: string };

const PROVIDERS: readonly (readonly [RegExp, Provider])[] = [
  [/\b(aws|amazon)\b/i, 'aws'], [/\bazure\b/i, 'azure'], [/\b(gcp|google cloud|google)\b/i, 'gcp'], [/\b(oci|oracle)\b/i, 'oci'],
  [/\b(kubernetes|k8s)\b/i, 'kubernetes'],
];

const NUM: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, another: 1, two: 2, three: 3, four: 4, five: 5 };

function count(word: string | undefined): number {
  if (!word) return 1;
  return Number(word) || NUM[word.toLowerCase()] || 1;
}

function unquote(s: string): string {
  return s.trim().replace(/^["'“‘]|["'”’]$/g, '').trim();
}

const PROP_WORDS: readonly (readonly [RegExp, string, PropValue])[] = [
  [/^(multi[- ]?az|highly available|high availability|ha|redundant)$/i, 'multi_az', true],
  [/^(encrypted|encryption(?: at rest)?|encrypted at rest)$/i, 'encrypted_at_rest', true],
  [/^(backups?|backed up|point[- ]in[- ]time recovery|pitr)$/i, 'backup', true],
  [/^versioning|versioned$/i, 'versioning', true],
  [/^(autoscaling|auto[- ]scaling|auto[- ]scaled|elastic)$/i, 'autoscaling', true],
  [/^(private|internal)$/i, 'public', false],
  [/^(public|internet[- ]facing)$/i, 'public', true],
  [/^(authenticated|auth(?:entication)?|protected by auth)$/i, 'auth', true],
];

function propFor(word: string): [string, PropValue] | undefined {
  const hit = PROP_WORDS.find(([re]) => re.test(word.trim()));
  return hit ? [hit[1], hit[2]] : undefined;
}

/** The relative clause or purpose after a new component: "X that the dashboard talks to", "X to query the warehouse". */
function splitLinks(body: string): { what: string; links: Link[] } {
  let m: RegExpExecArray | null;
  if ((m = RELATIVE_INTO.exec(body))) return { what: m[1]!, links: [{ dir: 'in', target: m[2]! }] };
  if ((m = RELATIVE_FROM_SOURCE.exec(body))) return { what: m[1]!, links: [{ dir: 'in', target: m[2]! }] };
  if ((m = RELATIVE_SUBJECT.exec(body))) return { what: m[1]!, links: [{ dir: 'in', target: m[2]! }] };
  if ((m = RELATIVE_OUT.exec(body))) return { what: m[1]!, links: [{ dir: 'out', target: m[2]! }] };
  if ((m = /^(.+?),?\s+(?:connected|linked|attached|wired)\s+(?:to|with)\s+(.+)$/i.exec(body))) {
    const inner = splitLinks(m[1]!);
    return { what: inner.what, links: [...inner.links, { dir: 'any', target: m[2]! }] };
  }
  if ((m = PURPOSE.exec(body)) && !/(between|front|behind)/i.test(m[1]!)) return { what: m[1]!, links: [{ dir: 'any', target: m[2]! }] };
  return { what: body, links: [] };
}

export function addIntent(rest: string, tentative = false): Intent {
  const n = /^(a|an|one|two|three|four|five|another|\d+)\s+/i.exec(rest);
  const howMany = count(n?.[1]);
  const { what: body, links } = splitLinks(n ? rest.slice(n[0].length) : rest);
  const extra = { ...(links.length > 0 ? { links } : {}), ...(tentative ? { tentative } : {}) };
  for (const [re, rel] of PLACEMENTS) {
    const m = re.exec(body);
    if (!m) continue;
    if (rel === 'between') return { type: 'add', what: m[1]!, count: howMany, where: { rel, a: m[2]!, b: m[3]! }, ...extra };
    // "in another region for the reporting store": the container, then what it serves.
    const served = rel === 'in' || rel === 'outside' ? /^(.+?)\s+(?:for|to serve|serving|connected to|next to)\s+(.+)$/i.exec(m[2]!) : null;
    if (served) return { type: 'add', what: m[1]!, count: howMany, where: { rel, target: served[1]! }, links: [...links, { dir: 'any', target: served[2]! }], ...(tentative ? { tentative } : {}) };
    return { type: 'add', what: m[1]!, count: howMany, where: { rel, target: m[2]! }, ...extra };
  }
  return { type: 'add', what: body, count: howMany, ...extra };
}

const NUMBER_WORDS = '(a|an|one|two|three|four|five|six|\\d+)';

/** Forms that change structure: split, span zones, only-A-reaches-B, keep, needs and remarks. */
function structural(t: string): Intent | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^split\s+(.+?)\s+(?:into|in)\s+(.+)$/i.exec(t))) return { type: 'split', what: m[1]!, into: m[2]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).map((x) => x.trim()).filter(Boolean) };
  if ((m = new RegExp(`^(?:make|have|let)?\\s*(?:it|this|everything|(?:the|our) [\\w-]+(?: [\\w-]+)?)?\\s*(?:span|spread across|run in|cover|use|be deployed across|deploy across|go across)\\s+${NUMBER_WORDS}\\s+(?:availability zones?|azs?|zones?)$`, 'i').exec(t))) return { type: 'span', count: count(m[1]) };
  if ((m = /^only\s+(.+?)\s+(?:may|can|should|must|is allowed to|are allowed to)?\s*(reach|access|call|talk to|talks to|connect to|connects to|reaches|calls|accesses|write to|writes to|read from|reads from|use|uses)\s+(.+)$/i.exec(t))) return { type: 'only', who: m[1]!, target: m[3]!, verb: m[2]! };
  if ((m = KEEP.exec(t))) return { type: 'keep', what: m[1]! };
  for (const re of NOT_NEEDED) if ((m = re.exec(t))) return { type: 'remove', what: m[1]! };
  if ((m = NEED.exec(t))) return addIntent(m[1]!, true);
  if (REMARK.some((re) => re.test(t)) && !/\b(should|must|needs? to|has to|have to)\b/i.test(t)) return { type: 'remark' };
  return undefined;
}

function renames(t: string): Intent | undefined {
  const m = /^(?:rename|relabel)\s+(.+?)\s+(?:to|as)\s+(.+)$/i.exec(t);
  if (!m) return undefined;
  const list = (x: string): string[] => x.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).map((y) => unquote(y)).filter(Boolean);
  const from = list(m[1]!);
  const to = list(m[2]!);
  if (from.length < 2 || from.length !== to.length) return undefined;
  return { type: 'renames', pairs: from.map((f, i) => [f, to[i]!]) };
}

/** The intent of one instruction, or undefined when none of the known forms fits. */
export function parseIntent(text: string): Intent | undefined {
  const t = text.trim();
  let m: RegExpExecArray | null;
  const special = renames(t) ?? structural(t);
  if (special) return special;
  if ((m = /^(?:switch|change|move|migrate|convert)\s+(?:.+?\s+)?from\s+(.+?)\s+to\s+(.+)$/i.exec(t)) && !/\b(aws|azure|gcp|google|oci|oracle|kubernetes|k8s)\s*(cloud)?$/i.test(m[2]!)) return { type: 'replace', what: m[1]!, with: m[2]! };
  if (/\b(switch|convert|migrate|port|move|change|translate|redo|rewrite|redraw)\b.*\b(to|into|for|on)\s+(aws|amazon|azure|gcp|google( cloud)?|oci|oracle( cloud)?|kubernetes|k8s)\b\s*$/i.test(t) || /^make (it|this|everything) (aws|azure|gcp|google cloud|oci)\b/i.test(t)) {
    const target = t.slice(t.search(/\b(aws|amazon|azure|gcp|google|oci|oracle|kubernetes|k8s)\b\s*(cloud)?\s*$/i));
    const provider = PROVIDERS.find(([re]) => re.test(target))?.[1];
    if (provider) return { type: 'provider', provider };
  }
  if ((m = /^title\s*:\s*(.+)$/i.exec(t)) || (m = /^(?:set |change |update )?(?:the )?(?:diagram(?:'s)? )?title (?:to |as )?(.+)$/i.exec(t)) || (m = /^rename (?:the )?diagram (?:to|as) (.+)$/i.exec(t))) return { type: 'title', title: unquote(m[1]!) };
  if ((m = /^(?:rename|relabel|call|name)\s+(.+?)\s+(?:to|as)\s+(.+)$/i.exec(t)) || (m = /^(.+?)\s+should be (?:called|named|labell?ed)\s+(.+)$/i.exec(t))) return { type: 'rename', what: m[1]!, to: unquote(m[2]!) };
  if ((m = /^(?:use|prefer|choose)\s+(.+?)\s+instead of\s+(.+)$/i.exec(t))) return { type: 'replace', what: m[2]!, with: m[1]! };
  if ((m = /^(?:replace|swap|substitute|exchange)\s+(.+?)\s+(?:with|for|by)\s+(.+)$/i.exec(t))) return { type: 'replace', what: m[1]!, with: m[2]! };
  if ((m = /^(?:move|put|place|relocate)\s+(.+?)\s+(?:in|into|inside|to|under|within)\s+(.+)$/i.exec(t)) && !/^(a|an|another|some)\s/i.test(m[1]!) && !/\b(front|between|behind)\b/i.test(t) && (/^(move|relocate)/i.test(t) || /\b(subnet|vpc|vnet|network|zone|az|region|cluster|namespace|group|tier|account|project|data ?cent(er|re))s?\b/i.test(m[2]!))) return { type: 'move', what: m[1]!, into: m[2]! };
  if ((m = /^(?:disconnect|unlink|detach)\s+(.+?)\s+(?:from|and)\s+(.+)$/i.exec(t)) || (m = /^(?:remove|delete|drop)\s+(?:the\s+)?(?:connection|edge|link|arrow|line)s?\s+(?:between|from)\s+(.+?)\s+(?:and|to)\s+(.+)$/i.exec(t))) return { type: 'disconnect', from: m[1]!, to: m[2]! };
  if ((m = /^(?:connect|link|wire|hook|plug)\s+(?:up\s+)?(.+?)\s+(?:up\s+)?(?:to|with|and|into)\s+(.+)$/i.exec(t))) return { type: 'connect', from: m[1]!, to: m[2]! };
  if ((m = /^add\s+(a|an|one|two|three|\d+)?\s*(?:read\s+)?replicas?\b(?:\s+(?:to|for|of|on)\s+(.+))?$/i.exec(t))) return { type: 'replica', what: m[2] ?? 'database', count: count(m[1]) };
  if ((m = /^add\s+(a|an|another|one more|a third|two|\d+)?\s*(?:more\s+)?(?:availability zones?|azs?)\b/i.exec(t))) return { type: 'az', count: count(m[1]?.replace(/one more|a third/i, '1')) };
  if ((m = /^(?:enable|turn on|require|enforce|use|add)\s+(https|tls|ssl|encryption in transit)(?:\s+(?:between|from|on)\s+(.+?)(?:\s+(?:and|to)\s+(.+))?)?$/i.exec(t))) return { type: 'tls', ...(m[2] ? { from: m[2] } : {}), ...(m[3] ? { to: m[3] } : {}), value: true };
  if ((m = /^encrypt\s+(?:the\s+)?(?:traffic|connections?|edges?)\s+(?:between|from)\s+(.+?)\s+(?:and|to)\s+(.+)$/i.exec(t))) return { type: 'tls', from: m[1]!, to: m[2]!, value: true };
  if ((m = /^encrypt\s+(.+)$/i.exec(t)) && !/\s(with|using|via|by)\s/i.test(m[1]!)) return { type: 'prop', what: m[1]!, key: 'encrypted_at_rest', value: true };
  if ((m = /^(?:make|set|mark|configure|turn|have)\s+(.+?)\s+(?:to be\s+|as\s+|into\s+|be\s+)?(multi[- ]?az|highly available|high availability|ha|redundant|encrypted(?: at rest)?|private|internal|public|internet[- ]facing|versioned|backed up|auto[- ]?scal(?:ing|ed)|authenticated)$/i.exec(t))) {
    const p = propFor(m[2]!);
    if (p) return { type: 'prop', what: m[1]!, key: p[0], value: p[1] };
  }
  if ((m = /^(enable|turn on|add|disable|turn off|remove)\s+(multi[- ]?az|encryption(?: at rest)?|backups?|versioning|auto[- ]?scaling|point[- ]in[- ]time recovery|public access|auth(?:entication)?)\s+(?:on|for|to|in|of|from)\s+(.+)$/i.exec(t))) {
    const off = /disable|off|remove/i.test(m[1]!);
    const p = /public access/i.test(m[2]!) ? (['public', true] as [string, PropValue]) : propFor(m[2]!);
    if (p) return { type: 'prop', what: m[3]!, key: p[0], value: typeof p[1] === 'boolean' ? (off ? !p[1] : p[1]) : p[1] };
  }
  if ((m = /^(?:scale|set)\s+(.+?)\s+to\s+(\d+)\s*(?:instances|replicas|nodes|copies|tasks|pods)?$/i.exec(t))) return { type: 'prop', what: m[1]!, key: 'replicas', value: Number(m[2]) };
  if ((m = /^(?:remove|delete|drop|get rid of|take out|eliminate|decommission)\s+(.+)$/i.exec(t)) && !/\b(with|using|via)\b/i.test(m[1]!)) return { type: 'remove', what: m[1]! };
  if ((m = /^(?:change|switch|convert)\s+(.+?)\s+(?:to|into)\s+(.+)$/i.exec(t))) return { type: 'replace', what: m[1]!, with: m[2]! };
  if ((m = new RegExp(`^(?:${ADD_VERBS})\\s+(.+)$`, 'i').exec(t))) return addIntent(m[1]!);
  if ((m = /^use\s+(.+?)\s+(?:for|on|with|in front of|between|behind)\s+(.+)$/i.exec(t)) && !/\b(to)\b/.test(m[1]!)) return addIntent(t.replace(/^use\s+/i, ''));
  if (/^(a|an|another|some|one more)\s+/i.test(t)) return addIntent(t);
  return { type: 'statement', text: t };
}
