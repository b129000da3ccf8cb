import { getService } from '../../catalog/index.js';
import type { ArchitectureModel, Geometry, Rect } from '../../model/index.js';

/**
 * A plain, deterministic geometry for test models: children of each box in rows of four, boxes
 * sized around their children. Enough to compile a valid document; layout quality is not the
 * point of review tests.
 */
const GAP = 40;
const PAD = { top: 40, side: 20, bottom: 20 };
const PER_ROW = 4;

export function gridGeometry(model: ArchitectureModel): Geometry {
  const children = new Map<string | null, string[]>();
  for (const c of [...model.groups, ...model.nodes]) children.set(c.parent, [...(children.get(c.parent) ?? []), c.id]);
  const nodeSize = new Map(model.nodes.map((n) => {
    const s = n.service ? getService(n.service) : undefined;
    return [n.id, { width: s?.width ?? 78, height: s?.height ?? 78 }];
  }));
  const cells: Record<string, Rect> = {};
  const size = (id: string): { width: number; height: number } => nodeSize.get(id) ?? arrange(id, PAD);
  const arrange = (parent: string | null, pad: typeof PAD): { width: number; height: number } => {
    let x = pad.side;
    let y = pad.top;
    let rowHeight = 0;
    let width = 0;
    (children.get(parent) ?? []).forEach((id, i) => {
      if (i > 0 && i % PER_ROW === 0) {
        x = pad.side;
        y += rowHeight + GAP;
        rowHeight = 0;
      }
      const s = size(id);
      cells[id] = { x, y, ...s };
      x += s.width + GAP;
      rowHeight = Math.max(rowHeight, s.height);
      width = Math.max(width, x - GAP + pad.side);
    });
    return { width: Math.max(width, 160), height: Math.max(y + rowHeight + pad.bottom, 100) };
  };
  arrange(null, { top: 20, side: 20, bottom: 20 });
  return { cells, edges: {} };
}
