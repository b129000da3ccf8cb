/**
 * Test-only: decides whether draw.io 14.7.3 draws a style, and says why not when it does not.
 */
import { imageExists, loadCodeShapes, loadStencilNames } from './drawio-assets.js';
import { parseStyle } from '../style-parse.js';

const STENCILS = loadStencilNames();
const CODE_SHAPES = loadCodeShapes();

/** Named styles from draw.io's default stylesheet that set a shape when used bare ("image;"). */
const BARE_SHAPE_STYLES = new Set(['image', 'ellipse', 'rhombus', 'triangle', 'line', 'swimlane', 'label', 'icon']);

const EDGE_STYLES = new Set(['orthogonalEdgeStyle', 'elbowEdgeStyle', 'entityRelationEdgeStyle', 'segmentEdgeStyle', 'none']);
const ARROWS = new Set(['none', 'classic', 'classicThin', 'block', 'blockThin', 'open', 'openThin', 'oval', 'diamond', 'diamondThin', 'dash', 'cross', 'circlePlus', 'circle', 'ERone', 'ERmandOne', 'ERmany', 'ERoneToMany', 'ERzeroToOne', 'ERzeroToMany', 'openAsync', 'async', 'halfCircle', 'box', 'doubleBlock']);

function stencilOrShape(name: string): boolean {
  return CODE_SHAPES.has(name) || STENCILS.has(name);
}

/** Problems that would make draw.io draw nothing (or a blank box) for a vertex style; empty = fine. */
export function vertexStyleProblems(style: string): string[] {
  const s = parseStyle(style);
  const problems: string[] = [];
  const bare = [...s.entries()].filter(([, v]) => v === '').map(([k]) => k);
  const shape = s.get('shape') ?? bare.find((b) => BARE_SHAPE_STYLES.has(b));
  if (shape === 'image' || (shape === undefined && s.has('image'))) {
    const image = s.get('image');
    if (!image) problems.push('image shape without an image path');
    else if (!imageExists(image)) problems.push(`image file not shipped: ${image}`);
    return problems;
  }
  if (shape === undefined || shape === 'rectangle' || shape === 'label') {
    const visible = (s.get('fillColor') ?? '#ffffff') !== 'none' || (s.get('strokeColor') ?? '#000000') !== 'none';
    if (!visible) problems.push('plain box with neither fill nor stroke');
    return problems;
  }
  if (!stencilOrShape(shape)) problems.push(`unknown shape: ${shape}`);
  const icon = (key: string, prefix: string): void => {
    const value = s.get(key);
    if (value === undefined) problems.push(`${shape} needs ${key}`);
    else if (!STENCILS.has((prefix + value).toLowerCase()) || prefix + value !== (prefix + value).toLowerCase()) {
      problems.push(`${key} stencil not shipped: ${prefix + value}`);
    }
  };
  if (shape === 'mxgraph.aws4.resourceIcon') icon('resIcon', '');
  if (shape === 'mxgraph.aws4.productIcon') icon('prIcon', '');
  if (shape === 'mxgraph.aws4.group' || shape === 'mxgraph.aws4.groupCenter') icon('grIcon', '');
  if (shape === 'mxgraph.kubernetes.icon') icon('prIcon', 'mxgraph.kubernetes.');
  if (shape === 'mxgraph.gcp2.hexIcon') icon('prIcon', 'mxgraph.gcp2.');
  return problems;
}

/** Problems with an edge style; empty = fine. */
export function edgeStyleProblems(style: string): string[] {
  const s = parseStyle(style);
  const problems: string[] = [];
  const edge = s.get('edgeStyle');
  if (edge !== undefined && !EDGE_STYLES.has(edge)) problems.push(`unknown edgeStyle: ${edge}`);
  for (const key of ['startArrow', 'endArrow']) {
    const arrow = s.get(key);
    if (arrow !== undefined && !ARROWS.has(arrow)) problems.push(`unknown ${key}: ${arrow}`);
  }
  return problems;
}

export const DRAWIO_INVENTORY = { stencils: STENCILS.size, codeShapes: CODE_SHAPES.size };
