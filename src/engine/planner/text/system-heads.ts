import type { ServiceKind } from '../../catalog/index.js';

/**
 * Head nouns that end the name of a system-like part the catalog has no word for ("the billing
 * unit", "a reconcile process", "the partner feed"), singular, with the kind each implies when the
 * phrase's other words imply none. Data: the reading (entities/part-mentions.ts) is the same for each.
 */
export const SYSTEM_HEAD_KINDS: Readonly<Record<string, ServiceKind>> = {
  unit: 'microservice',
  process: 'microservice',
  job: 'batch',
  datastore: 'nosql',
  network: 'network_misc',
};

/** Heads that also name a way of doing work ("runs it as a batch job"): such a phrase is a part only as a clause's subject. */
export const ACTING_HEADS: ReadonlySet<string> = new Set(['job']);
