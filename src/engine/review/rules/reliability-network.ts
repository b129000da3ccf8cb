import type { CellId, ModelEdge, ModelGroup } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { COMPUTE_KINDS } from '../kinds.js';
import { publicSubnetNear } from '../placement.js';
import type { Finding, Rule } from '../types.js';
import { nameList } from './common.js';

/** Reliability: the network paths workloads depend on. */

/** Availability zones that hold a private subnet, in model order. */
function privateZones(ctx: ReviewContext, vpc?: ModelGroup): ModelGroup[] {
  return ctx.groupsOf('az').filter((az) =>
    (!vpc || ctx.isInside(az.id, vpc.id)) &&
    ctx.groups.some((g) => g.kind === 'subnet' && ctx.isPublicSubnet(g) !== true && ctx.isInside(g.id, az.id)));
}

function publicSubnetIn(ctx: ReviewContext, az: ModelGroup): ModelGroup | undefined {
  return ctx.groups.find((g) => g.kind === 'subnet' && ctx.isPublicSubnet(g) === true && ctx.isInside(g.id, az.id));
}

const singleNatGateway: Rule = {
  id: 'single_nat_gateway',
  title: 'One NAT gateway for several zones',
  pillar: 'reliability',
  severity: 'medium',
  providers: ['aws', 'azure'],
  recommendation: 'Add a NAT gateway in each availability zone and route each zone\'s private subnets to their own NAT gateway.',
  anchors: ['waf:reliability', 'aws:vpc-nat-gateway-per-az'],
  check(ctx) {
    const nats = ctx.nodesOf(new Set(['nat']));
    if (nats.length !== 1) return [];
    const zones = privateZones(ctx);
    if (zones.length < 2) return [];
    const nat = nats[0]!;
    return [{ cells: [nat.id, ...zones.map((z) => z.id)], message: `${ctx.display(nat.id)} is the only NAT gateway for ${zones.length} availability zones: if its zone fails, every private subnet loses outbound access.` }];
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const nat = ctx.node(f.cells[0]!)!;
    const home = ctx.azOf(nat.id);
    for (const az of privateZones(ctx)) {
      if (home && az.id === home.id) continue;
      const added = fix.addNode({
        service: nat.service, label: `${ctx.display(nat.id)} (${ctx.display(az.id)})`,
        parent: publicSubnetIn(ctx, az)?.id ?? az.id, props: { ...nat.props },
      });
      for (const e of ctx.out(nat.id)) fix.connect(added, e.target, { label: e.label, props: e.props });
      for (const e of ctx.in(nat.id)) {
        if (!ctx.isInside(e.source, az.id)) continue;
        fix.disconnect(e.id);
        fix.connect(e.source, added, { label: e.label, props: e.props });
      }
    }
    return fix.ops;
  },
};

const EXTERNAL = new Set(['external_api', 'internet'] as const);

function egressEdges(ctx: ReviewContext): ModelEdge[] {
  return ctx.edges.filter((e) => {
    if (!ctx.isKind(e.source, COMPUTE_KINDS) || !ctx.isKind(e.target, EXTERNAL)) return false;
    const subnet = ctx.subnetOf(e.source);
    return subnet !== undefined && ctx.isPublicSubnet(subnet) === false;
  });
}

function hasEgressPath(ctx: ReviewContext): boolean {
  return ctx.nodes.some((n) => ctx.kind(n.id) === 'nat' || (ctx.kind(n.id) === 'firewall' && n.service !== 'azure.nsg' && n.service !== 'aws.network_acl'));
}

const privateSubnetNoEgress: Rule = {
  id: 'private_subnet_no_egress',
  title: 'No outbound path from private subnets',
  pillar: 'reliability',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Route outbound internet traffic from private subnets through a NAT gateway (one per zone).',
  anchors: ['waf:reliability', 'aws:vpc-nat-gateway'],
  check(ctx) {
    if (hasEgressPath(ctx)) return [];
    const edges = egressEdges(ctx);
    if (edges.length === 0) return [];
    const callers = [...new Set(edges.map((e) => e.source))];
    const finding: Finding = {
      cells: [...callers, ...edges.map((e) => e.id)],
      key: 'diagram',
      message: `${nameList(ctx, callers)} in a private subnet call${callers.length === 1 ? 's' : ''} ${nameList(ctx, edges.map((e) => e.target))} with no NAT gateway or egress firewall on the way out.`,
    };
    return [finding];
  },
  fix(ctx) {
    const fix = new FixBuilder(ctx, this.id);
    const edges = egressEdges(ctx);
    const zones = privateZones(ctx);
    const natByZone = new Map<string, CellId>();
    const natFor = (az: ModelGroup | undefined, near: CellId): CellId => {
      const known = natByZone.get(az?.id ?? '');
      if (known) return known;
      const parent = az
        ? (publicSubnetIn(ctx, az)?.id ?? az.id)
        : (publicSubnetNear(ctx, near)?.id ?? ctx.vpcOf(near)?.id ?? ctx.parent(near));
      const nat = fix.addService('nat', { parent });
      natByZone.set(az?.id ?? '', nat);
      return nat;
    };
    // One NAT per zone from the start, so the fix never leaves a single NAT for several zones.
    for (const z of zones) natFor(z, z.id);
    const linked = new Set<string>();
    for (const e of edges) {
      const nat = natFor(zones.find((z) => ctx.isInside(e.source, z.id)), e.source);
      fix.disconnect(e.id);
      if (!linked.has(`${e.source}>${nat}`)) fix.connect(e.source, nat, { label: 'egress' });
      if (!linked.has(`${nat}>${e.target}`)) fix.connect(nat, e.target, { label: e.label, props: e.props });
      linked.add(`${e.source}>${nat}`);
      linked.add(`${nat}>${e.target}`);
    }
    return fix.ops;
  },
};

export const RELIABILITY_NETWORK_RULES: readonly Rule[] = [singleNatGateway, privateSubnetNoEgress];
