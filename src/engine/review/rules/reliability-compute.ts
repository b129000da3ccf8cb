import type { CellId } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { COMPUTE_KINDS, DATASTORE_KINDS, HTTP_ENTRY_KINDS, INTERNET_SOURCE_KINDS, MANAGED_FRONTENDS, STORAGE_KINDS, TRANSPARENT_KINDS } from '../kinds.js';
import { privateSubnetsNear } from '../placement.js';
import { flag, HINTS, num, states } from '../text.js';
import type { Finding, Rule } from '../types.js';
import { autoscales, isAdminEdge, isBastion, isScaled, isServer, nameList } from './common.js';

/** Reliability: compute that survives instance and zone failures. */

const WORKLOAD_DATA = new Set([...COMPUTE_KINDS, ...DATASTORE_KINDS, ...STORAGE_KINDS]);

function zonalWorkloads(ctx: ReviewContext, az: CellId): CellId[] {
  return ctx.nodesInside(az).filter((n) => ctx.isKind(n.id, WORKLOAD_DATA)).map((n) => n.id);
}

function nextZoneLabel(label: string): string {
  const m = /^(.*?)([0-9]+|[a-f])$/i.exec(label.trim());
  if (!m) return 'Availability Zone 2';
  const last = m[2]!;
  const next = /[0-9]+/.test(last) ? String(Number(last) + 1) : String.fromCharCode(last.charCodeAt(0) + 1);
  return `${m[1]}${next}`;
}

const singleAz: Rule = {
  id: 'single_az',
  title: 'Single availability zone',
  pillar: 'reliability',
  severity: 'high',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Add a second availability zone with the same subnets and run the workloads across both zones (Multi-AZ).',
  anchors: ['waf:reliability', 'psrule:Azure.AppGw.AvailabilityZone', 'checkov:CKV_AWS_157'],
  check(ctx) {
    const zones = ctx.groupsOf('az');
    if (zones.length !== 1) return [];
    const az = zones[0]!;
    const workloads = zonalWorkloads(ctx, az.id);
    if (workloads.length === 0 || workloads.every((id) => flag(ctx.props(id)['multi_az']) === true)) return [];
    return [{ cells: [az.id, ...workloads], message: `Everything runs in one availability zone (${ctx.display(az.id)}): a zone outage takes ${nameList(ctx, workloads)} down.` }];
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const az = ctx.group(f.cells[0]!)!;
    const second = fix.addGroup({ kind: 'az', label: nextZoneLabel(ctx.display(az.id)), parent: az.parent, props: { ...az.props } });
    for (const child of ctx.children(az.id)) {
      const g = ctx.group(child);
      if (g?.kind === 'subnet') fix.addGroup({ kind: 'subnet', label: g.label, parent: second, props: { ...g.props } });
    }
    for (const id of zonalWorkloads(ctx, az.id)) fix.setProp(id, 'multi_az', true);
    return fix.ops;
  },
};

/** Whether a node receives requests: from an entry point, a Kubernetes service or the internet. */
function servesTraffic(ctx: ReviewContext, id: CellId): boolean {
  return ctx.in(id).some((e) => ctx.isKind(e.source, HTTP_ENTRY_KINDS) || ctx.isKind(e.source, INTERNET_SOURCE_KINDS) ||
    ctx.isKind(e.source, TRANSPARENT_KINDS) || ctx.kind(e.source) === 'k8s_service');
}

/** Another node of the same service fed by one of the same sources (web-1, web-2 behind one ALB). */
function hasTwin(ctx: ReviewContext, id: CellId): boolean {
  const sources = new Set(ctx.in(id).map((e) => e.source));
  return [...sources].some((s) => ctx.out(s).some((e) => e.target !== id && ctx.serviceId(e.target) === ctx.serviceId(id)));
}

const REPLICA_LABEL = /^x ?1$|\breplicas?:? ?1\b/;

function singleInstance(ctx: ReviewContext, id: CellId): boolean {
  if (ctx.kind(id) === 'k8s_workload') {
    const replicas = num(ctx.props(id)['replicas']);
    return replicas !== undefined ? replicas < 2 : REPLICA_LABEL.test(ctx.label(id).toLowerCase());
  }
  if (!isServer(ctx, id) || ctx.kind(id) === 'k8s_cluster' || ctx.kind(id) === 'autoscaling_group' || ctx.kind(id) === 'container_service') return false;
  if (ctx.kind(id) === 'pod' && ctx.in(id).some((e) => ctx.kind(e.source) === 'k8s_workload')) return false;
  return servesTraffic(ctx, id) && !isScaled(ctx, id) && !hasTwin(ctx, id);
}

