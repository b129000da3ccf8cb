import type { ServiceKind } from '../../catalog/index.js';
import { BACKING_NOUNS } from '../text/lexicon.js';
import type { Slot } from './items.js';

/** Catalog entries for people, named by their job or as the ones served (not devices or builders). */
export const PEOPLE_ENTRIES: ReadonlySet<string> = new Set(['general.users', 'general.staff']);

/** Kinds that hold data. */
const DATA_KINDS = new Set<ServiceKind>([
  'object_storage', 'data_lake', 'file_storage', 'relational_db', 'nosql', 'data_warehouse', 'search', 'cache', 'timeseries_db',
  'vector_db', 'backup', 'graph_db',
]);

export function isDataKind(kind: ServiceKind): boolean {
  return DATA_KINDS.has(kind);
}

/** Kinds whose everyday names are often just things a component produces ("raises alerts"). */
export const SOFT_KINDS = new Set<ServiceKind>([
  'monitoring', 'logging', 'tracing', 'notification', 'bi', 'stream_processing', 'analytics', 'audit', 'email', 'ai_service',
]);

/** Everyday names of messages: "a notification of …" is the message, not a notification service. */
export const MESSAGE_KINDS = new Set<ServiceKind>(['notification', 'email', 'monitoring']);

/** Kinds a "backend" can be when a product of the kind names it ("a Postgres backend", "a NATS backend"). */
const BACKING_KINDS = new Set<ServiceKind>(['queue', 'stream']);

/** "a MySQL backend", "a RabbitMQ back-end": a named store or broker before a bare word for the thing behind a part. */
export function backedBy(a: Slot, b: Slot): boolean {
  return !a.generic && (isDataKind(a.entry.kind) || BACKING_KINDS.has(a.entry.kind)) && b.generic && BACKING_NOUNS.has(b.matched.toLowerCase());
}
