// A small XML DOM for the documents draw.io reads and writes during an export: the diagram it
// decodes, the stencils it draws and the SVG that Graph.getSvg builds. jsdom wraps every node
// and attribute in spec machinery (live collections, mutation records, CSS parsing of every
// style attribute), which was most of an export's cost. draw.io's code only walks children,
// reads and sets attributes, clones and appends, so this DOM does just that, with children as
// linked siblings, and serialises as the DOM Parsing spec's XMLSerializer does.
import { serialize } from './light-serialize.mjs';
import { styleFor } from './light-style.mjs';

export { serialize };

const XHTML = 'http://www.w3.org/1999/xhtml';

export class LNode {
  /** @param {LDocument | null} doc */
  constructor(doc) {
    this.ownerDocument = doc;
    /** @type {LNode | null} */ this.parentNode = null;
    /** @type {LNode | null} */ this.firstChild = null;
    /** @type {LNode | null} */ this.lastChild = null;
    /** @type {LNode | null} */ this.nextSibling = null;
    /** @type {LNode | null} */ this.previousSibling = null;
    /** @type {LNode[] | null} children as an array, rebuilt after a change */
    this.kids = null;
  }

  get parentElement() { return this.parentNode instanceof LElement ? this.parentNode : null; }

  /** A snapshot of the children (draw.io only indexes it and reads its length). */
  get childNodes() {
    if (this.kids === null) {
      this.kids = [];
      for (let c = this.firstChild; c !== null; c = c.nextSibling) this.kids.push(c);
    }
    return this.kids;
  }

  hasChildNodes() { return this.firstChild !== null; }

  /** @template {LNode} T @param {T} child @returns {T} */
  appendChild(child) { return this.insertBefore(child, null); }

  /** @template {LNode} T @param {T} child @param {LNode | null} ref @returns {T} */
  insertBefore(child, ref) {
    if (child instanceof LFragment) {
      while (child.firstChild !== null) this.insertBefore(child.firstChild, ref);
      return child;
    }
    if (ref === child) ref = child.nextSibling;
    child.parentNode?.removeChild(child);
    const before = ref === null ? this.lastChild : ref.previousSibling;
    child.parentNode = this;
    child.previousSibling = before;
    child.nextSibling = ref;
    if (before === null) this.firstChild = child; else before.nextSibling = child;
    if (ref === null) this.lastChild = child; else ref.previousSibling = child;
    this.kids = null;
    return child;
  }

  /** @template {LNode} T @param {T} child @returns {T} */
  removeChild(child) {
    if (child.parentNode !== this) throw new Error('removeChild: the node is not a child of this node');
    if (child.previousSibling === null) this.firstChild = child.nextSibling; else child.previousSibling.nextSibling = child.nextSibling;
    if (child.nextSibling === null) this.lastChild = child.previousSibling; else child.nextSibling.previousSibling = child.previousSibling;
    child.parentNode = child.nextSibling = child.previousSibling = null;
    this.kids = null;
    return child;
  }

  /** @param {LNode} next @param {LNode} old */
  replaceChild(next, old) {
    this.insertBefore(next, old);
    return this.removeChild(old);
  }

  remove() { this.parentNode?.removeChild(this); }

  get textContent() {
    let out = '';
    for (let c = this.firstChild; c !== null; c = c.nextSibling) if (c.nodeType !== 8) out += c.textContent;
    return out;
  }
}

/** Text, CDATA section (nodeType 4) or comment (8). */
export class LText extends LNode {
  /** @param {LDocument | null} doc @param {string} text @param {3 | 4 | 8} [type] */
  constructor(doc, text, type = 3) {
    super(doc);
    this.nodeType = type;
    this.nodeName = type === 3 ? '#text' : type === 4 ? '#cdata-section' : '#comment';
    this.nodeValue = text;
  }
  get data() { return this.nodeValue; }
  set data(v) { this.nodeValue = String(v); }
  get textContent() { return this.nodeValue; }
  set textContent(v) { this.nodeValue = String(v); }
  cloneNode() { return new LText(this.ownerDocument, this.nodeValue, /** @type {3 | 4 | 8} */ (this.nodeType)); }
}

