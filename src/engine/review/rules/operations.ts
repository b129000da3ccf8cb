import type { CellId } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { COMPUTE_KINDS, CROSS_CUTTING_KINDS, DATASTORE_KINDS, HTTP_ENTRY_KINDS, STORAGE_KINDS } from '../kinds.js';
import { sharedServicesParent } from '../placement.js';
import { components, framesLeftEmpty, MIN_COMPONENTS, PLUMBING } from '../structure.js';
import { states } from '../text.js';
import type { Rule } from '../types.js';
import { isSecondary, nameList } from './common.js';
import { hubs } from './security-perimeter.js';
import { clusters } from './security-k8s.js';

/** Operational excellence: seeing, tracing and shipping what runs. */

function isOrphan(ctx: ReviewContext, id: CellId): boolean {
  const kind = ctx.kind(id);
  if (!kind || CROSS_CUTTING_KINDS.has(kind) || PLUMBING.has(kind as never) || ctx.degree(id) > 0) return false;
  if (ctx.ancestors(id).some((g) => ctx.degree(g.id) > 0)) return false;
  return !ctx.overlaysOf(id).some((g) => ctx.degree(g.id) > 0);
}

const orphanedNode: Rule = {
  id: 'orphaned_node',
  title: 'Unconnected component',
  pillar: 'operational_excellence',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Remove the component (and a box it leaves empty): nothing connects to it. (If something uses it, connect it instead and the warning goes away.)',
  anchors: ['waf:operational-excellence'],
  check(ctx) {
    // In a diagram this small, removing a part would leave it too small to review (shared services
    // added by other fixes do not change that).
    if (!ctx.hasAppEdges() || components(ctx).filter((id) => !ctx.isCrossCutting(id)).length <= MIN_COMPONENTS) return [];
    return ctx.nodes
      .filter((n) => isOrphan(ctx, n.id))
      .map((n) => ({ cells: [n.id], message: `${ctx.display(n.id)} is not connected to anything.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const frames = framesLeftEmpty(ctx, f.cells[0]!);
    fix.remove(f.cells[0]!);
    if (frames.length > 0) fix.remove(frames.at(-1)!);
    return fix.ops;
  },
};

const OBSERVABILITY = new Set(['monitoring', 'logging', 'tracing'] as const);
const MONITORING_WORDS = /monitor|prometheus|grafana|datadog|new relic|cloudwatch|observab|dynatrace|splunk|elastic apm/;

const noMonitoring: Rule = {
  id: 'no_monitoring',
  title: 'Monitoring and alerting',
  pillar: 'operational_excellence',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Add the provider\'s monitoring service (CloudWatch, Azure Monitor, Cloud Monitoring, Prometheus) for metrics, logs and alarms.',
  anchors: ['waf:operational-excellence', 'checkov:CKV_AWS_126', 'psrule:Azure.AppInsights.Workspace'],
  check(ctx) {
    if (ctx.hasAny(OBSERVABILITY) || ctx.nodes.some((n) => MONITORING_WORDS.test(ctx.text(n.id)))) return [];
    const workloads = ctx.nodes.filter((n) => ctx.isKind(n.id, COMPUTE_KINDS) || ctx.isKind(n.id, DATASTORE_KINDS)).map((n) => n.id);
    // A dead-letter or standby copy makes no diagram big enough to review on its own.
    if (workloads.length === 0 || ctx.nodes.filter((n) => n.service !== null && !isSecondary(ctx, n.id)).length < 3) return [];
    return [{ cells: workloads, key: 'diagram', message: `Nothing monitors ${nameList(ctx, workloads)}: failures and slowdowns go unnoticed.` }];
  },
  fix(ctx) {
    const fix = new FixBuilder(ctx, this.id);
    fix.addService('monitoring', { parent: sharedServicesParent(ctx) });
    return fix.ops;
  },
};

const TRACED = new Set(['function', 'container_service', 'microservice', 'k8s_workload', 'web_app'] as const);
const TRACING_WORDS = /x-?ray|jaeger|zipkin|opentelemetry|\botel\b|tempo|insights|tracing|\btrace\b/;

const noTracing: Rule = {
  id: 'no_tracing',
  title: 'Distributed tracing',
  pillar: 'operational_excellence',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp', 'kubernetes'],
  recommendation: 'Add distributed tracing (X-Ray, Application Insights, Cloud Trace, OpenTelemetry) across the services.',
  anchors: ['waf:operational-excellence', 'checkov:CKV_AWS_50', 'checkov:CKV_AWS_73'],
  check(ctx) {
    if (ctx.nodes.some((n) => ctx.kind(n.id) === 'tracing' || TRACING_WORDS.test(ctx.text(n.id)))) return [];
    const set = new Set(ctx.nodesOf(TRACED).map((n) => n.id));
    const calling = new Set<CellId>();
    for (const e of ctx.edges) {
      if (set.has(e.source) && set.has(e.target)) calling.add(e.source).add(e.target);
    }
    const services = [...calling].sort((a, b) => ctx.order(a) - ctx.order(b));
    if (services.length < 3) return [];
    return [{ cells: services, key: 'diagram', message: `Requests cross ${nameList(ctx, services)} with no distributed tracing to follow them.` }];
  },
  fix(ctx) {
    const fix = new FixBuilder(ctx, this.id);
    fix.addService('tracing', { parent: sharedServicesParent(ctx) });
    return fix.ops;
  },
};

const noAccessLogs: Rule = {
  id: 'no_access_logs',
  title: 'Access logs on entry points',
  pillar: 'operational_excellence',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Turn on access logging for the entry point (to a log bucket, Log Analytics or Cloud Logging).',
  anchors: ['checkov:CKV_AWS_91', 'checkov:CKV_AWS_86', 'checkov:CKV_AWS_76', 'psrule:Azure.AppGw.Diagnostics'],
  check(ctx) {
    return [...ctx.exposure.frontline.keys()]
      .filter((id) => ctx.isKind(id, HTTP_ENTRY_KINDS))
      .filter((id) => !states(ctx.props(id), 'access_logs', ctx.text(id), /access log/) && !ctx.neighbours(id).some((n) => ctx.kind(n) === 'logging'))
      .sort((a, b) => ctx.order(a) - ctx.order(b))
      .map((id) => ({ cells: [id], message: `${ctx.display(id)} keeps no access logs of the requests it receives.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    fix.setProp(f.cells[0]!, 'access_logs', true);
    return fix.ops;
  },
};

const k8sNoRegistry: Rule = {
  id: 'k8s_no_registry',
  title: 'No private container registry',
  pillar: 'operational_excellence',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp', 'kubernetes'],
  recommendation: 'Add a private container registry (ECR, ACR, Artifact Registry) the cluster pulls its images from.',
  anchors: ['waf:operational-excellence', 'psrule:Azure.AKS.ContainerRegistry'],
  check(ctx) {
    if (ctx.nodes.some((n) => ctx.kind(n.id) === 'registry' || /registry|harbor/.test(ctx.text(n.id)))) return [];
    const found = clusters(ctx);
    const anchor = found[0] ?? (ctx.provider === 'kubernetes' ? ctx.nodesOf(new Set(['k8s_workload']))[0]?.id : undefined);
    if (!anchor) return [];
    return [{ cells: [anchor], key: 'diagram', message: `${ctx.display(anchor)} has no private container registry to pull its images from.` }];
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const registry = fix.addService('registry', { parent: sharedServicesParent(ctx) });
    fix.connect(registry, f.cells[0]!, { label: 'image pull' });
    return fix.ops;
  },
};

const CICD_WORDS = /pipeline|ci\/cd|\bci\b|github actions|argo ?cd|jenkins|gitlab|flux|codebuild|cloud build/;

const noCiCd: Rule = {
  id: 'no_ci_cd',
  title: 'No delivery pipeline',
  pillar: 'operational_excellence',
  severity: 'info',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Add a CI/CD pipeline that builds, tests and deploys the services (CodePipeline, Azure Pipelines, Cloud Build, Argo CD).',
  anchors: ['waf:operational-excellence'],
  check(ctx) {
    if (ctx.nodes.some((n) => ctx.kind(n.id) === 'ci_cd' || CICD_WORDS.test(ctx.text(n.id)))) return [];
    const services = ctx.nodesOf(COMPUTE_KINDS).map((n) => n.id);
    const platform = ctx.model.diagramType === 'microservices' || clusters(ctx).length > 0 || services.length >= 4;
    if (!platform || services.length === 0) return [];
    return [{ cells: services, key: 'diagram', message: `${nameList(ctx, services)} ${services.length === 1 ? 'has' : 'have'} no CI/CD pipeline to build and deploy ${services.length === 1 ? 'it' : 'them'}.` }];
  },
  fix(ctx) {
    const fix = new FixBuilder(ctx, this.id);
    const pipeline = fix.addService('ci_cd', { parent: sharedServicesParent(ctx) });
    const registry = ctx.nodes.find((n) => ctx.kind(n.id) === 'registry');
    if (registry) fix.connect(pipeline, registry.id, { label: 'push image' });
    return fix.ops;
  },
};

const LAKE_WORDS = /\blake\b|bronze|silver|\bgold\b|\braw\b|curated/;
const CATALOG_WORDS = /catalog|purview|dataplex|lake formation/;

const dataLakeNoCatalog: Rule = {
  id: 'data_lake_no_catalog',
  title: 'Data lake without a catalog',
  pillar: 'operational_excellence',
  severity: 'info',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Add a data catalog and governance service (Glue Data Catalog / Lake Formation, Purview, Dataplex) over the lake.',
  anchors: ['waf:operational-excellence', 'caf:data-governance'],
  check(ctx) {
    if (ctx.nodes.some((n) => ctx.kind(n.id) === 'data_catalog' || CATALOG_WORDS.test(ctx.text(n.id)))) return [];
    const lakes = ctx.nodes.filter((n) => ctx.kind(n.id) === 'data_lake' || (ctx.isKind(n.id, STORAGE_KINDS) && LAKE_WORDS.test(ctx.text(n.id)))).map((n) => n.id);
    if (lakes.length === 0) return [];
    return [{ cells: lakes, key: 'diagram', message: `${nameList(ctx, lakes)} ${lakes.length === 1 ? 'has' : 'have'} no data catalog: datasets are hard to find and govern.` }];
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const catalog = fix.addService('data_catalog', { parent: sharedServicesParent(ctx) });
    for (const lake of f.cells) if (ctx.node(lake)) fix.connect(catalog, lake, { label: 'catalogs' });
    return fix.ops;
  },
};

const BASTION_WORDS = /bastion|jump ?(box|host)|session manager|\biap\b/;

const hubSpokeNoBastion: Rule = {
  id: 'hub_spoke_no_bastion_or_gateway',
  title: 'Hub without a managed admin access',
  pillar: 'operational_excellence',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Add a managed bastion (Azure Bastion, Session Manager, IAP) in the hub to administer the spoke VMs.',
  anchors: ['caf:hub-spoke', 'psrule:Azure.Bastion'],
  check(ctx) {
    if (!ctx.hasAny(new Set(['vm']))) return [];
    if ([...ctx.nodes, ...ctx.groups].some((c) => ctx.kind(c.id) === 'bastion' || BASTION_WORDS.test(ctx.text(c.id)))) return [];
    return hubs(ctx).map((hub) => ({ cells: [hub], message: `${ctx.display(hub)} has no managed bastion to administer the virtual machines in the spokes.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const hub = f.cells[0]!;
    const isGroup = ctx.group(hub) !== undefined;
    const bastion = fix.addService('bastion', { parent: isGroup ? hub : ctx.parent(hub) });
    if (!isGroup) fix.connect(hub, bastion, { label: 'admin access' });
    return fix.ops;
  },
};

export const OPERATIONS_RULES: readonly Rule[] = [
  orphanedNode, noMonitoring, noTracing, noAccessLogs, k8sNoRegistry, noCiCd, dataLakeNoCatalog, hubSpokeNoBastion,
];
