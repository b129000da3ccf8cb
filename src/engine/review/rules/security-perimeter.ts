import type { CellId, ModelEdge } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { COMPUTE_KINDS, HTTP_ENTRY_KINDS, HUMAN_KINDS, L4_BALANCERS, ML_KINDS, TRANSPARENT_KINDS } from '../kinds.js';
import { sharedServicesParent } from '../placement.js';
import { HINTS, states } from '../text.js';
import type { Finding, Rule } from '../types.js';
import { ACCESS_LOGS, isServer, nameList, putInFront } from './common.js';

/** Security: the perimeter — WAF, sign-in, DDoS protection, hub firewalls. */

function wafCapable(ctx: ReviewContext, id: CellId): boolean {
  return ctx.isKind(id, HTTP_ENTRY_KINDS) && !L4_BALANCERS.has(ctx.serviceId(id) ?? '');
}

/** A WAF node, a cell that says it has a WAF, or a cell a WAF node is attached to. */
function wafish(ctx: ReviewContext, id: CellId): boolean {
  if (ctx.kind(id) === 'waf') return true;
  if (states(ctx.props(id), 'waf', ctx.text(id), HINTS.waf)) return true;
  return ctx.neighbours(id).some((n) => ctx.kind(n) === 'waf' || (ctx.serviceId(n) === 'general.firewall' && HINTS.waf.test(ctx.text(n))));
}

interface Arrival { edge: ModelEdge; entry: CellId | null }

const PASS = new Set([...HTTP_ENTRY_KINDS, ...TRANSPARENT_KINDS, ...HUMAN_KINDS, 'igw', 'k8s_service'] as const);

/**
 * Internet-facing HTTP workloads and the unprotected ways traffic from people reaches them: a
 * breadth-first walk from people and internet gateways through DNS, WAF, CDN, load balancers,
 * gateways and ingresses, tracking whether a WAF was on the way.
 */
