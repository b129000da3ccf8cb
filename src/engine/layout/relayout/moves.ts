import type { ArchitectureModel, EdgeGeometry, Geometry, Point } from '../../model/index.js';
import { placeEdgeLabels } from '../edge-labels.js';
import { hintsFor } from '../edge-path.js';
import { bottom, contains, right } from '../rect.js';
import type { LayoutMetrics } from '../types.js';
import { rerouteEdges, type DrawnScene } from './reroute.js';

/** One local repair to try: what it does (for the job's summary) and the geometry it makes. */
export interface Move {
  readonly what: string;
  make(): Geometry;
}

/** How far a straight run is slid sideways, nearest first. */
const NUDGES = [10, -10, 20, -20, 40, -40, 60, -60];
/** Room a moved shape keeps from the one it overlapped. */
const CLEAR_GAP = 10;
/** A port slid along a side stays this far from the side's corners. */
const PORT_MARGIN = 4;

/** The edges and cells the metrics complain about, worst first. */
export function culprits(model: ArchitectureModel, m: LayoutMetrics): { edges: string[]; cells: [string, string][] } {
  const edgeIds = new Set(model.edges.map((e) => e.id));
  const count = new Map<string, number>();
  const { details: d } = m;
  for (const list of [d.edgeHits, d.edgesThroughLabels, d.edgesThroughTitles, d.edgeOverlaps, d.labelHits, d.sharedPorts]) {
    for (const pair of list) for (const id of pair) if (edgeIds.has(id)) count.set(id, (count.get(id) ?? 0) + 1);
  }
  const edges = [...count].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  return { edges, cells: d.overlaps.map(([a, b]) => [a, b]) };
}

/** Writes an absolute border-to-border polyline back as the edge's waypoints (label kept). */
function withPath(scene: DrawnScene, geometry: Geometry, id: string, path: Point[]): Geometry {
  const e = scene.tree.edges().find((x) => x.id === id)!;
  const parent = scene.tree.lca(e.source, e.target);
  const o = parent ? scene.abs.get(parent) : undefined;
  const old = geometry.edges[id];
  const g: EdgeGeometry = {
    points: hintsFor(path).map((p) => ({ x: p.x - (o?.x ?? 0), y: p.y - (o?.y ?? 0) })),
    ...(old?.label ? { label: old.label } : {}),
    ...(parent ? { parent } : {}),
  };
  return { cells: geometry.cells, edges: { ...geometry.edges, [id]: g } };
}

/** Moves for one edge: its runs slid sideways (same bends), its label placed again, a new route. */
export function edgeMoves(model: ArchitectureModel, geometry: Geometry, scene: DrawnScene, id: string): Move[] {
  const path = scene.drawn.get(id);
  const edge = model.edges.find((e) => e.id === id);
  if (!path || !edge) return [];
  const moves: Move[] = [];
  const s = scene.abs.get(edge.source)!;
  const t = scene.abs.get(edge.target)!;
  const last = path.length - 2;
  for (let k = 0; k <= last; k++) {
    const a = path[k]!;
    const b = path[k + 1]!;
    const horizontal = Math.abs(a.y - b.y) < 0.5;
    if (!horizontal && Math.abs(a.x - b.x) >= 0.5) continue; // a diagonal run: only a new route helps
    for (const d of NUDGES) {
      const moved = path.map((p, i) => (i === k || i === k + 1 ? (horizontal ? { x: p.x, y: p.y + d } : { x: p.x + d, y: p.y }) : p));
      // An end of the path stays on its cell's side.
      const onSide = (i: number, r: typeof s) => {
        if ((i !== 0 && i !== path.length - 1) || (i !== k && i !== k + 1)) return true;
        const p = moved[i]!;
        return horizontal ? p.y >= r.y + PORT_MARGIN && p.y <= bottom(r) - PORT_MARGIN : p.x >= r.x + PORT_MARGIN && p.x <= right(r) - PORT_MARGIN;
      };
      if (!onSide(0, s) || !onSide(path.length - 1, t)) continue;
      moves.push({ what: 'moved a line aside', make: () => withPath(scene, geometry, id, moved) });
    }
  }
  if (edge.label.trim()) moves.push({ what: 'moved a line label', make: () => relabel(model, geometry, scene, id) });
  moves.unshift({ what: 'routed a line again', make: () => rerouteEdges(model, geometry, scene, new Set([id])) });
  return moves;
}

