import { EMPTY_GROUP, OVERLAY_INSET, PAD, snap, snapUp } from '../constants.js';
import { textSize } from '../text.js';
import type { LayoutTree } from '../tree.js';
import { Arrangement } from './context.js';
import { arrangeAzGrid, azColumns, isAzGrid } from './az-grid.js';
import { arrangeFlow } from './flow-container.js';

/**
 * Bottom-up arrangement: every container is laid out once its children have their sizes, then
 * takes its own size from its content plus padding. Returns block sizes and parent-relative
 * block positions for every cell that has a place in the tree (overlays come later).
 */
export async function arrangeAll(tree: LayoutTree, direction: 'RIGHT' | 'DOWN'): Promise<Arrangement> {
  const ctx = new Arrangement(tree, direction);
  for (const id of tree.roots) await arrangeContainer(ctx, id);
  await arrangeFlow(ctx, null, tree.roots);
  return ctx;
}

async function arrangeContainer(ctx: Arrangement, id: string): Promise<void> {
  const { tree } = ctx;
  if (!tree.isContainer(id)) return;
  const children = tree.get(id).children;
  if (isAzGrid(ctx, id)) {
    const azs = azColumns(ctx, id);
    for (const c of children) {
      if (azs.includes(c)) for (const g of tree.get(c).children) await arrangeContainer(ctx, g);
      else await arrangeContainer(ctx, c);
    }
    pad(ctx, id, arrangeAzGrid(ctx, id), false);
    return;
  }
  for (const c of children) await arrangeContainer(ctx, c);
  const content = await arrangeFlow(ctx, id, children);
  pad(ctx, id, content, children.some((c) => tree.overlaysOf(c).length > 0));
}

/** Shifts the content into the padding and sets the container's size (room for its title). */
function pad(ctx: Arrangement, id: string, content: { w: number; h: number }, overlayInside: boolean): void {
  const cell = ctx.tree.get(id);
  const top = PAD.top + (overlayInside ? OVERLAY_INSET : 0);
  const label = cell.group?.label ?? cell.node?.label ?? '';
  const titleW = textSize(label, { bold: true }).w + 60;
  const empty = cell.children.length === 0;
  const w = snapUp(Math.max(empty ? EMPTY_GROUP.w : 0, titleW, content.w + 2 * PAD.side));
  const h = snapUp(Math.max(empty ? EMPTY_GROUP.h : 0, content.h + top + PAD.bottom));
  // A title wider than the content leaves the content centred under it.
  const left = PAD.side + snap((w - content.w - 2 * PAD.side) / 2);
  for (const c of cell.children) {
    const p = ctx.pos.get(c);
    if (p) ctx.pos.set(c, { x: p.x + left, y: p.y + top });
  }
  ctx.size.set(id, { w, h });
}
