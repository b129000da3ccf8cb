// Label HTML into light nodes, exactly as a browser's HTML parser would build it. The small
// tokenizer in light-html.mjs is exact for plain, well-nested markup, which is what draw.io's
// editor writes. Markup the HTML parser would restructure (tables gain a <tbody>, a block
// closes an open <p>, misnested tags are reopened, raw-text elements, entities beyond the
// basic five, comments, foreign SVG/MathML) goes through the page's real HTML parser instead,
// the way draw.io's own createDiv does it, and is copied into light nodes.
import { LightElement, parseLightHtml } from './light-html.mjs';

const XHTML = 'http://www.w3.org/1999/xhtml';
const PLAIN = new Set(['b', 'i', 'u', 's', 'strike', 'strong', 'em', 'font', 'span', 'div', 'br', 'sub', 'sup', 'a',
  'img', 'small', 'big', 'code', 'tt', 'kbd', 'var', 'cite', 'ins', 'del', 'mark', 'q', 'abbr', 'center', 'p',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'hr', 'blockquote', 'section', 'article', 'header', 'footer', 'label']);
const VOID = new Set(['br', 'img', 'hr']);
// Start tags that close an open <p> (HTML's "close a p element in button scope").
const CLOSES_P = new Set(['div', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'hr', 'blockquote', 'center',
  'section', 'article', 'header', 'footer']);
const HEADING = /^h[1-6]$/;
// Tags, a '<' that is not one, a character reference the tokenizer does not decode as HTML does,
// and characters the HTML parser rewrites.
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|<|&(?=[a-zA-Z\d#])(?!(?:amp|lt|gt|quot|apos|nbsp);|#(?:\d{1,7}|x[\da-fA-F]{1,6});)|&#(?:x([\da-fA-F]+)|(\d+));|[\r\0]/g;
const ATTR_NAME = /([^\s=>/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g;

/**
 * Whether the tokenizer builds this markup exactly as the HTML parser would.
 * @param {string} html @param {boolean} converted parsed as a whole document first (draw.io's
 *   convertHtml), which drops whitespace before the first content
 */
export function isPlainMarkup(html, converted) {
  if (converted && /^[ \t\n\f\r]/.test(html)) return false;
  if (!html.includes('<') && !html.includes('&') && !/[\r\0]/.test(html)) return true;
  /** @type {string[]} */
  const open = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m !== null; m = TAG.exec(html)) {
    if (m[5] !== undefined || m[6] !== undefined) {
      // A numeric reference the HTML parser maps elsewhere (NUL, C1 controls, surrogates, too large).
      const code = m[5] !== undefined ? parseInt(m[5], 16) : Number(m[6]);
      if (code === 0 || (code >= 0x80 && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return false;
      continue;
    }
    if (m[2] === undefined) {
      // A lone '<' is text only when no tag, comment or declaration can start there.
      if (m[0] === '<' && /^<[\s\d=<>]|^<$/.test(html.slice(m.index, m.index + 2))) continue;
      return false;
    }
    const tag = m[2].toLowerCase();
    if (!PLAIN.has(tag)) return false;
    if (m[1] === '/') {
      // </br> is a <br> to the HTML parser; </img> and </hr> are dropped by both.
      if (tag === 'br' || (!VOID.has(tag) && open.pop() !== tag)) return false;
      continue;
    }
    if (!plainAttributes(m[3] ?? '')) return false;
    const parent = open[open.length - 1];
    if (CLOSES_P.has(tag) && open.includes('p')) return false;
    if (HEADING.test(tag) && parent !== undefined && HEADING.test(parent)) return false;
    if (tag === 'li' && parent !== 'ul' && parent !== 'ol') return false;
    if (tag === 'a' && open.includes('a')) return false;
    if (!VOID.has(tag) && m[4] !== '/') open.push(tag);
    else if (!VOID.has(tag)) return false; // <div/> is an open tag to the HTML parser
  }
  return true;
}

/** No attribute given twice (the HTML parser keeps the first, the tokenizer the last). @param {string} text */
function plainAttributes(text) {
  if (text.trim() === '') return true;
  const seen = new Set();
  ATTR_NAME.lastIndex = 0;
  for (let a = ATTR_NAME.exec(text); a !== null; a = ATTR_NAME.exec(text)) {
    const name = (a[1] ?? '').toLowerCase();
    if (seen.has(name)) return false;
    seen.add(name);
  }
  return true;
}

/**
 * Makes label markup parse with the page's HTML parser where the tokenizer is not exact.
 * @param {any} win the jsdom window with draw.io loaded
 */
export function installBrowserParser(win) {
  const doc = win.document.implementation.createHTMLDocument('');
  const convertHtml = win.mxSvgCanvas2D.prototype.convertHtml;
  useBrowserParser((html, converted) => {
    const holder = doc.createElement('div');
    holder.innerHTML = converted ? convertHtml.call(win.mxSvgCanvas2D.prototype, html) : html;
    return toLightHtml(holder, new LightElement('div', {}, null));
  });
}

/**
 * @typedef {(html: string, converted: boolean) => LightElement} BrowserParse parses label
 *   markup with the page's HTML parser into light nodes under a holder element; `converted`:
 *   first normalised as draw.io's createDiv does (mxSvgCanvas2D.convertHtml)
 */

/** @type {BrowserParse | null} */
let browserParse = null;

/** @param {BrowserParse} parse */
export function useBrowserParser(parse) {
  browserParse = parse;
}

/**
 * Parses label markup into light nodes under `root`.
 * @param {string} html @param {LightElement} root
 * @param {boolean} [converted] as draw.io's label nodes (convertHtml, then innerHTML); false:
 *   a single innerHTML parse, as draw.io's scratch element for fallback text
 */
export function parseLabelHtml(html, root, converted = true) {
  if (browserParse === null || isPlainMarkup(html, converted)) return parseLightHtml(html, root);
  for (const child of browserParse(html, converted).childNodes) {
    child.parentElement = root;
    root.childNodes.push(child);
  }
  return root;
}

/** The scratch element draw.io's SVG export turns label markup into fallback text with. */
export class LabelScratch extends LightElement {
  get innerHTML() { return super.innerHTML; }
  set innerHTML(html) {
    this.childNodes = [];
    parseLabelHtml(String(html), this, false);
  }
}

/**
 * Copies a parsed DOM subtree (jsdom nodes) into light-html nodes.
 * @param {any} from @param {LightElement} to
 */
export function toLightHtml(from, to) {
  for (let n = from.firstChild; n !== null; n = n.nextSibling) {
    if (n.nodeType === 1) {
      /** @type {Record<string, string>} */
      const attrs = {};
      for (const a of Array.from(/** @type {Attr[]} */ (n.attributes))) attrs[a.name] = a.value;
      const el = new LightElement(n.localName, attrs, to, n.namespaceURI === XHTML ? undefined : n.namespaceURI);
      to.childNodes.push(el);
      toLightHtml(n, el);
    } else if (n.nodeType === 3 || n.nodeType === 4) {
      to.appendText(n.nodeValue);
    } else if (n.nodeType === 8) {
      to.appendComment(n.nodeValue);
    }
  }
  return to;
}
