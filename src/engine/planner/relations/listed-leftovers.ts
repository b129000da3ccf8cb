import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';
import { COMPUTE_KINDS } from './orient.js';

/** Kinds the application itself writes to when a terse list names them for a purpose ("S3 for media", "SQS for jobs"). */
const APP_WRITES: readonly string[] = ['object_storage', 'queue', 'topic'];

/**
 * "Cloud Run + Cloud SQL, Pub/Sub for background work, Cloud Storage for uploads": a bucket, queue or
 * topic the prompt names with nothing joined to it is where the application's code puts things; it is
 * drawn from the first part that runs code and is not a browser-side frontend.
 */
export function connectLeftoverStores(graph: EntityGraph): void {
  const live = graph.live().filter((e) => !e.container);
  const runsCode = (e: Entity): boolean => COMPUTE_KINDS.includes(e.entry.kind) && e.entry.category !== 'client' && e.entry.id !== 'general.web_frontend';
  const app = live.find((e) => runsCode(e) && e.origin === 'prompt');
  if (!app) return;
  for (const s of live.filter((e) => APP_WRITES.includes(e.entry.kind) && e.origin === 'prompt' && graph.degree(e.key) === 0)) {
    graph.relate(app.key, s.key, 'flow', 'inferred');
  }
}
