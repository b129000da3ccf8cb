// XML serialisation of light nodes exactly as the DOM Parsing spec's XMLSerializer writes the
// SVG draw.io exports: a default-namespace declaration where an element's namespace differs
// from its parent's, `<x/>` for empty elements, `<br />` for empty HTML void elements and
// `<div></div>` for other empty HTML elements.

const XHTML = 'http://www.w3.org/1999/xhtml';
const XMLNS = 'http://www.w3.org/2000/xmlns/';
const VOID = new Set(['area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

const TEXT_ESCAPES = /[&<>]/g;
const ATTR_ESCAPES = /[&"<>\t\n\r]/g;
/** @type {Record<string, string>} */
const ESCAPE = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\t': '&#x9;', '\n': '&#xA;', '\r': '&#xD;' };
const escapeText = (/** @type {string} */ s) => (/[&<>]/.test(s) ? s.replace(TEXT_ESCAPES, (c) => ESCAPE[c] ?? c) : s);
const escapeAttr = (/** @type {string} */ s) => (/[&"<>\t\n\r]/.test(s) ? s.replace(ATTR_ESCAPES, (c) => ESCAPE[c] ?? c) : s);

/**
 * @param {any} node a light node (light-dom.mjs) @param {string | null} [parentNs]
 * @returns {string}
 */
export function serialize(node, parentNs = null) {
  /** @type {string[]} */
  const out = [];
  write(node, parentNs, out);
  return out.join('');
}

/** @param {any} node @param {string | null} parentNs @param {string[]} out */
function write(node, parentNs, out) {
  switch (node.nodeType) {
    case 3: out.push(escapeText(node.nodeValue)); return;
    case 4: out.push(`<![CDATA[${node.nodeValue}]]>`); return;
    case 8: out.push(`<!--${node.nodeValue}-->`); return;
    case 1: break;
    default:
      for (let c = node.firstChild; c !== null; c = c.nextSibling) write(c, parentNs, out);
      return;
  }
  const ns = node.namespaceURI;
  // A prefixed element (only in parsed XML) keeps its prefix, declared where the parser found it.
  const name = node.prefix ? `${node.prefix}:${node.localName}` : node.localName;
  let open = `<${name}`;
  if (ns !== parentNs && !node.prefix) open += ` xmlns="${ns ?? ''}"`;
  for (const a of node.attributes) {
    if (a.name === 'xmlns' && a.namespaceURI !== XMLNS) continue;
    open += ` ${a.name}="${escapeAttr(a.value)}"`;
  }
  if (node.firstChild === null) {
    if (ns === XHTML) out.push(VOID.has(name) ? `${open} />` : `${open}></${name}>`);
    else out.push(`${open}/>`);
    return;
  }
  out.push(`${open}>`);
  for (let c = node.firstChild; c !== null; c = c.nextSibling) write(c, ns, out);
  out.push(`</${name}>`);
}
