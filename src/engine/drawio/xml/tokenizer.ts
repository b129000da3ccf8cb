import { XmlError } from './escape.js';

/** One attribute as written in the source: name, and where its (still encoded) value lies. */
export interface RawAttribute {
  name: string;
  /** Offset of the attribute name. */
  start: number;
  /** Offsets of the value between the quotes. */
  valueStart: number;
  valueEnd: number;
}

export interface StartTag {
  name: string;
  attributes: RawAttribute[];
  /** Offset just after the closing `>` of the tag. */
  end: number;
  selfClosing: boolean;
}

const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const GT = 62;
const SLASH = 47;
const EQ = 61;
const DQ = 34;
const SQ = 39;

export function isSpace(c: number): boolean {
  return c === SPACE || c === LF || c === TAB || c === CR;
}

function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58 || c >= 0xc0;
}

function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 0xb7;
}

/** Reads an XML name at `i`; returns the offset just after it. */
export function scanName(src: string, i: number): number {
  if (!isNameStart(src.charCodeAt(i))) {
    throw new XmlError('malformed', 'expected an element or attribute name', i);
  }
  let j = i + 1;
  while (j < src.length && isNameChar(src.charCodeAt(j))) j++;
  return j;
}

/**
 * Scans the start tag whose `<` is at `lt`. Strict: quoted values, no `<` inside them, no
 * duplicate attributes — a document that breaks these is not XML and draw.io would refuse it too.
 */
export function scanStartTag(src: string, lt: number): StartTag {
  const nameEnd = scanName(src, lt + 1);
  const name = src.slice(lt + 1, nameEnd);
  const attributes: RawAttribute[] = [];
  let seen: Set<string> | null = null;
  let i = nameEnd;
  for (;;) {
    const before = i;
    while (i < src.length && isSpace(src.charCodeAt(i))) i++;
    const c = src.charCodeAt(i);
    if (c === GT) return { name, attributes, end: i + 1, selfClosing: false };
    if (c === SLASH) {
      if (src.charCodeAt(i + 1) !== GT) throw new XmlError('malformed', `"/" must be followed by ">" in <${name}>`, i);
      return { name, attributes, end: i + 2, selfClosing: true };
    }
    if (Number.isNaN(c)) throw new XmlError('malformed', `<${name}> is not closed before the end of the document`, lt);
    if (i === before) throw new XmlError('malformed', `attributes of <${name}> must be separated by spaces`, i);
    i = scanAttribute(src, i, name, attributes);
    seen = checkDuplicate(attributes, seen, name);
  }
}

function scanAttribute(src: string, i: number, tag: string, into: RawAttribute[]): number {
  const nameEnd = scanName(src, i);
  const attrName = src.slice(i, nameEnd);
  let j = nameEnd;
  while (isSpace(src.charCodeAt(j))) j++;
  if (src.charCodeAt(j) !== EQ) throw new XmlError('malformed', `attribute "${attrName}" of <${tag}> has no value`, j);
  j++;
  while (isSpace(src.charCodeAt(j))) j++;
  const quote = src.charCodeAt(j);
  if (quote !== DQ && quote !== SQ) {
    throw new XmlError('malformed', `the value of "${attrName}" in <${tag}> must be quoted`, j);
  }
  const close = src.indexOf(quote === DQ ? '"' : "'", j + 1);
  if (close === -1) throw new XmlError('malformed', `the value of "${attrName}" in <${tag}> is never closed`, j);
  const lt = src.indexOf('<', j + 1);
  if (lt !== -1 && lt < close) {
    throw new XmlError('malformed', `"<" must be written as &lt; in attribute "${attrName}" of <${tag}>`, lt);
  }
  into.push({ name: attrName, start: i, valueStart: j + 1, valueEnd: close });
  return close + 1;
}

/**
 * Refuses a repeated attribute name. A linear scan is fastest for the handful of attributes real
 * cells have; past that a set keeps a hostile tag with thousands of attributes from going quadratic.
 */
function checkDuplicate(attributes: RawAttribute[], seen: Set<string> | null, tag: string): Set<string> | null {
  const last = attributes[attributes.length - 1];
  if (last === undefined) return seen;
  let set = seen;
  if (set === null && attributes.length > 16) set = new Set(attributes.slice(0, -1).map((a) => a.name));
  const duplicate = set === null
    ? attributes.some((a, k) => k < attributes.length - 1 && a.name === last.name)
    : set.has(last.name);
  if (duplicate) throw new XmlError('malformed', `attribute "${last.name}" appears twice in <${tag}>`, last.start);
  set?.add(last.name);
  return set;
}

/** Reads the end tag whose `</` is at `lt`; returns its name and the offset after `>`. */
export function scanEndTag(src: string, lt: number): { name: string; end: number } {
  const nameEnd = scanName(src, lt + 2);
  let i = nameEnd;
  while (isSpace(src.charCodeAt(i))) i++;
  if (src.charCodeAt(i) !== GT) throw new XmlError('malformed', 'an end tag must close with ">"', i);
  return { name: src.slice(lt + 2, nameEnd), end: i + 1 };
}
