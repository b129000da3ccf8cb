import { findMentions } from './mentions.js';
import { compactKey, singularForms } from './normalize.js';
import { ownerOfKey } from './term-index.js';
import type { Provider } from './types.js';

/** Words that name a cloud or platform itself ("on AWS", "Azure-hosted", "GKE on Google Cloud"). */
const VENDOR_WORDS: Readonly<Record<Exclude<Provider, 'general'>, RegExp>> = {
  aws: /\b(?:aws|amazon)\b/gi,
  azure: /\b(?:azure|microsoft)\b/gi,
  gcp: /\b(?:gcp|google cloud|google)\b/gi,
  oci: /\b(?:oci|oracle cloud|oracle cloud infrastructure)\b/gi,
  kubernetes: /\b(?:kubernetes|k8s)\b/gi,
};

/** Products it takes to name a provider that the text never names itself (one may be a loose phrase: "redis cache"). */
const MIN_PRODUCTS = 2;

const ORDER: readonly Exclude<Provider, 'general'>[] = ['aws', 'azure', 'gcp', 'kubernetes', 'oci'];

/** How strongly a text names one provider. */
export interface ProviderEvidence {
  provider: Provider;
  /** Times the provider itself is named ("AWS", "Azure", "Google Cloud"). */
  vendorWords: number;
  /** Products named that only this provider has ("EKS", "Cosmos DB", "BigQuery"). */
  products: number;
}

/**
 * Which providers a text names, by vendor words and by product names only one provider answers
 * to, strongest first; a provider never named itself needs two of its products. "Kubernetes on EKS with an ALB
 * and RDS" names kubernetes and aws.
 */
export function providersNamed(text: string): ProviderEvidence[] {
  const evidence = new Map<Provider, ProviderEvidence>(ORDER.map((p) => [p, { provider: p, vendorWords: 0, products: 0 }]));
  for (const provider of ORDER) evidence.get(provider)!.vendorWords = text.match(VENDOR_WORDS[provider])?.length ?? 0;
  for (const mention of findMentions(text, ORDER)) {
    // A product is written as a name ("EKS", "Cosmos DB", "BigQuery"), not as lowercase prose ("events", "as a").
    if (!/^[A-Z0-9]/.test(mention.matched) || mention.matched.split(/[^A-Za-z0-9]+/).some((w) => /^[a-z]/.test(w))) continue;
    const key = compactKey(mention.matched);
    const owner = ownerOfKey(key) ?? singularForms(key).map(ownerOfKey).find((p) => p !== undefined);
    if (owner && owner === mention.entry.provider) evidence.get(owner)!.products++;
  }
  return [...evidence.values()]
    .filter((e) => e.vendorWords > 0 || e.products >= MIN_PRODUCTS)
    .sort((a, b) => b.vendorWords * 2 + b.products - (a.vendorWords * 2 + a.products) || ORDER.indexOf(a.provider as never) - ORDER.indexOf(b.provider as never));
}

/**
 * The provider preference order for reading a text whose diagram is on `primary`: `primary` first,
 * then every other provider the text names (providersNamed), strongest first. Pass it to resolveService/findMentions so a Kubernetes-on-AWS prompt finds EKS, ALB and
 * RDS on AWS, and a prompt naming two clouds finds both.
 */
export function providerPreference(text: string, primary: Provider): Provider[] {
  const others = providersNamed(text).map((e) => e.provider).filter((p) => p !== primary);
  return [primary, ...others];
}
