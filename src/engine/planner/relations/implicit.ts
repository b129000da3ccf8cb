import type { ServiceKind } from '../../catalog/index.js';
import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';
import { stem } from '../text/tokens.js';
import { landedIn } from './landed.js';

/**
 * What usually feeds a component of each kind, most likely first. A component the prompt names
 * without saying where its input comes from ("Databricks refines into silver") is fed by the
 * nearest earlier component of one of these kinds — the way people narrate a pipeline.
 */
const PRODUCERS: Partial<Record<ServiceKind, readonly ServiceKind[]>> = {
  etl: ['stream', 'queue', 'topic', 'iot_hub', 'object_storage', 'data_lake', 'relational_db', 'nosql', 'external_api', 'onprem'],
  analytics: ['data_lake', 'object_storage', 'stream', 'data_warehouse', 'queue', 'topic'],
  stream_processing: ['stream', 'iot_hub', 'queue', 'topic', 'event_bus'],
  ml_training: ['etl', 'object_storage', 'data_lake', 'data_warehouse'],
  ml_model_registry: ['ml_training'],
  ml_endpoint: ['ml_model_registry', 'ml_training', 'ml_platform'],
  function: ['queue', 'topic', 'event_bus', 'stream', 'stream_processing', 'api_gateway', 'load_balancer', 'iot_hub', 'scheduler'],
  container_service: ['queue', 'topic', 'event_bus', 'stream', 'api_gateway', 'load_balancer', 'ingress'],
  microservice: ['stream', 'queue', 'topic', 'event_bus', 'api_gateway', 'load_balancer', 'ingress'],
  k8s_workload: ['stream', 'queue', 'topic', 'event_bus', 'ingress'],
  web_app: ['cdn', 'load_balancer', 'api_gateway'],
  batch: ['scheduler', 'workflow', 'queue'],
  workflow: ['scheduler', 'event_bus'],
  data_warehouse: ['etl', 'analytics', 'stream_processing', 'stream', 'data_lake'],
  bi: ['data_warehouse', 'analytics', 'stream_processing', 'search', 'relational_db', 'data_lake'],
  event_bus: ['object_storage', 'function', 'microservice', 'container_service', 'api_gateway'],
  queue: ['event_bus', 'topic', 'function', 'microservice', 'container_service', 'api_gateway'],
  ci_cd: ['repository'],
  registry: ['ci_cd'],
  iot_hub: ['device'],
  stream: ['device', 'iot_hub'],
  vector_db: ['ai_service', 'etl'],
  // "functions, a table and push alerts": the code of the system sends the notifications.
  notification: ['function', 'container_service', 'microservice', 'workflow', 'topic', 'queue', 'event_bus'],
};

/** Services that carry one other service's changes: what they carry comes from it ("a DynamoDB stream" from its table). */
const CHANGES_OF: Readonly<Record<string, string>> = { 'aws.dynamodb_streams': 'aws.dynamodb' };
/** Kinds that take a stream's records in. */
const STREAM_READERS: ReadonlySet<ServiceKind> = new Set(['function', 'event_bus', 'workflow', 'container_service', 'stream_processing', 'microservice']);

/** Components that start or scale others without feeding them data (an Airflow DAG, KEDA). */
const CONTROL_KINDS: ReadonlySet<string> = new Set(['workflow', 'scheduler', 'ml_platform', 'autoscaling_group', 'ci_cd']);
const ML_KINDS: ReadonlySet<string> = new Set(['ml_endpoint', 'ml_model_registry', 'ml_training']);
const USER_FACING_LABEL = /\b(api|apis|ui|frontend|web|portal|spa|site|website)\b/i;

function sharedWord(a: Entity, b: Entity): boolean {
  const words = (e: Entity): Set<string> => new Set([...e.pre, ...e.post, ...e.paren].join(' ').toLowerCase().split(/\W+/).filter((w) => w.length > 3).map(stem));
  const wa = words(a);
  return [...words(b)].some((w) => wa.has(w));
}

/** The producer for `consumer`: a shared qualifier first ("SQS (fulfillment)" → "fulfillment Lambda"), then kind priority, then nearness. */
function producerFor(graph: EntityGraph, consumer: Entity, earlier: Entity[]): Entity | undefined {
  const kinds = PRODUCERS[consumer.entry.kind] ?? [];
  const found = kindFirst(consumer, earlier);
  return found && landedIn(graph, found, earlier.filter((e) => kinds.includes(e.entry.kind) && e.role !== 'dlq'));
}