function unprotectedWorkloads(ctx: ReviewContext): Map<CellId, Arrival[]> {
  const starts = ctx.nodes.filter((n) => ctx.isKind(n.id, HUMAN_KINDS) || ctx.kind(n.id) === 'igw').map((n) => n.id);
  const result = new Map<CellId, Arrival[]>();
  const seen = new Set<string>();
  const queue: Array<{ id: CellId; safe: boolean; entry: CellId | null; entered: boolean }> = starts.map((id) => ({ id, safe: false, entry: null, entered: false }));
  for (const s of queue) seen.add(`${s.id}|false`);
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const e of ctx.out(at.id)) {
      const v = e.target;
      if (!ctx.node(v) || HINTS.adminPort.test(ctx.label(e.id).toLowerCase())) continue;
      const safe = at.safe || wafish(ctx, v);
      if (ctx.isKind(v, PASS)) {
        const key = `${v}|${safe}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const entry = at.entry ?? (wafCapable(ctx, v) ? v : null);
        queue.push({ id: v, safe, entry, entered: at.entered || ctx.isKind(v, HTTP_ENTRY_KINDS) });
        continue;
      }
      const workload = ctx.isKind(v, COMPUTE_KINDS) || ctx.isKind(v, ML_KINDS) || (at.entered && ctx.kind(v) === 'object_storage');
      if (!workload || safe) continue;
      const list = result.get(v) ?? [];
      if (!list.some((a) => a.edge.id === e.id)) list.push({ edge: e, entry: at.entry });
      result.set(v, list);
    }
  }
  return result;
}

const noWaf: Rule = {
  id: 'no_waf',
  title: 'No WAF in front of an internet-facing application',
  pillar: 'security',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'kubernetes'],
  recommendation: 'Attach a WAF (AWS WAF, Azure WAF policy, Cloud Armor) with managed rule sets to the entry point in front of the application.',
  anchors: ['checkov:CKV2_AWS_28', 'checkov:CKV2_AWS_31', 'checkov:CKV_AZURE_120', 'psrule:Azure.AppGw.UseWAF', 'checkov:CKV_GCP_73'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const [id, arrivals] of unprotectedWorkloads(ctx)) {
      const entries = [...new Set(arrivals.map((a) => a.entry).filter((e): e is CellId => e !== null))];
      const via = entries.length > 0 ? ` through ${nameList(ctx, entries)}` : '';
      findings.push({
        cells: [id, ...entries],
        message: `${ctx.display(id)} is reachable from the internet${via} with no web application firewall in the path.`,
      });
    }
    return findings.sort((a, b) => ctx.order(a.cells[0]!) - ctx.order(b.cells[0]!));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    const arrivals = unprotectedWorkloads(ctx).get(id) ?? [];
    const wafService = fix.hasService('waf') && ctx.provider !== 'kubernetes' ? fix.service('waf') : undefined;
    const attach = (target: CellId): void => {
      if (!wafService) return;
      const vpc = ctx.vpcOf(target);
      const waf = fix.addNode({ service: wafService.id, label: wafService.label, parent: vpc ? vpc.parent : ctx.parent(target) });
      fix.connect(waf, target, { label: 'protects' });
    };
    for (const entry of [...new Set(arrivals.map((a) => a.entry).filter((e): e is CellId => e !== null))]) {
      fix.setProp(entry, 'waf', true);
      attach(entry);
    }
    const bare = arrivals.filter((a) => a.entry === null).map((a) => a.edge);
    if (bare.length > 0) {
      // People get a CDN with a WAF (the outermost entry); traffic from the VPC's gateway a load balancer.
      const fromGateway = bare.some((e) => ctx.kind(e.source) === 'igw');
      const entry = ctx.provider === 'kubernetes' ? { id: 'kubernetes.ingress', label: 'Ingress' } : fix.service(fromGateway ? 'load_balancer' : 'cdn');
      const vpc = ctx.vpcOf(id);
      const parent = fromGateway || !vpc ? ctx.parent(id) : vpc.parent;
      const added = putInFront(ctx, fix, bare, id, { service: entry.id, label: entry.label, parent, props: { ...ACCESS_LOGS, waf: true } });
      attach(added);
    }
    return fix.ops;
  },
};

const AUTH_SERVICES = new Set([
  'aws.cognito', 'aws.iam_identity_center', 'aws.directory_service', 'azure.entra_id', 'azure.ad_b2c',
  'gcp.identity_platform', 'gcp.iap', 'oci.iam', 'general.identity_provider',
]);

function hasIdentityProvider(ctx: ReviewContext): boolean {
  return ctx.nodes.some((n) => (n.service !== null && AUTH_SERVICES.has(n.service)) ||
    (ctx.isKind(n.id, COMPUTE_KINDS) && /\bauth|login|identity|\bsso\b|keycloak|okta|auth0/.test(ctx.text(n.id))));
}

/** Applications (and APIs) people reach without passing anything that authenticates them. */
function appsReachedWithoutAuth(ctx: ReviewContext, person: CellId): CellId[] {
  const apps: CellId[] = [];
  const seen = new Set([person]);
  const queue = [person];
  for (let i = 0; i < queue.length; i++) {
    for (const e of ctx.out(queue[i]!)) {
      const v = e.target;
      if (seen.has(v) || !ctx.node(v)) continue;
      seen.add(v);
      if (states(ctx.props(v), 'auth', '', undefined)) continue;
      if (ctx.isKind(v, COMPUTE_KINDS) || ctx.isKind(v, ML_KINDS) || ctx.kind(v) === 'api_gateway') apps.push(v);
      else if (ctx.isKind(v, HTTP_ENTRY_KINDS) || ctx.isKind(v, TRANSPARENT_KINDS) || ctx.kind(v) === 'igw' || ctx.kind(v) === 'k8s_service') queue.push(v);
    }
  }
  return apps;
}

const PEOPLE = new Set(['users', 'browser', 'mobile'] as const);

const noIdentityProvider: Rule = {
  id: 'no_identity_provider',
  title: 'No identity provider for users',
  pillar: 'security',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Add an identity provider (Cognito, Entra ID, Identity Platform) that signs users in and issues the tokens the application checks.',
  anchors: ['waf:security', 'psrule:Azure.AppService.UseAuth', 'checkov:CKV_AWS_59'],
  check(ctx) {
    if (hasIdentityProvider(ctx)) return [];
    const findings: Finding[] = [];
    for (const person of ctx.nodesOf(PEOPLE)) {
      const apps = appsReachedWithoutAuth(ctx, person.id);
      if (apps.length === 0) continue;
      findings.push({
        cells: [person.id, ...apps],
        message: `${ctx.display(person.id)} can use ${nameList(ctx, apps)} without signing in: there is no identity provider.`,
      });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const person = f.cells[0]!;
    const idp = fix.addService('identity', { parent: sharedServicesParent(ctx) });
    fix.connect(person, idp, { label: 'sign in', props: { tls: true, protocol: 'https' } });
    const firstHop = ctx.out(person).map((e) => e.target).find((t) => ctx.node(t) !== undefined);
    const app = appsReachedWithoutAuth(ctx, person)[0];
    const target = firstHop && ctx.isKind(firstHop, HTTP_ENTRY_KINDS) ? firstHop : app;
    if (target) fix.connect(idp, target, { label: 'token', props: { tls: true } });
    return fix.ops;
  },
};

const DDOS_TARGET_KINDS = new Set(['load_balancer', 'ingress'] as const);

function ddosTargets(ctx: ReviewContext): CellId[] {
  return [...ctx.exposure.frontline.keys()]
    .filter((id) => ctx.isKind(id, DDOS_TARGET_KINDS) || isServer(ctx, id))
    .filter((id) => !states(ctx.props(id), 'ddos', ctx.text(id), /ddos|shield/) && !ctx.neighbours(id).some((n) => ctx.kind(n) === 'ddos'))
    .sort((a, b) => ctx.order(a) - ctx.order(b));
}

const DDOS_SERVICES: Partial<Record<string, { id: string; label: string }>> = {
  aws: { id: 'aws.shield', label: 'Shield Advanced' },
  azure: { id: 'azure.ddos_protection', label: 'DDoS Protection' },
  gcp: { id: 'gcp.cloud_armor', label: 'Cloud Armor (Adaptive Protection)' },
};

const ddosProtectionMissing: Rule = {
  id: 'ddos_protection_missing',
  title: 'No DDoS protection on public endpoints',
  pillar: 'security',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Protect the public endpoints with DDoS protection (Shield Advanced, Azure DDoS Protection, Cloud Armor Adaptive Protection).',
  anchors: ['psrule:Azure.VNET.UseDDoSProtection', 'waf:security'],
  check(ctx) {
    if (ctx.nodes.some((n) => ctx.kind(n.id) === 'ddos' || n.service === 'gcp.cloud_armor')) return [];
    const targets = ddosTargets(ctx);
    if (targets.length === 0) return [];
    return [{
      cells: targets,
      key: 'diagram',
      message: `${nameList(ctx, targets)} ${targets.length === 1 ? 'is' : 'are'} reachable from the internet with no DDoS protection.`,
    }];
  },
  fix(ctx) {
    const fix = new FixBuilder(ctx, this.id);
    const service = DDOS_SERVICES[ctx.provider]!;
    const ddos = fix.addNode({ service: service.id, label: service.label, parent: sharedServicesParent(ctx) });
    for (const t of ddosTargets(ctx)) fix.connect(ddos, t, { label: 'protects' });
    return fix.ops;
  },
};

const NOT_INSPECTION = new Set(['azure.nsg', 'aws.network_acl', 'kubernetes.networkpolicy']);

function hasInspectionFirewall(ctx: ReviewContext): boolean {
  return ctx.nodes.some((n) => ctx.kind(n.id) === 'firewall' && !NOT_INSPECTION.has(n.service ?? '')) ||
    [...ctx.nodes, ...ctx.groups].some((c) => /firewall|\bnva\b|inspection/.test(ctx.label(c.id).toLowerCase()) && !NOT_INSPECTION.has(ctx.serviceId(c.id) ?? ''));
}

/** Hubs of a hub-and-spoke network: transit gateways joining ≥ 2 VPCs, or a "hub" box with spokes. */
export function hubs(ctx: ReviewContext): CellId[] {
  const found: CellId[] = [];
  for (const n of ctx.nodesOf(new Set(['transit_gateway']))) {
    const vpcs = new Set(ctx.neighbours(n.id).map((m) => (ctx.group(m)?.kind === 'vpc' ? m : ctx.vpcOf(m)?.id)).filter(Boolean));
    if (vpcs.size >= 2) found.push(n.id);
  }
  const spokes = ctx.groups.filter((g) => /\bspoke/.test(ctx.label(g.id).toLowerCase()));
  if (spokes.length >= 2) {
    for (const g of ctx.groups) if (/\bhub\b/.test(ctx.label(g.id).toLowerCase())) found.push(g.id);
  }
  return found;
}

const FIREWALL_LABEL: Partial<Record<string, string>> = { gcp: 'Cloud NGFW' };

const hubSpokeNoFirewall: Rule = {
  id: 'hub_spoke_no_firewall',
  title: 'Hub without a firewall',
  pillar: 'security',
  severity: 'high',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Add a firewall in the hub (AWS Network Firewall, Azure Firewall, Cloud NGFW) and route spoke and egress traffic through it.',
  anchors: ['psrule:Azure.Firewall.Mode', 'waf:security', 'caf:hub-spoke'],
  check(ctx) {
    if (hasInspectionFirewall(ctx)) return [];
    return hubs(ctx).map((hub) => ({ cells: [hub], message: `${ctx.display(hub)} connects several networks with no firewall inspecting the traffic.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const hub = f.cells[0]!;
    const isGroup = ctx.group(hub) !== undefined;
    const firewall = fix.addService('firewall', { parent: isGroup ? hub : ctx.parent(hub), ...(FIREWALL_LABEL[ctx.provider] ? { label: FIREWALL_LABEL[ctx.provider]! } : {}) });
    if (!isGroup) fix.connect(hub, firewall, { label: 'inspection' });
    return fix.ops;
  },
};

export const SECURITY_PERIMETER_RULES: readonly Rule[] = [noWaf, noIdentityProvider, ddosProtectionMissing, hubSpokeNoFirewall];
