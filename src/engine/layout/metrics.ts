import type { ArchitectureModel, Geometry, Rect } from '../model/index.js';
import { labelPoint } from './edge-path.js';
import { labelBox } from './edge-labels.js';
import { countBends, countCrossings, edgePaths, edgesThroughCells, edgesThroughLabels, edgesThroughTitles } from './metrics-edges.js';
import { edgeOverlaps, sharedPorts } from './metrics-overlap.js';
import { bbox, contains, intersects } from './rect.js';
import { nodeLabelBox, nodeLook } from './service-info.js';
import { edgeLabelSize } from './text.js';
import { absoluteFromGeometry } from './to-geometry.js';
import { buildTree, type LayoutTree } from './tree.js';
import type { AbsRects, CellPair, LayoutMetrics } from './types.js';

/** Height of a sequence lifeline's header: the only part of a lifeline messages must not cross. */
const LIFELINE_HEADER = 50;

/**
 * Measures a laid-out diagram (any geometry: Skyplan's or a person's): overlaps, edges through
 * cells, crossings, bends, label collisions, size. Coordinates are made absolute from the
 * parent-relative geometry first; edges are measured as draw.io draws them.
 */
export function layoutMetrics(model: ArchitectureModel, geometry: Geometry): LayoutMetrics {
  const tree = buildTree(model);
  const abs = absoluteFromGeometry(tree, geometry);
  const missing = [...tree.cells.keys()].filter((id) => !abs.has(id));
  missing.push(...tree.edges().filter((e) => !geometry.edges[e.id]).map((e) => e.id));
  const overlaps = nodeOverlaps(tree, abs);
  const paths = edgePaths(tree, geometry, abs);
  // A lifeline's body is a dashed line that messages and their labels cross by design.
  const bodies: AbsRects = new Map(abs);
  for (const n of model.nodes) {
    const r = abs.get(n.id);
    if (r && (model.diagramType === 'sequence' || nodeLook(n).lifeline)) bodies.set(n.id, { ...r, height: Math.min(r.height, LIFELINE_HEADER) });
  }
  const edgeHits = edgesThroughCells(tree, paths, bodies);
  const nodeLabels = new Map<string, Rect>();
  for (const n of model.nodes) {
    const r = abs.get(n.id);
    const box = r && !tree.isContainer(n.id) ? nodeLabelBox(nodeLook(n), r) : undefined;
    if (box) nodeLabels.set(n.id, box);
  }
  const labelHits = [...nodeLabelHits(tree, bodies, nodeLabels), ...edgeLabelHits(model, geometry, paths, bodies, nodeLabels)];
  const lifelines = new Set(model.nodes.filter((n) => model.diagramType === 'sequence' || nodeLook(n).lifeline).map((n) => n.id));
  const struck = edgesThroughLabels(tree, paths, nodeLabels);
  const titled = edgesThroughTitles(tree, paths, abs);
  const ports = sharedPorts(model.edges, paths, abs, lifelines);
  const overlapping = edgeOverlaps(model.edges, paths);
  const all = bbox([...abs.values(), ...nodeLabels.values()]);
  const width = all?.width ?? 0;
  const height = all?.height ?? 0;
  return {
    nodeOverlaps: overlaps.length,
    edgesThroughNodes: edgeHits.length,
    edgeCrossings: countCrossings(paths),
    bends: countBends(paths),
    labelCollisions: labelHits.length,
    edgesThroughLabels: struck.length,
    edgesThroughTitles: titled.length,
    sharedPorts: ports.length,
    edgeOverlaps: overlapping.length,
    width,
    height,
    area: width * height,
    aspectRatio: height > 0 ? width / height : 0,
    missing,
    details: { overlaps, edgeHits, labelHits, edgesThroughLabels: struck, edgesThroughTitles: titled, sharedPorts: ports, edgeOverlaps: overlapping },
  };
}

/** Intersecting siblings, and nodes over groups they are not inside (overlays included). */
function nodeOverlaps(tree: LayoutTree, abs: AbsRects): CellPair[] {
  const pairs = new Map<string, CellPair>();
  const add = (a: string, b: string) => pairs.set(a < b ? a + '|' + b : b + '|' + a, a < b ? [a, b] : [b, a]);
  const byParent = new Map<string | null, string[]>();
  for (const c of tree.cells.values()) {
    if (c.overlayMembers || !abs.has(c.id)) continue;
    byParent.set(c.parent, [...(byParent.get(c.parent) ?? []), c.id]);
  }
  for (const sibs of byParent.values()) {
    for (let i = 0; i < sibs.length; i++) {
      for (let j = i + 1; j < sibs.length; j++) if (intersects(abs.get(sibs[i]!)!, abs.get(sibs[j]!)!)) add(sibs[i]!, sibs[j]!);
    }
  }
  const groups = [...tree.cells.values()].filter((c) => c.group && abs.has(c.id));
  for (const n of tree.model.nodes) {
    const r = abs.get(n.id);
    if (!r || tree.isContainer(n.id)) continue;
    const mine = new Set([...tree.ancestors(n.id), ...tree.overlaysOf(n.id)]);
    for (const g of groups) if (!mine.has(g.id) && intersects(r, abs.get(g.id)!)) add(n.id, g.id);
  }
  return [...pairs.values()];
}

/** Node labels over other nodes, over groups the node is not in, or sticking out of their container. */
function nodeLabelHits(tree: LayoutTree, abs: AbsRects, labels: ReadonlyMap<string, Rect>): CellPair[] {
  const hits: CellPair[] = [];
  for (const [id, box] of labels) {
    const parent = tree.get(id).parent;
    const pr = parent ? abs.get(parent) : undefined;
    if (pr && !tree.get(parent!).overlayMembers && !contains(pr, box)) hits.push([id, parent!]);
    const mine = new Set(tree.ancestors(id));
    for (const [other, r] of abs) {
      if (other === id || mine.has(other) || tree.get(other).overlayMembers) continue;
      if (intersects(box, r)) hits.push([id, other]);
    }
    for (const [other, r] of labels) if (other > id && intersects(box, r)) hits.push([id, other]);
  }
  return hits;
}

/** Edge labels over icons or node labels. */
function edgeLabelHits(
  model: ArchitectureModel,
  geometry: Geometry,
  paths: ReadonlyMap<string, import('../model/index.js').Point[]>,
  abs: AbsRects,
  labels: ReadonlyMap<string, Rect>,
): CellPair[] {
  const hits: CellPair[] = [];
  for (const e of model.edges) {
    const path = paths.get(e.id);
    if (!path || !e.label.trim()) continue;
    const g = geometry.edges[e.id]?.label ?? { x: 0, y: 0 };
    const box = labelBox(labelPoint(path, g.x, g.y), edgeLabelSize(e.label));
    for (const n of model.nodes) {
      const r = abs.get(n.id);
      if (r && intersects(box, r, 1)) hits.push([e.id, n.id]);
      const l = labels.get(n.id);
      if (l && intersects(box, l, 1)) hits.push([e.id, n.id + ':label']);
    }
  }
  return hits;
}
