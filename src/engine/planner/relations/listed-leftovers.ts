import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';
import { COMPUTE_KINDS } from './orient.js';

/** Kinds the application itself writes to when a terse list names them for a purpose ("S3 for media", "SQS for jobs"). */
const APP_WRITES: readonly string[] = ['object_storage', 'queue', 'topic'];

/** Whether `name` is a list item of its own, maybe said to be for something: ", S3 for media", "+ SQS for jobs", "and a queue." */
function listedForPurpose(text: string, name: string): boolean {
  const quoted = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?:^|[,:;+\\n(]|\\band)\\s*(?:(?:an?|the|one|some)\\s+)?${quoted}(?:\\s+for\\s+[^,.;:]+)?\\s*(?:[,.;)]|$)`, 'im').test(text);
}

/**
 * "Cloud Run + Cloud SQL, Pub/Sub for background work, Cloud Storage for uploads": a bucket, queue or
 * topic listed for a purpose with nothing joined to it is where the application's code puts things; it
 * is drawn from the first part that runs code and is not a browser-side frontend. In a sentence with a
 * verb ("photos are housed in S3") an unjoined part stays unjoined.
 */
export function connectLeftoverStores(graph: EntityGraph, text: string): void {
  const live = graph.live().filter((e) => !e.container);
  const runsCode = (e: Entity): boolean => COMPUTE_KINDS.includes(e.entry.kind) && e.entry.category !== 'client' && e.entry.id !== 'general.web_frontend';
  const app = live.find((e) => runsCode(e) && e.origin === 'prompt');
  if (!app) return;
  for (const s of live.filter((e) => APP_WRITES.includes(e.entry.kind) && e.origin === 'prompt' && graph.degree(e.key) === 0 && listedForPurpose(text, e.matched))) {
    graph.relate(app.key, s.key, 'flow', 'inferred');
  }
}
