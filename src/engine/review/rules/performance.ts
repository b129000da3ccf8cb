import type { CellId, ModelEdge } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { COMPUTE_KINDS, HTTP_ENTRY_KINDS, L4_BALANCERS } from '../kinds.js';
import { publicSubnetNear, safeParentNear } from '../placement.js';
import { flag, states } from '../text.js';
import type { Finding, Rule } from '../types.js';
import { ACCESS_LOGS, isSecondary, isServer, nameList, privateAccessFor, putInFront, securedEdge } from './common.js';

/** Performance efficiency: caching, spreading load, decoupling. */

/** Static hosting services that come with their own CDN. */
const BUILT_IN_CDN = new Set(['aws.amplify', 'azure.static_web_apps', 'gcp.firebase', 'azure.front_door']);

function cdnCandidate(ctx: ReviewContext, id: CellId): boolean {
  if (BUILT_IN_CDN.has(ctx.serviceId(id) ?? '')) return false;
  if (ctx.kind(id) === 'load_balancer') return !L4_BALANCERS.has(ctx.serviceId(id) ?? '');
  return ctx.kind(id) === 'web_app';
}

function humanEdges(ctx: ReviewContext, id: CellId): ModelEdge[] {
  return [...(ctx.exposure.humanFrontline.get(id) ?? [])].sort((a, b) => ctx.order(a.id) - ctx.order(b.id));
}

