import { getService } from '../catalog/index.js';
import { CellIdSchema, isReservedPropKey, parentsFirst, ROOT_IDS, type ArchitectureModel, type Geometry, type Rect } from '../model/index.js';
import { ATTR } from './attributes.js';
import { edgeXml, formatNumber, groupXml, nodeXml, type Layout } from './cell-xml.js';
import { DrawioError } from './errors.js';
import { startTag } from './xml/index.js';

/** The default layer every compiled cell sits on. */
export const LAYER_ID = '1';
const STEP = '  ';
const CELL_LAYOUT: Layout = { indent: STEP.repeat(4), step: STEP, newline: '\n' };
const DEFAULT_GROUP_SIZE = { width: 240, height: 160 };
const DEFAULT_NODE_SIZE = { width: 78, height: 78 };

function fail(message: string): never {
  throw new DrawioError('invalid_model', `cannot compile the model: ${message}`);
}

/** Structural checks compile relies on; each failure names the cell and what to fix. */
function validate(model: ArchitectureModel, geometry: Geometry): void {
  const seen = new Map<string, string>();
  const claim = (id: string, what: string): void => {
    if (!CellIdSchema.safeParse(id).success) fail(`${what} id "${id}" is not a valid cell id (letters, digits, _ . : -)`);
    if (ROOT_IDS.includes(id)) fail(`${what} id "${id}" is reserved for draw.io's root and layer`);
    const before = seen.get(id);
    if (before) fail(`id "${id}" is used by a ${before} and a ${what}`);
    seen.set(id, what);
  };
  for (const g of model.groups) claim(g.id, 'group');
  for (const n of model.nodes) claim(n.id, 'node');
  for (const e of model.edges) claim(e.id, 'edge');
  const groups = new Set(model.groups.map((g) => g.id));
  for (const cell of [...model.groups, ...model.nodes]) {
    if (cell.parent !== null && !groups.has(cell.parent)) fail(`the parent "${cell.parent}" of "${cell.id}" is not a group`);
    for (const key of Object.keys(cell.props)) if (isReservedPropKey(key)) fail(`"${cell.id}" has the reserved prop "${key}"`);
  }
  const groupParent = new Map(model.groups.map((g) => [g.id, g.parent]));
  for (const g of model.groups) {
    const seenUp = new Set<string>();
    for (let at: string | null = g.id; at !== null; at = groupParent.get(at) ?? null) {
      if (seenUp.has(at)) fail(`group "${g.id}" is inside itself (through "${[...seenUp].join('" → "')}")`);
      seenUp.add(at);
    }
  }
  for (const e of model.edges) {
    for (const end of [e.source, e.target]) {
      const kind = seen.get(end);
      if (kind !== 'node' && kind !== 'group') fail(`edge "${e.id}" connects "${end}", which is not a node or group`);
    }
    const parent = geometry.edges[e.id]?.parent;
    if (parent !== undefined && !groups.has(parent)) fail(`edge "${e.id}" is placed in "${parent}", which is not a group`);
  }
  for (const [id, r] of Object.entries(geometry.cells)) {
    if (![r.x, r.y, r.width, r.height].every(Number.isFinite)) fail(`the geometry of "${id}" has a non-finite number`);
  }
}

/**
 * Lowest group holding both ends of an edge (a group end holds itself): where draw.io keeps the
 * edge. Returns a lookup built once per model.
 */
export function edgeContainers(model: ArchitectureModel): (source: string, target: string) => string | null {
  const parentOf = new Map<string, string | null>([...model.groups, ...model.nodes].map((c) => [c.id, c.parent]));
  const groups = new Set(model.groups.map((g) => g.id));
  const chain = (id: string): string[] => {
    const out: string[] = groups.has(id) ? [id] : [];
    for (let at = parentOf.get(id) ?? null; at !== null && !out.includes(at); at = parentOf.get(at) ?? null) out.push(at);
    return out;
  };
  return (source, target) => {
    const targets = new Set(chain(target));
    return chain(source).find((g) => targets.has(g)) ?? null;
  };
}

function pageSize(model: ArchitectureModel, geometry: Geometry): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const cell of [...model.groups, ...model.nodes]) {
    const r = geometry.cells[cell.id];
    if (cell.parent === null && r) {
      width = Math.max(width, r.x + r.width);
      height = Math.max(height, r.y + r.height);
    }
  }
  const round = (v: number, min: number): number => Math.max(min, Math.ceil((v + 40) / 10) * 10);
  return { width: round(width, 1169), height: round(height, 827) };
}

function rectOf(geometry: Geometry, id: string, size: { width: number; height: number }): Rect {
  return geometry.cells[id] ?? { x: 0, y: 0, ...size };
}

/**
 * Writes a model as an uncompressed one-page draw.io document. The same model and geometry
 * always give the same bytes. Cells missing from `geometry` get a default size at their parent's
 * origin (layout places everything; this only keeps compile total).
 */
export function compile(model: ArchitectureModel, geometry: Geometry): string {
  validate(model, geometry);
  const lines: string[] = [];
  const size = pageSize(model, geometry);
  const root = [
    ['id', '0'], ['label', ''], [ATTR.title, model.title], [ATTR.provider, model.provider], [ATTR.diagramType, model.diagramType],
  ] as const;
  lines.push(
    startTag('mxfile', [['host', 'Skyplan'], ['agent', 'Skyplan'], ['version', '14.7.3'], ['type', 'device']]),
    STEP + startTag('diagram', [['id', 'skyplan-page-1'], ['name', model.title || 'Page-1']]),
    STEP.repeat(2) + startTag('mxGraphModel', [
      ['grid', '1'], ['gridSize', '10'], ['guides', '1'], ['tooltips', '1'], ['connect', '1'], ['arrows', '1'], ['fold', '1'],
      ['page', '1'], ['pageScale', '1'], ['pageWidth', formatNumber(size.width)], ['pageHeight', formatNumber(size.height)],
      ['math', '0'], ['shadow', '0'],
    ]),
    STEP.repeat(3) + '<root>',
    STEP.repeat(4) + startTag('object', root),
    STEP.repeat(5) + '<mxCell />',
    STEP.repeat(4) + '</object>',
    STEP.repeat(4) + startTag('mxCell', [['id', LAYER_ID], ['parent', '0']], true),
  );
  for (const g of parentsFirst(model.groups)) {
    lines.push(groupXml(g, model.provider, g.parent ?? LAYER_ID, rectOf(geometry, g.id, DEFAULT_GROUP_SIZE), CELL_LAYOUT));
  }
  for (const n of model.nodes) {
    const service = n.service !== null ? getService(n.service) : undefined;
    const size = service ? { width: service.width, height: service.height } : DEFAULT_NODE_SIZE;
    lines.push(nodeXml(n, n.parent ?? LAYER_ID, rectOf(geometry, n.id, size), CELL_LAYOUT));
  }
  const containerOf = edgeContainers(model);
  for (const e of model.edges) {
    const g = geometry.edges[e.id];
    // Geometry without a parent is in page coordinates (the root layer); with no geometry at
    // all the edge goes where draw.io would put it, the lowest group holding both ends.
    const parent = g ? (g.parent ?? LAYER_ID) : (containerOf(e.source, e.target) ?? LAYER_ID);
    lines.push(edgeXml(e, parent, g, CELL_LAYOUT));
  }
  lines.push(STEP.repeat(3) + '</root>', STEP.repeat(2) + '</mxGraphModel>', STEP + '</diagram>', '</mxfile>', '');
  return lines.join('\n');
}
