import { getService, serviceForKind } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';
import { BROKER_KINDS, COMPUTE_KINDS, STORE_KINDS } from './orient.js';
import type { ReadResult } from './reader.js';
import { newEntity } from './new-entity.js';
import { inferUpstream } from './implicit.js';
import { feedFromHosts } from './host-fed.js';
import { dropBypasses } from './shortcuts.js';
import { skipMessageHops } from './message-hops.js';
import { nameFirst } from './name-first.js';
import { connectLeftoverStores } from './listed-leftovers.js';

const isKind = (e: Entity, kinds: readonly string[]): boolean => kinds.includes(e.entry.kind);

/** A dead-letter queue receives what its nearest queue (or topic, bus, stream) could not deliver. */
function connectDeadLetters(graph: EntityGraph): void {
  for (const dlq of graph.live().filter((e) => e.role === 'dlq' && graph.incoming(e.key).length === 0)) {
    const earlier = graph.live().filter((e) => e.order < dlq.order && e.role !== 'dlq');
    const source = ['queue', 'event_bus', 'topic', 'stream'].map((k) => earlier.filter((e) => e.entry.kind === k).at(-1)).find(Boolean);
    if (source) graph.relate(source.key, dlq.key, 'flow', 'inferred', { label: 'failed messages' });
  }
}

/** "producer service publishes orders": to the diagram's broker, when it has one. */
function connectPublishers(graph: EntityGraph, read: ReadResult): void {
  const brokers = graph.live().filter((e) => isKind(e, BROKER_KINDS) && e.role !== 'dlq');
  for (const key of read.publishers) {
    const broker = brokers.filter((b) => b.key !== key).at(0);
    if (broker) graph.relate(key, broker.key, 'flow', 'inferred');
  }
}

/**
 * "a DAG that runs Spark jobs ... and puts their output into BigQuery": the jobs produce the output.
 * A message to a queue or topic is the orchestrator's own step ("the workflow sends the failure to SQS").
 */
function resourceOrchestratedWrites(graph: EntityGraph, read: ReadResult): void {
  for (const { orchestrator, store } of read.orchestratedWrites) {
    if (!isKind(graph.get(store), [...STORE_KINDS, 'data_warehouse'])) continue;
    const worker = graph.outgoing(orchestrator).map((r) => graph.get(r.to)).find((e) => isKind(e, ['analytics', 'etl', 'batch', 'container_service', 'function', 'stream_processing', 'ml_training']));
    if (!worker) continue;
    graph.remove(orchestrator, store);
    graph.relate(worker.key, store, 'flow', 'prompt');
  }
}

function connectEverything(graph: EntityGraph, read: ReadResult): void {
  for (const key of read.toEverything) {
    for (const e of graph.live()) if (e.key !== key && isKind(e, [...STORE_KINDS, 'data_warehouse']) && e.role !== 'source') graph.relate(key, e.key, 'flow', 'prompt');
  }
}

/** A Kubernetes Service in front of a workload routes to the workload's pods. */
function serviceToPods(graph: EntityGraph): void {
  for (const svc of graph.ofKind('k8s_service')) {
    for (const r of graph.outgoing(svc.key)) {
      const pods = graph.relations.filter((x) => x.from === r.to && graph.get(x.to).entry.kind === 'pod').map((x) => x.to);
      if (pods.length === 0) continue;
      graph.remove(svc.key, r.to);
      for (const p of pods) graph.relate(svc.key, p, 'flow', 'inferred');
    }
  }
}

/** Producers register their schemas in the registry attached to the stream they publish to. */
function schemaRegistry(graph: EntityGraph): void {
  for (const reg of graph.live().filter((e) => e.entry.id === 'general.schema_registry')) {
    const streams = graph.relations.filter((r) => r.from === reg.key || r.to === reg.key).map((r) => (r.from === reg.key ? r.to : r.from));
    for (const s of streams) for (const p of graph.incoming(s)) if (p.from !== reg.key) graph.relate(p.from, reg.key, 'flow', 'inferred');
  }
}

const HOSTED_FRONTENDS = ['general.web_frontend', 'gcp.firebase', 'azure.static_web_apps', 'aws.amplify'];

function isFrontend(e: Entity): boolean {
  return HOSTED_FRONTENDS.includes(e.entry.id) || (e.entry.kind === 'web_app' && /\b(frontend|front end|spa|ui|website)\b/i.test([e.matched, ...e.pre, ...e.post].join(' ')));
}

