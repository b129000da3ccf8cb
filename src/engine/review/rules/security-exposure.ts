import type { CellId, ModelEdge } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { DATASTORE_KINDS, ML_KINDS } from '../kinds.js';
import { privateSubnetsNear, publicSubnetNear, type Tier } from '../placement.js';
import { HINTS, states } from '../text.js';
import type { Finding, Rule } from '../types.js';
import { ACCESS_LOGS, frontlineEdges, isAdminEdge, isServer, nameList, putInFront } from './common.js';

/** Security: what the internet can reach directly. */

const ALL_CLOUDS = ['aws', 'azure', 'gcp', 'general'] as const;
const WITH_K8S = ['aws', 'azure', 'gcp', 'kubernetes', 'general'] as const;

/** Internet traffic to a server other than administration (SSH/RDP is open_admin_access's concern). */
function servingEdges(ctx: ReviewContext, id: CellId): ModelEdge[] {
  return frontlineEdges(ctx, id).filter((e) => !isAdminEdge(ctx, e));
}

const sourcesOf = (ctx: ReviewContext, edges: readonly ModelEdge[]): string => nameList(ctx, edges.map((e) => e.source));

/** Moves a cell out of its public subnet into a private one near it (made when there is none). */
function moveToPrivateSubnet(ctx: ReviewContext, fix: FixBuilder, id: CellId, tier: Tier): void {
  const publicSubnet = ctx.inPublicSubnet(id);
  if (!publicSubnet) return;
  const existing = privateSubnetsNear(ctx, id, tier)[0];
  const target = existing?.id ?? fix.addGroup({
    kind: 'subnet',
    label: tier === 'data' ? 'Private data subnet' : 'Private app subnet',
    parent: publicSubnet.parent,
    props: { public: false, tier },
  });
  fix.move(id, target);
}

const publicDatabase: Rule = {
  id: 'public_database',
  title: 'Database reachable from the internet',
  pillar: 'security',
  severity: 'critical',
  providers: WITH_K8S,
  recommendation: 'Remove the internet connection, move the database into a private data subnet and mark it not publicly accessible; only the application tier reaches it.',
  anchors: ['checkov:CKV_AWS_17', 'checkov:CKV_GCP_60', 'checkov:CKV_AZURE_113', 'psrule:Azure.SQL.FirewallIPRange'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const n of ctx.nodesOf(DATASTORE_KINDS)) {
      const edges = frontlineEdges(ctx, n.id);
      const subnet = ctx.inPublicSubnet(n.id);
      const marked = states(n.props, 'public', ctx.text(n.id), HINTS.public);
      const reasons: string[] = [];
      if (edges.length > 0) reasons.push(`it receives traffic directly from ${sourcesOf(ctx, edges)}`);
      if (subnet) reasons.push(`it sits in the public subnet "${ctx.display(subnet.id)}"`);
      if (marked) reasons.push('it is marked publicly accessible');
      if (reasons.length === 0) continue;
      findings.push({
        cells: [n.id, ...edges.map((e) => e.id), ...(subnet ? [subnet.id] : [])],
        message: `${ctx.display(n.id)} is reachable from the internet: ${reasons.join(', and ')}.`,
      });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    for (const e of frontlineEdges(ctx, id)) fix.disconnect(e.id);
    moveToPrivateSubnet(ctx, fix, id, 'data');
    if (states(ctx.props(id), 'public', ctx.text(id), HINTS.public)) fix.setProp(id, 'public', false);
    return fix.ops;
  },
};

const computeExposedDirectly: Rule = {
  id: 'compute_exposed_directly',
  title: 'Server reachable directly from the internet',
  pillar: 'security',
  severity: 'high',
  providers: WITH_K8S,
  recommendation: 'Put a load balancer in a public subnet in front of the server (HTTPS from the internet) and move the server into a private subnet.',
  anchors: ['checkov:CKV_AWS_88', 'checkov:CKV_AZURE_119', 'checkov:CKV_GCP_40', 'waf:security'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const n of ctx.nodes) {
      if (!isServer(ctx, n.id)) continue;
      const edges = servingEdges(ctx, n.id);
      const marked = states(n.props, 'public', ctx.text(n.id), /public ip|elastic ip|\beip\b/);
      if (edges.length === 0 && !marked) continue;
      const why = edges.length > 0 ? `receives traffic directly from ${sourcesOf(ctx, edges)}` : 'has a public IP address';
      findings.push({
        cells: [n.id, ...edges.map((e) => e.id)],
        message: `${ctx.display(n.id)} ${why}, with no load balancer or gateway in front of it.`,
      });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    const edges = servingEdges(ctx, id);
    if (edges.length > 0) {
      const lb = fix.service('load_balancer');
      const publicSubnet = ctx.inPublicSubnet(id) ?? publicSubnetNear(ctx, id);
      putInFront(ctx, fix, edges, id, { service: lb.id, label: lb.label, parent: publicSubnet?.id ?? ctx.parent(id), props: ACCESS_LOGS });
    }
    moveToPrivateSubnet(ctx, fix, id, 'app');
    if (states(ctx.props(id), 'public', ctx.text(id), /public ip|elastic ip|\beip\b/)) fix.setProp(id, 'public', false);
    return fix.ops;
  },
};

