import type { ArchitectureModel, Geometry, ModelEdge, ModelGroup, ModelNode } from '../model/index.js';
import { nearRect } from './numbers.js';
import { ATTR } from './attributes.js';
import { edgeAttributes, groupAttributes, nodeAttributes } from './cell-xml.js';
import { edgeFullStyle, groupFullStyle, nodeStyle } from './base-style.js';
import { edgeContainers } from './compile.js';
import { writeLabel } from './labels.js';
import type { PageReading } from './parse-model.js';
import { emptyRewrite, isEmptyRewrite, type CellRewrite } from './patch-cell.js';
import { Positions } from './patch-positions.js';
import { sameCell } from './same-cell.js';
import { applyStyleDelta, isHtmlStyle } from './style.js';

/** Everything a patch changes in existing cells, decided from the old and the new model. */
export interface PatchPlan {
  rewrites: Map<string, CellRewrite>;
  /** Cells to delete: removed from the model, and cells that only made sense with them. */
  removals: Set<string>;
  positions: Positions;
  /** The draw.io parent of created cells and moved cells. */
  xmlParent: (id: string) => string | null;
}

type Vertex = ModelNode | ModelGroup;

function indexModel(m: ArchitectureModel): Map<string, Vertex | ModelEdge> {
  return new Map<string, Vertex | ModelEdge>([...m.groups, ...m.nodes, ...m.edges].map((c) => [c.id, c]));
}

const isEdge = (c: Vertex | ModelEdge): c is ModelEdge => 'source' in c;
const isGroup = (c: Vertex | ModelEdge): c is ModelGroup => 'kind' in c;

/** The data attributes that carry a cell's meaning (what compile writes, minus label and id). */
function meaning(c: Vertex | ModelEdge): Map<string, string> {
  const attrs = isEdge(c) ? edgeAttributes(c) : isGroup(c) ? groupAttributes(c) : nodeAttributes(c);
  return new Map(attrs.filter(([k]) => k !== 'label'));
}

/**
 * Data attribute changes from `before` to `after`. A foreign cell that changes is "adopted":
 * it gets Skyplan's attributes (and its inferred props written out), so reading it back gives
 * exactly the model `apply` produced instead of inferring again.
 */
function dataChanges(raw: Record<string, string>, before: Vertex | ModelEdge, after: Vertex | ModelEdge, adopt: boolean): Map<string, string | null> {
  const changes = new Map<string, string | null>();
  const was = meaning(before);
  const now = meaning(after);
  for (const [k, v] of now) if (adopt ? raw[k] !== v : was.get(k) !== v) changes.set(k, v);
  for (const k of was.keys()) if (!now.has(k) && raw[k] !== undefined) changes.set(k, null);
  if (!now.has(ATTR.strings) && raw[ATTR.strings] !== undefined) changes.set(ATTR.strings, null);
  return changes;
}

function changed(a: Vertex | ModelEdge, b: Vertex | ModelEdge): boolean {
  return !sameCell(a, b);
}

export function fullStyle(c: Vertex | ModelEdge, provider: ArchitectureModel['provider']): string {
  return isEdge(c) ? edgeFullStyle(c) : isGroup(c) ? groupFullStyle(c, provider) : nodeStyle(c);
}

/**
 * Decides the edits. `pinned` are foreign cells whose meaning must be written out even though
 * the ops did not change them, because the edit would otherwise change what is inferred for
 * them (a new group drawn over a foreign icon, a plain box that now has something inside).
 */
