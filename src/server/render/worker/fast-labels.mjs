// Labels without painting them. To know a diagram's bounds draw.io paints every HTML label on
// screen and asks the browser for its size; in jsdom that painting (HTML parsing plus CSS
// parsing of every style attribute) was most of the render time. Here a label's size comes
// from the same CSS draw.io would write (its own mxSvgCanvas2D.createCss and
// mxText.getTextCss), the label markup read into light nodes, and the font-metric layout.
// draw.io's own mxText.updateBoundingBox then turns that size into the label's bounds.
import { ROOT_STYLE, styleOf, cssLength } from './css-style.mjs';
import { measureBox } from './dom-measure.mjs';
import { LDocument, LElement } from './light-dom.mjs';
import { parseLabelHtml } from './label-markup.mjs';
import { LightElement, parseStyle } from './light-html.mjs';
import { buildLight } from './light-view.mjs';

const XHTML = 'http://www.w3.org/1999/xhtml';

/**
 * @param {any} win @param {import('./text-metrics.mjs').TextMetrics} metrics
 * @param {() => boolean} paintShapes true while a render needs the real on-screen view (PNG)
 */
export function installFastLabels(win, metrics, paintShapes) {
  const { mxText, mxUtils, mxConstants, mxSvgCanvas2D } = win;
  const redraw = mxText.prototype.redraw;
  /** @type {Map<string, { width: number, height: number }>} */
  const sizes = new Map();

  mxText.prototype.redraw = function () {
    if (paintShapes() || this.dialect !== mxConstants.DIALECT_STRICTHTML || mxUtils.isNode(this.value) || this.node == null) {
      return redraw.apply(this, arguments);
    }
    this.updateBoundsFromPoints();
    if (!(this.visible && this.checkBounds())) {
      this.boundingBox = null;
      return undefined;
    }
    const size = labelSize(this);
    const box = { offsetWidth: size.width, offsetHeight: size.height };
    const real = this.node;
    // updateBoundingBox reads node.firstChild.firstChild (the foreignObject) → its inner box.
    this.node = { ownerSVGElement: real, firstChild: { firstChild: { nodeName: 'foreignObject', firstChild: { firstChild: box } } } };
    try {
      this.updateBoundingBox();
    } finally {
      this.node = real;
    }
    return undefined;
  };

  // Into light nodes (the exported SVG, or the on-screen view in light nodes), build label
  // markup straight from the tokenised label instead of draw.io's route (HTML parse, XHTML
  // serialise, HTML parse again): the same elements, attributes and text, without two HTML
  // parses per label.
  const createDiv = mxSvgCanvas2D.prototype.createDiv;
  mxSvgCanvas2D.prototype.createDiv = function (/** @type {unknown} */ value) {
    if (typeof value !== 'string' || !(this.root instanceof LElement)) return createDiv.apply(this, arguments);
    // Built in the SVG's own (light) document, or in the page's, which makes light nodes now.
    const target = this.root.ownerDocument;
    const doc = target instanceof LDocument ? target : win.document;
    const outer = doc.createElementNS(XHTML, 'div');
    const middle = outer.appendChild(doc.createElementNS(XHTML, 'div'));
    const inner = middle.appendChild(doc.createElementNS(XHTML, 'div'));
    buildLight(inner, parseLabelHtml(value, new LightElement('div', {}, null)));
    // addForeignObject re-imports (and loses the namespace of) markup from another document;
    // markup from the page's document is adopted as it is, which is what this is.
    if (doc !== win.document) /** @type {any} */ (outer).ownerDocument = win.document;
    return outer;
  };

  /** The box draw.io would measure for this label: the CSS its SVG canvas writes, laid out. @param {any} text */
  function labelSize(text) {
    const scale = text.scale;
    const w = text.bounds.width / scale;
    const h = text.bounds.height / scale;
    let html = mxUtils.replaceTrailingNewlines(String(text.value ?? ''), '<div><br></div>');
    if (text.replaceLinefeeds) html = html.replace(/\n/g, '<br/>');
    const bg = text.background != null && text.background !== mxConstants.NONE ? text.background : null;
    const border = text.border != null && text.border !== mxConstants.NONE ? text.border : null;
    /** @type {{ flex: string, box: string, inner: string }} */
    const css = { flex: '', box: '', inner: '' };
    mxSvgCanvas2D.createCss(w + 2, h, text.align, text.valign, text.wrap, text.overflow, text.clipped, bg, border,
      'display: flex; ', text.getTextCss(), scale,
      (/** @type {number} */ _dx, /** @type {number} */ _dy, /** @type {string} */ flex, /** @type {string} */ box, /** @type {string} */ inner) => {
        css.flex = flex;
        css.box = box;
        css.inner = inner;
      });
    const key = `${css.flex}|${css.box}|${css.inner}|${html}`;
    let size = sizes.get(key);
    if (size === undefined) {
      const boxEl = new LightElement('div', { style: css.box }, null);
      const innerEl = new LightElement('div', { style: css.inner }, boxEl);
      boxEl.childNodes.push(innerEl);
      parseLabelHtml(html, innerEl);
      const avail = cssLength(parseStyle(css.flex).width ?? '', 16);
      const style = styleOf(boxEl, ROOT_STYLE);
      size = measureBox(boxEl, style, Number.isFinite(avail) ? avail : Number.POSITIVE_INFINITY, metrics);
      sizes.set(key, size);
    }
    return size;
  }

  // Sizes are shared by the labels of one export, never across exports.
  return { reset: () => sizes.clear() };
}
