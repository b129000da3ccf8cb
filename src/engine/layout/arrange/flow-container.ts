import { flowRank, isSupport, subnetTier, tierIndex, tierOfKind } from '../classify.js';
import { BAND_GAP, NODE_GAP, snap } from '../constants.js';
import type { Size } from '../types.js';
import type { Arrangement, FlowLink } from './context.js';
import { attachedBlock, blockItem, findAttachments, placeBlock, type AttachedBlock } from './attachments.js';
import { elkFlow, OUTSIDE_IN, OUTSIDE_OUT, type FlowEdge, type FlowItem } from './elk-flow.js';
import { localOverlays, overlayBlockSize, placeOverlayMembers } from './overlay-blocks.js';
import { orderSeries } from './order-series.js';
import { packRows, stripWidth } from './strip.js';
import { wrapLongLayers } from './wrap-layers.js';

/**
 * The default arrangement of a container's children (and of the page): overlay members in a band
 * on top, the connected children as an ELK layered flow, and unconnected ones in a strip below.
 * Sets each child's position relative to the content area and returns the content size.
 */
export async function arrangeFlow(ctx: Arrangement, container: string | null, children: readonly string[]): Promise<Size> {
  const { tree } = ctx;
  const local = localOverlays(ctx, children);
  const blockOf = new Map([...local].flatMap(([o, ms]) => ms.map((m) => [m, o] as const)));
  for (const [o, ms] of local) ctx.size.set(o, overlayBlockSize(ctx, ms));
  const members = children.filter((c) => tree.overlaysOf(c).length > 0 && !blockOf.has(c));
  const rest = [...children.filter((c) => !members.includes(c) && !blockOf.has(c)), ...local.keys()];
  const restSet = new Set(rest);
  // Which child (or overlay block) of this container an edge end belongs to.
  const lift = (x: string): string | undefined => {
    const c = tree.childToward(container, x);
    if (c === undefined) return undefined;
    if (blockOf.has(c)) return blockOf.get(c);
    const spanning = tree.get(c).overlayMembers;
    return spanning && !local.has(c) ? tree.childToward(container, spanning[0]!) : c;
  };
  const edges: FlowEdge[] = [];
  const seen = new Set<string>();
  for (const l of ctx.links) {
    const a = lift(l.from);
    const b = lift(l.to);
    const from = a && restSet.has(a) ? a : a === undefined ? OUTSIDE_IN : undefined;
    const to = b && restSet.has(b) ? b : b === undefined ? OUTSIDE_OUT : undefined;
    if (!from || !to || from === to || (from === OUTSIDE_IN && to === OUTSIDE_OUT)) continue;
    if (isPeerLink(ctx, from, to, l)) continue;
    // Replication from a twin elsewhere (the primary database in the other region) does not say
    // where traffic enters this box: it must not pull the standby off its tier's line.
    if ((from === OUTSIDE_IN || to === OUTSIDE_OUT) && ctx.kind(l.from) === ctx.kind(l.to) && ctx.kind(l.from) !== 'generic') continue;
    const key = from + '>' + to;
    // A decision's "yes" carries on down the flowchart; "no" branches off to the side.
    const main = ctx.direction === 'DOWN' && /^yes$/i.test(l.edge.label.trim());
    if (!seen.has(key)) edges.push({ from, to, ...(main ? { main } : {}) });
    seen.add(key);
  }
  // Supporting services go beside the flow inside a container; on the page they are peers.
  const side = new Set(container === null ? [] : rest.filter((c) => isSideService(ctx, c, edges)));
  const sideFree = edges.filter((e) => !side.has(e.from) && !side.has(e.to));
  // A WAF on its CDN stands on top of it; the flow places the two as one block.
  const blocks = ctx.direction === 'RIGHT' ? [...findAttachments(ctx, rest, sideFree)].map(([h, a]) => attachedBlock(ctx, h, a)) : [];
  const attached = new Set(blocks.flatMap((b) => b.attached));
  const flowEdges = sideFree.filter((e) => !attached.has(e.from) && !attached.has(e.to));
  const linked = new Set(flowEdges.flatMap((e) => [e.from, e.to]));
  const connected = rest.filter((c) => linked.has(c));
  const loose = rest.filter((c) => !linked.has(c) && !attached.has(c));

  const flow = await flowBlock(ctx, connected, flowEdges, tierPartitions(ctx, rest, flowEdges), blocks);
  const strip = sideRow(ctx, loose, edges, flow);
  for (const id of loose) ctx.aside.add(id);
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
  for (const [o, ms] of local) placeOverlayMembers(ctx, o, ms);
  return { w: width, h: parts.length ? y - BAND_GAP : 0 };
}

/**
 * Replication between twins in sibling boxes (a primary database in one region, its secondary in
 * the other) does not order the boxes: both regions stand side by side in the same layer.
 */
function isPeerLink(ctx: Arrangement, a: string, b: string, link: FlowLink): boolean {
  const ga = ctx.tree.cells.get(a)?.group;
  const gb = ctx.tree.cells.get(b)?.group;
  return !!ga && !!gb && ga.kind === gb.kind && ctx.kind(link.from) === ctx.kind(link.to) && ctx.kind(link.from) !== 'generic';
}

/** A supporting service that only feeds the flow or only receives from it (registry, vault, logs). */
function isSideService(ctx: Arrangement, id: string, edges: readonly FlowEdge[]): boolean {
  if (ctx.tree.isContainer(id) || !isSupport(ctx.kind(id))) return false;
  const ins = edges.filter((e) => e.to === id).length;
  const outs = edges.filter((e) => e.from === id).length;
  return ins === 0 || outs === 0;
}

