// jsdom does no layout: offsetWidth/offsetHeight are 0 and SVG getBBox does not exist. draw.io
// asks both to size labels, and label sizes decide the diagram's bounds, so the SVG's size and
// offset. These polyfills answer from the bundled fonts' metrics (see html-layout.mjs), which is
// what makes the SVG match the one draw.io writes in Chromium.
import { inheritedStyle, cssLength } from './css-style.mjs';
import { layoutBlock } from './html-layout.mjs';
import { styleProps } from './light-html.mjs';
import { faceOf } from './text-metrics.mjs';

/**
 * Label sizes as draw.io asks for them: the box of an HTML element (offsetWidth/offsetHeight)
 * and the bounding box of SVG text (getBBox), for jsdom's elements and light ones alike.
 * @param {import('./text-metrics.mjs').TextMetrics} metrics
 */
export function createViewMeasure(metrics) {
  /** @type {WeakMap<object, { width: number, height: number, key: string }>} */
  const cache = new WeakMap();

  /** @param {any} el */
  function box(el) {
    // Layout depends on content and styles; the serialized markup plus inherited style is the key.
    const style = inheritedStyle(el);
    const avail = availableWidth(el);
    const key = `${el.outerHTML}|${JSON.stringify(style)}|${avail}`;
    const hit = cache.get(el);
    if (hit !== undefined && hit.key === key) return hit;
    const result = { ...measureBox(el, style, avail, metrics), key };
    cache.set(el, result);
    return result;
  }

  /** getBBox for SVG text (labels with html=0): the union of each <text> line's box. @param {any} el */
  function bbox(el) {
    const texts = el.tagName === 'text' ? [el] : Array.from(el.getElementsByTagName('text'));
    if (texts.length === 0) throw new Error('getBBox is only measured for text');
    let x0 = Infinity; let y0 = Infinity; let x1 = -Infinity; let y1 = -Infinity;
    for (const t of /** @type {Element[]} */ (texts)) {
      const spec = svgFont(t);
      const w = metrics.width(t.textContent ?? '', spec);
      const { ascent, descent } = metrics.verticalMetrics(spec);
      const anchor = inheritedAttr(t, 'text-anchor') ?? 'start';
      const x = Number(t.getAttribute('x') ?? 0) - (anchor === 'middle' ? w / 2 : anchor === 'end' ? w : 0);
      const y = Number(t.getAttribute('y') ?? 0) - ascent;
      x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x + w); y1 = Math.max(y1, y + ascent + descent);
    }
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  }

  return { box, bbox };
}

/** The width an element's text may wrap in: its nearest ancestor with a width in px. @param {Element} el */
function availableWidth(el) {
  for (let e = el.parentElement; e !== null; e = e.parentElement) {
    const w = cssLength(styleProps(e).width ?? '', 16);
    if (Number.isFinite(w)) return w;
    if (e.namespaceURI !== 'http://www.w3.org/1999/xhtml') break;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * jsdom does no layout; answer offsetWidth/offsetHeight and getBBox from the fonts' metrics.
 * @param {any} win jsdom window @param {ReturnType<typeof createViewMeasure>} measure
 */
export function installMeasurement(win, measure) {
  /** @param {HTMLElement} el */
  const measurable = (el) => el.isConnected && el.querySelector('svg') === null && el.tagName !== 'BODY' && el.tagName !== 'HTML';

  Object.defineProperty(win.HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get() { return measurable(this) ? measure.box(this).width : 0; },
  });
  Object.defineProperty(win.HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get() { return measurable(this) ? measure.box(this).height : 0; },
  });
  win.SVGElement.prototype.getBBox = function getBBox() { return measure.bbox(this); };

  // The viewer probes canvas support once at load; say "none" instead of logging jsdom errors.
  win.HTMLCanvasElement.prototype.getContext = () => null;
  win.HTMLCanvasElement.prototype.toDataURL = () => '';
}

/**
 * offsetWidth/offsetHeight of an element laid out as a shrink-to-fit box whose text may wrap
 * in `avail` px (its own width in px, if it has one, wins).
 * @param {any} el @param {import('./css-style.mjs').TextStyle} style @param {number} avail
 * @param {import('./text-metrics.mjs').TextMetrics} metrics
 */
export function measureBox(el, style, avail, metrics) {
  const st = styleProps(el);
  const padX = px(st.paddingLeft) + px(st.paddingRight) + (st.borderLeftWidth || st.border ? 2 : 0);
  const padY = px(st.paddingTop) + px(st.paddingBottom) + (st.borderTopWidth || st.border ? 2 : 0);
  const explicitW = cssLength(st.width ?? '', style.size);
  const explicitH = cssLength(st.height ?? '', style.size);
  const layout = layoutBlock(el, style, Number.isFinite(explicitW) ? explicitW - padX : avail, metrics);
  let height = Number.isFinite(explicitH) ? explicitH : layout.height + padY;
  const maxH = cssLength(st.maxHeight ?? '', style.size);
  if (Number.isFinite(maxH)) height = Math.min(height, maxH);
  return { width: Math.round(Number.isFinite(explicitW) ? explicitW : layout.width + padX), height: Math.round(height) };
}

/** @param {string} v */
function px(v) {
  const n = cssLength(v ?? '', 16);
  return Number.isFinite(n) ? n : 0;
}

/** @param {Element} el @param {string} name */
function inheritedAttr(el, name) {
  for (let e = /** @type {Element | null} */ (el); e !== null; e = e.parentElement) {
    const v = e.getAttribute(name);
    if (v !== null) return v;
  }
  return null;
}

/** @param {Element} t @returns {import('./text-metrics.mjs').FontSpec} */
export function svgFont(t) {
  const weight = inheritedAttr(t, 'font-weight') ?? 'normal';
  return {
    face: faceOf(inheritedAttr(t, 'font-family') ?? 'Helvetica'),
    bold: weight === 'bold' || Number(weight) >= 600,
    italic: (inheritedAttr(t, 'font-style') ?? '') === 'italic',
    size: parseFloat(inheritedAttr(t, 'font-size') ?? '16') || 16,
  };
}
