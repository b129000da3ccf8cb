import type { ServiceKind } from '../catalog/index.js';
import type { CellId, ModelEdge } from '../model/index.js';
import type { ReviewContext } from './context.js';
import { HUMAN_KINDS, INTERNET_SOURCE_KINDS, TRANSPARENT_KINDS } from './kinds.js';

/** What the internet reaches in a model. */
export interface Exposure {
  /** Where internet traffic starts: clients and internet gateways. */
  sources: ReadonlySet<CellId>;
  /**
   * Nodes internet traffic hits first (through nothing but DNS, WAF, DDoS or firewall hops),
   * with the edges it arrives on: the directly exposed cells.
   */
  frontline: ReadonlyMap<CellId, ModelEdge[]>;
  /** The same for traffic from people (users, browsers, mobile apps), through the internet gateway too. */
  humanFrontline: ReadonlyMap<CellId, ModelEdge[]>;
  /** Every cell reachable from a source along edges (an edge into a group reaches what is inside). */
  reachable: ReadonlySet<CellId>;
}

function frontlineFrom(ctx: ReviewContext, starts: CellId[], passThrough: ReadonlySet<ServiceKind>): Map<CellId, ModelEdge[]> {
  const frontline = new Map<CellId, ModelEdge[]>();
  const seen = new Set<CellId>(starts);
  const queue = [...starts];
  for (let i = 0; i < queue.length; i++) {
    for (const e of ctx.out(queue[i]!)) {
      const v = e.target;
      if (!ctx.node(v)) continue; // an edge into a box says nothing about what is inside
      if (ctx.isKind(v, passThrough)) {
        if (!seen.has(v)) {
          seen.add(v);
          queue.push(v);
        }
        continue;
      }
      const list = frontline.get(v);
      if (list) list.push(e);
      else frontline.set(v, [e]);
    }
  }
  return frontline;
}

function reachableFrom(ctx: ReviewContext, starts: CellId[]): Set<CellId> {
  const seen = new Set<CellId>(starts);
  const queue = [...starts];
  const visit = (id: CellId): void => {
    if (seen.has(id)) return;
    seen.add(id);
    queue.push(id);
  };
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    for (const e of ctx.out(id)) visit(e.target);
    if (ctx.group(id)) for (const n of ctx.nodesInside(id)) visit(n.id);
  }
  return seen;
}

export function computeExposure(ctx: ReviewContext): Exposure {
  const sources = ctx.nodesOf(INTERNET_SOURCE_KINDS).map((n) => n.id);
  const humans = ctx.nodesOf(HUMAN_KINDS).map((n) => n.id);
  const pass = new Set<ServiceKind>([...TRANSPARENT_KINDS, ...INTERNET_SOURCE_KINDS]);
  const humanPass = new Set<ServiceKind>([...TRANSPARENT_KINDS, ...HUMAN_KINDS, 'igw']);
  return {
    sources: new Set(sources),
    frontline: frontlineFrom(ctx, sources, pass),
    humanFrontline: frontlineFrom(ctx, humans, humanPass),
    reachable: reachableFrom(ctx, sources),
  };
}
