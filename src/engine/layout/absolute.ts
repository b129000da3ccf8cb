import type { Rect } from '../model/index.js';
import type { Arrangement } from './arrange/context.js';
import { OVERLAY_PAD } from './constants.js';
import { bbox } from './rect.js';
import type { AbsRects } from './types.js';

/** Page margin around the whole diagram. */
export const PAGE_MARGIN = 40;

/**
 * Absolute rectangles from the arrangement: containers are their blocks, nodes their icons
 * (the label hangs below inside the block). Overlays are fitted around their members.
 */
export function absoluteRects(ctx: Arrangement): { rects: AbsRects; blocks: AbsRects } {
  const rects: AbsRects = new Map();
  const blocks: AbsRects = new Map();
  const visit = (id: string, ox: number, oy: number) => {
    const p = ctx.pos.get(id) ?? { x: 0, y: 0 };
    const s = ctx.sizeOf(id);
    const block = { x: ox + p.x, y: oy + p.y, width: s.w, height: s.h };
    blocks.set(id, block);
    if (ctx.tree.isContainer(id)) rects.set(id, block);
    else {
      const look = ctx.looks.get(id);
      const foot = ctx.feet.get(id);
      rects.set(id, look && foot ? { x: block.x + foot.iconDx, y: block.y, width: look.w, height: look.h } : block);
    }
    for (const c of ctx.tree.get(id).children) visit(c, block.x, block.y);
  };
  for (const id of ctx.tree.roots) visit(id, PAGE_MARGIN, PAGE_MARGIN);
  fitOverlays(ctx, rects, blocks);
  return { rects, blocks };
}

/** Each overlay is the box around its members' blocks (icons with labels), with its own padding. */
export function fitOverlays(ctx: Pick<Arrangement, 'tree'>, rects: AbsRects, blocks: AbsRects): void {
  for (const id of ctx.tree.overlays) {
    const members = ctx.tree.get(id).overlayMembers ?? [];
    const box = bbox(members.map((m) => blocks.get(m) ?? rects.get(m)).filter((r): r is Rect => r !== undefined));
    if (!box) continue;
    // Blocks sit on the grid and the padding is a grid multiple: the box is symmetric around them.
    const r = {
      x: box.x - OVERLAY_PAD.side,
      y: box.y - OVERLAY_PAD.top,
      width: box.width + 2 * OVERLAY_PAD.side,
      height: box.height + OVERLAY_PAD.top + OVERLAY_PAD.bottom,
    };
    rects.set(id, r);
    blocks.set(id, r);
  }
}
