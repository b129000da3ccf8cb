// Turns draw.io's HTML labels (<foreignObject> with CSS flexbox) into plain SVG <text>, so an
// SVG rasteriser without an HTML engine (resvg) draws them where Chromium would. The label box is
// placed as Blink places the flex item draw.io writes, and each run of text is laid out with the
// bundled fonts' metrics (html-layout.mjs), then written with the family resvg knows the font by.
import { cssLength, inheritedStyle } from './css-style.mjs';
import { layoutBlock } from './html-layout.mjs';
import { styleProps } from './light-html.mjs';
import { FACE_FAMILY, faceOf } from './text-metrics.mjs';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';


/**
 * Rewrites every foreignObject label under `root` in place.
 * @param {Element} root @param {import('./text-metrics.mjs').TextMetrics} metrics
 */
export function foreignObjectsToText(root, metrics) {
  const doc = /** @type {Document} */ (root.ownerDocument);
  let clipCount = 0;
  for (const fo of Array.from(root.getElementsByTagName('foreignObject'))) {
    const group = doc.createElementNS(SVG_NS, 'g');
    const clipId = `fo-clip-${clipCount++}`;
    try {
      drawLabel(fo, group, metrics, clipId);
    } catch {
      // A label this engine cannot lay out is left out rather than failing the whole export.
    }
    const parent = fo.parentNode;
    const target = parent !== null && parent.nodeName === 'switch' ? parent : fo;
    target.parentNode?.replaceChild(group, target);
  }
  // Switches that are left pick their SVG-1.1 branch (draw.io's "viewer does not support full
  // SVG" notice); keep only the branch a full renderer shows.
  for (const sw of Array.from(root.getElementsByTagName('switch'))) {
    const kept = Array.from(sw.children).find((c) => c.hasAttribute('requiredFeatures'));
    sw.parentNode?.replaceChild(kept ?? doc.createElementNS(SVG_NS, 'g'), sw);
  }
  // Plain SVG text names fonts by CSS family; point those at the bundled faces.
  for (const el of Array.from(root.querySelectorAll('[font-family]'))) {
    el.setAttribute('font-family', FACE_FAMILY[faceOf(el.getAttribute('font-family'))]);
  }
}

/** @param {Element} fo @param {Element} group @param {import('./text-metrics.mjs').TextMetrics} metrics @param {string} clipId */
function drawLabel(fo, group, metrics, clipId) {
  const flex = /** @type {HTMLElement | null} */ (fo.firstElementChild);
  const box = /** @type {HTMLElement | null} */ (flex?.firstElementChild ?? null);
  const inner = /** @type {HTMLElement | null} */ (box?.firstElementChild ?? null);
  if (flex === null || box === null || inner === null) return;
  const fs = styleProps(flex);
  const bs = styleProps(box);
  const containerW = num(fs.width, 1);
  const containerH = num(fs.height, 1);
  const left = num(fs.marginLeft, 0);
  const top = num(fo.getAttribute('y'), 0) + num(fs.paddingTop, 0);
  const style = inheritedStyle(inner);
  const boxW = cssLength(bs.width, 16);
  const avail = Number.isFinite(boxW) ? boxW : fs.width ? containerW : Number.POSITIVE_INFINITY;
  const layout = layoutBlock(inner, style, avail, metrics);
  const is = styleProps(inner);
  const border = is.border || is.borderColor ? 1 : 0;
  const contentW = layout.width + 2 * border;
  const itemW = Number.isFinite(boxW) ? boxW : contentW;
  let itemH = layout.height + 2 * border;
  const maxH = cssLength(bs.maxHeight, 16);
  if (Number.isFinite(maxH)) itemH = Math.min(itemH, maxH);
  const explicitH = cssLength(bs.height, 16);
  if (Number.isFinite(explicitH)) itemH = explicitH;
  const justify = fs.justifyContent || '';
  const alignItems = fs.alignItems || '';
  const x = left + (justify.includes('center') ? (containerW - itemW) / 2 : justify.includes('end') ? containerW - itemW : 0);
  const y = top + (alignItems.includes('center') ? (containerH - itemH) / 2 : alignItems.includes('end') ? containerH - itemH : 0);
  const align = bs.textAlign || style.textAlign;
  const innerX = x + (align === 'center' ? (itemW - contentW) / 2 : align === 'right' ? itemW - contentW : 0);
  const doc = /** @type {Document} */ (group.ownerDocument);
  const pixelScale = deviceScale(fo);
  let target = group;
  if (bs.overflow === 'hidden') {
    const clip = doc.createElementNS(SVG_NS, 'clipPath');
    clip.setAttribute('id', clipId);
    clip.appendChild(rect(doc, x, y, itemW, itemH, null));
    group.appendChild(clip);
    target = doc.createElementNS(SVG_NS, 'g');
    target.setAttribute('clip-path', `url(#${clipId})`);
    group.appendChild(target);
  }
  const boxBg = background(bs.backgroundColor);
  if (boxBg !== null) target.appendChild(rect(doc, x, y, itemW, itemH, boxBg, borderColor(bs)));
  const innerBg = background(is.backgroundColor);
  if (innerBg !== null || border > 0) {
    target.appendChild(rect(doc, innerX + border / 2, y + border / 2, contentW - border, layout.height + border, innerBg ?? 'none', borderColor(is)));
  }
  for (const rule of layout.rules) {
    const rx = innerX + border + rule.indent;
    const ry = y + border + rule.top;
    target.appendChild(rect(doc, rx, ry, layout.width - rule.indent, 1, '#9a9a9a'));
    target.appendChild(rect(doc, rx, ry + 1, layout.width - rule.indent, 1, '#eeeeee'));
  }
  for (const line of layout.lines) {
    for (const run of line.runs) {
      const rx = innerX + border + line.x + run.x;
      // Skia draws horizontal text with the baseline on a whole device pixel.
      const exact = y + border + line.top + line.baseline;
      const baseline = pixelScale === null ? exact : Math.round(exact * pixelScale) / pixelScale;
      if (run.kind === 'img') {
        const img = doc.createElementNS(SVG_NS, 'image');
        setAll(img, { x: rx, y: baseline - run.height, width: run.width, height: run.height, preserveAspectRatio: 'none' });
        img.setAttributeNS(XLINK, 'xlink:href', run.src);
        target.appendChild(img);
        continue;
      }
      const { ascent, descent } = metrics.verticalMetrics(run.style);
      const runBg = background(run.style.background);
      if (runBg !== null) target.appendChild(rect(doc, rx, baseline - ascent, run.width, ascent + descent, runBg));
      target.appendChild(textRun(doc, run, rx, baseline, metrics));
    }
  }
}

