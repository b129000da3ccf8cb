import type { Understanding } from '../types.js';
import type { Draft, DraftNode } from './draft.js';

const STORES = new Set(['relational_db', 'nosql', 'object_storage', 'data_lake', 'data_warehouse', 'file_storage', 'block_storage', 'cache', 'search', 'backup', 'timeseries_db', 'vector_db', 'graph_db']);
const ASYNC = new Set(['queue', 'topic', 'event_bus', 'stream']);
const ENTRIES = new Set(['cdn', 'load_balancer', 'api_gateway', 'ingress', 'web_app', 'dns']);

/**
 * The props review rules read, set from what the prompt asked: encryption, backups, TLS on the
 * edges people reach the system by, asynchronous edges through brokers, WAF and auth on entries.
 */
export function applyProps(draft: Draft, u: Understanding): void {
  const byId = new Map<string, DraftNode>(draft.nodes.map((n) => [n.id, n]));
  for (const n of draft.nodes) {
    if (STORES.has(n.entry.kind)) {
      if (u.flags.encrypted) n.props['encrypted_at_rest'] = true;
      if (u.flags.backups && n.entry.kind !== 'cache') n.props['backup'] = true;
      if (['relational_db', 'nosql', 'cache'].includes(n.entry.kind)) n.props['public'] = false;
    }
    if (n.entity.count > 1 && n.props['replicas'] === undefined && draft.instances.get(n.entity.key)?.length === 1) n.props['replicas'] = n.entity.count;
  }
  for (const e of draft.edges) {
    const from = byId.get(e.from);
    const to = byId.get(e.to);
    const props = (e.props ??= {});
    if (from && to && (ASYNC.has(from.entry.kind) || ASYNC.has(to.entry.kind)) && props['async'] === undefined) props['async'] = true;
    if (from?.entry.kind === 'waf' && to) to.props['waf'] = true;
    if (from?.entry.kind === 'identity' && to?.entry.kind === 'api_gateway') to.props['auth'] = true;
    if (from?.entry.category === 'client' && to && ENTRIES.has(to.entry.kind)) {
      to.props['public'] = true;
      if (u.flags.tls) {
        props['tls'] = true;
        props['protocol'] = 'https';
        e.label ??= 'HTTPS';
      }
    } else if (u.flags.tls && from && to && ENTRIES.has(from.entry.kind) && from.entry.kind !== 'dns') {
      props['tls'] = true;
    }
  }
}
