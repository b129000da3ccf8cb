import type { ArchitectureModel, Geometry, Rect } from '../model/index.js';
import { absoluteRects } from './absolute.js';
import { arrangeAll } from './arrange/arrange.js';
import { placeEdgeLabels } from './edge-labels.js';
import { bbox, inflate } from './rect.js';
import { routeAll } from './route/route-all.js';
import { layoutSequence } from './sequence.js';
import { nodeLabelBox } from './service-info.js';
import { toGeometry } from './to-geometry.js';
import { buildTree } from './tree.js';
import type { LayoutOptions } from './types.js';

/**
 * Full layout of a model: every node, group and edge gets geometry. Pure and asynchronous (ELK
 * runs in the calling thread); input and output are plain data, so the server can run it in a
 * worker thread and the browser can run it as is.
 */
export async function layoutModel(model: ArchitectureModel, opts: LayoutOptions = {}): Promise<Geometry> {
  const type = opts.diagramType ?? model.diagramType;
  if (type === 'sequence') return layoutSequence(model);
  const tree = buildTree(model);
  const direction = opts.direction ?? (type === 'flowchart' ? 'DOWN' : 'RIGHT');
  const ctx = await arrangeAll(tree, direction);
  const { rects } = absoluteRects(ctx);
  const labels = new Map<string, Rect>();
  for (const [id, look] of ctx.looks) {
    const icon = rects.get(id);
    const box = icon && !tree.isContainer(id) ? nodeLabelBox(look, icon) : undefined;
    if (box) labels.set(id, box);
  }
  const all = bbox([...rects.values(), ...labels.values()]) ?? { x: 0, y: 0, width: 0, height: 0 };
  const page = inflate(all, 40);
  const diamonds = new Set([...ctx.looks].filter(([, l]) => l.diamond).map(([id]) => id));
  const paths = routeAll(tree, rects, labels, page, diamonds);
  const icons = model.nodes.map((n) => rects.get(n.id)).filter((r): r is Rect => r !== undefined);
  const edgeLabels = placeEdgeLabels(tree.edges(), paths, [...icons, ...labels.values()]);
  return toGeometry(tree, rects, paths, edgeLabels);
}
