import { findMentions, resolveService, serviceForKind, type ServiceEntry, type ServiceKind } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { normalizePrompt } from '../text/normalize.js';
import { capitalize } from '../text/tokens.js';

const GENERIC_KINDS: readonly (readonly [RegExp, ServiceKind])[] = [
  [/\bcache\b/i, 'cache'], [/\bqueue\b/i, 'queue'], [/\b(database|db)\b/i, 'relational_db'], [/\bbucket|object storage\b/i, 'object_storage'],
  [/\bload balancer\b/i, 'load_balancer'], [/\bfirewall\b/i, 'firewall'], [/\bcdn\b/i, 'cdn'], [/\bdns\b/i, 'dns'], [/\bwaf\b/i, 'waf'],
  [/\bmonitoring|metrics|alarms?\b/i, 'monitoring'], [/\blogging|logs\b/i, 'logging'], [/\bsecrets?\b/i, 'secrets'], [/\bkms|keys?\b/i, 'kms'],
  [/\b(topic|pub ?sub)\b/i, 'topic'], [/\bevent bus\b/i, 'event_bus'], [/\bfunction\b/i, 'function'], [/\bapi gateway\b/i, 'api_gateway'],
  [/\bbastion|jump ?box\b/i, 'bastion'], [/\bnat\b/i, 'nat'], [/\bregistry\b/i, 'registry'], [/\bsearch\b/i, 'search'], [/\bbackups?\b/i, 'backup'],
];

/** Words that describe rather than name ("a fully managed Memorystore cache"): left out of the label. */
const DESCRIPTIVE = /^(?:a|an|the|another|new|some|managed|fully managed|dedicated|separate|small|simple|our|my|customer-managed)\s+/i;

/**
 * The service a phrase of an edit prompt names, with the label to give it. The head of the phrase
 * decides ("a VPC gateway endpoint" is an endpoint, "a worker Deployment" a Deployment): the last
 * service named, preferring the provider's own over a generic one.
 */
export function servicePhrase(phrase: string, provider: Provider): { entry: ServiceEntry; label: string } | undefined {
  let text = normalizePrompt(phrase).trim();
  while (DESCRIPTIVE.test(text)) text = text.replace(DESCRIPTIVE, '');
  const mentions = findMentions(text, provider);
  const own = mentions.filter((m) => !m.entry.id.startsWith('general.'));
  const mention = (own.length > 0 ? own : mentions).at(-1);
  const entry = mention?.entry ?? resolveService(text, provider) ?? GENERIC_KINDS.map(([re, kind]) => (re.test(text) ? serviceForKind(kind, provider) : undefined)).find(Boolean);
  if (!entry) return undefined;
  const words = text.split(/\s+/).length;
  const typed = mention ? text.slice(mention.start, mention.end) : text;
  const label = words <= 6 && !/^(it|one)$/i.test(text) ? recase(text, entry) : typed.toLowerCase().includes(entry.short.toLowerCase()) ? recase(typed, entry) : entry.short;
  return { entry, label: capitalize(label) };
}

function recase(text: string, entry: ServiceEntry): string {
  for (const official of [entry.name, entry.short]) {
    const i = text.toLowerCase().indexOf(official.toLowerCase());
    if (i >= 0) return text.slice(0, i) + official + text.slice(i + official.length);
  }
  const generic = /^(cache|queue|database|db|bucket|load balancer|firewall|cdn|dns|waf|monitoring|logging|secrets|topic|function|registry|search|event bus|backups?)$/i;
  return generic.test(text.trim()) ? entry.short : text;
}
