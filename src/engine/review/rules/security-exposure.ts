import type { CellId, ModelEdge } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { DATASTORE_KINDS, ML_KINDS } from '../kinds.js';
import { privateSubnetsNear, publicSubnetNear, type Tier } from '../placement.js';
import { HINTS, states } from '../text.js';
import type { Finding, Rule } from '../types.js';
import { ACCESS_LOGS, isAdminEdge, isBastion, isServer, nameList, putInFront } from './common.js';

/** Security: what the internet can reach directly. */

const ALL_CLOUDS = ['aws', 'azure', 'gcp', 'general'] as const;
const WITH_K8S = ['aws', 'azure', 'gcp', 'kubernetes', 'general'] as const;

function frontlineEdges(ctx: ReviewContext, id: CellId): ModelEdge[] {
  return [...(ctx.exposure.frontline.get(id) ?? [])].sort((a, b) => ctx.order(a.id) - ctx.order(b.id));
}

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

function adminEdges(ctx: ReviewContext, id: CellId): ModelEdge[] {
  return frontlineEdges(ctx, id).filter((e) => isAdminEdge(ctx, e));
}

const openAdminAccess: Rule = {
  id: 'open_admin_access',
  title: 'SSH/RDP open to the internet',
  pillar: 'security',
  severity: 'high',
  providers: ALL_CLOUDS,
  recommendation: 'Remove the direct SSH/RDP access and administer the machine through a managed bastion (Session Manager, Azure Bastion, IAP) or VPN.',
  anchors: ['checkov:CKV_AWS_24', 'checkov:CKV_AWS_25', 'checkov:CKV_AZURE_9', 'checkov:CKV_AZURE_10', 'checkov:CKV_GCP_2', 'checkov:CKV_GCP_3'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const id of ctx.exposure.frontline.keys()) {
      if (isBastion(ctx, id)) continue;
      const edges = adminEdges(ctx, id);
      if (edges.length === 0) continue;
      findings.push({
        cells: [id, ...edges.map((e) => e.id)],
        message: `${ctx.display(id)} accepts administrative access (${nameList(ctx, edges.map((e) => e.id))}) directly from ${sourcesOf(ctx, edges)}.`,
      });
    }
    return findings.sort((a, b) => ctx.order(a.cells[0]!) - ctx.order(b.cells[0]!));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    const kind = fix.hasService('bastion') ? 'bastion' : 'vpn';
    const bastion = fix.addService(kind, { parent: ctx.vpcOf(id)?.id ?? ctx.parent(id) });
    const linked = new Set<CellId>();
    for (const e of adminEdges(ctx, id)) {
      fix.disconnect(e.id);
      if (!linked.has(e.source)) fix.connect(e.source, bastion, { label: 'HTTPS (admin)', props: { tls: true, protocol: 'https' } });
      linked.add(e.source);
    }
    fix.connect(bastion, id, { label: 'admin (private)', props: { tls: true } });
    return fix.ops;
  },
};

const DB_PORT_NUMBERS = /\b(3306|5432|1433|1521|27017|6379|9042|11211)\b/;
const ANY_CIDR = /0\.0\.0\.0\/0|::\/0/;

function openRuleCells(ctx: ReviewContext): CellId[] {
  const cells: CellId[] = [];
  const matches = (id: CellId): boolean => ANY_CIDR.test(ctx.label(id)) && DB_PORT_NUMBERS.test(ctx.label(id));
  for (const n of ctx.nodes) if ((ctx.kind(n.id) === 'firewall' || n.service === null) && matches(n.id)) cells.push(n.id);
  for (const g of ctx.groups) if (matches(g.id)) cells.push(g.id);
  for (const e of ctx.edges) if (ctx.isKind(e.target, DATASTORE_KINDS) && matches(e.id)) cells.push(e.id);
  return cells;
}

const dbPortOpenToInternet: Rule = {
  id: 'db_port_open_to_internet',
  title: 'Database port open to 0.0.0.0/0',
  pillar: 'security',
  severity: 'critical',
  providers: ALL_CLOUDS,
  recommendation: 'Restrict the database port to the application tier instead of 0.0.0.0/0.',
  anchors: ['checkov:CKV_AWS_260', 'checkov:CKV_AZURE_11', 'checkov:CKV_GCP_106'],
  check(ctx) {
    return openRuleCells(ctx).map((id) => ({
      cells: [id],
      message: `${ctx.display(id)} opens a database port to the whole internet (0.0.0.0/0).`,
    }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    const label = (ctx.node(id) ?? ctx.group(id) ?? ctx.edge(id))?.label ?? '';
    fix.rename(id, label.replace(/0\.0\.0\.0\/0|::\/0/g, 'app tier only'));
    return fix.ops;
  },
};

export const SECURITY_EXPOSURE_RULES: readonly Rule[] = [
  publicDatabase, computeExposedDirectly, computeInPublicSubnet, publicObjectStorage,
  staticSiteOriginExposed, mlEndpointPublic, openAdminAccess, dbPortOpenToInternet,
];
