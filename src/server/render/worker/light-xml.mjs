// An XML parser into light nodes (light-dom.mjs), for what draw.io parses during an export: the
// diagram, its compressed pages and the stencils. It keeps what DOMParser keeps (text including
// whitespace, comments, CDATA sections, namespaces) and applies the same rules: line ends
// normalised to \n, literal whitespace in attribute values turned into spaces, the five XML
// entities and character references decoded. A document that is not well-formed comes back as
// DOMParser returns it: a document whose root is <parsererror> saying what is wrong.
import { LDocument, LElement, LAttr, LText } from './light-dom.mjs';

const XMLNS = 'http://www.w3.org/2000/xmlns/';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const PARSERERROR_NS = 'http://www.mozilla.org/newlayout/xml/parsererror.xml';
const NAME = /[^\s/>=<"'&]+/y;
const ATTRIBUTE = /\s*([^\s/>=<"'&]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const TAG_END = /\s*(\/?)>/y;
const NAME_START = /^[A-Za-z_:\u00C0-\u{EFFFF}]/u;
const REFERENCE = /&(?:#(\d{1,7})|#x([\da-fA-F]{1,6})|(amp|lt|gt|quot|apos));|&/g;
/** @type {Record<string, string>} */
const ENTITY = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

class XmlError extends Error {}

/** @param {string} raw */
function decode(raw) {
  if (!raw.includes('&')) return raw;
  return raw.replace(REFERENCE, (m, dec, hex, named) => {
    if (named !== undefined) return ENTITY[named] ?? m;
    if (dec === undefined && hex === undefined) throw new XmlError('an & that starts no known entity or character reference');
    const code = dec !== undefined ? Number(dec) : parseInt(hex, 16);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new XmlError(`invalid character reference ${m}`);
    return String.fromCodePoint(code);
  });
}

/**
 * Parses an XML document into light nodes.
 * @param {string} source
 * @returns {LDocument}
 */
export function parseLightXml(source) {
  const doc = new LDocument();
  try {
    parseInto(doc, String(source));
  } catch (e) {
    if (!(e instanceof XmlError)) throw e;
    return errorDocument(e.message);
  }
  return doc;
}

/** @param {string} message */
function errorDocument(message) {
  const doc = new LDocument();
  const root = doc.createElementNS(PARSERERROR_NS, 'parsererror');
  root.appendChild(doc.createTextNode(`This page contains the following errors: ${message}`));
  doc.appendChild(root);
  return doc;
}

/** @param {LDocument} doc @param {string} text */
function parseInto(doc, text) {
  let s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (s.includes('\r')) s = s.replace(/\r\n?/g, '\n');
  /** @type {import('./light-dom.mjs').LNode} */
  let current = doc;
  /** @type {Record<string, string | null>} */
  let scope = { xml: XML_NS };
  /** @type {Array<Record<string, string | null>>} */
  const scopes = [];
  let pos = 0;
  let rootSeen = false;
  while (pos < s.length) {
    const lt = s.indexOf('<', pos);
    const end = lt < 0 ? s.length : lt;
    if (end > pos) {
      const raw = s.slice(pos, end);
      if (current === doc) {
        if (/\S/.test(raw)) throw new XmlError(rootSeen ? 'text after the root element' : 'text before the root element');
      } else {
        if (raw.includes(']]>')) throw new XmlError("']]>' is not allowed in text");
        current.appendChild(new LText(doc, decode(raw)));
      }
    }
    if (lt < 0) break;
    pos = lt;
    if (s.startsWith('<!--', pos)) {
      const close = s.indexOf('-->', pos + 4);
      if (close < 0) throw new XmlError('unclosed comment');
      current.appendChild(new LText(doc, s.slice(pos + 4, close), 8));
      pos = close + 3;
    } else if (s.startsWith('<?', pos)) {
      const close = s.indexOf('?>', pos + 2);
      if (close < 0) throw new XmlError('unclosed processing instruction');
      pos = close + 2;
    } else if (s.startsWith('<![CDATA[', pos)) {
      const close = s.indexOf(']]>', pos + 9);
      if (close < 0 || current === doc) throw new XmlError('misplaced or unclosed CDATA section');
      current.appendChild(new LText(doc, s.slice(pos + 9, close), 4));
      pos = close + 3;
    } else if (s.startsWith('<!DOCTYPE', pos)) {
      if (rootSeen || current !== doc) throw new XmlError('misplaced DOCTYPE');
      pos = skipDoctype(s, pos);
    } else if (s.startsWith('</', pos)) {
      NAME.lastIndex = pos + 2;
      const m = NAME.exec(s);
      const name = m?.[0] ?? '';
      if (current === doc || /** @type {LElement} */ (current).nodeName !== name) throw new XmlError(`unexpected end tag </${name}>`);
      TAG_END.lastIndex = NAME.lastIndex;
      const close = TAG_END.exec(s);
      if (close === null || close[1] === '/') throw new XmlError(`malformed end tag </${name}>`);
      pos = TAG_END.lastIndex;
      current = /** @type {import('./light-dom.mjs').LNode} */ (current.parentNode);
      scope = /** @type {Record<string, string | null>} */ (scopes.pop());
    } else {
      if (current === doc && rootSeen) throw new XmlError('more than one root element');
      const opened = openTag(doc, s, pos, scope);
      current.appendChild(opened.element);
      pos = opened.end;
      if (current === doc) rootSeen = true;
      if (!opened.selfClosing) {
        scopes.push(scope);
        scope = opened.scope;
        current = opened.element;
      }
    }
  }
  if (current !== doc) throw new XmlError(`unclosed element <${/** @type {LElement} */ (current).nodeName}>`);
  if (!rootSeen) throw new XmlError('no root element');
}

/**
 * Reads `<name attr="value" ...>` at `pos`.
 * @param {LDocument} doc @param {string} s @param {number} pos @param {Record<string, string | null>} parentScope
 */
function openTag(doc, s, pos, parentScope) {
  NAME.lastIndex = pos + 1;
  const name = NAME.exec(s)?.[0];
  if (name === undefined || !NAME_START.test(name)) throw new XmlError('malformed start tag');
  /** @type {Array<[string, string]>} */
  const attrs = [];
  let at = NAME.lastIndex;
  let scope = parentScope;
  let selfClosing = false;
  for (;;) {
    TAG_END.lastIndex = at;
    const close = TAG_END.exec(s);
    if (close !== null) { at = TAG_END.lastIndex; selfClosing = close[1] === '/'; break; }
    ATTRIBUTE.lastIndex = at;
    const m = ATTRIBUTE.exec(s);
    if (m === null || !/^\s/.test(s.slice(at, at + 1))) throw new XmlError(`malformed attribute in <${name}>`);
    at = ATTRIBUTE.lastIndex;
    const attrName = /** @type {string} */ (m[1]);
    const raw = m[2] ?? m[3] ?? '';
    if (raw.includes('<')) throw new XmlError(`'<' in the value of ${attrName}`);
    if (attrs.some(([n]) => n === attrName)) throw new XmlError(`duplicate attribute ${attrName} in <${name}>`);
    const value = decode(/[\t\n]/.test(raw) ? raw.replace(/[\t\n]/g, ' ') : raw);
    attrs.push([attrName, value]);
    if (attrName === 'xmlns' || attrName.startsWith('xmlns:')) {
      if (scope === parentScope) scope = Object.create(parentScope);
      scope[attrName === 'xmlns' ? '' : attrName.slice(6)] = value === '' ? null : value;
    }
  }
  const el = new LElement(doc, namespaceOf(name, scope, true), name);
  for (const [attrName, value] of attrs) {
    const ns = attrName === 'xmlns' || attrName.startsWith('xmlns:') ? XMLNS : attrName.includes(':') ? namespaceOf(attrName, scope, false) : null;
    el.attributes.push(new LAttr(ns, attrName, value));
  }
  return { element: el, end: at, scope, selfClosing };
}

/** @param {string} name @param {Record<string, string | null>} scope @param {boolean} element */
function namespaceOf(name, scope, element) {
  const colon = name.indexOf(':');
  if (colon < 0) return element ? scope[''] ?? null : null;
  // An undeclared prefix is kept as part of the name (browsers refuse such files; draw.io never writes them).
  return scope[name.slice(0, colon)] ?? null;
}

/** Skips <!DOCTYPE ...> including an internal subset in brackets. @param {string} s @param {number} pos */
function skipDoctype(s, pos) {
  let depth = 0;
  for (let i = pos + 9; i < s.length; i++) {
    const c = s[i];
    if (c === '"' || c === "'") {
      const close = s.indexOf(c, i + 1);
      if (close < 0) break;
      i = close;
    } else if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  throw new XmlError('unclosed DOCTYPE');
}
