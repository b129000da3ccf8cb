import { flowRank, isEntry, naturalCompare, subnetTier, tierIndex, tierOfKind } from '../classify.js';
import { AZ_GAP, BAND_GAP, NODE_GAP, PAD, snap, TIER_GAP } from '../constants.js';
import type { Size } from '../types.js';
import type { Arrangement } from './context.js';
import { packRows } from './strip.js';

/**
 * A network with availability zones, drawn the way AWS reference diagrams are: one column per AZ
 * in natural label order (AZ 1 / a on the left), the subnets of each tier on one row across all
 * AZs (public on top, then app, then data, then management), every column the same width and every
 * row the same height. Entry services that live in the network itself (internet gateway, load
 * balancer) take a band above the grid; anything else a band below.
 */
export function isAzGrid(ctx: Arrangement, container: string): boolean {
  return ctx.tree.get(container).children.some((c) => ctx.tree.get(c).group?.kind === 'az');
}

/** AZ groups of a grid container, in column order. */
export function azColumns(ctx: Arrangement, container: string): string[] {
  const { tree } = ctx;
  const model = tree.model.groups;
  return tree
    .get(container)
    .children.filter((c) => tree.get(c).group?.kind === 'az')
    .sort((a, b) => naturalCompare(tree.get(a).group!.label, tree.get(b).group!.label) || model.findIndex((g) => g.id === a) - model.findIndex((g) => g.id === b));
}

/** Tier row of a child of an AZ. */
function rowOf(ctx: Arrangement, id: string): number {
  const cell = ctx.tree.get(id);
  if (cell.group) return tierIndex(subnetTier(cell.group, cell.children.map((c) => ctx.kind(c))));
  return tierIndex(tierOfKind(ctx.kind(id)));
}

interface Row {
  items: string[];
  w: number;
  h: number;
}

function rowsOf(ctx: Arrangement, az: string): Map<number, Row> {
  const rows = new Map<number, Row>();
  const kids = [...ctx.tree.get(az).children].sort((a, b) => {
    const ga = ctx.tree.get(a).group;
    const gb = ctx.tree.get(b).group;
    if (ga && gb) return naturalCompare(ga.label, gb.label);
    if (ga || gb) return ga ? 1 : -1;
    return flowRank(ctx.kind(a)) - flowRank(ctx.kind(b));
  });
  for (const id of kids) {
    const r = rowOf(ctx, id);
    const row = rows.get(r) ?? { items: [], w: -NODE_GAP, h: 0 };
    const s = ctx.sizeOf(id);
    row.items.push(id);
    row.w += s.w + NODE_GAP;
    row.h = Math.max(row.h, s.h);
    rows.set(r, row);
  }
  return rows;
}

/** Arranges a grid container's children and its AZs' children; returns the content size. */
export function arrangeAzGrid(ctx: Arrangement, container: string): Size {
  const azs = azColumns(ctx, container);
  const rowsByAz = azs.map((az) => rowsOf(ctx, az));
  const rowKeys = [...new Set(rowsByAz.flatMap((r) => [...r.keys()]))].sort((a, b) => a - b);
  const innerW = Math.max(160, ...rowsByAz.flatMap((r) => [...r.values()].map((row) => row.w)));
  const rowH = new Map(rowKeys.map((k) => [k, Math.max(...rowsByAz.map((r) => r.get(k)?.h ?? 0))]));

  // Every AZ: rows stacked at the same offsets, containers stretched to fill their row.
  let azH: number = PAD.top;
  const rowY = new Map<number, number>();
  for (const k of rowKeys) {
    rowY.set(k, azH);
    azH += rowH.get(k)! + TIER_GAP;
  }
  azH = snap(azH - TIER_GAP + PAD.bottom);
  const azW = snap(innerW + 2 * PAD.side);
  azs.forEach((az, i) => {
    for (const [k, row] of rowsByAz[i]!) placeRow(ctx, row, PAD.side, rowY.get(k)!, innerW, rowH.get(k)!);
    ctx.size.set(az, { w: azW, h: azH });
  });
  alignTwins(ctx, azs);

  // Bands of the container's own non-AZ children.
  const others = ctx.tree.get(container).children.filter((c) => !azs.includes(c));
  const byRank = (a: string, b: string) => flowRank(ctx.kind(a)) - flowRank(ctx.kind(b));
  // In the entry band, whatever traffic from outside reaches first stands first (leftmost).
  const outside = (id: string) => !ctx.tree.layoutAncestors(id).includes(container);
  const entered = (id: string) => (ctx.links.some((l) => l.to === id && outside(l.from)) ? 0 : 1);
  const top = others
    .filter((c) => !ctx.tree.isContainer(c) && isEntry(ctx.kind(c)))
    .sort((a, b) => entered(a) - entered(b) || byRank(a, b));
  const below = others.filter((c) => !top.includes(c)).sort(byRank);
  const gridW = azs.length * azW + (azs.length - 1) * AZ_GAP;
  const topBand = packRows(top.map((id) => ({ id, ...ctx.sizeOf(id) })), gridW);
  const bottomBand = packRows(below.map((id) => ({ id, ...ctx.sizeOf(id) })), gridW);
  // The band is centred over the grid; with an even number of AZs, the entry service feeding the
  // AZs (the load balancer) stands over the middle gap, so its line runs straight down the gap.
  let bandX = snap((gridW - topBand.size.w) / 2);
  const feeder = azs.length % 2 === 0 ? top.find((id) => feedsInto(ctx, id, azs)) : undefined;
  if (feeder) bandX = snap((azs.length / 2) * (azW + AZ_GAP) - AZ_GAP / 2 - (topBand.pos.get(feeder)!.x + ctx.anchor(feeder).x));
  const gx = Math.max(0, -bandX);
  bandX += gx;
  const width = Math.max(gx + gridW, bandX + topBand.size.w, bottomBand.size.w);

  let y = 0;
  const put = (pos: Map<string, { x: number; y: number }>, dx: number) => {
    for (const [id, p] of pos) ctx.pos.set(id, { x: p.x + dx, y: p.y + y });
  };
  if (top.length) {
    put(topBand.pos, bandX);
    y += topBand.size.h + BAND_GAP;
  }
  azs.forEach((az, i) => ctx.pos.set(az, { x: gx + i * (azW + AZ_GAP), y }));
  y += azH;
  if (below.length) {
    y += BAND_GAP;
    put(bottomBand.pos, snap((width - bottomBand.size.w) / 2));
    y += bottomBand.size.h;
  }
  return { w: width, h: y };
}

