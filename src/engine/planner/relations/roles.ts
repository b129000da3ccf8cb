import type { ServiceKind } from '../../catalog/index.js';
import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';
import { BROKER_KINDS } from './orient.js';
import { isDataKind, PEOPLE_ENTRIES } from '../entities/kinds.js';

/**
 * Kinds that answer a call and hand the answer back to their caller instead of passing data on:
 * after "the function sends the text to a model", what "is stored" next is stored by the function.
 */
export const ANSWERING_KINDS: ReadonlySet<ServiceKind> = new Set<ServiceKind>([
  'ai_service', 'ml_endpoint', 'external_api', 'identity', 'secrets', 'kms', 'cache', 'search', 'vector_db',
]);

/**
 * Kinds that hold or carry what a noun subject names ("the file", "the telemetry", "the message"):
 * a clause whose subject is such a noun acts from the carrier the previous clause reached.
 */
export const CARRIER_KINDS: ReadonlySet<ServiceKind> = new Set<ServiceKind>([
  ...BROKER_KINDS, 'iot_hub', 'object_storage', 'file_storage', 'data_lake',
]);

/** Kinds that move data themselves: "from A to B" said of one of them runs A → it → B. */
export const MOVER_KINDS: ReadonlySet<ServiceKind> = new Set<ServiceKind>([
  'etl', 'function', 'batch', 'workflow', 'container_service', 'microservice', 'vm', 'stream_processing', 'k8s_workload',
  'web_app', 'analytics', 'data_warehouse',
]);

/**
 * Generic parts that a gateway stands for when the text says the part is exposed through it
 * ("an API exposed via API Gateway"): the gateway is that API, not a second component.
 */
export const GATEWAY_STANDS_FOR: ReadonlySet<string> = new Set(['general.api']);
export const GATEWAY_KINDS: ReadonlySet<ServiceKind> = new Set<ServiceKind>(['api_gateway']);

/** Verbs only something moving along a path does ("goes", "passes", "travels"): their subject is a mover. */
export const WAYFARING_VERBS = new Set(['go', 'flow', 'pass', 'travel', 'traverse', 'move', 'hop', 'enter']);
/** Verbs that move something along a path, itself or passed on ("is routed", "reaches"). */
export const MOTION_VERBS = new Set([...WAYFARING_VERBS, 'route', 'reach', 'continue', 'head']);
/** Nouns for what moves along a path rather than acting: each clause about them starts where they last arrived. */
export const MOVERS = new Set(['traffic', 'request', 'message', 'data', 'payload', 'packet', 'call', 'query']);

/** Tools people work in (a dashboard, a notebook, an app): the data they look at there is what the tool reads. */
const WORKSPACE_KINDS: ReadonlySet<ServiceKind> = new Set<ServiceKind>(['bi', 'notebook', 'web_app', 'mobile', 'browser', 'analytics', 'ml_platform']);

/**
 * "Planners browse trends in a BI tool on figures loaded into the warehouse": when people are the
 * subject and the clause already reached a tool they work in, a data store the clause goes on to
 * name is reached by that tool, not by the people themselves.
 */
export function peopleWorkspace(subjects: readonly string[], targets: readonly string[], entity: (k: string) => Entity): string | undefined {
  if (subjects.length === 0 || !subjects.every((k) => isPeople(entity(k)))) return undefined;
  return targets.findLast((k) => WORKSPACE_KINDS.has(entity(k).entry.kind));
}

/** Who reaches `keys`: the people's tool when people reach data through it (peopleWorkspace), else the subjects. */
export function reachersOf(subjects: string[], keys: readonly string[], reached: readonly string[], entity: (k: string) => Entity): string[] {
  if (!keys.some((k) => isDataKind(entity(k).entry.kind))) return subjects;
  const tool = peopleWorkspace(subjects, reached, entity);
  return tool ? [tool] : subjects;
}

/**
 * "Agronomists fit yield models on the soil tables with a notebook": when people in one sentence reach
 * both a tool they work in and a data store, the tool reaches the store; the people only use the tool.
 */
export function toolsKeepData(sentence: readonly string[], graph: EntityGraph): void {
  const keys = [...new Set(sentence)];
  for (const p of keys.filter((k) => isPeople(graph.get(k)))) {
    for (const d of keys.filter((k) => isDataKind(graph.get(k).entry.kind) && graph.has(p, k))) {
      const tools = keys.filter((k) => WORKSPACE_KINDS.has(graph.get(k).entry.kind) && (graph.has(p, k) || graph.has(k, d)));
      if (tools.length !== 1) continue;
      graph.remove(p, d);
      graph.remove(d, p);
      if (!graph.has(tools[0]!, d)) graph.relate(tools[0]!, d, 'flow', 'prompt');
      if (!graph.has(p, tools[0]!)) graph.relate(p, tools[0]!, 'flow', 'prompt');
    }
  }
}

/** Verbs of looking at data: what people look at is read where it is kept. */
export const LOOKING_VERBS: ReadonlySet<string> = new Set([
  'read', 'view', 'study', 'review', 'explore', 'browse', 'watch', 'inspect', 'analyse', 'analyze', 'examine', 'search', 'query',
  'see', 'check', 'monitor', 'follow', 'look', 'consult', 'audit', 'investigate',
]);

/**
 * Verbs by which people fetch something from a system on their own initiative ("analysts download
 * reports from X", "staff pull rosters from Y"): people start the exchange, so the arrow runs from
 * them to the system. Being sent something ("receive", "get") stays system → people.
 */
export const FETCHING_VERBS: ReadonlySet<string> = new Set([
  ...LOOKING_VERBS, 'download', 'fetch', 'pull', 'retrieve', 'grab', 'consume', 'export',
]);

/** People, named by their job or as the ones served (not devices). */
export function isPeople(e: Entity): boolean {
  return PEOPLE_ENTRIES.has(e.entry.id);
}
