import type { ServiceKind } from '../../catalog/index.js';

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
