import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadPage, readDocument } from '../document.js';
import { XmlError, escapeAttribute, escapeText } from './escape.js';
import { parseXml, type XmlElement } from './parser.js';
import { rewriteStartTag } from './serialize.js';
import { applyEdits, lineRange } from './splice.js';
import { CORPUS_FILES_DIR } from '../../../testing/shared-data.js';

const errorOf = (xml: string): XmlError => {
  try {
    parseXml(xml);
  } catch (error) {
    if (error instanceof XmlError) return error;
    throw error;
  }
  throw new Error('expected a parse error');
};

describe('parseXml', () => {
  it('reads elements, attributes, text, CDATA; skips comments and processing instructions; keeps offsets', () => {
    const src = '<?xml version="1.0"?>\n<!-- c --><a x="1 &amp; 2" y=\'&#x41;&#66;&lt;\'><b/>t&gt;<![CDATA[<raw>]]><c k="v">z</c></a>\n';
    const a = parseXml(src);
    expect(a.name).toBe('a');
    expect({ ...a.attrs }).toEqual({ x: '1 & 2', y: 'AB<' });
    expect(a.text).toBe('t><raw>');
    expect(a.children.map((c) => c.name)).toEqual(['b', 'c']);
    const c = a.children[1]!;
    expect(src.slice(c.start, c.end)).toBe('<c k="v">z</c>');
    expect(src.slice(c.start, c.openEnd)).toBe('<c k="v">');
    expect(src.slice(c.closeStart, c.end)).toBe('</c>');
    expect(a.children[0]!.selfClosing).toBe(true);
    expect(c.depth).toBe(2);
  });

  it('normalises literal whitespace in attributes but keeps character references', () => {
    expect(parseXml('<a v="x\ny\tz&#xa;w"/>').attrs['v']).toBe('x y z\nw');
  });

  it('treats attribute names like __proto__ as data', () => {
    expect(parseXml('<a __proto__="1" constructor="2"/>').attrs['__proto__']).toBe('1');
  });

  it.each([
    ['<a><b></a>', /<\/a> does not match <b>/],
    ['<a x="1" x="2"/>', /attribute "x" appears twice/],
    ['<a x=1/>', /must be quoted/],
    ['<a x="<"/>', /"<" must be written as &lt;/],
    ['<a>&nbsp;</a>', /unknown entity "&nbsp;"/],
    ['<a>fish & chips</a>', /bare "&"/],
    ['<a>&#0;</a>', /not a valid character reference/],
    ['<a/>text', /text outside the document element/],
    ['<a/><b/>', /exactly one top-level element/],
    ['<a><b>', /<b> is never closed/],
    ['<a x="1"', /not closed before the end|never closed/],
    ['', /no element/],
    ['<!DOCTYPE a><a/>', /DOCTYPE and entity declarations are not allowed/],
  ])('refuses %j', (xml, message) => {
    expect(errorOf(xml).message).toMatch(message);
  });

  it('reports where the problem is', () => {
    const error = errorOf('<a>\n  <b>\n</a>');
    expect(error.offset).toBe(10); // the </a> that closes nothing it opened
  });

  it('enforces element-count and depth limits without recursion', () => {
    expect(() => parseXml('<a>' + '<b/>'.repeat(50) + '</a>', { maxElements: 10 })).toThrow(/more than 10 elements/);
    const deep = '<a>'.repeat(200_000) + '</a>'.repeat(200_000);
    expect(parseXml(deep).name).toBe('a'); // no stack overflow even unlimited
    expect(() => parseXml('<a>'.repeat(70) + '</a>'.repeat(70), { maxDepth: 64 })).toThrow(/more than 64 levels deep/);
  });

  it('round-trips any attribute value and text through escaping', () => {
    const xmlText = fc.string({ unit: 'grapheme' }).map((s) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));
    fc.assert(
      fc.property(xmlText, xmlText, (value, text) => {
        const el = parseXml(`<a v="${escapeAttribute(value)}">${escapeText(text)}</a>`);
        expect(el.attrs['v']).toBe(value);
        expect(el.text).toBe(text.replace(/\r\n?/g, '\n'));
      }),
    );
  });
});

describe('splicing by offsets', () => {
  it('rewrites one start tag keeping untouched attributes byte for byte', () => {
    const src = '<root><c  a="1"   b=\'x&amp;y\' c="3"/><d/></root>';
    const c = parseXml(src).children[0]!;
    const tag = rewriteStartTag(src, c, new Map([['c', null], ['a', '2'], ['n', 'new"']]));
    expect(tag).toBe('<c a="2" b=\'x&amp;y\' n="new&quot;" />');
    expect(applyEdits(src, [{ start: c.start, end: c.end, text: tag }])).toBe('<root><c a="2" b=\'x&amp;y\' n="new&quot;" /><d/></root>');
  });

  it('removes an element with its own line only', () => {
    const src = '<r>\n  <a/>\n  <b/>\n</r>';
    const a = parseXml(src).children[0]!;
    const range = lineRange(src, a.start, a.end);
    expect(applyEdits(src, [{ ...range, text: '' }])).toBe('<r>\n  <b/>\n</r>');
  });

  it('refuses overlapping edits', () => {
    expect(() => applyEdits('abcdef', [{ start: 0, end: 3, text: '' }, { start: 2, end: 4, text: '' }])).toThrow(/overlapping/);
  });
});

// jsdom ships no type declarations (and @types/jsdom is not installed): load it untyped.
type JsdomModule = { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;

describe('agreement with a real XML parser (jsdom) on the corpus', () => {
  const parser = new new JSDOM('').window.DOMParser();

  function compare(ours: XmlElement, theirs: Element): void {
    expect(ours.name).toBe(theirs.tagName);
    const attrs: Record<string, string> = {};
    for (const a of Array.from(theirs.attributes)) attrs[a.name] = a.value;
    expect({ ...ours.attrs }).toEqual(attrs);
    const kids = Array.from(theirs.children);
    expect(ours.children.length).toBe(kids.length);
    ours.children.forEach((child, k) => compare(child, kids[k]!));
  }

  it.each(readdirSync(CORPUS_FILES_DIR))('%s', (file) => {
    const xml = readFileSync(`${CORPUS_FILES_DIR}/${file}`, 'utf8');
    const doc = readDocument(xml);
    compare(doc.root, parser.parseFromString(xml, 'text/xml').documentElement);
    for (const page of doc.pages.filter((p) => p.compressed)) {
      const content = loadPage(doc, page);
      compare(content.model!, parser.parseFromString(content.source, 'text/xml').documentElement);
    }
  });
});