export class LAttr {
  /** @param {string | null} ns @param {string} name @param {string} value */
  constructor(ns, name, value) {
    this.namespaceURI = ns;
    this.name = name;
    this.value = value;
  }
  get nodeType() { return 2; }
  get prefix() {
    const colon = this.name.indexOf(':');
    return colon < 0 ? null : this.name.slice(0, colon);
  }
  get localName() { return this.name.slice(this.name.indexOf(':') + 1); }
  get nodeName() { return this.name; }
  get nodeValue() { return this.value; }
  set nodeValue(v) { this.value = String(v); }
  get textContent() { return this.value; }
  get specified() { return true; }
}

export class LElement extends LNode {
  /** @param {LDocument | null} doc @param {string | null} ns @param {string} name */
  constructor(doc, ns, name) {
    super(doc);
    const colon = name.indexOf(':');
    this.nodeType = 1;
    this.namespaceURI = ns;
    this.prefix = colon < 0 ? null : name.slice(0, colon);
    this.localName = colon < 0 ? name : name.slice(colon + 1);
    this.nodeName = ns === XHTML ? name.toUpperCase() : name;
    this.tagName = this.nodeName;
    /** @type {LAttr[]} */
    this.attributes = [];
    /** @type {ReturnType<typeof styleFor> | undefined} */
    this.styleObject = undefined;
  }

  get nodeValue() { return null; }

  /** @param {string} name */
  getAttributeNode(name) {
    const attrs = this.attributes;
    for (let i = 0; i < attrs.length; i++) if (/** @type {LAttr} */ (attrs[i]).name === name) return /** @type {LAttr} */ (attrs[i]);
    return null;
  }
  /** @param {string} name */
  getAttribute(name) {
    const attrs = this.attributes;
    for (let i = 0; i < attrs.length; i++) {
      const a = /** @type {LAttr} */ (attrs[i]);
      if (a.name === name) return a.value;
    }
    return null;
  }
  /** @param {string} name */
  hasAttribute(name) { return this.getAttributeNode(name) !== null; }
  hasAttributes() { return this.attributes.length > 0; }
  /** @param {string} name @param {unknown} value */
  setAttribute(name, value) { this.setAttributeNS(null, name, value); }
  /** @param {string | null} ns @param {string} name @param {unknown} value */
  setAttributeNS(ns, name, value) {
    const attrs = this.attributes;
    for (let i = 0; i < attrs.length; i++) {
      const a = /** @type {LAttr} */ (attrs[i]);
      if (a.name === name) { a.value = String(value); return; }
    }
    attrs.push(new LAttr(ns, name, String(value)));
  }
  /** @param {string | null} ns @param {string} local */
  getAttributeNodeNS(ns, local) { return this.attributes.find((a) => a.namespaceURI === ns && a.localName === local) ?? null; }
  /** @param {string | null} ns @param {string} local */
  getAttributeNS(ns, local) { return this.getAttributeNodeNS(ns, local)?.value ?? null; }
  /** @param {string | null} ns @param {string} local */
  hasAttributeNS(ns, local) { return this.getAttributeNodeNS(ns, local) !== null; }
  /** @param {string} name */
  removeAttribute(name) {
    const i = this.attributes.findIndex((a) => a.name === name);
    if (i >= 0) this.attributes.splice(i, 1);
  }
  /** @param {LAttr} attr */
  removeAttributeNode(attr) {
    const i = this.attributes.indexOf(attr);
    if (i >= 0) this.attributes.splice(i, 1);
    return attr;
  }

  /** Descendant elements with this name or local name ('*' for all), in document order. @param {string} name */
  getElementsByTagName(name) {
    /** @type {LElement[]} */
    const out = [];
    const all = name === '*';
    for (let n = this.firstChild; n !== null && n !== this;) {
      if (n instanceof LElement && (all || n.nodeName === name || n.localName === name)) out.push(n);
      if (n.firstChild !== null) { n = n.firstChild; continue; }
      while (n !== this && n.nextSibling === null) n = /** @type {LNode} */ (n.parentNode);
      if (n !== this) n = n.nextSibling;
    }
    return out;
  }

