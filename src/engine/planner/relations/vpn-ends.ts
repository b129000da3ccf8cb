import type { Entity } from '../types.js';
import type { EntityGraph } from './graph.js';

/** Kinds of link that carry traffic from outside into a private network. */
const LINK_KINDS: ReadonlySet<string> = new Set(['vpn', 'direct_connect']);
/** Kinds of part that run inside the network and are what a private link is there to reach. */
const REACHED_KINDS: ReadonlySet<string> = new Set(['vm', 'autoscaling_group', 'k8s_cluster', 'container_service']);
/** More reached parts than this: the text would have said which one the link serves. */
const MOST_REACHED = 3;

/** A network the text names as a whole ("our VPC"), drawn as a box or as a network part. */
const isNetwork = (e: Entity): boolean => e.container !== undefined || e.entry.kind === 'network_misc';

/** Whether `e` sits, through any chain of containers, inside the container entity `box`. */
function inside(graph: EntityGraph, e: Entity, box: string): boolean {
  for (let at = e.placedIn, hops = 0; at !== undefined && hops < 8; at = graph.byKey.get(at)?.placedIn, hops++) if (at === box) return true;
  return false;
}

/**
 * "A VPN from the office to a gateway on our VPC; the servers live in private subnets": the link
 * ends in the network, and what it reaches there are the machines the text puts in it. The last
 * link of the chain, with nothing beyond it but the network itself, reaches the few machines
 * inside (those inside the network it names, when it names one). A link a machine already uses,
 * or one that leads on to another part, is left as the text drew it.
 */
export function linkEndsReachMachines(graph: EntityGraph): void {
  const machines = graph.live().filter((e) => REACHED_KINDS.has(e.entry.kind) && !e.container && e.tier !== 'onprem');
  if (machines.length === 0) return;
  for (const link of graph.ofKind(...LINK_KINDS)) {
    if (link.container || graph.degree(link.key) === 0) continue;
    const onward = graph.outgoing(link.key).map((r) => graph.get(r.to));
    if (onward.some((t) => !isNetwork(t))) continue;
    if (machines.some((m) => graph.has(link.key, m.key))) continue;
    const boxes = onward.map((t) => t.key);
    const within = machines.filter((m) => boxes.some((b) => inside(graph, m, b)));
    const reached = within.length > 0 ? within : machines;
    if (reached.length > MOST_REACHED) continue;
    for (const m of reached) graph.relate(link.key, m.key, 'flow', 'inferred');
  }
}
