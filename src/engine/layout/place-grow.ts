import { GRID, PAD } from './constants.js';
import type { PlaceState } from './place-state.js';
import { inflate, intersects } from './rect.js';

/** Gap kept between a grown box and the siblings it pushes. */
const PUSH_GAP = 40;

/**
 * Grows a container so its content box reaches `need` (absolute right / bottom), keeping its
 * top-left corner. Siblings that would then be overlapped are pushed right or down (with
 * everything after them, preserving their arrangement); ancestors grow in turn.
 */
export function growToFit(state: PlaceState, id: string, needRight: number, needBottom: number): void {
  const r = state.abs.get(id);
  if (!r) return;
  const w = Math.max(r.width, ceilGrid(needRight + PAD.side - r.x));
  const h = Math.max(r.height, ceilGrid(needBottom + PAD.bottom - r.y));
  if (w === r.width && h === r.height) return;
  const oldRight = r.x + r.width;
  const oldBottom = r.y + r.height;
  const grown = { ...r, width: w, height: h };
  state.abs.set(id, grown);
  state.changed.add(id);
  const parent = state.tree.get(id).layoutParent;
  pushSiblings(state, id, parent, oldRight, oldBottom);
  // A taller tier row stays a row: the same tier's subnets in the other AZs grow with it.
  if (h > r.height) {
    for (const peer of rowPeers(state, id, r.y)) {
      const p = state.abs.get(peer)!;
      if (p.height < h) growToFit(state, peer, p.x + p.width - PAD.side, p.y + h - PAD.bottom);
    }
  }
  if (parent !== null) {
    const kids = state.tree.get(parent).children.map((c) => state.shape(c)).filter((s) => s !== undefined);
    growToFit(state, parent, Math.max(...kids.map((k) => k.x + k.width)), Math.max(...kids.map((k) => k.y + k.height)));
  }
}

/**
 * Pushes the siblings a grown box now comes too close to: those past its old right edge move right,
 * those below its old bottom move down, each together with everything beyond them (so a row or a
 * column of boxes keeps its arrangement, as when a person makes room).
 */
function pushSiblings(state: PlaceState, id: string, parent: string | null, oldRight: number, oldBottom: number): void {
  const siblings = (parent === null ? state.tree.roots : state.tree.get(parent).children).filter((c) => c !== id && state.abs.has(c));
  for (let round = 0; round < 4; round++) {
    const box = state.abs.get(id)!;
    const zone = inflate(box, PUSH_GAP / 2 - 1);
    const hit = siblings.filter((s) => intersects(zone, state.shape(s)!));
    const right = hit.filter((s) => state.abs.get(s)!.x >= oldRight - 1);
    const below = hit.filter((s) => !right.includes(s) && state.abs.get(s)!.y >= oldBottom - 1);
    if (right.length === 0 && below.length === 0) return;
    if (right.length) {
      const dx = ceilGrid(Math.max(...right.map((s) => box.x + box.width + PUSH_GAP - state.shape(s)!.x)));
      for (const s of siblings) if (state.abs.get(s)!.x >= oldRight - 1) state.shift(s, dx, 0);
    }
    if (below.length) {
      const dy = ceilGrid(Math.max(...below.map((s) => box.y + box.height + PUSH_GAP - state.shape(s)!.y)));
      for (const s of siblings) if (state.abs.get(s)!.y >= oldBottom - 1) state.shift(s, 0, dy);
    }
  }
}

/** Subnets on the same tier row as `id` (same top) in the other AZs of its grid. */
export function rowPeers(state: PlaceState, id: string, top: number): string[] {
  const { tree } = state;
  const cell = tree.get(id);
  const az = cell.layoutParent;
  if (cell.group?.kind !== 'subnet' || az === null || tree.get(az).group?.kind !== 'az') return [];
  const grid = tree.get(az).layoutParent;
  const azs = (grid === null ? tree.roots : tree.get(grid).children).filter((c) => c !== az && tree.get(c).group?.kind === 'az');
  return azs.flatMap((a) => tree.get(a).children.filter((c) => tree.get(c).group?.kind === 'subnet' && Math.abs((state.abs.get(c)?.y ?? NaN) - top) < 1));
}

function ceilGrid(v: number): number {
  return Math.ceil(v / GRID - 1e-9) * GRID;
}
