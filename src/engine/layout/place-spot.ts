import type { Point, Rect } from '../model/index.js';
import { GRID, OVERLAY_PAD, PAD } from './constants.js';
import { growToFit } from './place-grow.js';
import type { PlaceState } from './place-state.js';
import { inflate, intersects } from './rect.js';

/** How far past a container's edge placement looks for edges and labels to keep clear of. */
const REACH = 400;

/** Clear space kept around a newly placed block (a routing channel on every side). */
export const SPOT_GAP = 30;
const snap = (v: number) => Math.round(v / GRID) * GRID;

/** The area children of a container may use (the page is unbounded to the right and down). */
export function contentArea(state: PlaceState, container: string | null): Rect {
  if (container === null) return { x: 40, y: 40, width: 1e7, height: 1e7 };
  const r = state.abs.get(container)!;
  return { x: r.x + PAD.side, y: r.y + PAD.top, width: r.width - 2 * PAD.side, height: r.height - PAD.top - PAD.bottom };
}

/** What a new block inside `container` must keep clear of: the other children, and overlays drawn across it. */
export function obstaclesIn(state: PlaceState, container: string | null, self: string, extra: readonly Keep[] = []): Keep[] {
  const kids = container === null ? state.tree.roots : state.tree.get(container).children;
  const out: Keep[] = [];
  for (const k of kids) {
    if (k === self) continue;
    const s = state.shape(k);
    if (s) out.push({ rect: s, gap: SPOT_GAP });
  }
  const area = contentArea(state, container);
  for (const o of state.tree.overlays) {
    const members = state.tree.get(o).overlayMembers ?? [];
    const r = state.abs.get(o);
    if (r && !members.includes(self) && intersects(r, area)) out.push({ rect: r, gap: SPOT_GAP });
  }
  // Edge lines and labels near the container too: a grown container reaches out to them.
  const reach = inflate(area, REACH);
  for (const k of extra) if (intersects(k.rect, reach, -1)) out.push(k);
  return out;
}

/** Something a new block must keep clear of, at its own distance. */
export interface Keep {
  readonly rect: Rect;
  readonly gap: number;
}

/** Cost of growing a container by one pixel, against one pixel of distance from the wanted spot. */
const GROWTH_COST = 1.5;
/** Bonus for a spot in line with a neighbour (same top), so new cells form rows. */
const ALIGN_BONUS = 20;
/** Growth trials per placement before falling back to pushing. */
const MAX_TRIALS = 12;

/**
 * The best spot for a w × h block near `want` (its wanted top-left): a free spot inside the
 * container, or one just past its right or bottom edge when growing the container moves nothing
 * else, whichever is nearer (growth counts extra). Falls back to pushing neighbours aside.
 */
export function chooseSpot(state: PlaceState, container: string | null, self: string, w: number, h: number, want: Point, extra: readonly Keep[]): Point {
  const area = contentArea(state, container);
  const keep = obstaclesIn(state, container, self, extra);
  const xs = new Set([snap(want.x), snap(area.x), snapDown(area.x + area.width - w)]);
  const ys = new Set([snap(want.y), snap(area.y), snapDown(area.y + area.height - h)]);
  const tops = new Set<number>();
  for (const { rect: o, gap } of keep) {
    xs.add(snapUp(o.x + o.width + gap)).add(snapDown(o.x - gap - w)).add(snap(o.x));
    ys.add(snapUp(o.y + o.height + gap)).add(snapDown(o.y - gap - h)).add(snap(o.y));
    tops.add(snap(o.y));
  }
  const right = area.x + area.width;
  const bottom = area.y + area.height;
  const candidates: { x: number; y: number; cost: number; inside: boolean }[] = [];
  for (const x of xs) {
    for (const y of ys) {
      if (x < area.x - 0.5 || y < area.y - 0.5) continue;
      const growth = Math.max(0, x + w - right) + Math.max(0, y + h - bottom);
      const d = Math.abs(x - want.x) + 1.3 * Math.abs(y - want.y);
      candidates.push({ x, y, inside: growth <= 0.5, cost: d + GROWTH_COST * growth - (tops.has(y) ? ALIGN_BONUS : 0) });
    }
  }
  candidates.sort((a, b) => a.cost - b.cost || a.y - b.y || a.x - b.x);
  let trials = 0;
  for (const c of candidates) {
    const block = { x: c.x, y: c.y, width: w, height: h };
    if (!keep.every(({ rect, gap }) => !intersects(inflate(block, gap - 1), rect))) continue;
    if (c.inside || container === null) return { x: c.x, y: c.y };
    if (trials++ >= MAX_TRIALS) break;
    const trial = state.clone();
    growToFit(trial, container, c.x + w, c.y + h);
    const pushed = [...trial.moved].some((m) => !state.moved.has(m));
    if (!pushed && !overlayConflict(trial, self, block)) {
      state.adopt(trial);
      return { x: c.x, y: c.y };
    }
  }
  return spotByGrowing(state, container!, self, w, h, want, extra);
}