export function planPatch(reading: PageReading, next: ArchitectureModel, placement: Geometry, layer: string | null, pinned: ReadonlySet<string> = new Set()): PatchPlan {
  const { structure: s, model: old, classification: cls } = reading;
  const before = indexModel(old);
  const after = indexModel(next);
  const removals = new Set([...before.keys()].filter((id) => !after.has(id)));
  for (const c of s.cells) {
    if (after.has(c.id) || s.isLayerOrRoot(c.id)) continue;
    if (c.edge && ((c.source !== null && removals.has(c.source)) || (c.target !== null && removals.has(c.target)))) removals.add(c.id);
  }
  // Cells outside the model (edge labels, dangling edges) go with the nearest model cell above
  // them: removed with it, or kept when it survives (an edge label stays on its edge even when
  // the edge's container is removed).
  for (const c of s.cells) {
    if (after.has(c.id) || s.isLayerOrRoot(c.id)) continue;
    for (let at = s.parentOf(c.id); at !== null; at = s.parentOf(at)) {
      if (removals.has(at)) {
        removals.add(c.id);
        break;
      }
      if (after.has(at)) break;
    }
  }
  const oldContainer = edgeContainers(old);
  const newContainer = edgeContainers(next);
  const foreign = (id: string): boolean => cls.foreign.has(id) || (s.byId.get(id)?.edge === true && s.byId.get(id)?.data[ATTR.edge] === undefined);
  const touched = new Set([...after.keys()].filter((id) => before.has(id) && (pinned.has(id) || changed(before.get(id)!, after.get(id)!))));
  const newXmlParent = new Map<string, string | null>();
  for (const [id, c] of after) {
    const target = isEdge(c) ? newContainer(c.source, c.target) : c.parent;
    if (!before.has(id)) newXmlParent.set(id, isEdge(c) ? (placement.edges[id]?.parent ?? target) : target);
    else if (isEdge(c)) {
      const o = before.get(id) as ModelEdge;
      const xml = s.parentOf(id);
      if (oldContainer(o.source, o.target) !== target || (xml !== null && removals.has(xml))) newXmlParent.set(id, target);
    } else {
      const xml = s.parentOf(id);
      const xmlGroup = xml !== null && after.has(xml) ? xml : null;
      const adopting = touched.has(id) && foreign(id);
      if ((before.get(id) as Vertex).parent !== c.parent || (xml !== null && removals.has(xml)) || (adopting && xmlGroup !== c.parent)) {
        newXmlParent.set(id, c.parent);
      }
    }
  }
  const xmlParent = (id: string): string | null => (newXmlParent.has(id) ? newXmlParent.get(id)! : s.parentOf(id));
  const modelParent = (id: string): string | null => {
    const c = after.get(id);
    return c && !isEdge(c) ? c.parent : xmlParent(id);
  };
  const keepPlace = new Set([...newXmlParent.keys()].filter((id) => before.has(id) && !placement.cells[id]));
  const positions = new Positions({ structure: s, placement, xmlParent, modelParent, keepPlace });
  const rewrites = new Map<string, CellRewrite>();
  for (const [id, c] of after) {
    const o = before.get(id);
    const raw = s.byId.get(id);
    if (!o || !raw) continue;
    const rw = emptyRewrite();
    const adopt = touched.has(id) && foreign(id);
    if (touched.has(id)) {
      rw.data = dataChanges(raw.data, o, c, adopt);
      const style = applyStyleDelta(raw.style, fullStyle(o, old.provider), fullStyle(c, next.provider));
      if (style !== raw.style) rw.cell.set('style', style);
      if (o.label !== c.label || isHtmlStyle(style) !== isHtmlStyle(raw.style)) rw.label = writeLabel(c.label, isHtmlStyle(style));
    }
    if (newXmlParent.has(id)) rw.cell.set('parent', xmlParent(id) ?? layer ?? '1');
    if (isEdge(c)) planEdgeGeometry(rw, id, placement, positions, s.parentOf(id), xmlParent(id), newXmlParent.has(id), s.geometry.get(id)?.points ?? []);
    else {
      const rect = positions.xmlRect(id);
      if (rect && !(raw.geometry && nearRect(s.localRect(id), rect))) rw.rect = rect;
    }
    if (!isEmptyRewrite(rw)) rewrites.set(id, rw);
    if (isEdge(c) && o.label !== c.label && (cls.edgeLabelCells.get(id)?.length ?? 0) > 0) {
      for (const child of s.children.get(id) ?? []) if (child.vertex) removals.add(child.id); // the label now lives on the edge
    }
  }
  return { rewrites, removals, positions, xmlParent };
}

function planEdgeGeometry(
  rw: CellRewrite, id: string, placement: Geometry, positions: Positions,
  oldParent: string | null, newParent: string | null, moved: boolean, oldPoints: PageReading['geometry']['edges'][string]['points'],
): void {
  const placed = placement.edges[id];
  if (placed) {
    const points = positions.convertPoints(placed.points, placed.parent ?? null, newParent);
    rw.edge = placed.label ? { points, label: placed.label } : { points };
  } else if (moved && oldPoints.length > 0) {
    rw.edge = { points: positions.keepPoints(oldPoints, oldParent, newParent) };
  }
}