/** Whether a cell has an edge to something inside the AZs (an overlay counts by its members). */
function feedsInto(ctx: Arrangement, id: string, azs: readonly string[]): boolean {
  const inside = (c: string): boolean =>
    (ctx.tree.get(c).overlayMembers ?? [c]).some((m) => ctx.tree.layoutAncestors(m).some((a) => azs.includes(a)));
  return ctx.links.some((l) => (l.from === id && inside(l.to)) || (l.to === id && inside(l.from)));
}

/**
 * A primary database and its standby in the other zone, linked by replication: a standby alone in
 * its subnet moves to the primary's height, so the replication line runs straight across. The
 * subnets of one row have the same size and height, so equal offsets inside them line up.
 */
function alignTwins(ctx: Arrangement, azs: readonly string[]): void {
  const { tree } = ctx;
  const inZones = (id: string) => tree.layoutAncestors(id).some((a) => azs.includes(a));
  for (const l of ctx.links) {
    const [a, b] = [l.from, l.to];
    if (tree.isContainer(a) || tree.isContainer(b) || ctx.kind(a) !== ctx.kind(b) || !inZones(a) || !inZones(b)) continue;
    const sa = tree.get(a).layoutParent;
    const sb = tree.get(b).layoutParent;
    if (!sa || !sb || sa === sb || !tree.get(sa).group || !tree.get(sb).group) continue;
    const za = tree.get(sa).layoutParent;
    const zb = tree.get(sb).layoutParent;
    if (!za || !zb || za === zb || !azs.includes(za) || !azs.includes(zb) || ctx.pos.get(sa)?.y !== ctx.pos.get(sb)?.y) continue;
    // Move whichever twin stands alone; the other keeps its place among its neighbours.
    const [fixed, moving] = tree.get(sb).children.length === 1 ? [a, b] : tree.get(sa).children.length === 1 ? [b, a] : [undefined, undefined];
    if (!fixed || !moving) continue;
    const p = ctx.pos.get(moving)!;
    ctx.pos.set(moving, { x: p.x, y: snap(ctx.pos.get(fixed)!.y + ctx.anchor(fixed).y - ctx.anchor(moving).y) });
  }
}

/** Lays one AZ row out left to right; containers share the spare width and take the row height. */
function placeRow(ctx: Arrangement, row: Row, x0: number, y0: number, width: number, height: number): void {
  const boxes = row.items.filter((id) => ctx.tree.isContainer(id));
  const spare = Math.max(0, width - row.w);
  const share = boxes.length ? Math.floor(spare / boxes.length / 10) * 10 : 0;
  let x = x0 + (boxes.length ? 0 : snap(spare / 2));
  for (const id of row.items) {
    const s = ctx.sizeOf(id);
    if (boxes.includes(id)) {
      const last = id === boxes[boxes.length - 1];
      ctx.resize(id, s.w + (last ? spare - share * (boxes.length - 1) : share), height);
    }
    const now = ctx.sizeOf(id);
    ctx.pos.set(id, { x, y: y0 + snap((height - now.h) / 2) });
    x = snap(x + now.w + NODE_GAP);
  }
}
