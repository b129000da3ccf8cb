import type { ServiceEntry } from '../../catalog/index.js';
import { resolveService } from '../../catalog/index.js';
import { COMMON_WORDS } from '../text/common-words.js';

/** A service named in the prompt, with the exact span of text that names it. */
export interface RawMention {
  entry: ServiceEntry;
  start: number;
  end: number;
  matched: string;
  /** Named only in the heading ("Azure IoT telemetry: ...") or as the system itself ("three-tier web app"). */
  descriptor?: boolean;
}

const GENERIC_EXTRA = new Set([
  'database', 'databases', 'db', 'cache', 'queue', 'queues', 'bucket', 'buckets', 'dashboard', 'dashboards', 'alert', 'alerts',
  'lake', 'model', 'models', 'document', 'documents', 'notification', 'notifications', 'backend', 'consumer', 'consumers',
  'aggregation', 'warehouse', 'search', 'logs', 'logging', 'metrics', 'monitoring', 'analytics', 'reporting', 'storage',
  'topic', 'events', 'event', 'ingestion', 'pipeline', 'workflow', 'scheduler', 'cron', 'worker', 'workers', 'secrets',
  'vault', 'registry', 'repo', 'repository', 'ui', 'frontend', 'auth', 'authentication', 'email', 'sms', 'cdn', 'dns', 'vpn',
  'firewall', 'balancer', 'gateway', 'server', 'servers', 'instance', 'instances', 'function', 'functions', 'container',
  'containers', 'cluster', 'stream', 'streams', 'broker', 'bus', 'tracing', 'processing', 'endpoint', 'inference', 'embeddings',
  'api', 'apis', 'rest', 'http', 'https', 'websocket', 'graphql', 'grpc',
]);
const COMMON = new Set([...COMMON_WORDS, ...GENERIC_EXTRA]);

/** Kinds of store or report an everyday word names ("warehouse", "reporting") that no product is called a "service" of. */
const STORE_WORD_KINDS: ReadonlySet<string> = new Set(['data_warehouse', 'bi']);

/**
 * "the warehouse service", "a reporting service": an everyday word for a store or a report, then
 * "service", names a program by the business it serves, not the analytics product: a part's name.
 */
export function namesProgram(matched: string): boolean {
  const m = /^([a-z]+) services?$/.exec(matched.trim());
  const kind = m ? resolveService(m[1]!, 'general')?.kind : undefined;
  return kind !== undefined && STORE_WORD_KINDS.has(kind);
}

/** A mention made only of everyday words ("alerts", "read models", "event queue"), not a product name. */
export function isGenericTerm(matched: string): boolean {
  const words = matched.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.length > 0 && words.every((w) => COMMON.has(w) || COMMON.has(w.replace(/s$/, ''))) && !namesProgram(matched);
}
