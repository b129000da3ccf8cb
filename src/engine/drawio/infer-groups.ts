import { GROUP_KINDS, type GroupKind, type Props } from '../model/index.js';
import { effectiveStyle, styleNames } from './style.js';

/**
 * Recognising containers in foreign draw.io files: which boxes are groups, and what their label
 * and colours say about them (subnet tier, public or private, CIDR). The group *kind* comes from
 * the catalog's `inferGroupKind` (AWS group icons, then label words).
 */

const GROUP_SHAPES = new Set(['mxgraph.aws4.group', 'mxgraph.aws4.groupcenter', 'swimlane', 'mxgraph.gcp2.doublerect']);

/** Whether a foreign vertex is drawn as a container. */
export function looksLikeContainer(style: string): boolean {
  const s = effectiveStyle(style);
  if (s.get('container') === '1') return true;
  if (GROUP_SHAPES.has((s.get('shape') ?? '').toLowerCase())) return true;
  return styleNames(style).some((n) => n === 'swimlane' || n === 'group');
}

/** A plain box (no stencil, image or icon): what people draw groups with when not using a group shape. */
export function isPlainBox(style: string): boolean {
  const s = effectiveStyle(style);
  const shape = (s.get('shape') ?? 'rect').toLowerCase();
  if (s.has('image') || s.has('resIcon') || s.has('prIcon')) return false;
  return shape === 'rect' || shape === 'rectangle' || shape === 'label' || shape === 'swimlane' || shape.endsWith('.group');
}

/** Text-only cells: captions and notes, never a service or a group. */
export function isTextCell(style: string): boolean {
  const names = styleNames(style);
  if (names.includes('text') || names.includes('edgeLabel')) return true;
  const s = effectiveStyle(style);
  return s.get('shape') === 'text' || (s.get('strokeColor') === 'none' && s.get('fillColor') === 'none' && !s.has('shape') && !s.has('image'));
}

const PUBLIC_COLOURS = /^#(248814|7aa116|e9f3e6|f2f6e8|57a300|f3faec|34a853)$/i;
const PRIVATE_COLOURS = /^#(147eba|00a4a6|e6f2f8|e6f6f7)$/i;

/**
 * Props a group's label and colours state: subnet tier and public/private, and any CIDR block.
 * The label wins over the colours.
 */
export function inferGroupProps(kind: GroupKind, style: string, label: string): Props {
  const props: Props = {};
  const text = label.toLowerCase();
  const cidr = /\b(\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2})\b/.exec(label);
  if (cidr && (kind === 'vpc' || kind === 'subnet')) props['cidr'] = cidr[1]!;
  if (kind !== 'subnet') return props;
  const s = effectiveStyle(style);
  const colour = s.get('fillColor') !== 'none' ? (s.get('fillColor') ?? '') : (s.get('strokeColor') ?? '');
  if (/\bpublic\b|\bdmz\b/.test(text)) props['public'] = true;
  else if (/\bprivate\b|\bisolated\b|\binternal\b/.test(text)) props['public'] = false;
  else if (PUBLIC_COLOURS.test(colour) || PUBLIC_COLOURS.test(s.get('strokeColor') ?? '')) props['public'] = true;
  else if (PRIVATE_COLOURS.test(colour)) props['public'] = false;
  if (props['public'] === true) props['tier'] = 'public';
  else if (/\b(data|database|db|storage|persistence)\b/.test(text)) props['tier'] = 'data';
  else if (/\b(mgmt|management|admin|bastion|ops)\b/.test(text)) props['tier'] = 'mgmt';
  else if (/\b(app|application|web|backend|compute|service|services|workload)\b/.test(text)) props['tier'] = 'app';
  return props;
}

export function isGroupKind(value: string): value is GroupKind {
  return (GROUP_KINDS as readonly string[]).includes(value);
}
