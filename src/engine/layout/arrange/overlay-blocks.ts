import { NODE_GAP, OVERLAY_PAD, snap } from '../constants.js';
import type { Size } from '../types.js';
import type { Arrangement } from './context.js';

/**
 * Overlays whose members all sit in one container (three Lambda workers behind one queue, an
 * Auto Scaling group inside one subnet) take part in that container's flow as one block: the
 * members side by side across the flow, the overlay's box around them. Overlays spanning
 * containers are handled by the member band instead.
 */
export function localOverlays(ctx: Arrangement, children: readonly string[]): Map<string, string[]> {
  const here = new Set(children);
  const out = new Map<string, string[]>();
  const taken = new Set<string>();
  for (const o of ctx.tree.overlays) {
    const members = ctx.tree.get(o).overlayMembers ?? [];
    if (members.length === 0 || !members.every((m) => here.has(m) && !taken.has(m))) continue;
    out.set(o, [...members]);
    for (const m of members) taken.add(m);
  }
  return out;
}

/** Size of an overlay's block: its members stacked across the flow, plus the overlay's padding. */
export function overlayBlockSize(ctx: Arrangement, members: readonly string[]): Size {
  const sizes = members.map((m) => ctx.sizeOf(m));
  const across = sizes.reduce((t, s) => t + (ctx.direction === 'RIGHT' ? s.h : s.w) + NODE_GAP, -NODE_GAP);
  const along = Math.max(...sizes.map((s) => (ctx.direction === 'RIGHT' ? s.w : s.h)));
  const w = (ctx.direction === 'RIGHT' ? along : across) + 2 * OVERLAY_PAD.side;
  const h = (ctx.direction === 'RIGHT' ? across : along) + OVERLAY_PAD.top + OVERLAY_PAD.bottom;
  return { w, h };
}

/** Places the members inside their overlay's block (whose position the flow has set). */
export function placeOverlayMembers(ctx: Arrangement, overlay: string, members: readonly string[]): void {
  const at = ctx.pos.get(overlay)!;
  const block = ctx.sizeOf(overlay);
  let x = at.x + OVERLAY_PAD.side;
  let y = at.y + OVERLAY_PAD.top;
  for (const m of members) {
    const s = ctx.sizeOf(m);
    if (ctx.direction === 'RIGHT') {
      ctx.pos.set(m, { x: x + snap((block.w - 2 * OVERLAY_PAD.side - s.w) / 2), y });
      y = snap(y + s.h + NODE_GAP);
    } else {
      ctx.pos.set(m, { x, y: y + snap((block.h - OVERLAY_PAD.top - OVERLAY_PAD.bottom - s.h) / 2) });
      x = snap(x + s.w + NODE_GAP);
    }
  }
  ctx.pos.delete(overlay);
}
