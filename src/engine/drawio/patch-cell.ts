import type { Point, Rect } from '../model/index.js';
import { formatNumber, type Layout } from './cell-xml.js';
import type { RawCell } from './parse-cells.js';
import { rewriteStartTag, startTag, type TextEdit, type XmlElement } from './xml/index.js';

/** What changes in one existing cell. Attribute maps: a string sets, null removes. */
export interface CellRewrite {
  /** Data attributes of the `<object>` (props and Skyplan attributes). */
  data: Map<string, string | null>;
  /** Attributes of the `<mxCell>` (style, parent). */
  cell: Map<string, string | null>;
  /** The new label, already encoded for the cell's style (HTML or plain). */
  label?: string;
  /** New vertex geometry, relative to the cell's draw.io parent. */
  rect?: Rect;
  /** New edge waypoints (in the draw.io parent's space) and label position. */
  edge?: { points: Point[]; label?: Point };
}

export function emptyRewrite(): CellRewrite {
  return { data: new Map(), cell: new Map() };
}

export function isEmptyRewrite(rw: CellRewrite): boolean {
  return rw.data.size === 0 && rw.cell.size === 0 && rw.label === undefined && !rw.rect && !rw.edge;
}

/** Indentation before an element that starts its own line, else "". */
export function indentOf(src: string, element: XmlElement): string {
  let s = element.start;
  while (s > 0 && (src[s - 1] === ' ' || src[s - 1] === '\t')) s--;
  return s === 0 || src[s - 1] === '\n' ? src.slice(s, element.start) : '';
}

function rectChanges(rect: Rect): Map<string, string | null> {
  return new Map<string, string | null>([
    ['x', rect.x === 0 ? null : formatNumber(rect.x)],
    ['y', rect.y === 0 ? null : formatNumber(rect.y)],
    ['width', formatNumber(rect.width)],
    ['height', formatNumber(rect.height)],
    ['relative', null], // the new rectangle is absolute within the parent
  ]);
}

/** An edge's `<mxGeometry>` with new waypoints; other children (offsets, terminal points) kept as written. */
function edgeGeometryText(src: string, geometry: XmlElement | null, edge: NonNullable<CellRewrite['edge']>, indent: string, layout: Layout): string {
  const changes = new Map<string, string | null>([['relative', '1'], ['as', 'geometry']]);
  if (edge.label) {
    changes.set('x', formatNumber(edge.label.x));
    changes.set('y', formatNumber(edge.label.y));
  }
  const { newline: nl, step } = layout;
  const kept = (geometry?.children ?? []).filter((c) => !(c.name === 'Array' && c.attrs['as'] === 'points'));
  const body = kept.map((c) => nl + indent + step + src.slice(c.start, c.end));
  if (edge.points.length > 0) {
    const points = edge.points.map((p) => nl + indent + step + step + startTag('mxPoint', [['x', formatNumber(p.x)], ['y', formatNumber(p.y)]], true));
    body.push(nl + indent + step + startTag('Array', [['as', 'points']]) + points.join('') + nl + indent + step + '</Array>');
  }
  const open = geometry
    ? rewriteStartTag(src, geometry, changes, body.length === 0)
    : startTag('mxGeometry', [...changes].map(([k, v]) => [k, v ?? ''] as const), body.length === 0);
  return body.length === 0 ? open : open + body.join('') + nl + indent + '</mxGeometry>';
}

/**
 * The edits that apply `rw` to an existing cell, touching only what changes: start tags are
 * rewritten attribute by attribute, the geometry only when it moves, and a bare `<mxCell>` that
 * needs data attributes is wrapped in an `<object>` keeping its id, style and geometry.
 */
export function cellEdits(src: string, raw: RawCell, rw: CellRewrite, layout: Layout): TextEdit[] {
  const edits: TextEdit[] = [];
  const data = new Map(rw.data);
  const cellAttrs = new Map(rw.cell);
  const wrap = raw.wrapper === null && [...data.values()].some((v) => v !== null);
  if (raw.wrapper !== null || wrap) {
    if (rw.label !== undefined) data.set('label', rw.label);
  } else if (rw.label !== undefined) cellAttrs.set('value', rw.label);
  if (raw.wrapper !== null && data.size > 0) {
    edits.push({ start: raw.wrapper.start, end: raw.wrapper.openEnd, text: rewriteStartTag(src, raw.wrapper, data) });
  }
  const cell = raw.cell;
  if (!cell) return edits;
  const indent = indentOf(src, cell);
  const inner = indent + layout.step;
  let wrapperOpen = '';
  let wrapperClose = '';
  if (wrap) {
    const label = rw.label ?? cell.attrs['value'] ?? '';
    const pairs: Array<[string, string]> = [['id', raw.id], ['label', label]];
    for (const [k, v] of data) if (v !== null && k !== 'label') pairs.push([k, v]);
    wrapperOpen = startTag('object', pairs) + layout.newline + inner;
    wrapperClose = layout.newline + indent + '</object>';
    cellAttrs.set('id', null);
    cellAttrs.set('value', null);
  }
  const geometryText = (geometryIndent: string): string | null => {
    if (rw.edge) return edgeGeometryText(src, raw.geometry, rw.edge, geometryIndent, layout);
    if (rw.rect && !raw.geometry) {
      return startTag('mxGeometry', [...rectChanges(rw.rect)].filter(([, v]) => v !== null).map(([k, v]) => [k, v!] as const).concat([['as', 'geometry']]), true);
    }
    return null;
  };
  const geometryIndent = wrap ? inner + layout.step : indent + layout.step;
  const replaceWholeGeometry = geometryText(geometryIndent);
  if (cell.selfClosing && replaceWholeGeometry !== null) {
    // A childless <mxCell/> that now needs a geometry: rebuild the element.
    const open = rewriteStartTag(src, cell, cellAttrs, false);
    const close = (wrap ? inner : indent) + '</mxCell>';
    edits.push({
      start: cell.start,
      end: cell.end,
      text: wrapperOpen + open + layout.newline + geometryIndent + replaceWholeGeometry + layout.newline + close + wrapperClose,
    });
    return edits;
  }
  if (cellAttrs.size > 0 || wrap) {
    const open = rewriteStartTag(src, cell, cellAttrs);
    edits.push({ start: cell.start, end: cell.openEnd, text: wrapperOpen + open + (cell.selfClosing ? wrapperClose : '') });
    if (!cell.selfClosing && wrap) edits.push({ start: cell.closeStart, end: cell.end, text: '</mxCell>' + wrapperClose });
  }
  if (replaceWholeGeometry !== null) {
    if (raw.geometry) edits.push({ start: raw.geometry.start, end: raw.geometry.end, text: replaceWholeGeometry });
    else edits.push({ start: cell.openEnd, end: cell.openEnd, text: layout.newline + geometryIndent + replaceWholeGeometry });
  } else if (rw.rect && raw.geometry) {
    edits.push({ start: raw.geometry.start, end: raw.geometry.openEnd, text: rewriteStartTag(src, raw.geometry, rectChanges(rw.rect)) });
  }
  return edits;
}
