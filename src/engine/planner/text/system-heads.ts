import type { ServiceKind } from '../../catalog/index.js';

/**
 * Head nouns that end the name of a system-like part the catalog has no word for ("the billing
 * unit", "a reconcile process", "the partner feed"), singular, with the kind each implies when the
 * phrase's other words imply none. Data: the reading (entities/part-mentions.ts) is the same for each.
 */
export const SYSTEM_HEAD_KINDS: Readonly<Record<string, ServiceKind>> = {
  unit: 'microservice',
  process: 'microservice',
  datastore: 'nosql',
  network: 'network_misc',
};
