import type { ServiceKind } from '../../catalog/index.js';

/**
 * Nouns for the parts a kind of service keeps inside it: after a Kafka cluster, "the topic" or "each
 * topic" is one of that cluster's topics — not a second service the provider would offer for that
 * noun alone (a notification topic).
 */
export const HELD_PARTS: Readonly<Partial<Record<ServiceKind, readonly string[]>>> = {
  stream: ['topic', 'topics', 'partition', 'partitions'],
};
