// draw.io's on-screen view in light nodes. To export, draw.io builds a Graph in a container,
// which creates the view's <svg> and one node per shape and label; the export then reads label
// sizes from it (SVG) or photographs it (PNG). While a render runs, the page's document makes
// light elements (owned by that same document, so draw.io's "is this the page?" checks answer
// as on screen) and the container is one of them. They offer the members of an HTML/SVG
// element draw.io touches on that path: style, class, listeners (never fired: nothing is
// clicked on a server), offset sizes and getBBox, answered by the same font-metric layout
// as jsdom's elements (dom-measure.mjs).
import { LElement, LText, LNode, LFragment, serialize } from './light-dom.mjs';
import { parseLabelHtml } from './label-markup.mjs';
import { LightElement } from './light-html.mjs';

const XHTML = 'http://www.w3.org/1999/xhtml';

/**
 * @typedef {{ box(el: any): { width: number, height: number }, bbox(el: any): { x: number, y: number, width: number, height: number } }} ViewMeasure
 */

/** The measurement of the document a light element belongs to. @param {any} el @returns {ViewMeasure | null} */
const measureOf = (el) => el.ownerDocument?.lightMeasure ?? null;

const zero = { get: () => 0, set() {}, configurable: true };

Object.defineProperties(LElement.prototype, {
  className: {
    get() { return this.getAttribute('class') ?? ''; },
    set(v) { this.setAttribute('class', String(v)); },
    configurable: true,
  },
  id: {
    get() { return this.getAttribute('id') ?? ''; },
    set(v) { this.setAttribute('id', String(v)); },
    configurable: true,
  },
  offsetWidth: { get() { return measurable(this) ? measureOf(this).box(this).width : 0; }, configurable: true },
  offsetHeight: { get() { return measurable(this) ? measureOf(this).box(this).height : 0; }, configurable: true },
  offsetLeft: zero, offsetTop: zero, clientWidth: zero, clientHeight: zero, clientLeft: zero, clientTop: zero,
  scrollWidth: zero, scrollHeight: zero, scrollLeft: zero, scrollTop: zero,
  isConnected: { get() { return true; }, configurable: true },
  outerHTML: { get() { return serialize(this); }, configurable: true },
  innerHTML: {
    get() {
      let out = '';
      for (let c = this.firstChild; c !== null; c = c.nextSibling) out += serialize(c, this.namespaceURI);
      return out;
    },
    /** Markup parsed as HTML into light elements of this element's document. */
    set(html) {
      while (this.firstChild !== null) this.removeChild(this.firstChild);
      buildLight(this, parseLabelHtml(String(html ?? ''), new LightElement('div', {}, null), false));
    },
    configurable: true,
  },
});

Object.assign(LElement.prototype, {
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent() { return true; },
  focus() {},
  blur() {},
  getBoundingClientRect() { return { x: 0, y: 0, left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0 }; },
  /** @this {LElement} */
  getBBox() {
    const measure = measureOf(this);
    if (measure === null) throw new Error('getBBox: no text measurement installed');
    return measure.bbox(this);
  },
  /** @this {LElement} @param {LNode} node */
  contains(node) {
    for (let n = /** @type {LNode | null} */ (node); n !== null; n = n.parentNode) if (n === this) return true;
    return false;
  },
  /** Simple selectors only: a tag name, '*' or '[attribute]'. @this {LElement} @param {string} selector */
  querySelectorAll(selector) {
    const attr = /^\[([\w:-]+)\]$/.exec(selector.trim());
    if (attr !== null) return this.getElementsByTagName('*').filter((e) => e.hasAttribute(/** @type {string} */ (attr[1])));
    if (!/^[\w-]+$|^\*$/.test(selector.trim())) throw new Error(`querySelectorAll: unsupported selector ${selector}`);
    return this.getElementsByTagName(selector.trim());
  },
  /** @this {LElement} @param {string} selector */
  querySelector(selector) { return /** @type {any} */ (this).querySelectorAll(selector)[0] ?? null; },
});

/** A label element draw.io may ask the size of: HTML, holding no SVG. @param {LElement} el */
function measurable(el) {
  return measureOf(el) !== null && el.namespaceURI === XHTML && el.getElementsByTagName('svg').length === 0;
}

/**
 * Copies label markup (light-html nodes) into elements made by `parent`'s document.
 * @param {any} parent @param {LightElement} light
 */
export function buildLight(parent, light) {
  const doc = parent.ownerDocument;
  for (const child of light.childNodes) {
    if (child.nodeType === 8) {
      parent.appendChild(doc.createComment(/** @type {any} */ (child).nodeValue));
    } else if (child instanceof LightElement) {
      const el = doc.createElementNS(child.namespaceURI, child.localName);
      for (const [name, value] of Object.entries(child.attrs)) {
        try {
          el.setAttribute(name, value);
        } catch {
          // A name no XML document accepts (the HTML parser would keep it); it carries no text.
        }
      }
      parent.appendChild(el);
      buildLight(el, child);
    } else {
      parent.appendChild(doc.createTextNode(/** @type {any} */ (child).nodeValue));
    }
  }
}

/**
 * Makes the page's document build light nodes while `fn` runs (a render), and answers the
 * window calls draw.io makes about them.
 * @param {any} win @param {ViewMeasure} viewMeasure
 */
export function installLightView(win, viewMeasure) {
  const doc = win.document;
  doc.lightMeasure = viewMeasure;
  const getComputedStyle = win.getComputedStyle;
  win.getComputedStyle = function (/** @type {unknown} */ el) {
    return el instanceof LElement ? el.style : getComputedStyle.apply(this, arguments);
  };
  const factories = {
    /** @param {string} name */
    createElement: (name) => new LElement(doc, XHTML, String(name).toLowerCase()),
    /** @param {string | null} ns @param {string} name */
    createElementNS: (ns, name) => new LElement(doc, ns === '' ? null : ns, String(name)),
    /** @param {string} text */
    createTextNode: (text) => new LText(doc, String(text)),
    /** @param {string} text */
    createComment: (text) => new LText(doc, String(text), 8),
    createDocumentFragment: () => new LFragment(doc),
  };
  // draw.io measures some text by putting a hidden element in the page's body for a moment.
  const body = new LElement(doc, XHTML, 'body');
  let depth = 0;

  /** @template T @param {() => T} fn @returns {T} */
  return function inLightView(fn) {
    if (depth++ === 0) {
      Object.assign(doc, factories);
      Object.defineProperty(doc, 'body', { get: () => body, configurable: true });
    }
    try {
      return fn();
    } finally {
      if (--depth === 0) {
        for (const name of [...Object.keys(factories), 'body']) delete doc[name];
        while (body.firstChild !== null) body.removeChild(body.firstChild);
      }
    }
  };
}

export { LNode };
