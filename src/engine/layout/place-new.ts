import type { ArchitectureModel, EdgeGeometry, Geometry, ModelEdge, Point, Rect } from '../model/index.js';
import { fitOverlays } from './absolute.js';
import { EMPTY_GROUP, NODE_GAP, PAD } from './constants.js';
import { labelBox, placeEdgeLabels } from './edge-labels.js';
import { drawnPath, hintsFor, labelPoint } from './edge-path.js';
import { chooseSpot, contentArea, type Keep } from './place-spot.js';
import { PlaceState } from './place-state.js';
import { bbox, center, inflate, segmentHitsRect } from './rect.js';
import { Occupancy } from './route/occupancy.js';
import { routeSome } from './route/route-all.js';
import { footprint, nodeLabelBox, nodeLook, type NodeLook } from './service-info.js';
import { edgeLabelSize, textSize } from './text.js';
import { absoluteFromGeometry } from './to-geometry.js';
import { buildTree, type LayoutTree } from './tree.js';

/** Distance a new node keeps from the neighbour it is placed next to. */
const FLOW_GAP = 90;
/** Distance a new block keeps from existing edge lines and labels. */
const LINE_GAP = 12;

/**
 * Places new nodes and groups (and routes new edges) into an existing layout without moving
 * what is there: each new cell goes to a free spot inside its parent, next to the cells it is
 * connected to. A container that is full grows to the right or down; a sibling in the way of
 * that growth is pushed along with everything beyond it. Synchronous and fast, for edits and
 * fixes. Returns the complete geometry: unchanged entries are the input's own objects.
 */
export function placeNew(model: ArchitectureModel, geometry: Geometry, newIds: readonly string[]): Geometry {
  const tree = buildTree(model);
  const looks = new Map<string, NodeLook>(model.nodes.map((n) => [n.id, nodeLook(n)]));
  const fresh = freshCells(tree, geometry, newIds);
  const abs = absoluteFromGeometry(tree, geometry);
  for (const id of fresh) abs.delete(id);
  const state = new PlaceState(tree, looks, abs);
  const depth = (id: string) => tree.layoutAncestors(id).length;
  const order = [...fresh].filter((id) => !tree.get(id).overlayMembers).sort((a, b) => depth(a) - depth(b));
  const drawn = drawnEdges(state, geometry, fresh);
  const keep = edgeKeeps(model, geometry, drawn);
  for (const id of order) placeOne(state, model, id, keep);
  refitOverlays(state, fresh);
  const edges = routeChanged(state, model, geometry, fresh, new Set(newIds), drawn);
  return output(state, geometry, edges);
}

/** Cells to place: those named, those without geometry, and everything inside a new group. */
function freshCells(tree: LayoutTree, geometry: Geometry, newIds: readonly string[]): Set<string> {
  const fresh = new Set<string>();
  for (const id of newIds) if (tree.cells.has(id)) fresh.add(id);
  for (const id of tree.cells.keys()) if (!geometry.cells[id]) fresh.add(id);
  let grew = true;
  while (grew) {
    grew = false;
    for (const cell of tree.cells.values()) {
      if (!fresh.has(cell.id) && cell.parent !== null && fresh.has(cell.parent)) {
        fresh.add(cell.id);
        grew = true;
      }
    }
  }
  return fresh;
}

/** Block size of a new cell: a node's icon and label, or a new group sized for its new children in a row. */
function blockSize(state: PlaceState, id: string): { w: number; h: number; iconDx: number } {
  const look = state.looks.get(id);
  if (look && !state.tree.isContainer(id)) {
    const f = footprint(look);
    return { w: f.w, h: f.h, iconDx: f.iconDx };
  }
  const kids = state.tree.get(id).children.map((c) => blockSize(state, c));
  const cell = state.tree.get(id);
  const title = textSize(cell.group?.label ?? cell.node?.label ?? '', { bold: true }).w + 60;
  const w = kids.reduce((t, k) => t + k.w + NODE_GAP, -NODE_GAP) + 2 * PAD.side;
  const h = Math.max(0, ...kids.map((k) => k.h)) + PAD.top + PAD.bottom;
  return { w: roundUp(Math.max(w, title, EMPTY_GROUP.w)), h: roundUp(Math.max(h, EMPTY_GROUP.h)), iconDx: 0 };
}

/** The existing edges as draw.io draws them (absolute), by id; edges of new cells are left out. */
function drawnEdges(state: PlaceState, geometry: Geometry, fresh: ReadonlySet<string>): Map<string, Point[]> {
  const out = new Map<string, Point[]>();
  for (const e of state.tree.edges()) {
    const s = state.abs.get(e.source);
    const t = state.abs.get(e.target);
    const g = geometry.edges[e.id];
    if (!s || !t || !g || fresh.has(e.source) || fresh.has(e.target)) continue;
    const o = g.parent ? state.abs.get(g.parent) : undefined;
    out.set(e.id, drawnPath(s, t, g.points.map((p) => ({ x: p.x + (o?.x ?? 0), y: p.y + (o?.y ?? 0) }))));
  }
  return out;
}

