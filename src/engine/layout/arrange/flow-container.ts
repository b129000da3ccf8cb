import { flowRank, subnetTier, tierIndex, tierOfKind } from '../classify.js';
import { BAND_GAP, snap } from '../constants.js';
import type { Size } from '../types.js';
import type { Arrangement } from './context.js';
import { elkFlow, OUTSIDE_IN, OUTSIDE_OUT, type FlowEdge, type FlowItem } from './elk-flow.js';
import { packRows, stripWidth } from './strip.js';

/**
 * The default arrangement of a container's children (and of the page): overlay members in a band
 * on top, the connected children as an ELK layered flow, and unconnected ones in a strip below.
 * Sets each child's position relative to the content area and returns the content size.
 */
export async function arrangeFlow(ctx: Arrangement, container: string | null, children: readonly string[]): Promise<Size> {
  const { tree } = ctx;
  const members = children.filter((c) => tree.overlaysOf(c).length > 0);
  const rest = children.filter((c) => !members.includes(c));
  const restSet = new Set(rest);
  const edges: FlowEdge[] = [];
  const seen = new Set<string>();
  for (const l of ctx.links) {
    const a = tree.childToward(container, l.from);
    const b = tree.childToward(container, l.to);
    const from = a && restSet.has(a) ? a : a === undefined ? OUTSIDE_IN : undefined;
    const to = b && restSet.has(b) ? b : b === undefined ? OUTSIDE_OUT : undefined;
    if (!from || !to || from === to || (from === OUTSIDE_IN && to === OUTSIDE_OUT)) continue;
    const key = from + '>' + to;
    if (!seen.has(key)) edges.push({ from, to });
    seen.add(key);
  }
  const linked = new Set(edges.flatMap((e) => [e.from, e.to]));
  const connected = rest.filter((c) => linked.has(c));
  const isolated = rest.filter((c) => !linked.has(c));

  const flow = await flowBlock(ctx, connected, edges, tierPartitions(ctx, rest));
  const stripItems = isolated
    .map((id, i) => ({ id, ...ctx.sizeOf(id), rank: flowRank(ctx.kind(id)), i }))
    .sort((p, q) => p.rank - q.rank || p.i - q.i);
  const strip = packRows(stripItems, stripWidth(stripItems, flow.size.w));
  const band = packRows(
    members.map((id) => ({ id, ...ctx.sizeOf(id) })).sort((p, q) => tree.overlaysOf(p.id)[0]!.localeCompare(tree.overlaysOf(q.id)[0]!)),
    Number.POSITIVE_INFINITY,
  );

  // Stack band, flow and strip, each centred on the widest.
  const parts = [band, flow, strip].filter((p) => p.pos.size > 0);
  const width = Math.max(0, ...parts.map((p) => p.size.w));
  let y = 0;
  for (const part of parts) {
    const dx = snap((width - part.size.w) / 2);
    for (const [id, p] of part.pos) ctx.pos.set(id, { x: p.x + dx, y: p.y + y });
    y += part.size.h + BAND_GAP;
  }
  return { w: width, h: parts.length ? y - BAND_GAP : 0 };
}

async function flowBlock(
  ctx: Arrangement,
  ids: readonly string[],
  edges: readonly FlowEdge[],
  partitions: Map<string, number> | undefined,
): Promise<{ pos: Map<string, { x: number; y: number }>; size: Size }> {
  if (ids.length === 0) return { pos: new Map(), size: { w: 0, h: 0 } };
  if (ids.length === 1) return { pos: new Map([[ids[0]!, { x: 0, y: 0 }]]), size: ctx.sizeOf(ids[0]!) };
  const items: FlowItem[] = ids.map((id) => {
    const p = partitions?.get(id);
    return { id, ...ctx.sizeOf(id), ...ctx.ports(id), ...(p !== undefined ? { partition: p } : {}) };
  });
  const pos = await elkFlow(items, edges, ctx.direction);
  let w = 0;
  let h = 0;
  for (const it of items) {
    const p = pos.get(it.id)!;
    w = Math.max(w, p.x + it.w);
    h = Math.max(h, p.y + it.h);
  }
  return { pos, size: { w, h } };
}

/**
 * A network holding subnets of different tiers lays them out public → app → data along the flow.
 * Undefined when the container has no such subnets.
 */
function tierPartitions(ctx: Arrangement, ids: readonly string[]): Map<string, number> | undefined {
  const { tree } = ctx;
  const tiers = new Map<string, number>();
  for (const id of ids) {
    const g = tree.get(id).group;
    if (g?.kind !== 'subnet') continue;
    tiers.set(id, tierIndex(subnetTier(g, tree.get(id).children.map((c) => ctx.kind(c)))));
  }
  if (new Set(tiers.values()).size < 2) return undefined;
  for (const id of ids) if (!tiers.has(id)) tiers.set(id, tree.isContainer(id) ? 1 : tierIndex(tierOfKind(ctx.kind(id))));
  return tiers;
}
