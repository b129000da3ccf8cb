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
  switch (node.nodeType) {
    case 3: return escapeText(node.nodeValue);
    case 4: return `<![CDATA[${node.nodeValue}]]>`;
    case 8: return `<!--${node.nodeValue}-->`;
    case 1: break;
    default: {
      let out = '';
      for (let c = node.firstChild; c !== null; c = c.nextSibling) out += serialize(c, parentNs);
      return out;
    }
  }
  const ns = node.namespaceURI;
  // A prefixed element (only in parsed XML) keeps its prefix, declared where the parser found it.
  const name = node.prefix ? `${node.prefix}:${node.localName}` : node.localName;
  // Built by concatenation: V8 keeps it as a rope until the caller reads it, which is far
  // cheaper than collecting parts and joining them.
  let out = `<${name}`;
  if (ns !== parentNs && !node.prefix) out += ` xmlns="${ns ?? ''}"`;
  const attrs = node.attributes;
  for (let i = 0; i < attrs.length; i++) {
    const a = attrs[i];
    if (a.name === 'xmlns' && a.namespaceURI !== XMLNS) continue;
    out += ` ${a.name}="${escapeAttr(a.value)}"`;
  }
  if (node.firstChild === null) {
    if (ns === XHTML) return VOID.has(name) ? `${out} />` : `${out}></${name}>`;
    return `${out}/>`;
  }
  out += '>';
  for (let c = node.firstChild; c !== null; c = c.nextSibling) out += serialize(c, ns);
  return `${out}</${name}>`;
}