const singleInstanceSpof: Rule = {
  id: 'single_instance_spof',
  title: 'Single instance (single point of failure)',
  pillar: 'reliability',
  severity: 'high',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Run at least two instances behind the load balancer, in an auto scaling group / scale set / replicated deployment.',
  anchors: ['waf:reliability', 'checkov:CKV_K8S_replicas', 'psrule:Azure.VMSS.ZoneBalance'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const n of ctx.nodes) {
      if (isBastion(ctx, n.id) || !singleInstance(ctx, n.id)) continue;
      findings.push({ cells: [n.id], message: `${ctx.display(n.id)} runs as a single instance: when it fails, what it serves is down.` });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    fix.setProp(id, 'replicas', 2);
    if (ctx.kind(id) === 'k8s_workload') {
      if (/^x ?1$/i.test(ctx.label(id))) fix.rename(id, 'x2');
    } else {
      fix.setProp(id, 'autoscaling', true);
    }
    return fix.ops;
  },
};

/** Requests reach it: from an entry point, a Kubernetes service, or straight from the internet. */
function servesRequests(ctx: ReviewContext, id: CellId): boolean {
  if (ctx.in(id).some((e) => ctx.isKind(e.source, HTTP_ENTRY_KINDS) || ctx.kind(e.source) === 'k8s_service')) return true;
  return (ctx.exposure.frontline.get(id) ?? []).some((e) => !isAdminEdge(ctx, e));
}

/** Services that scale on their own (serverless, PaaS with built-in autoscale). */
const SELF_SCALING = new Set([...MANAGED_FRONTENDS, 'aws.amplify', 'azure.static_web_apps', 'gcp.firebase', 'gcp.app_engine', 'aws.elastic_beanstalk', 'general.web_frontend']);
const SCALABLE = new Set(['container_service', 'web_app', 'k8s_workload', 'vm', 'microservice'] as const);

