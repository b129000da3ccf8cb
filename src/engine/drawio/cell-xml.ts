import { getService } from '../catalog/index.js';
import type { EdgeGeometry, ModelEdge, ModelGroup, ModelNode, Point, Rect } from '../model/index.js';
import type { Provider } from '../../shared/contract/values.js';
import { ATTR, propAttributes } from './attributes.js';
import { edgeFullStyle, groupFullStyle, nodeStyle } from './base-style.js';
import { writeLabel } from './labels.js';
import { isHtmlStyle } from './style.js';
import { startTag, type AttributeList } from './xml/index.js';

/**
 * One model cell as draw.io XML: an `<object>` carrying the meaning as attributes around the
 * `<mxCell>` with style and geometry. Shared by compile (whole documents) and patch (new cells),
 * so a cell looks the same whichever wrote it.
 */

/** Numbers as draw.io writes them; -0 and float noise like 0.1+0.2 stay exact (no rounding). */
export function formatNumber(n: number): string {
  return Object.is(n, -0) ? '0' : String(n);
}

export function nodeAttributes(node: ModelNode): Array<[string, string]> {
  const entry = node.service !== null ? getService(node.service) : undefined;
  const named: Array<[string, string]> = entry !== undefined && entry.name !== node.label ? [[ATTR.name, entry.name]] : [];
  return [
    ['label', ''], // replaced by the caller with the style-aware label
    [ATTR.service, node.service ?? ''],
    ...named,
    [ATTR.kind, entry?.kind ?? 'generic'],
    ...propAttributes(node.props),
  ];
}

export function groupAttributes(group: ModelGroup): Array<[string, string]> {
  const attrs: Array<[string, string]> = [['label', ''], [ATTR.group, group.kind]];
  if (group.members !== undefined) attrs.push([ATTR.members, group.members.join(' ')]);
  return [...attrs, ...propAttributes(group.props)];
}

export function edgeAttributes(edge: ModelEdge): Array<[string, string]> {
  return [['label', ''], [ATTR.edge, '1'], ...propAttributes(edge.props)];
}

function withLabel(attrs: Array<[string, string]>, id: string, label: string, style: string): AttributeList {
  return [['id', id], ['label', writeLabel(label, isHtmlStyle(style))], ...attrs.filter(([k]) => k !== 'label')];
}

export function geometryTag(rect: Rect, indent: string): string {
  const attrs: Array<[string, string]> = [];
  if (rect.x !== 0) attrs.push(['x', formatNumber(rect.x)]);
  if (rect.y !== 0) attrs.push(['y', formatNumber(rect.y)]);
  attrs.push(['width', formatNumber(rect.width)], ['height', formatNumber(rect.height)], ['as', 'geometry']);
  return indent + startTag('mxGeometry', attrs, true);
}

export function edgeGeometryXml(g: EdgeGeometry | undefined, indent: string, step: string, newline = '\n'): string {
  const attrs: Array<[string, string]> = [];
  if (g?.label) attrs.push(['x', formatNumber(g.label.x)], ['y', formatNumber(g.label.y)]);
  attrs.push(['relative', '1'], ['as', 'geometry']);
  const points = g?.points ?? [];
  if (points.length === 0) return indent + startTag('mxGeometry', attrs, true);
  const inner = indent + step;
  const lines = [
    indent + startTag('mxGeometry', attrs),
    inner + startTag('Array', [['as', 'points']]),
    ...points.map((p: Point) => inner + step + startTag('mxPoint', [['x', formatNumber(p.x)], ['y', formatNumber(p.y)]], true)),
    inner + '</Array>',
    indent + '</mxGeometry>',
  ];
  return lines.join(newline);
}

export interface Layout {
  /** Indentation of the cell's first line, and one level of indentation. */
  indent: string;
  step: string;
  /** "\n" for pretty documents; "" for compact ones (decompressed pages are one line). */
  newline: string;
}

function wrap(attrs: AttributeList, cellAttrs: AttributeList, geometry: string, { indent, step, newline }: Layout): string {
  return [
    indent + startTag('object', attrs),
    indent + step + startTag('mxCell', cellAttrs),
    geometry,
    indent + step + '</mxCell>',
    indent + '</object>',
  ].join(newline);
}

export function nodeXml(node: ModelNode, parentCell: string, rect: Rect, layout: Layout): string {
  const style = nodeStyle(node);
  const attrs = withLabel(nodeAttributes(node), node.id, node.label, style);
  const inner = layout.indent + layout.step + layout.step;
  return wrap(attrs, [['style', style], ['vertex', '1'], ['parent', parentCell]], geometryTag(rect, inner), layout);
}

export function groupXml(group: ModelGroup, provider: Provider, parentCell: string, rect: Rect, layout: Layout): string {
  const style = groupFullStyle(group, provider);
  const attrs = withLabel(groupAttributes(group), group.id, group.label, style);
  const inner = layout.indent + layout.step + layout.step;
  return wrap(attrs, [['style', style], ['vertex', '1'], ['parent', parentCell]], geometryTag(rect, inner), layout);
}

export function edgeXml(edge: ModelEdge, parentCell: string, g: EdgeGeometry | undefined, layout: Layout): string {
  const style = edgeFullStyle(edge);
  const attrs = withLabel(edgeAttributes(edge), edge.id, edge.label, style);
  const cellAttrs: AttributeList = [['style', style], ['edge', '1'], ['parent', parentCell], ['source', edge.source], ['target', edge.target]];
  const inner = layout.indent + layout.step + layout.step;
  return wrap(attrs, cellAttrs, edgeGeometryXml(g, inner, layout.step, layout.newline), layout);
}
