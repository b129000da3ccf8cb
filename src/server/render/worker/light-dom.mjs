// A small XML DOM for the exported SVG. Graph.getSvg builds a few thousand elements per diagram;
// in jsdom each setAttribute('style') on an HTML element runs a CSS parser and each node costs
// its wrapper machinery. draw.io's SVG canvas only creates elements, sets attributes and appends,
// so this DOM does just that (plus what the post-processing walks) and serialises as the DOM
// Parsing spec's XMLSerializer does, so the output bytes do not change.

const XHTML = 'http://www.w3.org/1999/xhtml';
const XMLNS = 'http://www.w3.org/2000/xmlns/';
const VOID = new Set(['area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

class LNode {
  /** @param {LDocument | null} doc */
  constructor(doc) {
    this.ownerDocument = doc;
    /** @type {LElement | null} */
    this.parentNode = null;
    /** @type {LNode[]} */
    this.childNodes = [];
  }

  get parentElement() { return this.parentNode; }
  get firstChild() { return this.childNodes[0] ?? null; }
  get lastChild() { return this.childNodes[this.childNodes.length - 1] ?? null; }
  get nextSibling() {
    const siblings = this.parentNode?.childNodes;
    return siblings === undefined ? null : siblings[siblings.indexOf(this) + 1] ?? null;
  }
  get previousSibling() {
    const siblings = this.parentNode?.childNodes;
    return siblings === undefined ? null : siblings[siblings.indexOf(this) - 1] ?? null;
  }

  /** @template {LNode} T @param {T} child @returns {T} */
  appendChild(child) { return this.insertBefore(child, null); }

  /** @template {LNode} T @param {T} child @param {LNode | null} ref @returns {T} */
  insertBefore(child, ref) {
    child.parentNode?.removeChild(child);
    const i = ref === null ? -1 : this.childNodes.indexOf(ref);
    if (i < 0) this.childNodes.push(child); else this.childNodes.splice(i, 0, child);
    child.parentNode = /** @type {any} */ (this);
    return child;
  }

  /** @param {LNode} child */
  removeChild(child) {
    const i = this.childNodes.indexOf(child);
    if (i >= 0) this.childNodes.splice(i, 1);
    child.parentNode = null;
    return child;
  }

  /** @param {LNode} next @param {LNode} old */
  replaceChild(next, old) {
    this.insertBefore(next, old);
    return this.removeChild(old);
  }

  remove() { this.parentNode?.removeChild(this); }

  get textContent() { return this.childNodes.map((c) => c.textContent).join(''); }
}

class LText extends LNode {
  /** @param {LDocument | null} doc @param {string} text */
  constructor(doc, text) {
    super(doc);
    this.nodeType = 3;
    this.nodeName = '#text';
    this.nodeValue = text;
  }
  get data() { return this.nodeValue; }
  get textContent() { return this.nodeValue; }
  cloneNode() { return new LText(this.ownerDocument, this.nodeValue); }
}

/** @typedef {{ name: string, localName: string, namespaceURI: string | null, value: string, nodeName: string }} LAttr */

export class LElement extends LNode {
  /** @param {LDocument | null} doc @param {string | null} ns @param {string} name */
  constructor(doc, ns, name) {
    super(doc);
    this.nodeType = 1;
    this.namespaceURI = ns;
    this.localName = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    this.nodeName = ns === XHTML ? name.toUpperCase() : name;
    this.tagName = this.nodeName;
    /** @type {LAttr[]} */
    this.attributes = [];
  }

  /** @param {string} name */
  getAttribute(name) { return this.attributes.find((a) => a.name === name)?.value ?? null; }
  /** @param {string} name */
  hasAttribute(name) { return this.attributes.some((a) => a.name === name); }
  /** @param {string} name @param {unknown} value */
  setAttribute(name, value) { this.setAttributeNS(null, name, value); }
  /** @param {string | null} ns @param {string} name @param {unknown} value */
  setAttributeNS(ns, name, value) {
    const found = this.attributes.find((a) => a.name === name);
    if (found !== undefined) { found.value = String(value); return; }
    const localName = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    this.attributes.push({ name, localName, namespaceURI: ns, value: String(value), nodeName: name });
  }
  /** @param {string | null} ns @param {string} local */
  getAttributeNS(ns, local) { return this.attributes.find((a) => a.namespaceURI === ns && a.localName === local)?.value ?? null; }
  /** @param {string | null} ns @param {string} local */
  hasAttributeNS(ns, local) { return this.attributes.some((a) => a.namespaceURI === ns && a.localName === local); }
  /** @param {string} name */
  removeAttribute(name) { this.attributes = this.attributes.filter((a) => a.name !== name); }
  /** @param {LAttr} attr */
  removeAttributeNode(attr) { this.attributes = this.attributes.filter((a) => a !== attr); }

  /** @param {string} name */
  getElementsByTagName(name) {
    /** @type {LElement[]} */
    const out = [];
    const walk = (/** @type {LNode} */ n) => {
      for (const c of n.childNodes) {
        if (c instanceof LElement) {
          if (name === '*' || c.localName === name || c.nodeName === name) out.push(c);
          walk(c);
        }
      }
    };
    walk(this);
    return out;
  }

  /** @param {boolean} [deep] @returns {LElement} */
  cloneNode(deep) {
    const copy = new LElement(this.ownerDocument, this.namespaceURI, this.localName);
    copy.attributes = this.attributes.map((a) => ({ ...a }));
    if (deep) for (const c of this.childNodes) copy.appendChild(/** @type {any} */ (c).cloneNode(true));
    return copy;
  }

  /**
   * Only what Graph.getSvg sets on its root: the background colour, written as CSSOM writes it
   * (hex colours as rgb()/rgba()).
   */
  get style() {
    const el = this;
    return {
      set backgroundColor(/** @type {string} */ value) { el.setAttribute('style', `background-color: ${cssColor(value)};`); },
      get backgroundColor() { return ''; },
    };
  }

  /** The nearest <svg> above this element (gradient and clip ids are made unique within it). */
  get ownerSVGElement() {
    for (let e = this.parentNode; e !== null; e = e.parentNode) if (e.localName === 'svg') return e;
    return null;
  }

  get children() { return /** @type {LElement[]} */ (this.childNodes.filter((c) => c instanceof LElement)); }
  get innerHTML() { return this.childNodes.map((c) => serialize(c, this.namespaceURI)).join(''); }
  set textContent(text) {
    this.childNodes = [];
    this.appendChild(new LText(this.ownerDocument, String(text)));
  }
  get textContent() { return super.textContent; }
}

export class LDocument extends LNode {
  constructor() {
    super(null);
    this.nodeType = 9;
    this.nodeName = '#document';
  }
  get documentElement() { return /** @type {LElement | null} */ (this.childNodes.find((c) => c instanceof LElement) ?? null); }
  /** @param {string | null} ns @param {string} name */
  createElementNS(ns, name) { return new LElement(this, ns, name); }
  /** @param {string} name */
  createElement(name) { return new LElement(this, null, name); }
  /** @param {string} text */
  createTextNode(text) { return new LText(this, String(text)); }
  /** @param {string} id */
  getElementById(id) { return this.documentElement?.getElementsByTagName('*').find((e) => e.getAttribute('id') === id) ?? null; }
}

/** @param {string} value */
function cssColor(value) {
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.exec(value.trim());
  if (hex === null) return value.trim();
  let h = hex[1] ?? '';
  if (h.length <= 4) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  if (h.length === 6) return `rgb(${r}, ${g}, ${b})`;
  const a = Math.round((parseInt(h.slice(6, 8), 16) / 255) * 1000) / 1000;
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

const escapeText = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  .replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;').replace(/\r/g, '&#xD;');

/**
 * XML serialisation as XMLSerializer writes it: a default-namespace declaration where an
 * element's namespace differs from its parent's, `<x/>` for empty elements, `<br />` for empty
 * HTML void elements and `<div></div>` for other empty HTML elements.
 * @param {LNode} node @param {string | null} [parentNs]
 */
export function serialize(node, parentNs = null) {
  if (node instanceof LText) return escapeText(node.nodeValue);
  if (!(node instanceof LElement)) return node.childNodes.map((c) => serialize(c, parentNs)).join('');
  const ns = node.namespaceURI;
  const name = node.localName;
  let out = `<${name}`;
  if (ns !== parentNs) out += ` xmlns="${ns ?? ''}"`;
  for (const a of node.attributes) {
    if (a.name === 'xmlns' && a.namespaceURI !== XMLNS) continue;
    out += ` ${a.name}="${escapeAttr(a.value)}"`;
  }
  if (node.childNodes.length === 0) {
    if (ns === XHTML) return VOID.has(name) ? `${out} />` : `${out}></${name}>`;
    return `${out}/>`;
  }
  return `${out}>${node.childNodes.map((c) => serialize(c, ns)).join('')}</${name}>`;
}
