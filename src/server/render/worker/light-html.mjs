// Inline styles and label markup without jsdom's CSS engine. jsdom parses every style
// attribute it sees into a CSSStyleDeclaration, which is most of its cost for labels; layout
// only needs a few properties, read here from the attribute text. Label HTML is tokenised into
// a tiny tree that offers the few DOM members the layout walks (nodeType, tagName, childNodes,
// nodeValue, getAttribute, parentElement).

/** Parsed style attributes of the export being drawn (cleared for each). @type {Map<string, Record<string, string>>} */
const styleCache = new Map();

export function resetStyleCache() {
  styleCache.clear();
}

const camel = (/** @type {string} */ p) => p.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/**
 * The declarations of a style attribute as camelCase properties, with the shorthands labels use
 * (margin, padding, background) spelled out.
 * @param {string | null | undefined} text @returns {Record<string, string>}
 */
export function parseStyle(text) {
  if (!text) return {};
  let style = styleCache.get(text);
  if (style !== undefined) return style;
  style = {};
  for (const decl of text.split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const prop = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).replace(/!important/i, '').trim();
    if (prop === '' || value === '') continue;
    if (prop === 'margin' || prop === 'padding') {
      const [t, r = t, b = t, l = r] = value.split(/\s+/);
      style[`${prop}Top`] = t ?? '';
      style[`${prop}Right`] = r ?? '';
      style[`${prop}Bottom`] = b ?? '';
      style[`${prop}Left`] = l ?? '';
    } else if (prop === 'background' && !/url\(/i.test(value)) {
      style.backgroundColor = value;
    } else {
      style[camel(prop)] = value;
    }
  }
  styleCache.set(text, style);
  return style;
}

/** Style properties of an element (a jsdom element or a light node). @param {any} el @returns {Record<string, string>} */
export function styleProps(el) {
  return el.getAttribute === undefined ? {} : parseStyle(el.getAttribute('style'));
}

const escapeHtml = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'input', 'meta', 'link', 'col', 'area', 'base', 'source']);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** @param {string} s */
function decode(s) {
  return s.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (m, e) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[/** @type {keyof ENTITIES} */ (e.toLowerCase())] ?? m;
  });
}

class LightText {
  /** @param {string} text @param {LightElement} parent */
  constructor(text, parent) {
    this.nodeType = 3;
    this.nodeName = '#text';
    this.nodeValue = text;
    this.parentElement = parent;
  }
}

/** A comment in label markup: kept, never laid out. */
class LightComment {
  /** @param {string} text @param {LightElement} parent */
  constructor(text, parent) {
    this.nodeType = 8;
    this.nodeName = '#comment';
    this.nodeValue = text;
    this.parentElement = parent;
  }
}

export class LightElement {
  /**
   * @param {string} tag @param {Record<string, string>} attrs @param {LightElement | null} parent
   * @param {string} [ns] namespace, when not XHTML (SVG or MathML inside label markup)
   */
  constructor(tag, attrs, parent, ns = 'http://www.w3.org/1999/xhtml') {
    this.nodeType = 1;
    this.namespaceURI = ns;
    this.tagName = ns === 'http://www.w3.org/1999/xhtml' ? tag.toUpperCase() : tag;
    this.nodeName = this.tagName;
    this.localName = tag;
    this.attrs = attrs;
    this.parentElement = parent;
    /** @type {Array<LightElement | LightText | LightComment>} */
    this.childNodes = [];
  }

  /** @param {string} name */
  getAttribute(name) {
    return this.attrs[name.toLowerCase()] ?? null;
  }

  /** HTML serialisation of the children (what draw.io's text fallback compares with '<br>'). */
  get innerHTML() {
    return this.childNodes.map((c) => (c instanceof LightElement ? c.outerHTML : c instanceof LightComment ? `<!--${c.nodeValue}-->` : escapeHtml(c.nodeValue))).join('');
  }

  /** Replaces the children with parsed markup. @param {string} html */
  set innerHTML(html) {
    this.childNodes = [];
    parseLightHtml(String(html), this);
  }

  get outerHTML() {
    const attrs = Object.entries(this.attrs).map(([k, v]) => ` ${k}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`).join('');
    return VOID.has(this.localName) ? `<${this.localName}${attrs}>` : `<${this.localName}${attrs}>${this.innerHTML}</${this.localName}>`;
  }

  /** @param {string} text */
  appendText(text) {
    this.childNodes.push(new LightText(text, this));
  }

  /** @param {string} text */
  appendComment(text) {
    this.childNodes.push(new LightComment(text, this));
  }
}

/**
 * Parses label HTML into light nodes under `root` (tolerant, as browsers are: unclosed tags
 * close at their parent's end, stray end tags are ignored).
 * @param {string} html @param {LightElement} root
 */
export function parseLightHtml(html, root) {
  const token = /<!--[\s\S]*?-->|<\/?([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|([^<]+|<)/g;
  /** @type {LightElement} */
  let current = root;
  for (let m = token.exec(html); m !== null; m = token.exec(html)) {
    if (m[4] !== undefined) { current.appendText(decode(m[4])); continue; }
    if (m[1] === undefined) continue;
    const tag = m[1].toLowerCase();
    if (m[0][1] === '/') {
      for (let e = /** @type {LightElement | null} */ (current); e !== null && e !== root; e = e.parentElement) {
        if (e.localName === tag) { current = e.parentElement ?? root; break; }
      }
      continue;
    }
    /** @type {Record<string, string>} */
    const attrs = {};
    const attr = /([^\s=>/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;
    for (let a = attr.exec(m[2] ?? ''); a !== null; a = attr.exec(m[2] ?? '')) {
      const raw = a[2] ?? '';
      attrs[(a[1] ?? '').toLowerCase()] = decode(raw.replace(/^["']|["']$/g, ''));
    }
    const el = new LightElement(tag, attrs, current);
    current.childNodes.push(el);
    if (!VOID.has(tag) && m[3] !== '/') current = el;
  }
  return root;
}
