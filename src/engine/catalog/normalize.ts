/**
 * Term normalisation shared by lookup, mention finding and inference. Matching is done on a
 * "compact key": lowercase letters and digits only, so "API-Gateway", "api gateway" and
 * "APIGateway" all meet at "apigateway", and "Pub/Sub" meets "pubsub".
 */

/** Lowercase letters and digits only (diacritics folded). */
export function compactKey(term: string): string {
  return term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * Singular candidates for the last word of a phrase, most likely first: "lambdas" → "lambda",
 * "queues" → "queue", "policies" → "policy", "caches" → "cache". The word itself is not included.
 */
export function singularForms(word: string): string[] {
  const w = word.toLowerCase();
  const out: string[] = [];
  if (w.length <= 3 || !w.endsWith('s') || w.endsWith('ss')) return out;
  if (w.endsWith('ies')) out.push(w.slice(0, -3) + 'y');
  out.push(w.slice(0, -1));
  if (w.endsWith('es')) out.push(w.slice(0, -2));
  return out;
}

/** Vendor prefixes that people drop when they name a service ("Amazon SQS" → "SQS"). */
const VENDOR_PREFIXES = ['amazon', 'aws', 'azure', 'microsoft', 'google cloud', 'google', 'oracle cloud', 'oci', 'oracle'];

/** The name without its vendor prefix, or undefined when it has none or nothing would remain. */
export function withoutVendor(name: string): string | undefined {
  const lower = name.toLowerCase().trim();
  for (const prefix of VENDOR_PREFIXES) {
    if (lower.startsWith(prefix + ' ')) {
      const rest = lower.slice(prefix.length + 1).trim();
      return rest.length > 1 ? rest : undefined;
    }
  }
  return undefined;
}

/** Whether a name starts with a vendor word ("Amazon HealthLake", "OCI Data Flow"). */
export function hasVendorPrefix(name: string): boolean {
  return withoutVendor(name) !== undefined;
}
