import type { Geometry } from '../model/index.js';
import { near, nearPoints, nearRect } from './numbers.js';
import type { PageSelector } from './document.js';
import { openPage, writePage } from './page-session.js';
import { cellEdits, emptyRewrite, isEmptyRewrite } from './patch-cell.js';
import { Positions } from './patch-positions.js';
import type { TextEdit } from './xml/index.js';

export interface PatchGeometryOptions {
  /** Page index (0-based), id or name; the first page by default. */
  page?: PageSelector;
}

/**
 * Re-layout: writes new geometry (as layoutModel returns it: relative to model parents, edge
 * points in their container's space) into the document, changing only `<mxGeometry>` elements
 * and edge waypoints. Ids, parents, styles and attributes stay as they are; cells missing from
 * `geometry` are not touched, nor are cells whose geometry is already the same.
 */
export function patchGeometry(xml: string, geometry: Geometry, options: PatchGeometryOptions = {}): string {
  const session = openPage(xml, options.page);
  const { reading, content, layout } = session;
  const s = reading.structure;
  const modelParent = new Map([...reading.model.groups, ...reading.model.nodes].map((c) => [c.id, c.parent]));
  const positions = new Positions({
    structure: s,
    placement: geometry,
    xmlParent: (id) => s.parentOf(id),
    modelParent: (id) => (modelParent.has(id) ? modelParent.get(id)! : s.parentOf(id)),
    keepPlace: new Set(),
  });
  const edits: TextEdit[] = [];
  for (const id of modelParent.keys()) {
    const raw = s.byId.get(id);
    const rect = geometry.cells[id] ? positions.xmlRect(id) : null;
    if (!raw || !rect || (raw.geometry && nearRect(s.localRect(id), rect))) continue;
    const rw = emptyRewrite();
    rw.rect = rect;
    edits.push(...cellEdits(content.source, raw, rw, layout));
  }
  for (const e of reading.model.edges) {
    const g = geometry.edges[e.id];
    const raw = s.byId.get(e.id);
    if (!g || !raw) continue;
    const points = positions.convertPoints(g.points, g.parent ?? null, s.parentOf(e.id));
    const stored = s.geometry.get(e.id);
    const label = raw.geometry?.attrs;
    const sameLabel = !g.label || (near(Number(label?.['x'] ?? 0), g.label.x) && near(Number(label?.['y'] ?? 0), g.label.y));
    if (stored && nearPoints(stored.points, points) && sameLabel) continue;
    const rw = emptyRewrite();
    rw.edge = g.label ? { points, label: g.label } : { points };
    if (!isEmptyRewrite(rw)) edits.push(...cellEdits(content.source, raw, rw, layout));
  }
  return edits.length === 0 ? xml : writePage(session, edits);
}