  /** @param {boolean} [deep] @returns {LElement} */
  cloneNode(deep) {
    const copy = new LElement(this.ownerDocument, this.namespaceURI, this.prefix === null ? this.localName : `${this.prefix}:${this.localName}`);
    copy.nodeName = copy.tagName = this.nodeName;
    copy.attributes = this.attributes.map((a) => new LAttr(a.namespaceURI, a.name, a.value));
    if (deep) for (let c = this.firstChild; c !== null; c = c.nextSibling) copy.appendChild(/** @type {any} */ (c).cloneNode(true));
    return copy;
  }

  get firstElementChild() {
    let c = this.firstChild;
    while (c !== null && c.nodeType !== 1) c = c.nextSibling;
    return /** @type {LElement | null} */ (c);
  }
  get nextElementSibling() {
    let c = this.nextSibling;
    while (c !== null && c.nodeType !== 1) c = c.nextSibling;
    return /** @type {LElement | null} */ (c);
  }
  get children() { return /** @type {LElement[]} */ (this.childNodes.filter((c) => c instanceof LElement)); }

  /** The element's inline style, kept in its style attribute (light-style.mjs). */
  get style() { return (this.styleObject ??= styleFor(this)); }

  /** The nearest <svg> above this element (gradient and clip ids are made unique within it). */
  get ownerSVGElement() {
    for (let e = this.parentNode; e instanceof LElement; e = e.parentNode) if (e.localName === 'svg') return e;
    return null;
  }

  get innerHTML() {
    let out = '';
    for (let c = this.firstChild; c !== null; c = c.nextSibling) out += serialize(c, this.namespaceURI);
    return out;
  }
  get textContent() { return super.textContent; }
  set textContent(text) {
    while (this.firstChild !== null) this.removeChild(this.firstChild);
    if (String(text) !== '') this.appendChild(new LText(this.ownerDocument, String(text)));
  }
}

/** A document fragment: inserting it inserts its children. */
export class LFragment extends LNode {
  constructor(/** @type {LDocument | null} */ doc) {
    super(doc);
    this.nodeType = 11;
    this.nodeName = '#document-fragment';
  }
}

export class LDocument extends LNode {
  constructor() {
    super(null);
    this.nodeType = 9;
    this.nodeName = '#document';
  }
  get documentElement() {
    let c = this.firstChild;
    while (c !== null && c.nodeType !== 1) c = c.nextSibling;
    return /** @type {LElement | null} */ (c);
  }
  /** @param {string | null} ns @param {string} name */
  createElementNS(ns, name) { return new LElement(this, ns === '' ? null : ns, name); }
  /** @param {string} name */
  createElement(name) { return new LElement(this, null, name); }
  /** @param {string} text */
  createTextNode(text) { return new LText(this, String(text)); }
  /** @param {string} text */
  createComment(text) { return new LText(this, String(text), 8); }
  /** @param {string} text */
  createCDATASection(text) { return new LText(this, String(text), 4); }
  createDocumentFragment() { return new LFragment(this); }
  /** A copy of a light node owned by this document. @param {LNode} node @param {boolean} [deep] */
  importNode(node, deep) {
    const copy = /** @type {any} */ (node).cloneNode(deep);
    adopt(copy, this);
    return copy;
  }
  /** @param {string} name */
  getElementsByTagName(name) {
    const root = this.documentElement;
    if (root === null) return [];
    const below = root.getElementsByTagName(name);
    return name === '*' || root.nodeName === name ? [root, ...below] : below;
  }
  /** @param {string} id */
  getElementById(id) { return this.getElementsByTagName('*').find((e) => e.getAttribute('id') === id) ?? null; }
}

/** @param {LNode} node @param {LDocument} doc */
function adopt(node, doc) {
  node.ownerDocument = doc;
  for (let c = node.firstChild; c !== null; c = c.nextSibling) adopt(c, doc);
}