const computeInPublicSubnet: Rule = {
  id: 'compute_in_public_subnet',
  title: 'Server in a public subnet',
  pillar: 'security',
  severity: 'medium',
  providers: ALL_CLOUDS,
  recommendation: 'Move the server into a private application subnet; only load balancers, NAT gateways and bastions belong in public subnets.',
  anchors: ['checkov:CKV_AWS_130', 'waf:security'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const n of ctx.nodes) {
      if (!isServer(ctx, n.id)) continue;
      const subnet = ctx.inPublicSubnet(n.id);
      if (!subnet) continue;
      findings.push({
        cells: [n.id, subnet.id],
        message: `${ctx.display(n.id)} runs in the public subnet "${ctx.display(subnet.id)}".`,
      });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    moveToPrivateSubnet(ctx, fix, f.cells[0]!, 'app');
    return fix.ops;
  },
};

function behindCdn(ctx: ReviewContext, id: CellId): boolean {
  return ctx.in(id).some((e) => ctx.kind(e.source) === 'cdn');
}

const publicObjectStorage: Rule = {
  id: 'public_object_storage',
  title: 'Storage bucket open to the internet',
  pillar: 'security',
  severity: 'high',
  providers: ALL_CLOUDS,
  recommendation: 'Serve the bucket through a CDN with origin access control, and block public access to the bucket.',
  anchors: ['checkov:CKV_AWS_53', 'checkov:CKV_AZURE_34', 'checkov:CKV_GCP_28'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const n of ctx.nodesOf(new Set(['object_storage', 'data_lake']))) {
      const edges = behindCdn(ctx, n.id) ? [] : frontlineEdges(ctx, n.id);
      const marked = states(n.props, 'public', ctx.text(n.id), HINTS.public);
      if (edges.length === 0 && !marked) continue;
      const why = edges.length > 0 ? `is accessed directly by ${sourcesOf(ctx, edges)}` : 'allows public access';
      findings.push({ cells: [n.id, ...edges.map((e) => e.id)], message: `${ctx.display(n.id)} ${why}.` });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    const edges = behindCdn(ctx, id) ? [] : frontlineEdges(ctx, id);
    if (edges.length > 0) {
      const cdn = fix.service('cdn');
      const vpc = ctx.vpcOf(id);
      putInFront(ctx, fix, edges, id, {
        service: cdn.id, label: cdn.label, parent: vpc ? vpc.parent : ctx.parent(id), props: { ...ACCESS_LOGS, origin_access_control: true },
      });
    }
    if (states(ctx.props(id), 'public', ctx.text(id), HINTS.public) || edges.length > 0) fix.setProp(id, 'public', false);
    return fix.ops;
  },
};

const staticSiteOriginExposed: Rule = {
  id: 'static_site_origin_exposed',
  title: 'CDN origin bucket also reachable directly',
  pillar: 'security',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Remove the direct internet access to the bucket so it is only read through the CDN (origin access control).',
  anchors: ['checkov:CKV_AWS_305', 'waf:security'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const n of ctx.nodesOf(new Set(['object_storage']))) {
      if (!behindCdn(ctx, n.id)) continue;
      const edges = frontlineEdges(ctx, n.id);
      if (edges.length === 0) continue;
      findings.push({
        cells: [n.id, ...edges.map((e) => e.id)],
        message: `${ctx.display(n.id)} is served through a CDN but ${sourcesOf(ctx, edges)} also reach it directly.`,
      });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    for (const e of frontlineEdges(ctx, f.cells[0]!)) fix.disconnect(e.id);
    fix.setProp(f.cells[0]!, 'origin_access_control', true);
    return fix.ops;
  },
};

const mlEndpointPublic: Rule = {
  id: 'ml_endpoint_public',
  title: 'ML endpoint exposed without a gateway',
  pillar: 'security',
  severity: 'high',
  providers: ALL_CLOUDS,
  recommendation: 'Put an API gateway with authentication and throttling in front of the model endpoint.',
  anchors: ['checkov:CKV_AWS_122', 'checkov:CKV_AZURE_144', 'waf:security'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const n of ctx.nodesOf(ML_KINDS)) {
      const edges = frontlineEdges(ctx, n.id);
      const marked = states(n.props, 'public', ctx.text(n.id), HINTS.public);
      if (edges.length === 0 && !marked) continue;
      const why = edges.length > 0 ? `is called directly by ${sourcesOf(ctx, edges)}` : 'has a public endpoint';
      findings.push({ cells: [n.id, ...edges.map((e) => e.id)], message: `${ctx.display(n.id)} ${why}, with no authenticated gateway in front.` });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    const edges = frontlineEdges(ctx, id);
    if (edges.length > 0) {
      const api = fix.service('api_gateway');
      putInFront(ctx, fix, edges, id, {
        service: api.id, label: api.label, parent: ctx.parent(id), props: { ...ACCESS_LOGS, auth: true, throttling: true },
      });
    }
    if (states(ctx.props(id), 'public', ctx.text(id), HINTS.public)) fix.setProp(id, 'public', false);
    return fix.ops;
  },
};

export const SECURITY_EXPOSURE_RULES: readonly Rule[] = [
  publicDatabase, computeExposedDirectly, computeInPublicSubnet, publicObjectStorage, staticSiteOriginExposed, mlEndpointPublic,
];
