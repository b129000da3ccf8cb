// The handful of CSS properties a draw.io label uses, resolved with inheritance the way a browser
// would for label HTML: fonts, colours, decoration, line height, white-space, alignment, plus the
// presentational tags draw.io's rich-text editor writes (<b>, <i>, <u>, <font face size color>).
import { styleProps } from './light-html.mjs';
import { faceOf } from './text-metrics.mjs';

/**
 * @typedef {{ face: import('./text-metrics.mjs').Face, family: string, bold: boolean, italic: boolean,
 *   size: number, color: string, underline: boolean, strike: boolean,
 *   lineHeight: { factor: number } | { px: number } | null,
 *   whiteSpace: string, textAlign: string, background: string | null }} TextStyle
 */

/** Browser defaults: 16px Times, black. @type {TextStyle} */
export const ROOT_STYLE = {
  face: 'serif', family: 'Times New Roman', bold: false, italic: false, size: 16, color: '#000000',
  underline: false, strike: false, lineHeight: null, whiteSpace: 'normal', textAlign: 'left', background: null,
};

const FONT_TAG_SIZES = [10, 13, 16, 18, 24, 32, 48];
const HEADINGS = { H1: 2, H2: 1.5, H3: 1.17, H4: 1, H5: 0.83, H6: 0.67 };
const KEYWORD_SIZES = { 'xx-small': 9, 'x-small': 10, small: 13, medium: 16, large: 18, 'x-large': 24, 'xx-large': 32 };

/** Length in px relative to a font size; NaN when not a length. @param {string} v @param {number} em */
export function cssLength(v, em) {
  const m = /^(-?[\d.]+)(px|pt|em|rem|%)?$/.exec(String(v).trim());
  if (m === null) return Number.NaN;
  const n = Number(m[1]);
  switch (m[2]) {
    case 'pt': return (n * 4) / 3;
    case 'em': return n * em;
    case 'rem': return n * 16;
    case '%': return (n * em) / 100;
    default: return n;
  }
}

/** @param {Element} el @param {TextStyle} parent @returns {TextStyle} */
export function styleOf(el, parent) {
  const s = { ...parent, background: null };
  const tag = el.tagName.toUpperCase();
  if (tag === 'B' || tag === 'STRONG' || tag === 'TH') s.bold = true;
  if (tag === 'I' || tag === 'EM' || tag === 'CITE' || tag === 'VAR') s.italic = true;
  if (tag === 'U' || tag === 'INS') s.underline = true;
  if (tag === 'S' || tag === 'STRIKE' || tag === 'DEL') s.strike = true;
  if (tag === 'SUB' || tag === 'SUP' || tag === 'SMALL') s.size = parent.size * 0.83;
  if (tag === 'PRE' || tag === 'CODE' || tag === 'TT' || tag === 'KBD') { s.face = 'mono'; s.family = 'monospace'; }
  if (tag === 'PRE') s.whiteSpace = 'pre';
  if (tag in HEADINGS) { s.bold = true; s.size = parent.size * HEADINGS[/** @type {keyof HEADINGS} */ (tag)]; }
  if (tag === 'CENTER') s.textAlign = 'center';
  if (tag === 'FONT') fontTag(el, s);
  const align = el.getAttribute('align');
  if (align !== null && tag !== 'IMG') s.textAlign = align.toLowerCase();
  const st = styleProps(el);
  if (st.fontFamily) { s.family = st.fontFamily; s.face = faceOf(st.fontFamily); }
  if (st.fontSize) {
    const key = /** @type {keyof KEYWORD_SIZES} */ (st.fontSize);
    const px = KEYWORD_SIZES[key] ?? cssLength(st.fontSize, parent.size);
    if (px >= 0) s.size = px;
  }
  if (st.fontWeight) s.bold = st.fontWeight === 'bold' || st.fontWeight === 'bolder' || Number(st.fontWeight) >= 600;
  if (st.fontStyle) s.italic = st.fontStyle === 'italic' || st.fontStyle === 'oblique';
  if (st.color) s.color = st.color;
  const deco = st.textDecoration || st.textDecorationLine;
  if (deco) {
    if (deco.includes('underline')) s.underline = true;
    if (deco.includes('line-through')) s.strike = true;
  }
  if (st.lineHeight) s.lineHeight = lineHeightOf(st.lineHeight, s.size);
  if (st.whiteSpace) s.whiteSpace = st.whiteSpace;
  if (st.textAlign) s.textAlign = st.textAlign;
  const bg = st.backgroundColor;
  if (bg && bg !== 'transparent' && bg !== 'rgba(0, 0, 0, 0)') s.background = bg;
  return s;
}

/** @param {Element} el @param {TextStyle} s */
function fontTag(el, s) {
  const face = el.getAttribute('face');
  if (face) { s.family = face; s.face = faceOf(face); }
  const color = el.getAttribute('color');
  if (color) s.color = color;
  const size = el.getAttribute('size');
  if (size) {
    const n = /^[+-]/.test(size) ? 3 + Number(size) : Number(size);
    if (Number.isFinite(n)) s.size = FONT_TAG_SIZES[Math.min(7, Math.max(1, Math.round(n))) - 1] ?? s.size;
  }
}

/** @param {string} v @param {number} size @returns {TextStyle['lineHeight']} */
function lineHeightOf(v, size) {
  if (v === 'normal') return null;
  if (/^[\d.]+$/.test(v)) return { factor: Number(v) };
  const px = cssLength(v, size);
  return Number.isFinite(px) ? { px } : null;
}

/** The style an element ends up with, inheriting from its ancestors. @param {Element} el */
export function inheritedStyle(el) {
  /** @type {Element[]} */
  const chain = [];
  for (let e = /** @type {Element | null} */ (el); e !== null && e.nodeType === 1; e = e.parentElement) chain.push(e);
  let s = ROOT_STYLE;
  for (let i = chain.length - 1; i >= 0; i--) s = styleOf(/** @type {Element} */ (chain[i]), s);
  return s;
}