/**
 * The row under the flow: supporting services each as close as possible below what they serve,
 * then unconnected children, wrapping like a strip when there are many.
 */
function sideRow(
  ctx: Arrangement,
  ids: readonly string[],
  edges: readonly FlowEdge[],
  flow: { pos: Map<string, { x: number; y: number }>; size: Size },
): { pos: Map<string, { x: number; y: number }>; size: Size } {
  const wanted = (id: string): number => {
    const xs = edges
      .filter((e) => (e.from === id && flow.pos.has(e.to)) || (e.to === id && flow.pos.has(e.from)))
      .map((e) => (e.from === id ? e.to : e.from))
      .map((n) => flow.pos.get(n)!.x + ctx.sizeOf(n).w / 2);
    return xs.length ? xs.reduce((t, x) => t + x, 0) / xs.length : Number.POSITIVE_INFINITY;
  };
  const items = ids
    .map((id, i) => ({ id, ...ctx.sizeOf(id), want: wanted(id), rank: flowRank(ctx.kind(id)), i }))
    .sort((p, q) => p.want - q.want || p.rank - q.rank || p.i - q.i);
  const limit = stripWidth(items, flow.size.w);
  if (items.every((it) => it.want === Number.POSITIVE_INFINITY) || items.length > 8) return packRows(items, limit);
  const pos = new Map<string, { x: number; y: number }>();
  let x = 0;
  let h = 0;
  for (const it of items) {
    const at = Number.isFinite(it.want) ? Math.max(x, snap(it.want - it.w / 2)) : x;
    pos.set(it.id, { x: at, y: 0 });
    x = snap(at + it.w + NODE_GAP);
    h = Math.max(h, it.h);
  }
  return { pos, size: { w: Math.max(0, x - NODE_GAP), h } };
}

async function flowBlock(
  ctx: Arrangement,
  ids: readonly string[],
  edges: readonly FlowEdge[],
  partitions: Map<string, number> | undefined,
  blocks: readonly AttachedBlock[],
): Promise<{ pos: Map<string, { x: number; y: number }>; size: Size }> {
  const items: FlowItem[] = ids.map((id) => {
    const p = partitions?.get(id);
    const block = blocks.find((b) => b.host === id);
    const item = block ? blockItem(ctx, block) : { id, ...ctx.sizeOf(id), ...ctx.ports(id), ...(ctx.tree.isContainer(id) ? { box: true } : {}) };
    return { ...item, ...(p !== undefined ? { partition: p } : {}) };
  });
  const placed = await itemPositions(ctx, items, edges, partitions);
  let w = 0;
  let h = 0;
  for (const it of items) {
    const p = placed.get(it.id)!;
    w = Math.max(w, p.x + it.w);
    h = Math.max(h, p.y + it.h);
  }
  for (const b of blocks) placeBlock(placed, b);
  return { pos: placed, size: { w, h } };
}

async function itemPositions(
  ctx: Arrangement,
  items: readonly FlowItem[],
  edges: readonly FlowEdge[],
  partitions: Map<string, number> | undefined,
): Promise<Map<string, { x: number; y: number }>> {
  if (items.length === 0) return new Map();
  if (items.length === 1) return new Map([[items[0]!.id, { x: 0, y: 0 }]]);
  const inner = edges.filter((e) => e.from !== OUTSIDE_IN && e.to !== OUTSIDE_OUT);
  // Children that only talk to the outside form one layer, as ELK would make them: no need to ask it.
  const stacked = inner.length === 0 && !partitions ? oneLayer(items, ctx.direction) : await elkFlow(items, edges, ctx.direction);
  return wrapLongLayers(items, orderSeries(ctx, items, edges, stacked), ctx.direction);
}

/** Blocks stacked across the flow (one above the other for RIGHT), centred on a common line. */
function oneLayer(items: readonly FlowItem[], direction: 'RIGHT' | 'DOWN'): Map<string, { x: number; y: number }> {
  const across = Math.max(...items.map((i) => (direction === 'RIGHT' ? i.w : i.h)));
  const pos = new Map<string, { x: number; y: number }>();
  let at = 0;
  for (const it of items) {
    if (direction === 'RIGHT') pos.set(it.id, { x: snap((across - it.w) / 2), y: at });
    else pos.set(it.id, { x: at, y: snap((across - it.h) / 2) });
    at = snap(at + (direction === 'RIGHT' ? it.h : it.w) + NODE_GAP);
  }
  return pos;
}

/**
 * A network holding subnets of different tiers lays them out public → app → data along the flow.
 * Undefined when the container has no such subnets.
 */
function tierPartitions(ctx: Arrangement, ids: readonly string[], edges: readonly FlowEdge[]): Map<string, number> | undefined {
  const { tree } = ctx;
  const tiers = new Map<string, number>();
  for (const id of ids) {
    const g = tree.get(id).group;
    if (g?.kind !== 'subnet') continue;
    tiers.set(id, tierIndex(subnetTier(g, tree.get(id).children.map((c) => ctx.kind(c)))));
  }
  if (new Set(tiers.values()).size < 2) return undefined;
  for (const id of ids) if (!tiers.has(id)) tiers.set(id, tree.isContainer(id) ? 1 : tierIndex(tierOfKind(ctx.kind(id))));
  // Tier order is a convention; when traffic mostly runs against it, the traffic wins.
  let forward = 0;
  let backward = 0;
  for (const e of edges) {
    const a = tiers.get(e.from);
    const b = tiers.get(e.to);
    if (a === undefined || b === undefined || a === b) continue;
    if (a < b) forward++;
    else backward++;
  }
  return backward > forward ? undefined : tiers;
}
