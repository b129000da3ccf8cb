import { NODE_GAP, snap } from '../constants.js';
import type { Size } from '../types.js';

/**
 * Rows of blocks, left to right, wrapping at `maxWidth`; tops aligned so icons share a line.
 * Returns positions relative to the strip's top-left and the strip's size.
 */
export function packRows(
  items: readonly { id: string; w: number; h: number }[],
  maxWidth: number,
  gap = NODE_GAP,
): { pos: Map<string, { x: number; y: number }>; size: Size } {
  const pos = new Map<string, { x: number; y: number }>();
  let x = 0;
  let y = 0;
  let rowH = 0;
  let width = 0;
  for (const it of items) {
    if (x > 0 && x + it.w > maxWidth) {
      y += rowH + gap;
      x = 0;
      rowH = 0;
    }
    pos.set(it.id, { x: snap(x), y: snap(y) });
    width = Math.max(width, snap(x) + it.w);
    x = snap(x + it.w + gap);
    rowH = Math.max(rowH, it.h);
  }
  return { pos, size: { w: width, h: items.length ? y + rowH : 0 } };
}

/** A width that keeps a strip of unconnected blocks about as wide as four of them, or the flow. */
export function stripWidth(items: readonly { w: number }[], flowWidth: number, perRow = 4): number {
  const widths = items.map((i) => i.w).sort((a, b) => b - a);
  const fourWide = widths.slice(0, perRow).reduce((t, w) => t + w + NODE_GAP, -NODE_GAP);
  return Math.max(flowWidth, fourWide, 0);
}