/** New cells stay off existing edge lines and their labels. */
function edgeKeeps(model: ArchitectureModel, geometry: Geometry, drawn: ReadonlyMap<string, Point[]>): Keep[] {
  const keep: Keep[] = [];
  for (const e of model.edges) {
    const path = drawn.get(e.id);
    if (!path) continue;
    for (let k = 0; k + 1 < path.length; k++) {
      const a = path[k]!;
      const b = path[k + 1]!;
      keep.push({ rect: { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) }, gap: LINE_GAP });
    }
    if (e.label.trim()) {
      const l = geometry.edges[e.id]?.label ?? { x: 0, y: 0 };
      keep.push({ rect: labelBox(labelPoint(path, l.x, l.y), edgeLabelSize(e.label)), gap: LINE_GAP });
    }
  }
  return keep;
}

function placeOne(state: PlaceState, model: ArchitectureModel, id: string, keep: readonly Keep[]): void {
  const { tree } = state;
  const container = tree.get(id).layoutParent;
  const size = blockSize(state, id);
  const want = wantedSpot(state, model, id, container, size);
  const spot = chooseSpot(state, container, id, size.w, size.h, want, keep);
  const look = state.looks.get(id);
  const rect: Rect =
    look && !tree.isContainer(id)
      ? { x: spot.x + size.iconDx, y: spot.y, width: look.w, height: look.h }
      : { x: spot.x, y: spot.y, width: size.w, height: size.h };
  state.abs.set(id, rect);
  state.changed.add(id);
  state.moved.add(id);
}

/**
 * Where a new block would ideally go: after the cells feeding it, before the cells it feeds
 * (icons on one line), inside its container; otherwise at the start of the container.
 */
function wantedSpot(state: PlaceState, model: ArchitectureModel, id: string, container: string | null, size: { w: number; h: number; iconDx: number }): Point {
  const down = model.diagramType === 'flowchart';
  const iconH = state.looks.get(id)?.h ?? size.h;
  const wants: Point[] = [];
  for (const e of model.edges) {
    const other = e.source === id ? e.target : e.target === id ? e.source : undefined;
    if (!other || other === id) continue;
    const s = state.shape(other);
    const r = state.abs.get(other);
    if (!s || !r) continue;
    const c = center(r);
    const after = e.target === id;
    if (down) wants.push({ x: c.x - size.w / 2, y: after ? s.y + s.height + FLOW_GAP : s.y - FLOW_GAP - size.h });
    else wants.push({ x: after ? s.x + s.width + FLOW_GAP : s.x - FLOW_GAP - size.w, y: c.y - iconH / 2 });
  }
  const area = contentArea(state, container);
  if (wants.length === 0) return { x: area.x, y: area.y };
  const mean = { x: wants.reduce((t, p) => t + p.x, 0) / wants.length, y: wants.reduce((t, p) => t + p.y, 0) / wants.length };
  return {
    x: Math.max(area.x, Math.min(mean.x, area.x + area.width - size.w)),
    y: Math.max(area.y, Math.min(mean.y, area.y + area.height - size.h)),
  };
}

/** New overlays, and overlays whose members were placed or pushed, are fitted around their members again. */
function refitOverlays(state: PlaceState, fresh: ReadonlySet<string>): void {
  const stale = state.tree.overlays.filter((o) => fresh.has(o) || (state.tree.get(o).overlayMembers ?? []).some((m) => state.moved.has(m)));
  if (stale.length === 0) return;
  const blocks = new Map<string, Rect>();
  for (const id of state.tree.cells.keys()) {
    const s = state.shape(id);
    if (s) blocks.set(id, s);
  }
  const rects = new Map(state.abs);
  fitOverlays({ tree: state.tree }, rects, blocks);
  for (const o of stale) {
    const r = rects.get(o);
    if (!r) continue;
    state.abs.set(o, r);
    state.changed.add(o);
    state.moved.add(o);
  }
}

/**
 * Routes new edges and edges without geometry. Existing edges whose two ends were pushed together
 * keep their shape (moved along with them); those torn apart by a push, or now crossing a new or
 * grown box, are routed again. The others stay exactly as drawn.
 */
