import type { CellId, ModelGroup } from '../model/index.js';
import type { ReviewContext } from './context.js';
import { CLIENT_KINDS, CROSS_CUTTING_KINDS, HUMAN_KINDS, INTERNET_SOURCE_KINDS, TRANSPARENT_KINDS } from './kinds.js';

/**
 * Facts about a diagram's shape the structure rules share: what is connected to what, ignoring
 * shared services (monitoring, KMS...) drawn beside the application, which need no edges.
 */

/** Network plumbing and scaling badges are often drawn without edges (gateways at the VPC border). */
export const PLUMBING = new Set(['nat', 'igw', 'vpn', 'direct_connect', 'transit_gateway', 'autoscaling_group'] as const);

/** Whether a cell or a box around it (or an overlay it belongs to) has any edge. */
export function touched(ctx: ReviewContext, id: CellId): boolean {
  if (ctx.degree(id) > 0) return true;
  if (ctx.ancestors(id).some((g) => ctx.degree(g.id) > 0)) return true;
  return ctx.overlaysOf(id).some((g) => ctx.degree(g.id) > 0);
}

/** Application nodes: not shared services, not clients. */
export function isAppNode(ctx: ReviewContext, id: CellId): boolean {
  const kind = ctx.kind(id);
  if (kind && (CROSS_CUTTING_KINDS.has(kind) || CLIENT_KINDS.has(kind))) return false;
  return ctx.node(id) !== undefined;
}

/**
 * Islands of application nodes joined by edges (an edge to a box joins what is inside), each in
 * model order; shared services do not join islands. Internet sources belong to the islands they
 * reach.
 */
export function islands(ctx: ReviewContext): CellId[][] {
  const members = ctx.nodes.filter((n) => isAppNode(ctx, n.id) || ctx.isKind(n.id, INTERNET_SOURCE_KINDS) || ctx.isKind(n.id, TRANSPARENT_KINDS)).map((n) => n.id);
  const parent = new Map<CellId, CellId>(members.map((id) => [id, id]));
  const find = (id: CellId): CellId => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at)!;
    parent.set(id, at);
    return at;
  };
  const join = (a: CellId, b: CellId): void => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(rb, ra);
  };
  const endpoints = (id: CellId): CellId[] => (parent.has(id) ? [id] : ctx.group(id) ? ctx.nodesInside(id).map((n) => n.id).filter((n) => parent.has(n)) : []);
  for (const e of ctx.edges) {
    const from = endpoints(e.source);
    const to = endpoints(e.target);
    for (const a of from) for (const b of to) join(a, b);
  }
  const byRoot = new Map<CellId, CellId[]>();
  for (const id of members) {
    const root = find(id);
    byRoot.set(root, [...(byRoot.get(root) ?? []), id]);
  }
  return [...byRoot.values()].map((list) => list.sort((a, b) => ctx.order(a) - ctx.order(b)));
}

/** Fewer components (clients aside) than this is a fragment, not an architecture to score. */
export const MIN_COMPONENTS = 3;

/** The components a diagram draws: every node of a known kind but the clients. */
export function components(ctx: ReviewContext): CellId[] {
  return ctx.nodes.filter((n) => ctx.kind(n.id) !== undefined && !ctx.isKind(n.id, CLIENT_KINDS)).map((n) => n.id);
}

/** Whether an island holds a place traffic starts from (people, devices, the internet gateway). */
export function hasEntry(ctx: ReviewContext, island: readonly CellId[]): boolean {
  return island.some((id) => ctx.isKind(id, INTERNET_SOURCE_KINDS));
}

/** People who use the application: users, browsers, mobile apps. */
export function people(ctx: ReviewContext): CellId[] {
  return ctx.nodesOf(HUMAN_KINDS).map((n) => n.id);
}

/** Frame kinds that are drawn to hold things: an empty one is noise (an empty zone still says where things could fail over). */
const FRAMES = new Set(['vpc', 'subnet', 'security_group', 'resource_group', 'namespace', 'generic']);

/** A frame's label without numbers and zone letters: "Public subnet 1" and "Public subnet (AZ b)" are twins. */
function shapeOf(ctx: ReviewContext, g: ModelGroup): string {
  const tier = typeof g.props['tier'] === 'string' ? g.props['tier'] : '';
  const label = ctx.label(g.id).toLowerCase().replace(/\b(az|zone)\s*[a-z0-9]\b/g, '').replace(/\b[a-z]?\d+[a-z]?\b|\b[a-f]\b/g, '').replace(/[^a-z]+/g, ' ').trim();
  return `${g.kind}|${tier}|${label}`;
}

/**
 * Frames with nothing inside and no edges, outermost first. A frame mirrored in another zone
 * ("Public subnet 2" beside a filled "Public subnet 1") is the usual way to draw a second zone
 * and is not reported.
 */
export function emptyFrames(ctx: ReviewContext): ModelGroup[] {
  const empty = (g: ModelGroup): boolean => FRAMES.has(g.kind) && ctx.nodesInside(g.id).length === 0 && ctx.degree(g.id) === 0 && !hasFilledTwin(g);
  const shapes = new Map<string, ModelGroup[]>();
  for (const g of ctx.groups) shapes.set(shapeOf(ctx, g), [...(shapes.get(shapeOf(ctx, g)) ?? []), g]);
  function hasFilledTwin(g: ModelGroup): boolean {
    return (shapes.get(shapeOf(ctx, g)) ?? []).some((t) => t.id !== g.id && ctx.nodesInside(t.id).length > 0);
  }
  const found = ctx.groups.filter(empty);
  const ids = new Set(found.map((g) => g.id));
  return found.filter((g) => !ctx.ancestors(g.id).some((a) => ids.has(a.id))).sort((a, b) => ctx.order(a.id) - ctx.order(b.id));
}

/** Frames removed with the last thing in them (zones and networks stay: they say where things run). */
const DISPOSABLE = new Set(['subnet', 'security_group', 'resource_group', 'namespace', 'generic']);

/** The frames removing `id` leaves empty: its parent, and theirs, while nothing else is inside. */
export function framesLeftEmpty(ctx: ReviewContext, id: CellId): CellId[] {
  const out: CellId[] = [];
  let inside = new Set<CellId>([id]);
  for (const g of ctx.ancestors(id)) {
    if (!DISPOSABLE.has(g.kind) || ctx.degree(g.id) > 0) break;
    const nodes = ctx.nodesInside(g.id).map((n) => n.id);
    if (nodes.some((n) => !inside.has(n))) break;
    out.push(g.id);
    inside = new Set([...inside, ...nodes]);
  }
  return out;
}
