import type { ConcreteDiagramType } from '../../shared/contract/values.js';
import type { Rect } from '../model/index.js';

/** Options of a full layout. Every field is optional; the model's diagram type picks the defaults. */
export interface LayoutOptions {
  /** Main flow direction of the diagram; default `RIGHT`, `DOWN` for flowcharts. */
  readonly direction?: 'RIGHT' | 'DOWN';
  /** Lay out as if the model had this type (e.g. re-layout a diagram as a flowchart). */
  readonly diagramType?: ConcreteDiagramType;
}

/** A pair of cell ids a metric complains about (for reports and failing-test messages). */
export type CellPair = readonly [string, string];

/** Measured layout quality; every count is 0 in a clean diagram (area and ratio are informative). */
export interface LayoutMetrics {
  /** Siblings whose rectangles intersect, plus nodes drawn over groups they do not belong to. */
  readonly nodeOverlaps: number;
  /** Edge segments crossing a node or group that is neither an end nor an ancestor of an end. */
  readonly edgesThroughNodes: number;
  /** Proper crossings between segments of different edges. */
  readonly edgeCrossings: number;
  /** Direction changes along all edges. */
  readonly bends: number;
  /** Node labels (below icons) and edge labels lying over a node, or outside their container. */
  readonly labelCollisions: number;
  /** (edge, node) pairs where the edge's line runs through the node's label (its own ends' too). */
  readonly edgesThroughLabels: number;
  /** (edge, group) pairs where the edge's line runs through the group's title (an overlay's icon and title too). */
  readonly edgesThroughTitles: number;
  /** Pairs of edges on the same side of a cell the opposite way: one enters through it, the other leaves. */
  readonly sharedPorts: number;
  /** Pairs of unrelated edges (no common source, no common target) drawn on top of each other or touching. */
  readonly edgeOverlaps: number;
  /** Bounding box of the whole diagram. */
  readonly width: number;
  readonly height: number;
  readonly area: number;
  /** width / height (0 for an empty diagram). */
  readonly aspectRatio: number;
  /** Cells of the model that have no geometry at all. */
  readonly missing: readonly string[];
  /** The offending pairs behind each count, for humans. */
  readonly details: {
    readonly overlaps: readonly CellPair[];
    readonly edgeHits: readonly CellPair[];
    readonly labelHits: readonly CellPair[];
    readonly edgesThroughLabels: readonly CellPair[];
    readonly edgesThroughTitles: readonly CellPair[];
    readonly sharedPorts: readonly CellPair[];
    readonly edgeOverlaps: readonly CellPair[];
  };
}

/** Width and height of a block laid out inside its parent. */
export interface Size {
  w: number;
  h: number;
}

/** Absolute rectangles of every cell, by id (internal; the output is parent-relative). */
export type AbsRects = Map<string, Rect>;
