import type { Point, Rect } from '../model/index.js';
import type { XmlElement } from './xml/index.js';

/** A cell of a page as written: `<mxCell>`, or `<object>`/`<UserObject>` wrapping one. */
export interface RawCell {
  id: string;
  /** The parent id as written (null for the root cell). */
  parent: string | null;
  vertex: boolean;
  edge: boolean;
  /** The label as written (value of mxCell, or label of the wrapper). */
  value: string;
  style: string;
  source: string | null;
  target: string | null;
  /** `<object>`/`<UserObject>` carrying data attributes, or null for a bare mxCell. */
  wrapper: XmlElement | null;
  /** The `<mxCell>` element (null for a wrapper without one). */
  cell: XmlElement | null;
  /** The outermost element of the cell (wrapper or cell). */
  element: XmlElement;
  /** `<mxGeometry as="geometry">`, when present. */
  geometry: XmlElement | null;
  /** Data attributes of the wrapper (empty for a bare mxCell). */
  data: Record<string, string>;
}

export interface RawGeometry {
  rect: Rect;
  relative: boolean;
  /** Offset (`<mxPoint as="offset">`), used by relative geometries. */
  offset: Point;
  points: Point[];
}

const WRAPPERS = new Set(['object', 'UserObject']);

function num(value: string | undefined): number {
  if (value === undefined) return 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** The cells under `<root>`, in document order; cells without an id or repeated ids are skipped. */
export function readCells(model: XmlElement | null): RawCell[] {
  const root = model?.children.find((c) => c.name === 'root');
  if (!root) return [];
  const cells: RawCell[] = [];
  const seen = new Set<string>();
  for (const element of root.children) {
    const wrapped = WRAPPERS.has(element.name);
    const cell = element.name === 'mxCell' ? element : wrapped ? (element.children.find((c) => c.name === 'mxCell') ?? null) : null;
    if (!cell && !wrapped) continue;
    const id = element.attrs['id'];
    if (id === undefined || id.length === 0 || seen.has(id)) continue;
    seen.add(id);
    const at = cell?.attrs ?? {};
    const data: Record<string, string> = wrapped ? element.attrs : {};
    cells.push({
      id,
      parent: at['parent'] ?? null,
      vertex: at['vertex'] === '1',
      edge: at['edge'] === '1',
      value: (wrapped ? data['label'] : at['value']) ?? '',
      style: at['style'] ?? '',
      source: at['source'] ?? null,
      target: at['target'] ?? null,
      wrapper: wrapped ? element : null,
      cell,
      element,
      geometry: cell?.children.find((c) => c.name === 'mxGeometry' && (c.attrs['as'] ?? 'geometry') === 'geometry') ?? null,
      data,
    });
  }
  return cells;
}

export function readGeometry(geometry: XmlElement | null): RawGeometry {
  const a = geometry?.attrs ?? {};
  const rect = { x: num(a['x']), y: num(a['y']), width: num(a['width']), height: num(a['height']) };
  let offset: Point = { x: 0, y: 0 };
  let points: Point[] = [];
  for (const child of geometry?.children ?? []) {
    if (child.name === 'mxPoint' && child.attrs['as'] === 'offset') offset = { x: num(child.attrs['x']), y: num(child.attrs['y']) };
    if (child.name === 'Array' && child.attrs['as'] === 'points') {
      points = child.children.filter((p) => p.name === 'mxPoint').map((p) => ({ x: num(p.attrs['x']), y: num(p.attrs['y']) }));
    }
  }
  return { rect, relative: a['relative'] === '1', offset, points };
}

/** Whether the label attributes of an edge give it an explicit label position (x/y on mxGeometry). */
export function edgeLabelPosition(geometry: XmlElement | null): Point | undefined {
  const a = geometry?.attrs;
  if (!a || (a['x'] === undefined && a['y'] === undefined)) return undefined;
  return { x: num(a['x']), y: num(a['y']) };
}