/** Components the prompt lists without saying how they connect, joined the way tiers are drawn. */
function completeTiers(graph: EntityGraph): void {
  const live = graph.live().filter((e) => !e.container);
  const hasFlowIn = (e: Entity): boolean => graph.incoming(e.key).length > 0;
  const entries = live.filter((e) => isKind(e, ['load_balancer', 'api_gateway', 'ingress']));
  const compute = live.filter((e) => isKind(e, COMPUTE_KINDS) && e.entry.category !== 'client');
  const stores = live.filter((e) => isKind(e, ['relational_db', 'nosql', 'cache', 'search', 'file_storage']) && e.role !== 'source');
  for (const lb of entries) {
    if (graph.outgoing(lb.key).length > 0) continue;
    const fed = compute.filter((c) => !graph.incoming(c.key).some((r) => isKind(graph.get(r.from), ['load_balancer', 'api_gateway', 'ingress', 'cdn'])));
    for (const c of fed) graph.relate(lb.key, c.key, 'flow', 'inferred');
  }
  const frontCompute = compute.filter((c) => graph.incoming(c.key).some((r) => graph.get(r.from).entry.category === 'client' || isKind(graph.get(r.from), ['load_balancer', 'api_gateway', 'ingress', 'cdn'])));
  const readers = (frontCompute.length > 0 ? frontCompute : compute).slice(0, 3);
  for (const s of stores.filter((x) => !hasFlowIn(x))) {
    for (const c of readers) if (!graph.outgoing(c.key).some((r) => graph.get(r.to).entry.kind === s.entry.kind)) graph.relate(c.key, s.key, 'flow', 'inferred');
  }
  for (const v of live.filter((e) => isKind(e, ['vector_db']) && !graph.incoming(e.key).some((r) => isKind(graph.get(r.from), COMPUTE_KINDS)))) {
    const caller = compute.find((c) => graph.outgoing(c.key).some((r) => isKind(graph.get(r.to), ['ai_service'])));
    if (caller) graph.relate(caller.key, v.key, 'flow', 'inferred', { label: 'retrieve' });
  }
  for (const fe of live.filter((e) => isFrontend(e) && graph.outgoing(e.key).filter((r) => r.kind === 'flow').length === 0)) {
    const backend = entries.find((e) => e.entry.kind === 'api_gateway') ?? compute.find((c) => c !== fe && !isFrontend(c));
    if (backend) graph.relate(fe.key, backend.key, 'flow', 'inferred');
  }
  for (const cdn of live.filter((e) => isKind(e, ['cdn']))) {
    if (!graph.outgoing(cdn.key).some((r) => graph.get(r.to).entry.category !== 'security')) {
      const next = entries.find((e) => !hasFlowIn(e)) ?? compute.find((c) => !hasFlowIn(c) && isKind(c, ['web_app', 'container_service', 'vm']));
      if (next) graph.relate(cdn.key, next.key, 'flow', 'inferred');
    }
    for (const s of live.filter((e) => isKind(e, ['object_storage']) && !hasFlowIn(e) && e.origin !== 'inferred')) graph.relate(cdn.key, s.key, 'flow', 'inferred');
    // "CloudFront serves the videos": a CDN that reaches nothing serves the diagram's object storage.
    const origin = live.find((e) => isKind(e, ['object_storage']));
    if (graph.outgoing(cdn.key).length === 0 && origin) graph.relate(cdn.key, origin.key, 'flow', 'inferred');
  }
  const outer = (): Entity | undefined => ['cdn', 'load_balancer', 'api_gateway', 'ingress', 'web_app'].map((k) => live.find((e) => e.entry.kind === k)).find(Boolean);
  for (const dns of live.filter((e) => isKind(e, ['dns']) && graph.outgoing(e.key).length === 0)) {
    const target = outer();
    if (target) graph.relate(dns.key, target.key, 'flow', 'inferred');
  }
  for (const waf of live.filter((e) => isKind(e, ['waf', 'ddos']) && graph.degree(e.key) === 0)) {
    const target = outer();
    if (target) graph.relate(waf.key, target.key, 'attach', 'inferred');
  }
  const app = compute[0];
  for (const x of live.filter((e) => isKind(e, ['secrets', 'kms', 'monitoring', 'logging', 'tracing', 'identity']) && graph.degree(e.key) === 0 && e.entry.provider !== 'general')) {
    if (app && x.entry.kind !== 'identity') graph.relate(app.key, x.key, 'attach', 'inferred');
  }
  for (const reg of live.filter((e) => isKind(e, ['registry']) && graph.degree(e.key) === 0)) {
    const target = compute.find((c) => isKind(c, ['k8s_cluster', 'container_service', 'k8s_workload', 'function']));
    if (target) graph.relate(reg.key, target.key, 'attach', 'inferred');
  }
  for (const bastion of live.filter((e) => isKind(e, ['bastion']) && graph.outgoing(e.key).length === 0)) {
    for (const vm of compute.filter((c) => isKind(c, ['vm', 'autoscaling_group']))) graph.relate(bastion.key, vm.key, 'flow', 'inferred', { label: 'SSH/RDP' });
  }
}

