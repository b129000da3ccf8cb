import type { EntityGraph } from './graph.js';

/** Services that stand in front of compute: traffic to what is behind them goes through them. */
const FRONTS = new Set(['load_balancer', 'api_gateway', 'ingress']);

/**
 * "Route 53 fails over to ALB + EC2": the DNS sends users to the load balancer, which sends them
 * to the servers. When X → LB and LB → C are both drawn, an X → C edge would show traffic
 * bypassing the load balancer: it is dropped.
 */
export function dropBypasses(graph: EntityGraph): void {
  for (const r of [...graph.relations]) {
    if (r.kind !== 'flow' || r.label) continue;
    const viaFront = graph
      .outgoing(r.from)
      // A way the text states is kept unless the text also sends X to the front ("the user is routed to
      // the function" stays when only the planner put the load balancer before the user).
      .some((x) => x.to !== r.to && FRONTS.has(graph.get(x.to).entry.kind) && graph.has(x.to, r.to, false) && (r.origin !== 'prompt' || x.origin === 'prompt'));
    if (viaFront && !FRONTS.has(graph.get(r.from).entry.kind)) graph.remove(r.from, r.to);
  }
}
