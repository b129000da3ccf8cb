import type { CellId, ModelGroup } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { COMPUTE_KINDS, DATASTORE_KINDS, HTTP_ENTRY_KINDS } from '../kinds.js';
import { privateSubnetsNear, sharedServicesParent } from '../placement.js';
import { HINTS, states } from '../text.js';
import type { Finding, Rule } from '../types.js';
import { nameList } from './common.js';

/** Security: network segmentation, tiers, audit trails and flow logs. */

/** Databases: file shares and volumes are mounted by the app tier and live next to it. */
const DATA_KINDS = DATASTORE_KINDS;
const TIER_COMPUTE = new Set([...COMPUTE_KINDS].filter((k) => k !== 'function'));

function directChildren(ctx: ReviewContext, groupId: CellId, kinds: ReadonlySet<string>): CellId[] {
  return ctx.children(groupId).filter((id) => ctx.node(id) && kinds.has(ctx.kind(id) ?? ''));
}

/** Nodes inside a VPC that no subnet holds (the VPC has no subnets and no AZs). */
function flatVpc(ctx: ReviewContext, vpc: ModelGroup): { compute: CellId[]; data: CellId[]; entries: CellId[] } | undefined {
  const inside = ctx.nodesInside(vpc.id);
  if (ctx.groups.some((g) => (g.kind === 'subnet' || g.kind === 'az') && ctx.isInside(g.id, vpc.id))) return undefined;
  const compute = inside.filter((n) => ctx.isKind(n.id, TIER_COMPUTE)).map((n) => n.id);
  const data = inside.filter((n) => ctx.isKind(n.id, DATA_KINDS)).map((n) => n.id);
  if (compute.length === 0 || data.length === 0) return undefined;
  const entries = inside.filter((n) => ctx.isKind(n.id, HTTP_ENTRY_KINDS) || ctx.kind(n.id) === 'nat').map((n) => n.id);
  return { compute, data, entries };
}

const flatNetwork: Rule = {
  id: 'flat_network',
  title: 'Application and data tiers share a network segment',
  pillar: 'security',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'general'],
  recommendation: 'Split the network into tiers: a private subnet for the application and a private data subnet for the databases (and a public subnet for load balancers).',
  anchors: ['waf:security', 'caf:network-segmentation', 'antipattern:flat-network'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const s of ctx.groupsOf('subnet')) {
      const compute = directChildren(ctx, s.id, TIER_COMPUTE);
      const data = directChildren(ctx, s.id, DATA_KINDS);
      if (compute.length === 0 || data.length === 0) continue;
      findings.push({ cells: [s.id, ...data], message: `${ctx.display(s.id)} holds both ${nameList(ctx, compute)} and ${nameList(ctx, data)}: the data tier is not separated.` });
    }
    for (const v of ctx.groupsOf('vpc')) {
      const flat = flatVpc(ctx, v);
      if (!flat) continue;
      findings.push({ cells: [v.id, ...flat.data], message: `${ctx.display(v.id)} has no subnets: ${nameList(ctx, flat.compute)} and ${nameList(ctx, flat.data)} share one flat network.` });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const anchor = ctx.group(f.cells[0]!)!;
    if (anchor.kind === 'subnet') {
      const data = directChildren(ctx, anchor.id, DATA_KINDS);
      const existing = privateSubnetsNear(ctx, data[0]!, 'data').find((g) => g.id !== anchor.id && (g.props['tier'] === 'data' || /\b(data|database|db)\b/.test(ctx.label(g.id).toLowerCase())));
      const target = existing?.id ?? fix.addGroup({ kind: 'subnet', label: 'Private data subnet', parent: anchor.parent, props: { public: false, tier: 'data' } });
      for (const id of data) fix.move(id, target);
      return fix.ops;
    }
    const flat = flatVpc(ctx, anchor)!;
    if (flat.entries.length > 0) {
      const pub = fix.addGroup({ kind: 'subnet', label: 'Public subnet', parent: anchor.id, props: { public: true, tier: 'public' } });
      for (const id of flat.entries) fix.move(id, pub);
    }
    const app = fix.addGroup({ kind: 'subnet', label: 'Private app subnet', parent: anchor.id, props: { public: false, tier: 'app' } });
    for (const id of flat.compute) fix.move(id, app);
    const data = fix.addGroup({ kind: 'subnet', label: 'Private data subnet', parent: anchor.id, props: { public: false, tier: 'data' } });
    for (const id of flat.data) fix.move(id, data);
    return fix.ops;
  },
};

/** Static frontends; a generic "Web App" shape counts only when its label says frontend. */
const FRONTEND_SERVICES = new Set(['aws.amplify', 'azure.static_web_apps', 'gcp.firebase']);
const DB_KINDS = new Set(['relational_db', 'nosql', 'data_warehouse', 'graph_db', 'search'] as const);

function isFrontend(ctx: ReviewContext, id: CellId): boolean {
  const service = ctx.serviceId(id);
  if (service && FRONTEND_SERVICES.has(service)) return true;
  return ctx.isKind(id, new Set(['web_app', 'vm', 'container_service'] as const)) && HINTS.frontend.test(ctx.text(id));
}

function frontendDbEdges(ctx: ReviewContext, id: CellId) {
  return ctx.out(id).filter((e) => ctx.isKind(e.target, DB_KINDS)).sort((a, b) => ctx.order(a.id) - ctx.order(b.id));
}

