import { getService } from '../catalog/index.js';
import type { ServiceKind } from '../catalog/index.js';
import type { ModelNode, Rect } from '../model/index.js';
import { NODE_FONT, snapUp } from './constants.js';
import { textSize } from './text.js';

/**
 * What layout needs to know about a node's drawing: icon size, kind, and where draw.io puts its
 * label. Read from the catalog entry's style with the node's own style overrides on top.
 */
export interface NodeLook {
  kind: ServiceKind;
  /** Icon (the cell's own rectangle) size. */
  w: number;
  h: number;
  /** Label drawn under the icon (architecture icons) or inside the shape (boxes, flowchart). */
  labelBelow: boolean;
  /** Size of the label text block under the icon (0 × 0 when inside or empty). */
  labelW: number;
  labelH: number;
  /** The label's top edge lies this far below the icon's bottom. */
  labelGap: number;
  /** A UML lifeline: edges end on its dashed centre line, not on its box. */
  lifeline: boolean;
  /** A flowchart decision: edges leave from its four corners, each branch its own. */
  diamond: boolean;
}

const PLAIN = { w: 140, h: 60 };
const DIAMOND_H = 80;

function styleValue(style: string, key: string): string | undefined {
  const m = new RegExp('(?:^|;)' + key + '=([^;]*)').exec(style);
  return m?.[1];
}

/** Looks up the node's drawing. Unknown services draw as a labelled box. */
export function nodeLook(node: ModelNode): NodeLook {
  const entry = node.service ? getService(node.service) : undefined;
  const overrides = node.style ?? {};
  const style = (entry?.style ?? '') + ';' + Object.entries(overrides).map(([k, v]) => k + '=' + v).join(';');
  // A flowchart decision needs height for its text inside the diamond.
  const diamond = !entry && styleValue(style, 'shape') === 'rhombus';
  const w = entry?.width ?? PLAIN.w;
  const h = entry?.height ?? (diamond ? DIAMOND_H : PLAIN.h);
  const below = styleValue(style, 'verticalLabelPosition') === 'bottom';
  const fontSize = Number(styleValue(style, 'fontSize') ?? NODE_FONT) || NODE_FONT;
  const bold = styleValue(style, 'fontStyle') === '1';
  const wrap = styleValue(style, 'whiteSpace') === 'wrap';
  const spacingTop = Number(styleValue(style, 'spacingTop') ?? 0) || 0;
  const text = below ? textSize(node.label, { fontSize, bold, ...(wrap ? { wrapWidth: w } : {}) }) : { w: 0, h: 0 };
  return {
    kind: entry?.kind ?? 'generic',
    w,
    h,
    labelBelow: below,
    labelW: text.w,
    labelH: text.h,
    labelGap: Math.max(0, 2 + spacingTop),
    lifeline: styleValue(style, 'perimeter') === 'lifelinePerimeter',
    diamond,
  };
}

/** The label box of a node whose icon is at `icon` (undefined when the label is inside or empty). */
export function nodeLabelBox(look: NodeLook, icon: Rect): Rect | undefined {
  if (!look.labelBelow || look.labelW === 0) return undefined;
  return {
    x: icon.x + icon.width / 2 - look.labelW / 2,
    y: icon.y + icon.height + look.labelGap,
    width: look.labelW,
    height: look.labelH,
  };
}

/**
 * The block a node occupies in a layout: its icon plus the label underneath, on the grid. The icon
 * sits centred at the top; `iconDx` keeps its left edge on the grid too.
 */
export interface Footprint {
  w: number;
  h: number;
  iconDx: number;
}

export function footprint(look: NodeLook): Footprint {
  // Wider labels widen the block symmetrically, in 20 px steps so the icon stays on the grid.
  const extra = look.labelW > look.w ? Math.ceil((look.labelW - look.w) / 20) * 20 : 0;
  const labelBottom = look.labelW > 0 ? look.labelGap + look.labelH : 0;
  return { w: look.w + extra, h: snapUp(look.h + labelBottom + 4), iconDx: extra / 2 };
}