const noAutoscaling: Rule = {
  id: 'no_autoscaling',
  title: 'No autoscaling',
  pillar: 'reliability',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'kubernetes'],
  recommendation: 'Scale the service automatically (target tracking, autoscale rules, HPA) with a minimum of two instances.',
  anchors: ['waf:reliability', 'psrule:Azure.AppService.MinInstanceCount', 'checkov:CKV_AWS_315'],
  check(ctx) {
    return ctx.nodes
      .filter((n) => ctx.isKind(n.id, SCALABLE) && !SELF_SCALING.has(n.service ?? '') && !isBastion(ctx, n.id))
      .filter((n) => servesRequests(ctx, n.id))
      .filter((n) => !autoscales(ctx, n.id))
      .map((n) => ({ cells: [n.id], message: `${ctx.display(n.id)} serves requests with a fixed capacity: load spikes overwhelm it.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    fix.setProp(f.cells[0]!, 'autoscaling', true);
    if ((num(ctx.props(f.cells[0]!)['replicas']) ?? 0) < 2) fix.setProp(f.cells[0]!, 'replicas', 2);
    return fix.ops;
  },
};

const PROBES = /probe|liveness|readiness|health ?check/;

const noHealthChecks: Rule = {
  id: 'no_health_checks',
  title: 'Health probes',
  pillar: 'reliability',
  severity: 'low',
  providers: ['kubernetes', 'aws', 'azure', 'gcp'],
  recommendation: 'Give the workload liveness and readiness probes so traffic only reaches healthy pods.',
  anchors: ['checkov:CKV_K8S_8', 'checkov:CKV_K8S_9', 'waf:reliability'],
  check(ctx) {
    return ctx.nodesOf(new Set(['k8s_workload', 'pod']))
      .filter((n) => ctx.in(n.id).some((e) => ctx.kind(e.source) === 'k8s_service' || ctx.isKind(e.source, HTTP_ENTRY_KINDS)))
      .filter((n) => !states(n.props, 'probes', ctx.text(n.id), PROBES))
      .map((n) => ({ cells: [n.id], message: `${ctx.display(n.id)} receives traffic with no liveness or readiness probe.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    fix.setProp(f.cells[0]!, 'probes', true);
    return fix.ops;
  },
};

const BACKEND_KINDS = new Set([...COMPUTE_KINDS, 'k8s_service', 'ingress', 'load_balancer', 'api_gateway', 'ml_endpoint', 'object_storage'] as const);

function hasTargets(ctx: ReviewContext, id: CellId): boolean {
  if (ctx.out(id).length > 0) return true;
  return ctx.in(id).some((e) => ctx.isKind(e.source, BACKEND_KINDS) && !ctx.isKind(e.source, HTTP_ENTRY_KINDS));
}

/**
 * The backend a load balancer most likely serves: compute near it that already scales (so
 * routing traffic to it does not create a single point of failure), nearest first.
 */
function likelyBackend(ctx: ReviewContext, lb: CellId): CellId | undefined {
  const mine = new Set(ctx.ancestors(lb).map((g) => g.id));
  const distance = (id: CellId): number => {
    const shared = ctx.ancestors(id).findIndex((g) => mine.has(g.id));
    return shared === -1 ? 99 : shared;
  };
  const named = (id: CellId): number => Number(/web|app|api|front/.test(ctx.text(id)));
  return ctx.nodes
    .filter((n) => n.id !== lb && ctx.isKind(n.id, BACKEND_CANDIDATES))
    .filter((n) => ctx.isKind(n.id, ALWAYS_SAFE) || SELF_SCALING.has(n.service ?? '') || (autoscales(ctx, n.id) && isScaled(ctx, n.id)))
    .sort((a, b) => distance(a.id) - distance(b.id) || named(b.id) - named(a.id) || ctx.order(a.id) - ctx.order(b.id))[0]?.id;
}

const BACKEND_CANDIDATES = new Set(['k8s_service', 'function', 'web_app', 'container_service', 'microservice', 'vm', 'k8s_workload', 'autoscaling_group'] as const);
const ALWAYS_SAFE = new Set(['k8s_service', 'function', 'autoscaling_group'] as const);

const lbNoTargets: Rule = {
  id: 'lb_no_targets',
  title: 'Load balancer without backends',
  pillar: 'reliability',
  // Traffic sent to a balancer with no targets fails outright: an outage, not a degradation.
  severity: 'high',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Connect the load balancer to the compute it serves (target group / backend pool).',
  anchors: ['waf:reliability', 'checkov:CKV2_AWS_lb_targets'],
  check(ctx) {
    return ctx.nodesOf(new Set(['load_balancer', 'ingress']))
      .filter((n) => ctx.appDegree(n.id) > 0 && !hasTargets(ctx, n.id))
      .map((n) => ({ cells: [n.id], message: `${ctx.display(n.id)} receives traffic but routes it to no backend.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const lb = f.cells[0]!;
    const backend = likelyBackend(ctx, lb);
    if (backend) {
      fix.connect(lb, backend);
      return fix.ops;
    }
    const parent = privateSubnetsNear(ctx, lb, 'app')[0]?.id ?? (ctx.inPublicSubnet(lb)?.parent ?? ctx.parent(lb));
    const server = fix.service(ctx.provider === 'kubernetes' ? 'k8s_workload' : 'vm');
    const added = fix.addNode({ service: server.id, label: 'App servers', parent, props: { replicas: 2, autoscaling: true, probes: true } });
    fix.connect(lb, added);
    return fix.ops;
  },
};

const serverlessApiNoThrottling: Rule = {
  id: 'serverless_api_no_throttling',
  title: 'API without throttling',
  pillar: 'reliability',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Set throttling / rate limits on the API (usage plans, rate-limit policy, quotas) to protect the backends.',
  anchors: ['checkov:CKV_AWS_120', 'psrule:Azure.APIM.RateLimit', 'waf:reliability'],
  check(ctx) {
    return ctx.nodesOf(new Set(['api_gateway']))
      .filter((n) => ctx.exposure.frontline.has(n.id) && !states(n.props, 'throttling', ctx.text(n.id), HINTS.throttling))
      .map((n) => ({ cells: [n.id], message: `${ctx.display(n.id)} is open to the internet with no throttling or rate limit.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    fix.setProp(f.cells[0]!, 'throttling', true);
    return fix.ops;
  },
};

const k8sNoResourceLimitsOrPdb: Rule = {
  id: 'k8s_no_resource_limits_or_pdb',
  title: 'Resource limits and disruption budget',
  pillar: 'reliability',
  severity: 'info',
  providers: ['kubernetes'],
  recommendation: 'Set CPU/memory requests and limits and a PodDisruptionBudget on the workload.',
  anchors: ['checkov:CKV_K8S_10', 'checkov:CKV_K8S_11', 'checkov:CKV_K8S_12', 'checkov:CKV_K8S_13'],
  check(ctx) {
    return ctx.nodesOf(new Set(['k8s_workload']))
      .filter((n) => !states(n.props, 'resource_limits', ctx.text(n.id), /limits|requests|\bpdb\b|disruption/))
      .map((n) => ({ cells: [n.id], message: `${ctx.display(n.id)} has no resource limits or disruption budget.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    fix.setProp(f.cells[0]!, 'resource_limits', true);
    fix.setProp(f.cells[0]!, 'pdb', true);
    return fix.ops;
  },
};

export const RELIABILITY_COMPUTE_RULES: readonly Rule[] = [
  singleAz, singleInstanceSpof, noAutoscaling, noHealthChecks, lbNoTargets, serverlessApiNoThrottling, k8sNoResourceLimitsOrPdb,
];
