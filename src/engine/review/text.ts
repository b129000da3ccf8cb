import type { PropValue, Props } from '../model/index.js';

/**
 * Reading meaning out of labels and props. Props are the source of truth when present (a fix
 * writes props); labels are how imported diagrams say the same thing ("RDS Multi-AZ").
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A label as a person reads it: no HTML tags or entities, one line, trimmed. */
export function cleanLabel(label: string): string {
  return label
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A prop read as a boolean: true/"true"/"yes"/1 → true, false/"false"/"no"/0 → false, else undefined. */
export function flag(value: PropValue | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === 'yes' || v === 'on' || v === 'enabled') return true;
  if (v === 'false' || v === 'no' || v === 'off' || v === 'disabled') return false;
  return undefined;
}

/** A prop read as a number ("3" → 3), else undefined. */
export function num(value: PropValue | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/**
 * Whether a cell states a property: the prop decides when set (true or false), otherwise the
 * label pattern. So a fix that sets the prop always wins over the words of the label.
 */
export function states(props: Props, key: string, text: string, pattern?: RegExp): boolean {
  const v = flag(props[key]);
  if (v !== undefined) return v;
  return pattern ? pattern.test(text) : false;
}

/** Words people write on cells, used as label evidence. */
export const HINTS = {
  multiAz: /multi[- ]?az|\bstandby\b|\breplica|zone[- ]redundant|\bha\b|high availability|\bfailover\b|geo[- ]?replicat|\bregional\b/,
  standby: /\bstandby\b|\breplica\b|read[- ]replica|\bsecondary\b|\bfailover\b/,
  backup: /backup|\bpitr\b|point[- ]in[- ]time|snapshot/,
  encryptedAtRest: /encrypt|\bsse\b|\bkms\b|\bcmk\b|\bcmek\b/,
  tls: /\b(https|tls|ssl|wss|mqtts|amqps|sftp|mtls)\b/,
  plaintext: /\b(http|ws|ftp|telnet|plain ?text|unencrypted)\b|:80\b|port 80\b/,
  autoscaling: /auto ?scal|\basg\b|\bvmss\b|scale set|\bmig\b|instance group|\bhpa\b|\bkeda\b/,
  waf: /\bwaf\b|cloud armor|web application firewall/,
  auth: /\bauth|\bsso\b|\boidc\b|oauth|login|sign[- ]?in|\bjwt\b|okta|auth0|keycloak|cognito|entra|\bb2c\b|identity/,
  dlq: /\bdlq\b|dead[- ]?letter/,
  sensitive: /\b(pii|phi|pci|hipaa|gdpr|payments?|card|cardholder|health|patient|medical|financial|bank|ssn|personal data)\b/,
  production: /\b(prod|production|mission[- ]critical|compliance|regulated|pci|hipaa|soc ?2|iso ?27001)\b/,
  dr: /\b(dr|disaster recovery|rto|rpo|mission[- ]critical|business continuity)\b/,
  public: /\bpublic\b|publicly accessible|internet[- ]facing|\bdmz\b/,
  adminPort: /\b(ssh|rdp|kubectl)\b|:(22|3389|6443|10250|9200|5601|8080)\b|\bport (22|3389)\b/,
  dbPort: /\b(3306|5432|1433|1521|27017|6379|9042|11211)\b|\b(mysql|postgres(ql)?|jdbc|odbc|sql)\b/,
  anyCidr: /0\.0\.0\.0\/0|::\/0|\bany(where)?\b|\binternet\b/,
  throttling: /throttl|rate[- ]?limit|usage plan|quota/,
  lifecycle: /lifecycle|glacier|archive tier|\bcool\b|coldline|nearline|intelligent[- ]tiering/,
  flowLogs: /flow ?logs?/,
  frontend: /\b(front ?end|react|angular|vue|spa|static site|website|web ui|web client)\b/,
  userish: /\b(users?|visitors?|customers?|clients?|browsers?|internet|public|end[- ]users?|consumers?|people)\b/,
} as const;
