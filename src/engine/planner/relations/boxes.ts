import type { Entity } from '../types.js';
import { CONTAINER_KINDS } from './orient.js';

/** Things that run inside a cluster: workloads, pods, containers, a container service's services. */
const WORKLOAD_KINDS = new Set(['microservice', 'k8s_workload', 'pod', 'container', 'k8s_service', 'function', 'web_app', 'batch']);
/** Kinds only ever drawn inside a cluster: a container or pod on its own says where it runs only through one. */
const CLUSTER_ONLY = new Set(['container', 'pod']);

/** Web hosting platforms whose environment holds the apps it runs ("an isolated app service environment"). */
const HOSTING_KINDS: ReadonlySet<string> = new Set(['web_app']);

/**
 * "the ECS cluster", "a Fargate cluster": a container service the text calls a cluster is a box of its tasks;
 * a web hosting platform the text calls an environment is a box of the apps it runs.
 */
export function isServiceCluster(e: Pick<Entity, 'entry' | 'matched' | 'pre' | 'post'>): boolean {
  const words = [...e.pre, e.matched, ...e.post].join(' ');
  if (HOSTING_KINDS.has(e.entry.kind)) return /\benvironments?\b/i.test(words);
  return e.entry.kind === 'container_service' && /\b(?:clusters?|environments?)\b/i.test(words);
}

/** Networks and network zones: the network parts that are places (a router or a route table is not one). */
const NETWORK_BOXES: ReadonlySet<string> = new Set(['aws.vpc', 'azure.vnet', 'gcp.vpc', 'oci.vcn', 'general.network_zone', 'general.environment']);

/**
 * The kind of box an entity is when the text puts things in it: a namespace or a service's cluster holds
 * what a cluster would; a network part that is no network (a router) holds nothing.
 */
export function boxKind(e: Pick<Entity, 'entry' | 'matched' | 'pre' | 'post'>): string {
  if (e.entry.id === 'kubernetes.namespace' || isServiceCluster(e)) return 'k8s_cluster';
  if (e.entry.kind === 'network_misc' && !NETWORK_BOXES.has(e.entry.id)) return 'network_part';
  return e.entry.kind;
}

/** "VPC with a NAT gateway" puts the gateway inside; "EKS cluster with three services" puts the services in the cluster. */
export function holds(container: string, inner: string): boolean {
  if (container === 'network_misc') return inner !== 'network_misc' && inner !== 'transit_gateway';
  if (container === 'k8s_cluster') return WORKLOAD_KINDS.has(inner);
  return false;
}

/** Whether the box `box` holds the part `inner`, read from what each of them is. */
export function boxHolds(box: Pick<Entity, 'entry' | 'matched' | 'pre' | 'post'>, inner: Pick<Entity, 'entry' | 'matched' | 'pre' | 'post'>): boolean {
  if (isServiceCluster(inner)) return false;
  // "Fargate services in the ECS cluster": a container service's cluster holds that service's own tasks and services.
  if (isServiceCluster(box) && inner.entry.kind === 'container_service') return true;
  return holds(boxKind(box), inner.entry.kind);
}

/**
 * "a task starts on the cluster … a worker inside a container": with one cluster in the text, the
 * containers and pods it names, and the cluster's service's own tasks, run in that cluster even where
 * no sentence says so.
 */
export function placeInOnlyCluster(entities: readonly Entity[]): void {
  const clusters = entities.filter((e) => e.entry.kind === 'k8s_cluster' || isServiceCluster(e));
  if (clusters.length !== 1) return;
  const cluster = clusters[0]!;
  // A container service's own tasks and services ("the ECS tasks") run in its one cluster too.
  const own = (e: Entity): boolean => isServiceCluster(cluster) && e.entry.id === cluster.entry.id && !isServiceCluster(e);
  for (const e of entities) if ((CLUSTER_ONLY.has(e.entry.kind) || own(e)) && !e.placedIn && e.key !== cluster.key) e.placedIn = cluster.key;
}

/**
 * "X in the VPC", "tasks on the ECS cluster": when one of `keys` is a box, the parts before the place go
 * in it; false when none is (the place is then a component the parts reach). A service's cluster holds
 * only what runs on it ("messages on the cluster" reach it), a network no other network.
 */
export function placeInBox(keys: readonly string[], subjects: readonly string[], entity: (key: string) => Entity): boolean {
  const holder = keys.find((k) => CONTAINER_KINDS.has(boxKind(entity(k))) && boxKind(entity(k)) !== 'generic');
  if (!holder) return false;
  const box = entity(holder);
  // A network never sits in another network; a service's cluster holds only what runs on it.
  const strict = isServiceCluster(box) || box.entry.kind === 'network_misc';
  const inside = subjects.filter((s) => !keys.includes(s) && (!strict || boxHolds(box, entity(s))));
  if (inside.length === 0 && isServiceCluster(box)) return false;
  for (const s of inside) entity(s).placedIn ??= box.key;
  return true;
}