function kindFirst(consumer: Entity, earlier: Entity[]): Entity | undefined {
  const kinds = PRODUCERS[consumer.entry.kind];
  if (!kinds) return undefined;
  const candidates = earlier.filter((e) => kinds.includes(e.entry.kind) && e.role !== 'dlq');
  if (candidates.length === 0) return undefined;
  const named = candidates.filter((e) => sharedWord(e, consumer));
  if (named.length > 0) return named.at(-1);
  for (const kind of kinds) {
    const of = candidates.filter((e) => e.entry.kind === kind);
    if (of.length > 0) return of.at(-1);
  }
  return undefined;
}

/**
 * Connects components the prompt leaves without input to the component that, by kind and by the
 * order the prompt tells the story, must feed them. Only components named in the prompt take
 * part, and only earlier ones can be producers.
 */
export function inferUpstream(graph: EntityGraph): void {
  const named = graph.live().filter((e) => e.origin === 'prompt' && !e.container).sort((a, b) => a.order - b.order);
  for (const [i, stream] of named.entries()) feedFromOwner(graph, stream, named, i);
  for (const [i, consumer] of named.entries()) {
    if (CHANGES_OF[consumer.entry.id] !== undefined) continue;
    const kinds = PRODUCERS[consumer.entry.kind] ?? [];
    // Fed means fed by something that can produce its input: a caller of an ML endpoint is not its model.
    // A reader drawn towards what it reads (a dashboard querying the warehouse) does not feed it either.
    const readsFrom = (from: Entity): boolean => !kinds.includes(from.entry.kind) && (PRODUCERS[from.entry.kind]?.includes(consumer.entry.kind) ?? false);
    const fedBy = graph.incoming(consumer.key).filter((r) => {
      const from = graph.get(r.from);
      // A stage handing on to a stage of its own kind (build → deploy) feeds it, control kind or not.
      const stage = from.entry.kind === consumer.entry.kind && r.origin === 'prompt';
      return (!CONTROL_KINDS.has(from.entry.kind) || stage) && !readsFrom(from) && (kinds.includes(from.entry.kind) || !ML_KINDS.has(consumer.entry.kind));
    });
    if (fedBy.some((r) => r.kind === 'flow' || r.kind === 'replication')) continue;
    const attachedTo = graph.relations.filter((r) => r.kind === 'attach' && (r.from === consumer.key || r.to === consumer.key));
    if (attachedTo.some((r) => kinds.includes(graph.get(r.from === consumer.key ? r.to : r.from).entry.kind))) continue;
    if (USER_FACING_LABEL.test([consumer.matched, ...consumer.pre, ...consumer.post].join(' ')) && consumer.entry.provider === 'general') continue;
    const unrelated = (e: Entity): boolean => !graph.has(e.key, consumer.key);
    const producer = producerFor(graph, consumer, named.slice(0, i).filter(unrelated)) ?? producerFor(graph, consumer, named.slice(i + 1).filter(unrelated).reverse());
    if (producer && !reaches(graph, consumer.key, producer.key)) graph.relate(producer.key, consumer.key, 'flow', 'inferred');
  }
}

/**
 * "Changes to the ledger flow into its DynamoDB stream … a function works through the stream":
 * only the table writes to the stream of its changes. A writer of the table said to put
 * them on the stream puts them on the table; a part drawn towards the stream reads it.
 */
function feedFromOwner(graph: EntityGraph, stream: Entity, named: Entity[], i: number): void {
  const owner = CHANGES_OF[stream.entry.id];
  if (owner === undefined) return;
  // "Via the DynamoDB stream, a pipe picks each change up": a stream of changes read by nothing the text
  // relates to it is read by the next part named after it that takes events in.
  const reader = named.slice(i + 1).find((e) => STREAM_READERS.has(e.entry.kind));
  if (graph.outgoing(stream.key).every((r) => r.kind !== 'flow') && reader && !reaches(graph, reader.key, stream.key)) graph.relate(stream.key, reader.key, 'flow', 'inferred');
  const table = [...named.slice(0, i)].reverse().find((e) => e.entry.id === owner) ?? named.slice(i + 1).find((e) => e.entry.id === owner);
  if (!table) return;
  for (const r of graph.incoming(stream.key).filter((x) => x.kind === 'flow' && x.from !== table.key)) {
    graph.remove(r.from, r.to);
    if (!graph.has(r.from, table.key) && !graph.has(table.key, r.from)) graph.relate(stream.key, r.from, 'flow', r.origin);
  }
  if (graph.has(stream.key, table.key)) graph.remove(stream.key, table.key);
  if (!reaches(graph, stream.key, table.key)) graph.relate(table.key, stream.key, 'flow', 'inferred');
}

/** True when `from` already leads to `to`: a new edge to→from would close a loop. */
function reaches(graph: EntityGraph, from: string, to: string): boolean {
  const seen = new Set<string>([from]);
  const stack = [from];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (at === to) return true;
    for (const r of graph.outgoing(at)) if (!seen.has(r.to)) {
      seen.add(r.to);
      stack.push(r.to);
    }
  }
  return false;
}
