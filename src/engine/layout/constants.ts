/**
 * Spacing of the house layout, in draw.io pixels. Everything snaps to draw.io's default 10 px grid,
 * so cells a person drags afterwards line up with what the layout placed.
 */
export const GRID = 10;

/** Inner padding of a container: room for the title (and AWS corner icon) at the top. */
export const PAD = { top: 50, side: 30, bottom: 30 } as const;
/** Extra top inset of a container whose children carry an overlay (room for the overlay's title). */
export const OVERLAY_INSET = 50;
/** Padding of an overlay box around its members: top leaves room for its icon and title. */
export const OVERLAY_PAD = { top: 40, side: 20, bottom: 10 } as const;

/** Gap between blocks in one layer / row, and between layers (room for edges and their labels). */
export const NODE_GAP = 50;
export const LAYER_GAP = 110;
/** Between the steps of a top-down flowchart: room for a short arrow and its yes / no label. */
export const FLOWCHART_LAYER_GAP = 70;
/** Gap between a container's flow block and its strip of unconnected children. */
export const BAND_GAP = 60;

/** AZ grid: gap between AZ columns and between tier rows (routing channels), inset of AZ content. */
export const AZ_GAP = 60;
export const TIER_GAP = 50;

/** Minimum size of an empty container, so it can be seen and dropped into. */
export const EMPTY_GROUP = { w: 200, h: 120 } as const;

/** Edge routing: clearance kept around obstacles, and length of the straight stub at each end. */
export const CLEARANCE = 12;
export const STUB = 20;
/** Cost of one bend, in pixels of extra length. */
export const BEND_COST = 60;

/** Fonts: draw.io's default label size for services, and for edge labels (catalog edge style). */
export const NODE_FONT = 12;
export const EDGE_FONT = 11;
export const LINE_HEIGHT = 1.25;

/** Rounds to the layout grid. */
export function snap(v: number): number {
  return Math.round(v / GRID) * GRID;
}

/** Rounds up to the layout grid. */
export function snapUp(v: number): number {
  return Math.ceil(v / GRID - 1e-9) * GRID;
}
