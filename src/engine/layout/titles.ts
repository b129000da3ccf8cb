import type { Rect } from '../model/index.js';
import { textSize } from './text.js';

/**
 * Where a container's title is drawn, so routes and metrics keep lines off it: a box's title (and
 * its AWS corner icon) in its top-left corner; an overlay's (Auto Scaling group) icon centred on
 * its top border with the title under it (draw.io's groupCenter shape).
 */
const TITLE_H = 34;
const OVERLAY_ICON = 26;
const OVERLAY_TITLE_H = 44;

export function titleBox(box: Rect, label: string, overlay: boolean): Rect {
  if (overlay) {
    const w = textSize(label, {}).w + 20;
    return { x: box.x + box.width / 2 - w / 2, y: box.y - OVERLAY_ICON / 2, width: w, height: OVERLAY_ICON / 2 + OVERLAY_TITLE_H };
  }
  const w = textSize(label, { bold: true }).w + 50;
  return { x: box.x, y: box.y, width: Math.min(box.width, w), height: TITLE_H };
}
