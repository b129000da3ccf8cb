// Strict allow-list sanitiser for exported SVG. draw.io's SVG carries label HTML inside
// <foreignObject> and cell links as <a>; a diagram from anywhere may put scripts, event
// handlers or javascript: links there. Everything not listed here goes: elements that can run
// or load code are removed with their content, other unknown elements are unwrapped so their
// text stays readable, unknown attributes are dropped, and URLs and inline styles are checked.

const SVG_ELEMENTS = ['svg', 'g', 'defs', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath', 'image', 'use', 'clipPath', 'mask', 'pattern', 'marker', 'symbol', 'linearGradient',
  'radialGradient', 'stop', 'filter', 'feGaussianBlur', 'feOffset', 'feFlood', 'feComposite', 'feMerge',
  'feMergeNode', 'feColorMatrix', 'feBlend', 'feDropShadow', 'feMorphology', 'switch', 'foreignObject', 'a', 'title', 'desc'];
const HTML_ELEMENTS = ['div', 'span', 'p', 'br', 'b', 'i', 'u', 's', 'strong', 'em', 'font', 'strike', 'sub', 'sup',
  'small', 'big', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'pre', 'code', 'blockquote',
  'center', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'col', 'colgroup', 'dl', 'dt', 'dd',
  'del', 'ins', 'mark', 'q', 'cite', 'abbr', 'kbd', 'tt', 'var', 'section', 'article', 'header', 'footer', 'label'];