function relabel(model: ArchitectureModel, geometry: Geometry, scene: DrawnScene, id: string): Geometry {
  const edge = model.edges.find((e) => e.id === id)!;
  const icons = model.nodes.map((n) => scene.abs.get(n.id)).filter((r) => r !== undefined);
  const placed = placeEdgeLabels([edge], scene.drawn, [...icons, ...scene.labels.values()]).get(id);
  const old = geometry.edges[id];
  if (!placed || !old) return geometry;
  return { cells: geometry.cells, edges: { ...geometry.edges, [id]: { ...old, label: { x: placed.x, y: placed.y } } } };
}

/**
 * Moves for a pair of overlapping cells: the smaller one (a shape before a box) shifted just
 * clear of the other in each direction, its lines kept as drawn or routed again.
 */
export function cellMoves(model: ArchitectureModel, geometry: Geometry, scene: DrawnScene, pair: [string, string]): Move[] {
  const { tree, abs } = scene;
  const size = (id: string) => (tree.isContainer(id) ? 1e9 : 0) + abs.get(id)!.width * abs.get(id)!.height;
  const [mover, other] = size(pair[0]) <= size(pair[1]) ? pair : [pair[1], pair[0]];
  const m = abs.get(mover);
  const o = abs.get(other);
  const rel = geometry.cells[mover];
  if (!m || !o || !rel) return [];
  const snap = (v: number) => Math.sign(v) * Math.ceil(Math.abs(v) / 10) * 10;
  const shifts = [
    { dx: snap(o.x - right(m) - CLEAR_GAP), dy: 0 },
    { dx: snap(right(o) - m.x + CLEAR_GAP), dy: 0 },
    { dx: 0, dy: snap(o.y - bottom(m) - CLEAR_GAP) },
    { dx: 0, dy: snap(bottom(o) - m.y + CLEAR_GAP) },
  ].sort((a, b) => Math.abs(a.dx) + Math.abs(a.dy) - Math.abs(b.dx) - Math.abs(b.dy));
  // A shape inside its box stays inside it.
  const box = tree.get(mover).parent;
  const frame = box ? abs.get(box) : undefined;
  // Nor lands inside a box it does not belong to (a reader would take it for that box's content).
  const mine = new Set([mover, ...tree.ancestors(mover)]);
  const boxes = [...tree.cells.values()].filter((c) => tree.isContainer(c.id) && !mine.has(c.id) && !tree.ancestors(c.id).includes(mover));
  const inside = new Set<string>();
  for (const stack = [mover]; stack.length; ) {
    const c = stack.pop()!;
    inside.add(c);
    stack.push(...tree.get(c).children);
  }
  const inFrame = (dx: number, dy: number) => {
    const to = { ...m, x: m.x + dx, y: m.y + dy };
    if (frame && contains(frame, m) && !contains(frame, to)) return false;
    if (boxes.some((c) => abs.has(c.id) && contains(abs.get(c.id)!, to))) return false;
    // A moved box swallows nothing it did not hold before.
    return !tree.isContainer(mover) || ![...abs].some(([id, r]) => !inside.has(id) && !contains(m, r) && contains(to, r));
  };
  const touching = new Set(model.edges.filter((e) => e.source === mover || e.target === mover).map((e) => e.id));
  const moves: Move[] = [];
  for (const { dx, dy } of shifts.filter((d) => inFrame(d.dx, d.dy))) {
    const shifted: Geometry = { cells: { ...geometry.cells, [mover]: { ...rel, x: rel.x + dx, y: rel.y + dy } }, edges: geometry.edges };
    moves.push({ what: 'moved a shape off another', make: () => shifted });
    if (touching.size > 0) moves.push({ what: 'moved a shape off another', make: () => rerouteEdges(model, shifted, sceneAfterMove(scene, mover, dx, dy), touching) });
  }
  return moves;
}

/** The scene with one cell (and everything inside it) shifted. */
function sceneAfterMove(scene: DrawnScene, id: string, dx: number, dy: number): DrawnScene {
  const abs = new Map(scene.abs);
  const labels = new Map(scene.labels);
  const stack = [id];
  while (stack.length) {
    const c = stack.pop()!;
    const r = abs.get(c);
    if (r) abs.set(c, { ...r, x: r.x + dx, y: r.y + dy });
    const l = labels.get(c);
    if (l) labels.set(c, { ...l, x: l.x + dx, y: l.y + dy });
    stack.push(...scene.tree.get(c).children);
  }
  return { ...scene, abs, labels };
}

/** Lines with bends, the most bent first: routed again on their own, they can pay for a detour elsewhere. */
export function bentEdges(scene: DrawnScene): string[] {
  const bends = (id: string) => Math.max(0, (scene.drawn.get(id)?.length ?? 2) - 2);
  return [...scene.drawn.keys()].filter((id) => bends(id) > 0).sort((a, b) => bends(b) - bends(a));
}