/**
 * Device pixels per label unit, from the transforms around the label (draw.io scales labels
 * with scale(s)); null when the label is rotated and has no pixel grid to snap to.
 * @param {Element} fo
 */
function deviceScale(fo) {
  let scale = 1;
  for (let e = fo.parentElement; e !== null && e.localName !== 'svg'; e = e.parentElement) {
    const t = e.getAttribute('transform');
    if (t === null) continue;
    if (/rotate|matrix|skew/.test(t)) return null;
    const m = /scale\(\s*([\d.]+)/.exec(t);
    if (m !== null) scale *= Number(m[1]);
  }
  return scale;
}

/**
 * A run of label text: its glyph outlines as one path (resvg would outline the glyphs itself,
 * anew for every label), or <text> when it has a glyph the font lacks or a decoration.
 * @param {Document} doc @param {any} run @param {number} x @param {number} y
 * @param {import('./text-metrics.mjs').TextMetrics} metrics
 */
function textRun(doc, run, x, y, metrics) {
  const s = run.style;
  const text = run.text.replace(/\u00a0/g, ' ');
  const outline = s.underline || s.strike ? null : metrics.runOutline(text, s);
  if (outline !== null) {
    const path = doc.createElementNS(SVG_NS, 'path');
    const scale = round(s.size) / outline.unitsPerEm;
    path.setAttribute('transform', `matrix(${scale} 0 0 ${-scale} ${round(x)} ${round(y)})`);
    path.setAttribute('fill', s.color);
    path.setAttribute('d', outline.d === '' ? 'M0 0' : outline.d);
    return path;
  }
  const t = doc.createElementNS(SVG_NS, 'text');
  setAll(t, { x, y, 'font-family': FACE_FAMILY[/** @type {'sans'} */ (s.face)], 'font-size': round(s.size), fill: s.color });
  if (s.bold) t.setAttribute('font-weight', 'bold');
  if (s.italic) t.setAttribute('font-style', 'italic');
  const deco = [s.underline ? 'underline' : '', s.strike ? 'line-through' : ''].filter(Boolean).join(' ');
  if (deco !== '') t.setAttribute('text-decoration', deco);
  t.setAttribute('xml:space', 'preserve');
  t.textContent = text;
  return t;
}

/** @param {Document} doc @param {number} x @param {number} y @param {number} w @param {number} h @param {string | null} fill @param {string | null} [stroke] */
function rect(doc, x, y, w, h, fill, stroke = null) {
  const r = doc.createElementNS(SVG_NS, 'rect');
  setAll(r, { x, y, width: Math.max(0, w), height: Math.max(0, h) });
  if (fill !== null) r.setAttribute('fill', fill);
  if (stroke !== null) r.setAttribute('stroke', stroke);
  return r;
}

/** @param {Record<string, string>} st */
function borderColor(st) {
  const c = st.borderColor || (/(#[\da-f]+|rgba?\([^)]*\)|[a-z]+)\s*$/i.exec(st.border || '')?.[1] ?? '');
  return c === '' ? null : c;
}

/** @param {string | null | undefined} v */
function background(v) {
  return v && v !== 'transparent' && v !== 'none' && v !== 'rgba(0, 0, 0, 0)' ? v : null;
}

/** @param {Element} el @param {Record<string, string | number>} attrs */
function setAll(el, attrs) {
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, typeof v === 'number' ? String(round(v)) : v);
}

/** @param {number} v */
function round(v) {
  return Math.round(v * 1000) / 1000;
}

/** @param {string | null | undefined} v @param {number} fallback */
function num(v, fallback) {
  const n = cssLength(v ?? '', 16);
  return Number.isFinite(n) ? n : fallback;
}