const API_KIND: Record<string, 'function' | 'microservice' | 'k8s_workload'> = { aws: 'function', azure: 'function', gcp: 'function', kubernetes: 'k8s_workload' };
const CARRIED = new Set(['secrets', 'cache', 'kms', 'identity', 'monitoring', 'logging', 'tracing'] as const);

const missingAppTier: Rule = {
  id: 'missing_app_tier',
  title: 'Frontend talks to the database directly',
  pillar: 'security',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'general'],
  recommendation: 'Put an API tier between the frontend and the database; the frontend calls the API, only the API reaches the data.',
  anchors: ['waf:security', 'antipattern:AP-SEC-002'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const n of ctx.nodes) {
      if (!isFrontend(ctx, n.id)) continue;
      const edges = frontendDbEdges(ctx, n.id);
      if (edges.length === 0) continue;
      findings.push({
        cells: [n.id, ...edges.map((e) => e.id)],
        message: `${ctx.display(n.id)} reads ${nameList(ctx, edges.map((e) => e.target))} directly, with no application tier in between.`,
      });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const front = f.cells[0]!;
    const [first, ...rest] = frontendDbEdges(ctx, front);
    const api = fix.service(API_KIND[ctx.provider] ?? 'microservice');
    const { id } = fix.insertBetween(first!.source, first!.target, { service: api.id, label: 'API', parent: ctx.parent(front), props: {} });
    for (const e of rest) {
      fix.disconnect(e.id);
      fix.connect(id, e.target, { label: e.label, props: e.props });
    }
    // The API takes over the frontend's credentials and cache, so nothing it inherits is lost.
    for (const e of ctx.out(front)) if (ctx.isKind(e.target, CARRIED)) fix.connect(id, e.target, { label: e.label, props: e.props });
    return fix.ops;
  },
};

const AUDIT = /cloudtrail|audit|activity log/;

const noAuditLogging: Rule = {
  id: 'no_audit_logging',
  title: 'No audit trail',
  pillar: 'security',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Add the provider audit log (CloudTrail, Activity Log, Cloud Audit Logs) with a sink to durable storage.',
  anchors: ['checkov:CKV_AWS_67', 'checkov:CKV_AZURE_37', 'checkov:CKV_GCP_105'],
  check(ctx) {
    if (ctx.nodes.some((n) => ctx.kind(n.id) === 'audit' || AUDIT.test(ctx.text(n.id)))) return [];
    const hinted = ctx.nodes.filter((n) => HINTS.production.test(ctx.text(n.id)) || HINTS.sensitive.test(ctx.text(n.id))).map((n) => n.id);
    const titled = HINTS.production.test(ctx.model.title.toLowerCase()) || HINTS.sensitive.test(ctx.model.title.toLowerCase());
    if (hinted.length === 0 && !titled) return [];
    const cells = hinted.length > 0 ? hinted : ctx.nodes.filter((n) => n.service !== null).slice(0, 1).map((n) => n.id);
    if (cells.length === 0) return [];
    return [{ cells, key: 'diagram', message: `This production or regulated workload has no audit trail of who changed what (${nameList(ctx, cells)}).` }];
  },
  fix(ctx) {
    const fix = new FixBuilder(ctx, this.id);
    fix.addService('audit', { parent: sharedServicesParent(ctx) });
    return fix.ops;
  },
};

const FLOW_LOG_SERVICES: Partial<Record<string, { id: string; label: string }>> = {
  aws: { id: 'aws.flow_logs', label: 'VPC Flow Logs' },
  azure: { id: 'azure.network_watcher', label: 'VNet flow logs' },
  gcp: { id: 'gcp.cloud_logging', label: 'VPC Flow Logs' },
};

function hasFlowLogs(ctx: ReviewContext, vpc: ModelGroup): boolean {
  if (states(vpc.props, 'flow_logs', ctx.text(vpc.id), HINTS.flowLogs)) return true;
  const isFlowLog = (id: CellId): boolean => ctx.serviceId(id) === 'aws.flow_logs' || ctx.serviceId(id) === 'azure.network_watcher' || HINTS.flowLogs.test(ctx.text(id));
  return ctx.nodesInside(vpc.id).some((n) => isFlowLog(n.id)) || ctx.neighbours(vpc.id).some(isFlowLog);
}

const noFlowLogs: Rule = {
  id: 'no_flow_logs',
  title: 'VPC flow logs',
  pillar: 'security',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Turn on flow logs for the network and send them to the log service.',
  anchors: ['checkov:CKV2_AWS_11', 'checkov:CKV_AZURE_12', 'checkov:CKV_GCP_26'],
  check(ctx) {
    return ctx.groupsOf('vpc')
      .filter((v) => !ctx.ancestors(v.id).some((a) => a.kind === 'vpc') && !hasFlowLogs(ctx, v))
      .map((v) => ({ cells: [v.id], message: `${ctx.display(v.id)} has no flow logs: network traffic cannot be audited or investigated.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const vpc = f.cells[0]!;
    fix.setProp(vpc, 'flow_logs', true);
    const service = FLOW_LOG_SERVICES[ctx.provider]!;
    fix.addNode({ service: service.id, label: service.label, parent: vpc });
    return fix.ops;
  },
};

export const SECURITY_NETWORK_RULES: readonly Rule[] = [flatNetwork, missingAppTier, noAuditLogging, noFlowLogs];
