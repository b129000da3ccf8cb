import type { ModelEdge, Point, Rect } from '../model/index.js';
import { labelPoint, pathLength } from './edge-path.js';
import { intersects, segmentHitsRect } from './rect.js';
import { edgeLabelSize } from './text.js';

/** An edge label's draw.io geometry (relative position along the edge, offset) and its box. */
export interface PlacedLabel {
  readonly x: number;
  readonly y: number;
  readonly box: Rect;
}

/** How much further out each extra ring of label candidates lies. */
const FAR_STEP = 30;

/** Box of an edge label whose centre is at `p`. */
export function labelBox(p: Point, size: { w: number; h: number }): Rect {
  return { x: p.x - size.w / 2, y: p.y - size.h / 2, width: size.w, height: size.h };
}

/**
 * Places each edge label on its own route, clear of icons, node labels and other edge labels:
 * on the longest straight run first, then other runs, then beside the line. Labels draw on a
 * white background, so sitting on the line itself reads well.
 */
export function placeEdgeLabels(
  edges: readonly ModelEdge[],
  paths: ReadonlyMap<string, readonly Point[]>,
  avoid: readonly Rect[],
): Map<string, PlacedLabel> {
  const placed = new Map<string, PlacedLabel>();
  const taken: Rect[] = [];
  for (const e of edges) {
    const path = paths.get(e.id);
    if (!path || path.length < 2 || !e.label.trim()) continue;
    const size = edgeLabelSize(e.label);
    const others = [...paths].filter(([id]) => id !== e.id).map(([, p]) => p);
    const options = candidates(path, size);
    const best =
      options.find((c) => isClear(c.box, avoid, taken) && !crossesLines(c.box, others)) ??
      options.find((c) => isClear(c.box, avoid, taken)) ??
      options[0]!;
    placed.set(e.id, best);
    taken.push(best.box);
  }
  return placed;
}

/** Whether a label box would sit on another edge's line (ambiguous: whose label is it?). */
function crossesLines(box: Rect, paths: readonly (readonly Point[])[]): boolean {
  for (const p of paths) for (let k = 0; k + 1 < p.length; k++) if (segmentHitsRect(p[k]!, p[k + 1]!, box, 0)) return true;
  return false;
}

function isClear(box: Rect, avoid: readonly Rect[], taken: readonly Rect[]): boolean {
  for (const r of avoid) if (intersects(box, r, -2)) return false;
  for (const r of taken) if (intersects(box, r, -2)) return false;
  return true;
}

/** Positions to try, best first. */
function candidates(path: readonly Point[], size: { w: number; h: number }): PlacedLabel[] {
  const total = pathLength(path);
  if (total === 0) return [{ x: 0, y: 0, box: labelBox(path[0]!, size) }];
  const segments: { start: number; len: number; horizontal: boolean }[] = [];
  let acc = 0;
  for (let k = 0; k + 1 < path.length; k++) {
    const a = path[k]!;
    const b = path[k + 1]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    segments.push({ start: acc, len, horizontal: Math.abs(a.y - b.y) < 0.5 });
    acc += len;
  }
  segments.sort((p, q) => q.len - p.len);
  const out: PlacedLabel[] = [];
  const at = (dist: number, offset: number) => {
    const x = round2(Math.max(-1, Math.min(1, (2 * Math.round(dist)) / total - 1)));
    out.push({ x, y: offset, box: labelBox(labelPoint(path, x, offset), size) });
  };
  // On the line, then just beside it, then further out (clear of the icons at a short run's ends).
  for (const offsetKind of [0, 1, -1, 2, -2, 3, -3]) {
    for (const s of segments) {
      const fits = s.len >= (s.horizontal ? size.w : size.h) + 16;
      if (!fits && offsetKind === 0) continue;
      const beside = (s.horizontal ? size.h : size.w) / 2 + 4;
      const offset = offsetKind === 0 ? 0 : Math.sign(offsetKind) * (beside + (Math.abs(offsetKind) - 1) * FAR_STEP);
      for (const f of [0.5, 0.3, 0.7, 0.15, 0.85]) at(s.start + s.len * f, offset);
    }
  }
  if (out.length === 0) at(total / 2, 0);
  return out;
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