/** Kinds that configure, protect or deploy an entry point rather than send it traffic. */
const SIDE_KINDS = ['ingress', 'waf', 'ddos', 'certificate', 'ci_cd', 'registry', 'scheduler', 'iac', 'config', 'monitoring', 'logging'];
const USER_FACING = /\b(api|apis|ui|frontend|front end|web|website|site|portal|chat|app|application|backend|spa|dashboard)\b/i;

/**
 * Who uses the system: an existing client, or Users (Client app when only APIs, gateways or services named "API", face the
 * outside), connected to every entry point nothing else reaches.
 */
function completeClients(graph: EntityGraph, provider: Provider, userFacing: boolean): void {
  const live = graph.live().filter((e) => !e.container);
  // What a component reads from a data store answers its own call: no one outside calls it that way.
  const noInput = (e: Entity): boolean => graph.incoming(e.key).filter((r) => r.kind === 'flow' && !isKind(graph.get(r.from), SIDE_KINDS) && !isKind(graph.get(r.from), STORE_KINDS)).length === 0;
  const controller = (e: Entity): boolean => graph.outgoing(e.key).some((r) => isKind(graph.get(r.to), ['load_balancer', 'api_gateway', 'cdn']) && r.kind === 'flow') && e.entry.kind === 'ingress';
  let entries = ['dns', 'cdn', 'load_balancer', 'api_gateway', 'ingress']
    .flatMap((k) => live.filter((e) => e.entry.kind === k && noInput(e) && !controller(e)))
    .filter((e, _, all) => !all.some((o) => o !== e && graph.has(o.key, e.key, false)));
  entries = entries.filter((e) => !entries.some((o) => o !== e && graph.has(o.key, e.key, false)));
  // A product's own name ("function app") says nothing about who uses it: only qualifiers do, or a general role ("chat backend").
  const facing = (e: Entity): string => [...(e.entry.provider === 'general' ? [e.matched] : []), ...e.pre, ...e.post, ...e.paren].join(' ');
  const frontends = live.filter((e) => isKind(e, ['web_app', 'microservice', 'container_service', 'function', 'vm']) && noInput(e) && USER_FACING.test(facing(e)));
  const targets = entries.length > 0 ? entries : frontends;
  if (targets.length === 0 || (!userFacing && entries.length === 0 && frontends.length === 0)) {
    signIn(graph, live.find((e) => isKind(e, ['users', 'browser', 'mobile'])));
    return;
  }
  // Staff named by their job work behind the scenes: the people served reach the public entry points first.
  const clients = live.filter((e) => isKind(e, ['users', 'browser', 'mobile']));
  let client = clients.find((e) => e.entry.id !== 'general.staff') ?? clients[0];
  if (!client) {
    const apiOnly = targets.every((e) => e.entry.kind === 'api_gateway' || /\bapis?\b/i.test(e.matched));
    const entry = getService(apiOnly ? 'general.browser' : 'general.users') ?? serviceForKind('users', provider)!;
    client = graph.add(newEntity(graph, entry, apiOnly ? 'Client app' : 'Users', 'inferred'));
  }
  for (const t of nameFirst(graph, targets)) graph.relate(client.key, t.key, 'flow', 'inferred');
  signIn(graph, client);
}

/** People sign in with the identity provider the diagram has. */
function signIn(graph: EntityGraph, client: Entity | undefined): void {
  if (!client) return;
  for (const idp of graph.live().filter((e) => isKind(e, ['identity']) && graph.incoming(e.key).length === 0 && e.entry.provider !== 'general')) {
    graph.relate(client.key, idp.key, 'flow', 'inferred', { label: 'sign in' });
  }
}

/** Every rule that fills in what a prompt leaves implicit, in dependency order. */
export function completeRelations(graph: EntityGraph, read: ReadResult, provider: Provider, userFacing: boolean, text = ''): void {
  skipMessageHops(graph);
  connectDeadLetters(graph);
  connectPublishers(graph, read);
  resourceOrchestratedWrites(graph, read);
  connectEverything(graph, read);
  serviceToPods(graph);
  schemaRegistry(graph);
  feedFromHosts(graph);
  inferUpstream(graph);
  completeTiers(graph);
  connectLeftoverStores(graph, text);
  completeClients(graph, provider, userFacing);
  dropBypasses(graph);
}