const snapUp = (v: number) => Math.ceil(v / GRID - 1e-9) * GRID;
const snapDown = (v: number) => Math.floor(v / GRID + 1e-9) * GRID;

/** Whether the block would lie in an overlay it is not a member of, once overlays are refitted. */
function overlayConflict(state: PlaceState, self: string, block: Rect): boolean {
  for (const o of state.tree.overlays) {
    const members = state.tree.get(o).overlayMembers ?? [];
    if (members.includes(self)) continue;
    const boxes = members.map((m) => state.shape(m)).filter((r): r is Rect => r !== undefined);
    if (boxes.length === 0) continue;
    const x0 = Math.min(...boxes.map((b) => b.x)) - OVERLAY_PAD.side;
    const y0 = Math.min(...boxes.map((b) => b.y)) - OVERLAY_PAD.top;
    const x1 = Math.max(...boxes.map((b) => b.x + b.width)) + OVERLAY_PAD.side;
    const y1 = Math.max(...boxes.map((b) => b.y + b.height)) + OVERLAY_PAD.bottom;
    if (intersects(block, { x: x0, y: y0, width: x1 - x0, height: y1 - y0 })) return true;
  }
  return false;
}

/**
 * Makes room for a block in a full container: beside everything (the container grows to the
 * right) or under everything (it grows down), whichever moves fewer existing cells, then less area.
 */
export function spotByGrowing(state: PlaceState, container: string, self: string, w: number, h: number, want: Point, extra: readonly Keep[] = []): Point {
  const area = contentArea(state, container);
  const obstacles = obstaclesIn(state, container, self, extra).map((k) => k.rect);
  const maxRight = Math.max(area.x - SPOT_GAP, ...obstacles.map((o) => o.x + o.width));
  const maxBottom = Math.max(area.y - SPOT_GAP, ...obstacles.map((o) => o.y + o.height));
  const clampY = Math.max(area.y, Math.min(snap(want.y), area.y + area.height - h));
  const clampX = Math.max(area.x, Math.min(snap(want.x), area.x + area.width - w));
  const options = [
    { x: snap(maxRight + SPOT_GAP + GRID / 2), y: clampY },
    { x: clampX, y: snap(maxBottom + SPOT_GAP + GRID / 2) },
  ];
  // A subnet in an availability zone is a tier row: it widens (pushing the next AZ along) so rows
  // stay aligned; it grows taller (with its whole row) only when an overlay leaves no room beside.
  const cell = state.tree.get(container);
  const inRow = cell.group?.kind === 'subnet' && cell.layoutParent !== null && state.tree.get(cell.layoutParent).group?.kind === 'az';
  let best: { at: Point; trial: PlaceState; cost: number } | undefined;
  options.forEach((at, k) => {
    const trial = state.clone();
    growToFit(trial, container, at.x + w, at.y + h);
    const block = { x: at.x, y: at.y, width: w, height: h };
    const area0 = state.abs.get(container)!;
    const area1 = trial.abs.get(container)!;
    const movedCells = [...trial.moved].filter((m) => !state.moved.has(m)).length;
    const conflict = overlayConflict(trial, self, block) ? 1e12 : 0;
    const cost = conflict + (inRow && k > 0 ? 1e10 : 0) + movedCells * 1e7 + (area1.width * area1.height - area0.width * area0.height);
    if (!best || cost < best.cost) best = { at, trial, cost };
  });
  state.adopt(best!.trial);
  return best!.at;
}
