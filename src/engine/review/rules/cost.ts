import type { CellId } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { COMPUTE_KINDS, HTTP_ENTRY_KINDS } from '../kinds.js';
import { HINTS, states } from '../text.js';
import type { Rule } from '../types.js';
import { nameList, securedEdge } from './common.js';

/** Cost optimisation. */

const GATEWAY_ENDPOINT_SERVICES = new Set(['aws.s3', 'aws.dynamodb']);
const PRIVATE_ACCESS = /private (endpoint|link)|privatelink|vpc endpoint|gateway endpoint/;

function natBoundClients(ctx: ReviewContext, target: CellId): CellId[] {
  return ctx.in(target).filter((e) => ctx.isKind(e.source, COMPUTE_KINDS) && ctx.vpcOf(e.source) !== undefined).map((e) => e.source);
}

const natForAwsServiceTraffic: Rule = {
  id: 'nat_for_aws_service_traffic',
  title: 'S3/DynamoDB traffic through the NAT gateway',
  pillar: 'cost',
  severity: 'low',
  providers: ['aws'],
  recommendation: 'Add a gateway VPC endpoint for S3/DynamoDB (free) so that traffic does not pay NAT gateway processing charges.',
  anchors: ['waf:cost-optimization', 'aws:vpc-gateway-endpoints'],
  check(ctx) {
    if (!ctx.hasAny(new Set(['nat']))) return [];
    return ctx.nodes
      .filter((n) => GATEWAY_ENDPOINT_SERVICES.has(n.service ?? '') && !ctx.vpcOf(n.id))
      .filter((n) => !states(n.props, 'private_endpoint', ctx.text(n.id), PRIVATE_ACCESS) && !ctx.neighbours(n.id).some((m) => ctx.kind(m) === 'private_endpoint'))
      .map((n) => ({ n, clients: natBoundClients(ctx, n.id) }))
      .filter(({ clients }) => clients.length > 0)
      .map(({ n, clients }) => ({
        cells: [n.id, ...clients],
        message: `${nameList(ctx, clients)} reach${clients.length === 1 ? 'es' : ''} ${ctx.display(n.id)} through the NAT gateway, paying per-GB processing for free AWS traffic.`,
      }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const target = f.cells[0]!;
    fix.setProp(target, 'private_endpoint', true);
    const client = natBoundClients(ctx, target)[0]!;
    const endpoint = fix.addNode({ service: 'aws.vpc_endpoint', label: `Gateway endpoint (${ctx.service(target)?.short ?? 'S3'})`, parent: ctx.vpcOf(client)!.id });
    fix.connect(endpoint, target, { label: 'gateway endpoint' });
    return fix.ops;
  },
};

const PREVIOUS_GENERATION: Array<[RegExp, string]> = [
  [/\bt2\.(?=\w)/g, 't3.'], [/\bm[34]\.(?=\w)/g, 'm6i.'], [/\bc[34]\.(?=\w)/g, 'c6i.'], [/\br[34]\.(?=\w)/g, 'r6i.'],
  [/\bi2\.(?=\w)/g, 'i4i.'], [/\bd2\.(?=\w)/g, 'd3.'], [/\bgp2\b/g, 'gp3'], [/\bStandard_A(\d+)\b/g, 'Standard_D$1s_v5'],
  [/\bBasic_A(\d+)\b/g, 'Standard_B$1s'], [/\bn1-(standard|highmem|highcpu)/g, 'n2-$1'],
];
const SIZED = /\b(t2|m3|m4|c3|c4|r3|r4|i2|d2)\.\w+|\bgp2\b|\bstandard_a\d+|\bbasic_a\d+|\bn1-(standard|highmem|highcpu)/i;

function modernised(text: string): string {
  return PREVIOUS_GENERATION.reduce((t, [pattern, next]) => t.replace(pattern, next), text);
}

const prevGen: Rule = {
  id: 'prev_gen_or_overprovisioned',
  title: 'Previous-generation instance or volume types',
  pillar: 'cost',
  severity: 'info',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Move to the current generation (t3/m6i/c6i/r6i, gp3, Dsv5, N2): more performance per dollar.',
  anchors: ['waf:cost-optimization', 'checkov:CKV_AWS_gp3'],
  check(ctx) {
    return ctx.nodes
      .filter((n) => SIZED.test(n.label) || Object.values(n.props).some((v) => typeof v === 'string' && SIZED.test(v)))
      .map((n) => ({ cells: [n.id], message: `${ctx.display(n.id)} uses a previous-generation type.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const node = ctx.node(f.cells[0]!)!;
    fix.rename(node.id, modernised(node.label));
    for (const [key, value] of Object.entries(node.props)) if (typeof value === 'string' && SIZED.test(value)) fix.setProp(node.id, key, modernised(value));
    return fix.ops;
  },
};

const LIFECYCLE_CANDIDATES = /\blogs?\b|backup|archive|\braw\b|\blake\b|bronze|history|events|audit/;

const noLifecyclePolicy: Rule = {
  id: 'no_lifecycle_policy',
  title: 'Storage lifecycle policy',
  pillar: 'cost',
  severity: 'info',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Add a lifecycle policy that moves ageing objects to cheaper tiers (Intelligent-Tiering/Glacier, cool/archive, Nearline/Coldline).',
  anchors: ['checkov:CKV2_AWS_61', 'waf:cost-optimization'],
  check(ctx) {
    return ctx.nodes
      .filter((n) => ctx.kind(n.id) === 'data_lake' || (ctx.kind(n.id) === 'object_storage' && LIFECYCLE_CANDIDATES.test(ctx.text(n.id))))
      .filter((n) => !states(n.props, 'lifecycle', ctx.text(n.id), HINTS.lifecycle))
      .map((n) => ({ cells: [n.id], message: `${ctx.display(n.id)} keeps every object in the most expensive storage tier.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    fix.setProp(f.cells[0]!, 'lifecycle', true);
    return fix.ops;
  },
};

function exposedServices(ctx: ReviewContext): CellId[] {
  return [...ctx.exposure.frontline.keys()].filter((id) => ctx.kind(id) === 'k8s_service').sort((a, b) => ctx.order(a) - ctx.order(b));
}

const k8sIngressPerServiceLb: Rule = {
  id: 'k8s_ingress_per_service_lb',
  title: 'One load balancer per Kubernetes service',
  pillar: 'cost',
  severity: 'medium',
  providers: ['kubernetes', 'aws', 'azure', 'gcp'],
  recommendation: 'Expose the services through one Ingress (with TLS and a WAF) routing to internal ClusterIP services, instead of a load balancer each.',
  anchors: ['waf:cost-optimization', 'checkov:CKV_K8S_ServiceLoadBalancer'],
  check(ctx) {
    if (ctx.nodes.some((n) => ctx.isKind(n.id, HTTP_ENTRY_KINDS) && n.service?.startsWith('kubernetes.'))) return [];
    const services = exposedServices(ctx);
    if (services.length < 2) return [];
    return [{ cells: services, key: 'diagram', message: `${nameList(ctx, services)} are each exposed to the internet with their own load balancer.` }];
  },
  fix(ctx) {
    const fix = new FixBuilder(ctx, this.id);
    const services = exposedServices(ctx);
    const ingress = fix.addNode({ service: 'kubernetes.ingress', label: 'Ingress', parent: ctx.parent(services[0]!), props: { waf: true, access_logs: true } });
    const linked = new Set<CellId>();
    for (const svc of services) {
      for (const e of ctx.exposure.frontline.get(svc) ?? []) {
        fix.disconnect(e.id);
        if (!linked.has(e.source)) fix.connect(e.source, ingress, securedEdge(e.label, e.props));
        linked.add(e.source);
      }
      fix.connect(ingress, svc, { label: '', props: {} });
    }
    return fix.ops;
  },
};

const PUBLIC_IPS = new Set(['aws.elastic_ip', 'azure.public_ip']);

const unattachedPublicIp: Rule = {
  id: 'unattached_public_ip',
  title: 'Unattached public IP address',
  pillar: 'cost',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Release the public IP address: it is billed while attached to nothing.',
  anchors: ['waf:cost-optimization', 'aws:trusted-advisor-unassociated-eip'],
  check(ctx) {
    if (!ctx.hasAppEdges()) return [];
    return ctx.nodes
      .filter((n) => (PUBLIC_IPS.has(n.service ?? '') || (ctx.kind(n.id) === 'network_misc' && /elastic ip|public ip|static ip/.test(ctx.text(n.id)))) && ctx.degree(n.id) === 0)
      .map((n) => ({ cells: [n.id], message: `${ctx.display(n.id)} is attached to nothing but is still billed.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    fix.remove(f.cells[0]!);
    return fix.ops;
  },
};

const logRetentionUnset: Rule = {
  id: 'log_retention_unset',
  title: 'Log retention',
  pillar: 'cost',
  severity: 'info',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Set a retention period on the logs (for example 30 days hot, then archive) instead of keeping them forever.',
  anchors: ['checkov:CKV_AWS_66', 'checkov:CKV_AWS_338', 'waf:cost-optimization'],
  check(ctx) {
    return ctx.nodesOf(new Set(['logging']))
      .filter((n) => n.service !== 'aws.flow_logs' && n.service !== 'azure.network_watcher' && !HINTS.flowLogs.test(ctx.text(n.id)))
      .filter((n) => n.props['retention_days'] === undefined && !/retention|\d+ ?days/.test(ctx.text(n.id)))
      .map((n) => ({ cells: [n.id], message: `${ctx.display(n.id)} keeps logs with no retention limit.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    fix.setProp(f.cells[0]!, 'retention_days', 30);
    return fix.ops;
  },
};

export const COST_RULES: readonly Rule[] = [natForAwsServiceTraffic, prevGen, noLifecyclePolicy, k8sIngressPerServiceLb, unattachedPublicIp, logRetentionUnset];
