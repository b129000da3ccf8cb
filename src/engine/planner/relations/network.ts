import { serviceForKind } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import type { EntityGraph } from './graph.js';
import { newEntity } from './new-entity.js';
import { linkEndsReachMachines } from './vpn-ends.js';

/** Members placed inside a container entity ("inspection VPC with AWS Network Firewall"). */
export function membersOf(graph: EntityGraph, key: string): string[] {
  return graph.entities.filter((e) => e.placedIn === key).map((e) => e.key);
}

/**
 * Network facts people leave out: a NAT gateway reaches the internet through an internet
 * gateway (AWS, OCI); a firewall in front of a NAT gateway in the same VPC inspects its
 * traffic; spoke VPCs attach to their hub; a private link into the network reaches the machines in it.
 */
export function completeNetwork(graph: EntityGraph, provider: Provider): void {
  for (const nat of graph.ofKind('nat')) {
    const fw = graph.ofKind('firewall').find((f) => f.placedIn !== undefined && f.placedIn === nat.placedIn);
    if (fw && graph.incoming(nat.key).length === 0) graph.relate(fw.key, nat.key, 'flow', 'inferred', { label: 'egress' });
    if (graph.outgoing(nat.key).length > 0 || !['aws', 'oci'].includes(provider)) continue;
    let igw = graph.ofKind('igw')[0];
    if (!igw) {
      const entry = serviceForKind('igw', provider);
      if (!entry) continue;
      igw = graph.add(newEntity(graph, entry, undefined, 'inferred'));
      if (nat.placedIn) igw.placedIn = nat.placedIn;
    }
    graph.relate(nat.key, igw.key, 'flow', 'inferred');
  }
  // Spokes the prompt names without saying how they connect attach to the hub.
  const hubVpc = graph.ofKind('network_misc').find((e) => /\bhub\b/i.test(e.matched) && membersOf(graph, e.key).length > 0);
  const hub = graph.ofKind('transit_gateway')[0] ?? hubVpc;
  for (const spoke of graph.ofKind('network_misc').filter((e) => /\bspokes?\b/i.test(e.matched) && graph.degree(e.key) === 0)) {
    if (hub && hub.key !== spoke.key) graph.relate(spoke.key, hub.key, 'flow', 'inferred', { label: hub === hubVpc ? 'peering' : 'attachment' });
  }
  for (const hub of graph.ofKind('transit_gateway')) {
    for (const r of [...graph.outgoing(hub.key)]) {
      const target = graph.get(r.to);
      if (membersOf(graph, target.key).length === 0 && target.entry.kind === 'network_misc') {
        graph.remove(hub.key, target.key);
        graph.relate(target.key, hub.key, 'flow', r.origin, { label: 'attachment' });
      }
    }
  }
  linkEndsReachMachines(graph);
}