function routeChanged(
  state: PlaceState,
  model: ArchitectureModel,
  geometry: Geometry,
  fresh: ReadonlySet<string>,
  named: ReadonlySet<string>,
  drawn: Map<string, Point[]>,
): Map<string, EdgeGeometry> {
  const { tree } = state;
  const out = new Map<string, EdgeGeometry>();
  const todo: ModelEdge[] = [];
  const boxes = [...state.changed].map((id) => [id, state.shape(id)] as const).filter((x): x is readonly [string, Rect] => x[1] !== undefined);
  for (const e of tree.edges()) {
    const g = geometry.edges[e.id];
    if (named.has(e.id) || !g || fresh.has(e.source) || fresh.has(e.target)) {
      todo.push(e);
      continue;
    }
    const ds = state.shiftOf(e.source);
    const dt = state.shiftOf(e.target);
    // Ends torn apart, or an end that grew (its border, where the edge starts, moved).
    const grown = (id: string) => state.changed.has(id) && !state.delta.has(id);
    if (ds.dx !== dt.dx || ds.dy !== dt.dy || grown(e.source) || grown(e.target)) {
      todo.push(e);
      continue;
    }
    const dp = state.shiftOf(g.parent ?? null);
    const path = drawn.get(e.id)?.map((p) => ({ x: p.x + ds.dx, y: p.y + ds.dy }));
    if (path) drawn.set(e.id, path);
    if (path && crossesNewBox(tree, e, path, boxes)) todo.push(e);
    else if (ds.dx !== dp.dx || ds.dy !== dp.dy) {
      out.set(e.id, { ...g, points: g.points.map((p) => ({ x: p.x + ds.dx - dp.dx, y: p.y + ds.dy - dp.dy })) });
    }
  }
  if (todo.length === 0) return out;
  const labels = new Map<string, Rect>();
  for (const [id, look] of state.looks) {
    const r = state.abs.get(id);
    const box = r && !tree.isContainer(id) ? nodeLabelBox(look, r) : undefined;
    if (box) labels.set(id, box);
  }
  const page = inflate(bbox([...state.abs.values(), ...labels.values()]) ?? { x: 0, y: 0, width: 0, height: 0 }, 40);
  const occupancy = new Occupancy();
  const doing = new Set(todo.map((e) => e.id));
  tree.edges().forEach((e, k) => {
    const path = drawn.get(e.id);
    if (path && !doing.has(e.id)) occupancy.add(path, -1 - k, e.source, e.target);
  });
  const paths = routeSome({ tree, rects: state.abs, labels, page, occupancy, sideUse: new Map() }, todo);
  const icons = model.nodes.map((n) => state.abs.get(n.id)).filter((r): r is Rect => r !== undefined);
  const placed = placeEdgeLabels(todo, paths, [...icons, ...labels.values()]);
  for (const e of todo) {
    const path = paths.get(e.id);
    const parent = tree.lca(e.source, e.target);
    const o = parent ? state.abs.get(parent) : undefined;
    const label = placed.get(e.id);
    out.set(e.id, {
      // No route: an edge to an enclosing container, which draw.io routes itself.
      points: path ? hintsFor(path).map((p) => ({ x: p.x - (o?.x ?? 0), y: p.y - (o?.y ?? 0) })) : [],
      ...(label ? { label: { x: label.x, y: label.y } } : {}),
      ...(parent ? { parent } : {}),
    });
  }
  return out;
}

/** Whether an existing edge now runs through a new, grown or pushed box it has no business in. */
function crossesNewBox(tree: LayoutTree, e: ModelEdge, path: readonly Point[], boxes: readonly (readonly [string, Rect])[]): boolean {
  const ok = new Set([e.source, e.target, ...tree.ancestors(e.source), ...tree.ancestors(e.target)]);
  for (const end of [e.source, e.target]) for (const m of tree.get(end).overlayMembers ?? []) for (const a of tree.ancestors(m)) ok.add(a);
  for (const [id, r] of boxes) {
    if (ok.has(id) || tree.get(id).overlayMembers) continue;
    for (let k = 0; k + 1 < path.length; k++) if (segmentHitsRect(path[k]!, path[k + 1]!, r)) return true;
  }
  return false;
}

function output(state: PlaceState, geometry: Geometry, edges: Map<string, EdgeGeometry>): Geometry {
  const cells: Record<string, Rect> = { ...geometry.cells };
  for (const id of state.changed) {
    const r = state.abs.get(id);
    if (!r) continue;
    const parent = state.tree.get(id).parent;
    const o = parent ? state.abs.get(parent) : undefined;
    cells[id] = { x: r.x - (o?.x ?? 0), y: r.y - (o?.y ?? 0), width: r.width, height: r.height };
  }
  return { cells, edges: { ...geometry.edges, ...Object.fromEntries(edges) } };
}

function roundUp(v: number): number {
  return Math.ceil(v / 10) * 10;
}
