import type { PropValue } from '../../model/index.js';
import type { Provider } from '../../../shared/contract/values.js';

export type Placement =
  | { rel: 'between'; a: string; b: string }
  | { rel: 'front' | 'behind' | 'to' | 'in'; target: string };

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
  | { type: 'add'; what: string; count: number; where?: Placement };

const VERBS = 'add|insert|put|place|include|introduce|attach|deploy|create|remove|delete|drop|rename|relabel|call|name|connect|link|wire|hook|disconnect|unlink|detach|replace|swap|substitute|use|switch|convert|migrate|port|move|relocate|make|set|enable|disable|turn|encrypt|mark|configure|scale|change|get|take|require|enforce';

/** An edit prompt as separate instructions: "add X between A and B and make the database multi-AZ". */
export function splitInstructions(prompt: string): string[] {
  return prompt
    .replace(/\r?\n/g, '; ')
    .split(new RegExp(`\\s*;\\s*|\\.\\s+|\\.$|,?\\s+(?:and then|then|also|plus|and)\\s+(?=(?:${VERBS})\\b)|,\\s*(?=(?:${VERBS})\\b)`, 'i'))
    .map((s) => s.trim().replace(/^(?:please|can you|could you|i want to|i'd like to|let's|lets)\s+/i, '').replace(/[.!?]+$/, '').trim())
    .filter((s) => s.length > 0);
}

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

function addIntent(rest: string): Intent {
  let m: RegExpExecArray | null;
  const n = /^(a|an|one|two|three|four|five|another|\d+)\s+/i.exec(rest);
  const howMany = count(n?.[1]);
  const body = n ? rest.slice(n[0].length) : rest;
  if ((m = /^(.+?)\s+between\s+(.+?)\s+and\s+(.+)$/i.exec(body))) return { type: 'add', what: m[1]!, count: howMany, where: { rel: 'between', a: m[2]!, b: m[3]! } };
  if ((m = /^(.+?)\s+(?:in front of|before|ahead of)\s+(.+)$/i.exec(body))) return { type: 'add', what: m[1]!, count: howMany, where: { rel: 'front', target: m[2]! } };
  if ((m = /^(.+?)\s+(?:behind|after)\s+(.+)$/i.exec(body))) return { type: 'add', what: m[1]!, count: howMany, where: { rel: 'behind', target: m[2]! } };
  if ((m = /^(.+?)\s+(?:in|into|inside|within)\s+(.+)$/i.exec(body))) return { type: 'add', what: m[1]!, count: howMany, where: { rel: 'in', target: m[2]! } };
  if ((m = /^(.+?)\s+(?:to|for|on|connected to|linked to|that talks to|that calls|next to|attached to)\s+(.+)$/i.exec(body))) return { type: 'add', what: m[1]!, count: howMany, where: { rel: 'to', target: m[2]! } };
  return { type: 'add', what: body, count: howMany };
}

