import type { ServiceKind } from '../../catalog/index.js';

/**
 * Head nouns that end the name of a system-like part the catalog has no word for ("the billing
 * unit", "a reconcile process", "the partner feed"), singular, with the kind each implies when the
 * phrase's other words imply none. Data: the reading (entities/part-mentions.ts) is the same for each.
 */
export const SYSTEM_HEAD_KINDS: Readonly<Record<string, ServiceKind>> = {
  unit: 'microservice',
  process: 'microservice',
  job: 'microservice',
  datastore: 'nosql',
  network: 'network_misc',
  pipeline: 'etl',
};

/** Heads whose kind the words before them say first ("the release pipeline" builds code; "the export pipeline" moves data). */
export const MODIFIED_KIND_HEADS: ReadonlySet<string> = new Set(['pipeline']);

/**
 * Heads that only a noun before them names ("the purge job", "a rollup job"); with a word of manner or time
 * ("an asynchronous job", "the daily job") they say how something runs, not which part runs it.
 */
export const NOUN_NAMED_HEADS: ReadonlySet<string> = new Set(['job', 'pipeline']);
