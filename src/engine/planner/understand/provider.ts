import { findMentions } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';

const NAMED: readonly (readonly [RegExp, Provider])[] = [
  [/\b(aws|amazon web services|amazon)\b/i, 'aws'],
  [/\b(azure|microsoft cloud)\b/i, 'azure'],
  [/\b(gcp|google cloud|google cloud platform)\b/i, 'gcp'],
  [/\b(oci|oracle cloud)\b/i, 'oci'],
];

/**
 * The provider to draw with. An explicit provider wins; for `general` (what clients send by
 * default) a provider named in the prompt, or most of the product names it uses, decides.
 */
export function detectProvider(text: string, requested: Provider): Provider {
  if (requested !== 'general') return requested;
  const named = NAMED.filter(([re]) => re.test(text)).map(([, p]) => p);
  if (named.length === 1) return named[0]!;
  const votes = new Map<Provider, number>();
  for (const m of findMentions(text, 'general')) {
    if (m.entry.provider !== 'general') votes.set(m.entry.provider, (votes.get(m.entry.provider) ?? 0) + 1);
  }
  const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
  if (best && best[1] >= 1 && (named.length === 0 || named.includes(best[0]))) return best[0];
  if (named.length > 1) return named[0]!;
  if (/\b(kubernetes|k8s|pods?|statefulsets?|deployments?|helm|namespaces?)\b/i.test(text) && /\b(pods?|statefulsets?|namespaces?|helm|ingress|daemonsets?|configmaps?|pvcs?)\b/i.test(text)) return 'kubernetes';
  return 'general';
}