/** The intent of one instruction, or undefined when none of the known forms fits. */
export function parseIntent(text: string): Intent | undefined {
  const t = text.trim();
  let m: RegExpExecArray | null;
  if (/\b(switch|convert|migrate|port|move|change|translate|redo|rewrite|redraw)\b.*\b(to|into|for|on)\s+(aws|amazon|azure|gcp|google( cloud)?|oci|oracle( cloud)?|kubernetes|k8s)\b\s*$/i.test(t) || /^make (it|this|everything) (aws|azure|gcp|google cloud|oci)\b/i.test(t)) {
    const target = t.slice(t.search(/\b(aws|amazon|azure|gcp|google|oci|oracle|kubernetes|k8s)\b\s*(cloud)?\s*$/i));
    const provider = PROVIDERS.find(([re]) => re.test(target))?.[1];
    if (provider) return { type: 'provider', provider };
  }
  if ((m = /^title\s*:\s*(.+)$/i.exec(t)) || (m = /^(?:set |change |update )?(?:the )?(?:diagram(?:'s)? )?title (?:to |as )?(.+)$/i.exec(t)) || (m = /^rename (?:the )?diagram (?:to|as) (.+)$/i.exec(t))) return { type: 'title', title: unquote(m[1]!) };
  if ((m = /^(?:rename|relabel|call|name)\s+(.+?)\s+(?:to|as)\s+(.+)$/i.exec(t)) || (m = /^(.+?)\s+should be (?:called|named|labell?ed)\s+(.+)$/i.exec(t))) return { type: 'rename', what: m[1]!, to: unquote(m[2]!) };
  if ((m = /^(?:use|prefer|choose)\s+(.+?)\s+instead of\s+(.+)$/i.exec(t))) return { type: 'replace', what: m[2]!, with: m[1]! };
  if ((m = /^(?:replace|swap|substitute|exchange)\s+(.+?)\s+(?:with|for|by)\s+(.+)$/i.exec(t))) return { type: 'replace', what: m[1]!, with: m[2]! };
  if ((m = /^(?:move|put|place|relocate)\s+(.+?)\s+(?:in|into|inside|to|under|within)\s+(.+)$/i.exec(t)) && !/^(a|an|another)\s/i.test(m[1]!)) return { type: 'move', what: m[1]!, into: m[2]! };
  if ((m = /^(?:disconnect|unlink|detach)\s+(.+?)\s+(?:from|and)\s+(.+)$/i.exec(t)) || (m = /^(?:remove|delete|drop)\s+(?:the\s+)?(?:connection|edge|link|arrow|line)s?\s+(?:between|from)\s+(.+?)\s+(?:and|to)\s+(.+)$/i.exec(t))) return { type: 'disconnect', from: m[1]!, to: m[2]! };
  if ((m = /^(?:connect|link|wire|hook up|hook)\s+(.+?)\s+(?:to|with|and|into)\s+(.+)$/i.exec(t)) || (m = /^(?:have|let|make)?\s*(.+?)\s+(?:should\s+)?(?:call|calls|talk to|talks to|send to|sends to|write to|writes to|read from|reads from|connect to|connects to)\s+(.+)$/i.exec(t))) {
    if (!/^(add|insert|remove|delete|make|set|enable)\b/i.test(m[1]!)) return { type: 'connect', from: m[1]!, to: m[2]! };
  }
  if ((m = /^add\s+(a|an|one|two|three|\d+)?\s*(?:read\s+)?replicas?\b(?:\s+(?:to|for|of|on)\s+(.+))?$/i.exec(t))) return { type: 'replica', what: m[2] ?? 'database', count: count(m[1]) };
  if ((m = /^add\s+(a|an|another|one more|a third|two|\d+)?\s*(?:more\s+)?(?:availability zones?|azs?)\b/i.exec(t))) return { type: 'az', count: count(m[1]?.replace(/one more|a third/i, '1')) };
  if ((m = /^(?:enable|turn on|require|enforce|use|add)\s+(https|tls|ssl|encryption in transit)(?:\s+(?:between|from|on)\s+(.+?)(?:\s+(?:and|to)\s+(.+))?)?$/i.exec(t))) return { type: 'tls', ...(m[2] ? { from: m[2] } : {}), ...(m[3] ? { to: m[3] } : {}), value: true };
  if ((m = /^encrypt\s+(?:the\s+)?(?:traffic|connections?|edges?)\s+(?:between|from)\s+(.+?)\s+(?:and|to)\s+(.+)$/i.exec(t))) return { type: 'tls', from: m[1]!, to: m[2]!, value: true };
  if ((m = /^encrypt\s+(.+)$/i.exec(t))) return { type: 'prop', what: m[1]!, key: 'encrypted_at_rest', value: true };
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
  if ((m = /^(?:remove|delete|drop|get rid of|take out|eliminate)\s+(.+)$/i.exec(t))) return { type: 'remove', what: m[1]! };
  if ((m = /^(?:change|switch|convert)\s+(.+?)\s+(?:to|into)\s+(.+)$/i.exec(t))) return { type: 'replace', what: m[1]!, with: m[2]! };
  if ((m = /^(?:add|insert|put|place|include|introduce|attach|deploy|create)\s+(.+)$/i.exec(t))) return addIntent(m[1]!);
  return undefined;
}
