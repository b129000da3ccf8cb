import { XmlError, decodeAttribute, decodeEntities } from './escape.js';
import { isSpace, scanEndTag, scanStartTag } from './tokenizer.js';

/**
 * An element of a parsed document, with the source offsets `patch` and `sanitize` need to splice
 * the original text: everything they do not rewrite keeps its exact bytes.
 */
export interface XmlElement {
  name: string;
  /** Decoded attribute values, in source order (null prototype: names like `__proto__` are data). */
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Decoded character data directly inside this element (text and CDATA), concatenated. */
  text: string;
  parent: XmlElement | null;
  /** Offset of `<`. */
  start: number;
  /** Offset just after the start tag's `>`. */
  openEnd: number;
  /** Offset of the end tag's `<` (equals `openEnd` for `<x/>`). */
  closeStart: number;
  /** Offset just after the element (end tag or `/>`). */
  end: number;
  selfClosing: boolean;
  /** Nesting level: the document element is 1. */
  depth: number;
}

export interface XmlLimits {
  /** Most elements allowed; parsing stops as soon as one more is seen. */
  maxElements?: number;
  /** Deepest nesting allowed (the document element is depth 1). */
  maxDepth?: number;
}

/**
 * Parses a whole document into elements. Iterative (an explicit stack, never recursion), so a
 * hostile 100,000-level nesting is refused by `maxDepth` or simply parsed, never a stack overflow.
 */
export function parseXml(src: string, limits: XmlLimits = {}): XmlElement {
  const maxElements = limits.maxElements ?? Infinity;
  const maxDepth = limits.maxDepth ?? Infinity;
  let root = null as XmlElement | null;
  let current = null as XmlElement | null;
  let count = 0;
  let i = src.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    const textEnd = lt === -1 ? src.length : lt;
    if (textEnd > i) addText(current, src, i, textEnd);
    if (lt === -1) break;
    const next = src.charCodeAt(lt + 1);
    if (next === 47 /* / */) {
      i = closeElement(current, src, lt);
      current = current?.parent ?? null;
    } else if (next === 33 /* ! */) {
      i = skipMarkup(current, src, lt);
    } else if (next === 63 /* ? */) {
      const close = src.indexOf('?>', lt + 2);
      if (close === -1) throw new XmlError('malformed', 'a processing instruction "<?" is never closed', lt);
      i = close + 2;
    } else {
      if (current === null && root !== null) {
        throw new XmlError('malformed', 'a document has exactly one top-level element', lt);
      }
      if (++count > maxElements) {
        throw new XmlError('too_many_elements', `the document has more than ${maxElements} elements`, lt);
      }
      const element = openElement(src, lt, current);
      if (element.depth > maxDepth) {
        throw new XmlError('too_deep', `elements are nested more than ${maxDepth} levels deep`, lt);
      }
      if (current === null) root = element;
      else current.children.push(element);
      i = element.openEnd;
      if (!element.selfClosing) current = element;
    }
  }
  if (current !== null) {
    throw new XmlError('malformed', `<${current.name}> is never closed`, current.start);
  }
  if (root === null) throw new XmlError('malformed', 'the document has no element', 0);
  return root;
}

function openElement(src: string, lt: number, parent: XmlElement | null): XmlElement {
  const tag = scanStartTag(src, lt);
  const attrs: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const a of tag.attributes) attrs[a.name] = decodeAttribute(src.slice(a.valueStart, a.valueEnd), a.valueStart);
  return {
    name: tag.name,
    attrs,
    children: [],
    text: '',
    parent,
    start: lt,
    openEnd: tag.end,
    closeStart: tag.end,
    end: tag.end,
    selfClosing: tag.selfClosing,
    depth: parent === null ? 1 : parent.depth + 1,
  };
}

function closeElement(current: XmlElement | null, src: string, lt: number): number {
  const tag = scanEndTag(src, lt);
  if (current === null) throw new XmlError('malformed', `</${tag.name}> closes nothing`, lt);
  if (tag.name !== current.name) {
    throw new XmlError('malformed', `</${tag.name}> does not match <${current.name}>`, lt);
  }
  current.closeStart = lt;
  current.end = tag.end;
  return tag.end;
}

function addText(current: XmlElement | null, src: string, from: number, to: number): void {
  if (current === null) {
    for (let k = from; k < to; k++) {
      if (!isSpace(src.charCodeAt(k))) throw new XmlError('malformed', 'text outside the document element', k);
    }
    return;
  }
  const raw = src.slice(from, to);
  current.text += decodeEntities(raw.indexOf('\r') === -1 ? raw : raw.replace(/\r\n?/g, '\n'), from);
}

function skipMarkup(current: XmlElement | null, src: string, lt: number): number {
  if (src.startsWith('<!--', lt)) {
    const close = src.indexOf('-->', lt + 4);
    if (close === -1) throw new XmlError('malformed', 'a comment "<!--" is never closed', lt);
    return close + 3;
  }
  if (src.startsWith('<![CDATA[', lt)) {
    const close = src.indexOf(']]>', lt + 9);
    if (close === -1) throw new XmlError('malformed', 'a CDATA section is never closed', lt);
    if (current === null) throw new XmlError('malformed', 'CDATA outside the document element', lt);
    current.text += src.slice(lt + 9, close);
    return close + 3;
  }
  if (/^<!(DOCTYPE|ENTITY)/i.test(src.slice(lt, lt + 10))) {
    throw new XmlError(
      'doctype',
      'DOCTYPE and entity declarations are not allowed (draw.io never writes them; they enable XXE and entity-expansion attacks)',
      lt,
    );
  }
  throw new XmlError('malformed', 'unexpected "<!" markup', lt);
}