const noCdn: Rule = {
  id: 'no_cdn',
  title: 'No CDN in front of the web tier',
  pillar: 'performance',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'general'],
  recommendation: 'Serve users through a CDN (CloudFront, Front Door, Cloud CDN) that caches static content close to them and terminates TLS.',
  anchors: ['waf:performance-efficiency'],
  check(ctx) {
    return [...ctx.exposure.humanFrontline.keys()]
      .filter((id) => cdnCandidate(ctx, id))
      .sort((a, b) => ctx.order(a) - ctx.order(b))
      .map((id) => ({ cells: [id], message: `Users reach ${ctx.display(id)} directly, with no CDN to cache content close to them.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    const cdn = fix.service('cdn');
    const vpc = ctx.vpcOf(id);
    putInFront(ctx, fix, humanEdges(ctx, id), id, { service: cdn.id, label: cdn.label, parent: vpc ? vpc.parent : ctx.parent(id), props: ACCESS_LOGS });
    return fix.ops;
  },
};

function computeClients(ctx: ReviewContext, db: CellId): CellId[] {
  return [...new Set(ctx.in(db).filter((e) => ctx.isKind(e.source, COMPUTE_KINDS)).map((e) => e.source))];
}

const noCache: Rule = {
  id: 'no_cache',
  title: 'No cache in front of the database',
  pillar: 'performance',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp', 'general'],
  recommendation: 'Add an in-memory cache (ElastiCache, Azure Cache for Redis, Memorystore) that the application reads through (cache-aside).',
  anchors: ['waf:performance-efficiency'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const db of ctx.nodesOf(new Set(['relational_db']))) {
      if (isSecondary(ctx, db.id) || states(db.props, 'cache', '', undefined)) continue;
      const clients = computeClients(ctx, db.id);
      if (!clients.some((c) => ctx.exposure.reachable.has(c))) continue;
      if (clients.some((c) => ctx.neighbours(c).some((n) => ctx.kind(n) === 'cache')) || ctx.neighbours(db.id).some((n) => ctx.kind(n) === 'cache')) continue;
      findings.push({ cells: [db.id, ...clients], message: `Every read of ${ctx.display(db.id)} by ${nameList(ctx, clients)} goes to the database: nothing caches hot data.` });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const db = f.cells[0]!;
    const clients = computeClients(ctx, db);
    const parent = safeParentNear(ctx, db, 'data');
    const cache = fix.addService('cache', { parent, props: { encrypted_in_transit: true, auth: true, ...privateAccessFor(ctx, parent, clients) } });
    for (const c of clients) fix.connect(c, cache, { label: 'cache-aside', props: { tls: true } });
    return fix.ops;
  },
};

/** Servers each source sends to directly: more than one means the source is doing the balancing. */
function unbalanced(ctx: ReviewContext): Map<CellId, ModelEdge[]> {
  const bySource = new Map<CellId, ModelEdge[]>();
  for (const [target, edges] of ctx.exposure.frontline) {
    if (!isServer(ctx, target) && ctx.kind(target) !== 'web_app') continue;
    for (const e of edges) bySource.set(e.source, [...(bySource.get(e.source) ?? []), e]);
  }
  for (const [source, edges] of bySource) if (new Set(edges.map((e) => e.target)).size < 2) bySource.delete(source);
  return bySource;
}

const noLoadBalancer: Rule = {
  id: 'no_load_balancer',
  title: 'Servers reached without a load balancer',
  pillar: 'performance',
  severity: 'high',
  providers: ['aws', 'azure', 'gcp', 'general'],
  recommendation: 'Put a load balancer in front of the servers so traffic is spread across them and unhealthy ones are skipped.',
  anchors: ['waf:performance-efficiency', 'waf:reliability'],
  check(ctx) {
    return [...unbalanced(ctx)]
      .sort((a, b) => ctx.order(a[0]) - ctx.order(b[0]))
      .map(([source, edges]) => ({
        cells: [source, ...new Set(edges.map((e) => e.target))],
        message: `${ctx.display(source)} send traffic straight to ${nameList(ctx, edges.map((e) => e.target))} with no load balancer spreading it.`,
      }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const source = f.cells[0]!;
    const edges = (unbalanced(ctx).get(source) ?? []).sort((a, b) => ctx.order(a.id) - ctx.order(b.id));
    const first = edges[0]!;
    const lb = fix.service('load_balancer');
    const parent = publicSubnetNear(ctx, first.target)?.id ?? ctx.parent(first.target);
    const lbId = fix.addNode({ service: lb.id, label: lb.label, parent, props: ACCESS_LOGS });
    fix.connect(source, lbId, securedEdge(first.label, first.props));
    const linked = new Set<CellId>();
    for (const e of edges) {
      fix.disconnect(e.id);
      if (linked.has(e.target)) continue;
      linked.add(e.target);
      fix.connect(lbId, e.target, { label: e.label, props: e.props });
    }
    return fix.ops;
  },
};

const noDns: Rule = {
  id: 'no_dns',
  title: 'No DNS name for the entry point',
  pillar: 'performance',
  severity: 'info',
  providers: ['aws', 'azure', 'gcp', 'general'],
  recommendation: 'Add managed DNS (Route 53, Azure DNS, Cloud DNS) with an alias record for the entry point.',
  anchors: ['waf:performance-efficiency'],
  check(ctx) {
    if (ctx.hasAny(new Set(['dns']))) return [];
    const entries = [...ctx.exposure.humanFrontline.keys()].filter((id) => ctx.isKind(id, HTTP_ENTRY_KINDS)).sort((a, b) => ctx.order(a) - ctx.order(b));
    if (entries.length === 0) return [];
    return [{ cells: entries, key: 'diagram', message: `${nameList(ctx, entries)} ${entries.length === 1 ? 'has' : 'have'} no managed DNS name in the diagram.` }];
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const dns = fix.addService('dns', { parent: null });
    fix.connect(dns, f.cells[0]!, { label: 'alias record' });
    return fix.ops;
  },
};

function isSync(ctx: ReviewContext, e: ModelEdge): boolean {
  return flag(e.props['async']) !== true && !/async|event|publish|subscribe|queue|stream/.test(ctx.label(e.id).toLowerCase());
}

const SERVICE_KINDS = new Set(['function', 'container_service', 'microservice', 'k8s_workload', 'web_app', 'vm', 'container', 'pod'] as const);

/** Synchronous service-to-service calls: fan-outs of ≥ 4 and chains of ≥ 4 services. */
function coupling(ctx: ReviewContext): Array<{ head: CellId; edges: ModelEdge[]; kind: 'fanout' | 'chain' }> {
  const calls = (id: CellId): ModelEdge[] => ctx.out(id).filter((e) => ctx.isKind(e.target, SERVICE_KINDS) && e.target !== id && isSync(ctx, e));
  const found: Array<{ head: CellId; edges: ModelEdge[]; kind: 'fanout' | 'chain' }> = [];
  const depth = new Map<CellId, ModelEdge[]>();
  const longest = (id: CellId, trail: Set<CellId>): ModelEdge[] => {
    const known = depth.get(id);
    if (known) return known;
    let best: ModelEdge[] = [];
    for (const e of calls(id)) {
      if (trail.has(e.target)) continue;
      trail.add(e.target);
      const rest = longest(e.target, trail);
      trail.delete(e.target);
      if (rest.length + 1 > best.length) best = [e, ...rest];
    }
    depth.set(id, best);
    return best;
  };
  const services = ctx.nodesOf(SERVICE_KINDS).map((n) => n.id);
  for (const id of services) {
    const out = calls(id);
    if (new Set(out.map((e) => e.target)).size >= 4) found.push({ head: id, edges: out, kind: 'fanout' });
  }
  for (const id of services) {
    if (ctx.in(id).some((e) => ctx.isKind(e.source, SERVICE_KINDS) && isSync(ctx, e))) continue;
    const chain = longest(id, new Set([id]));
    if (chain.length >= 3 && !found.some((f) => f.head === id)) found.push({ head: id, edges: chain, kind: 'chain' });
  }
  return found;
}

const BUS_KINDS = ['event_bus', 'topic', 'queue'] as const;

const synchronousCoupling: Rule = {
  id: 'synchronous_coupling',
  title: 'Long synchronous call chains',
  pillar: 'performance',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Decouple the services with a queue or event bus so they do not wait on each other.',
  anchors: ['waf:performance-efficiency', 'antipattern:chatty-io'],
  check(ctx) {
    return coupling(ctx).map((c) => ({
      cells: [c.head, ...c.edges.map((e) => e.id)],
      message: c.kind === 'fanout'
        ? `${ctx.display(c.head)} calls ${nameList(ctx, c.edges.map((e) => e.target))} synchronously and waits on all of them.`
        : `A request through ${ctx.display(c.head)} waits on ${c.edges.length} synchronous calls in a row (${nameList(ctx, c.edges.map((e) => e.target))}).`,
    }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const found = coupling(ctx).find((c) => c.head === f.cells[0]);
    if (!found) return fix.ops;
    const kind = BUS_KINDS.find((k) => fix.hasService(k)) ?? 'queue';
    const bus = fix.service(kind);
    if (found.kind === 'chain') {
      const middle = found.edges[1]!;
      const inserted = fix.insertBetween(middle.source, middle.target, { service: bus.id, label: bus.label, parent: ctx.parent(middle.source), props: { dlq: true } });
      fix.setProp(inserted.incoming, 'async', true);
      fix.setProp(inserted.outgoing, 'async', true);
      return fix.ops;
    }
    const busId = fix.addNode({ service: bus.id, label: bus.label, parent: ctx.parent(found.head), props: { dlq: true } });
    fix.connect(found.head, busId, { label: 'publish', props: { async: true } });
    const linked = new Set<CellId>();
    for (const e of found.edges) {
      fix.disconnect(e.id);
      if (linked.has(e.target)) continue;
      linked.add(e.target);
      fix.connect(busId, e.target, { label: e.label, props: { ...e.props, async: true } });
    }
    return fix.ops;
  },
};

const POOLED = /proxy|pool|pgbouncer/;

function functionEdges(ctx: ReviewContext, db: CellId): ModelEdge[] {
  return ctx.in(db).filter((e) => ctx.kind(e.source) === 'function').sort((a, b) => ctx.order(a.id) - ctx.order(b.id));
}

const serverlessDbConnections: Rule = {
  id: 'serverless_db_connections',
  title: 'Functions opening database connections',
  pillar: 'performance',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Pool the database connections of the functions (RDS Proxy on AWS, a connection pooler elsewhere).',
  anchors: ['waf:performance-efficiency', 'aws:rds-proxy'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const db of ctx.nodesOf(new Set(['relational_db']))) {
      const edges = functionEdges(ctx, db.id);
      if (new Set(edges.map((e) => e.source)).size < 2) continue;
      if (states(db.props, 'connection_pooling', ctx.text(db.id), POOLED) || ctx.in(db.id).some((e) => POOLED.test(ctx.text(e.source)))) continue;
      findings.push({ cells: [db.id, ...new Set(edges.map((e) => e.source))], message: `${nameList(ctx, edges.map((e) => e.source))} each open their own connections to ${ctx.display(db.id)}, which can exhaust its connection limit.` });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const db = f.cells[0]!;
    if (ctx.provider !== 'aws') {
      fix.setProp(db, 'connection_pooling', true);
      return fix.ops;
    }
    const edges = functionEdges(ctx, db);
    const proxy = fix.addNode({ service: 'aws.rds_proxy', label: 'RDS Proxy', parent: safeParentNear(ctx, db, 'data') });
    const linked = new Set<CellId>();
    for (const e of edges) {
      fix.disconnect(e.id);
      if (linked.has(e.source)) continue;
      linked.add(e.source);
      fix.connect(e.source, proxy, securedEdge(e.label, e.props));
    }
    fix.connect(proxy, db, { label: edges[0]!.label, props: edges[0]!.props });
    return fix.ops;
  },
};

export const PERFORMANCE_RULES: readonly Rule[] = [noCdn, noCache, noLoadBalancer, noDns, synchronousCoupling, serverlessDbConnections];