/** Removed together with everything inside them. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet',
  'noscript', 'template', 'animate', 'animatetransform', 'animatemotion', 'set', 'handler', 'listener', 'meta',
  'link', 'base', 'form', 'input', 'button', 'textarea', 'select', 'option', 'math', 'audio', 'video', 'source', 'canvas']);
const ATTRIBUTES = new Set(['id', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd',
  'points', 'width', 'height', 'viewBox', 'version', 'transform', 'fill', 'fill-opacity', 'fill-rule', 'stroke',
  'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'opacity', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor',
  'text-decoration', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing',
  'writing-mode', 'direction', 'pointer-events', 'visibility', 'display', 'overflow', 'color', 'clip-rule',
  'clip-path', 'mask', 'filter', 'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform',
  'spreadMethod', 'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits',
  'maskContentUnits', 'markerWidth', 'markerHeight', 'refX', 'refY', 'orient', 'markerUnits', 'preserveAspectRatio',
  'requiredFeatures', 'stdDeviation', 'dx', 'dy', 'in', 'in2', 'result', 'operator', 'k1', 'k2', 'k3', 'k4',
  'flood-color', 'flood-opacity', 'values', 'type', 'mode', 'radius', 'filterUnits', 'primitiveUnits',
  'shape-rendering', 'image-rendering', 'text-rendering', 'xml:space', 'style', 'dir', 'align', 'valign', 'size',
  'face', 'colspan', 'rowspan', 'cellpadding', 'cellspacing', 'border', 'alt', 'title', 'target', 'lang',
  'href', 'xlink:href', 'src', 'xmlns', 'xmlns:xlink', 'bgcolor', 'start', 'reversed', 'rel', 'tabindex']);
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
const IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp|bmp|svg\+xml)[;,]/i;
const SAFE_LINK = /^(https?:|mailto:|tel:|#)/i;
const PRESENTATION_URL = /^url\(\s*#[\w.:-]+\s*\)$/;
const UNSAFE_STYLE = /expression\(|javascript:|vbscript:|-moz-binding|behavior:|@import|\\|url\(/;

const allowedElements = new Set([...SVG_ELEMENTS, ...HTML_ELEMENTS].map((n) => n.toLowerCase()));

/** Removes control characters and spaces that browsers ignore inside a URL scheme. @param {string} v */
function normalizeUrl(v) {
  return v.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

/** @param {string} element lower-case local name @param {string} attr @param {string} value */
function safeUrl(element, attr, value) {
  const v = normalizeUrl(value);
  if (element === 'a') return SAFE_LINK.test(v) || !/^[a-z][a-z0-9+.-]*:/i.test(v) ? value : null;
  if (element === 'image' || element === 'img') return IMAGE_DATA.test(v) || /^https?:/i.test(v) ? value : null;
  if (element === 'use' || element === 'textpath') return v.startsWith('#') ? value : null;
  return null;
}

/**
 * Keeps only declarations that cannot load or run anything: no url() other than a local
 * reference, no expression(), no bindings, no imports.
 * @param {string} style
 */
export function sanitizeStyle(style) {
  // Nothing that could load or run anything anywhere in the text, once what browsers ignore
  // is dropped (each declaration's check below would pass): kept when every part is a declaration.
  if (!UNSAFE_STYLE.test(normalizeUrl(style).toLowerCase()) && style.split(';').every((d) => d.trim() === '' || d.includes(':'))) return style;
  const declarations = style.split(';').map((d) => d.trim()).filter((d) => d !== '');
  const kept = declarations.filter((d) => {
    if (!d.includes(':')) return false;
    const lower = normalizeUrl(d).toLowerCase();
    if (/expression\(|javascript:|vbscript:|-moz-binding|behavior:|@import|\\/.test(lower)) return false;
    const urls = lower.match(/url\([^)]*\)/g) ?? [];
    return urls.every((u) => PRESENTATION_URL.test(u));
  });
  // Nothing dropped: keep draw.io's text as it is.
  return kept.length === declarations.length ? style : kept.join('; ');
}

/** Presentation attributes may reference paint servers, clips and filters in the same file only. */
function safePresentation(/** @type {string} */ value) {
  if (!/[(:]/.test(value)) return true; // no url(), no scheme, no expression(): a colour or a keyword
  const v = normalizeUrl(value).toLowerCase();
  if (!v.includes('url(')) return !/javascript:|expression\(/.test(v);
  return (v.match(/url\([^)]*\)/g) ?? []).every((u) => PRESENTATION_URL.test(u));
}

/**
 * Sanitises a DOM subtree in place.
 * @param {Element} root
 */
export function sanitizeSvgTree(root) {
  /** @type {Element[]} */
  const stack = [root];
  while (stack.length > 0) {
    const el = /** @type {Element} */ (stack.pop());
    cleanAttributes(el);
    for (let child = el.firstChild; child !== null;) {
      const next = child.nextSibling;
      if (child.nodeType !== 3) {
        const name = child.nodeType === 1 ? /** @type {Element} */ (child).localName.toLowerCase() : '';
        if (child.nodeType !== 1 || DROP_WITH_CONTENT.has(name)) {
          el.removeChild(child);
        } else if (!allowedElements.has(name)) {
          // Unknown element: keep what it says, lose what it is.
          for (let k = child.firstChild; k !== null; k = child.firstChild) {
            el.insertBefore(k, child);
            if (k.nodeType === 1) stack.push(/** @type {Element} */ (k));
          }
          el.removeChild(child);
        } else {
          stack.push(/** @type {Element} */ (child));
        }
      }
      child = next;
    }
  }
  return root;
}

/** @param {Element} el */
function cleanAttributes(el) {
  const element = el.localName.toLowerCase();
  // Backwards, so that removing one leaves the rest to visit in place.
  for (let i = el.attributes.length - 1; i >= 0; i--) {
    const attr = /** @type {Attr} */ (el.attributes[i]);
    const name = attr.name;
    const lower = name.toLowerCase();
    let keep = ATTRIBUTES.has(name) || ATTRIBUTES.has(lower);
    if (lower.startsWith('on')) keep = false;
    if (keep && URL_ATTRIBUTES.has(lower)) {
      const url = safeUrl(element, lower, attr.value);
      if (url === null) keep = false;
    } else if (keep && lower === 'style') {
      const clean = sanitizeStyle(attr.value);
      if (clean !== attr.value) {
        if (clean === '') el.removeAttributeNode(attr);
        else attr.value = clean;
      }
      continue;
    } else if (keep && (lower === 'fill' || lower === 'stroke' || lower === 'clip-path' || lower === 'mask' || lower === 'filter')) {
      keep = safePresentation(attr.value);
    } else if (keep && lower === 'target') {
      keep = /^_(blank|self|parent|top)$/.test(attr.value);
    }
    if (!keep) el.removeAttributeNode(attr);
  }
}
