import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';

/**
 * Parts that only ever act on what one other service carries, by catalog id, with the services
 * that feed them (most likely first): a rule of a device broker reads the broker's messages,
 * a subscription takes what its topic publishes.
 */
export const FED_BY: Readonly<Record<string, readonly string[]>> = {
  'aws.iot_rule': ['aws.iot_core'],
  'gcp.pubsub_subscription': ['gcp.pubsub'],
};

/**
 * "Gauges report to the broker. A broker rule copies each value into a table": the text never
 * says where the rule's input comes from, because it can only come from its broker. A part of
 * that sort which nothing feeding it reaches gets its feeder, the nearest one named before it
 * (or else after it).
 */
export function feedFromHosts(graph: EntityGraph): void {
  const named = graph.live().filter((e) => e.origin === 'prompt' && !e.container).sort((a, b) => a.order - b.order);
  for (const [i, part] of named.entries()) {
    const feeders = FED_BY[part.entry.id];
    if (!feeders) continue;
    const isFeeder = (e: Entity): boolean => feeders.includes(e.entry.id);
    if (graph.incoming(part.key).some((r) => isFeeder(graph.get(r.from)))) continue;
    if (graph.outgoing(part.key).some((r) => isFeeder(graph.get(r.to)))) continue;
    const feeder = pick(named.slice(0, i).reverse(), feeders) ?? pick(named.slice(i + 1), feeders);
    if (feeder) graph.relate(feeder.key, part.key, 'flow', 'inferred');
  }
}

/** The first part of `order` whose id comes earliest in `feeders`. */
function pick(order: Entity[], feeders: readonly string[]): Entity | undefined {
  for (const id of feeders) {
    const hit = order.find((e) => e.entry.id === id);
    if (hit) return hit;
  }
  return undefined;
}
