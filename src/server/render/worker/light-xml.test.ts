import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusCases } from '../testing/fidelity/cases.js';
import { locateRenderFiles } from '../locate.js';
import { parseLightXml } from './light-xml.mjs';

// jsdom ships no types and @types/jsdom is not installed: type the one constructor used here.
type Jsdom = new (markup: string) => { window: Window & typeof globalThis };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: Jsdom };
const browser = new JSDOM('').window;

/** A node as a plain tree: what draw.io can read from it (names, namespaces, attributes, text). */
function shape(node: Node): unknown {
  const kids = Array.from(node.childNodes).filter((c) => c.nodeType !== 7 && c.nodeType !== 10).map(shape);
  if (node.nodeType !== 1) return node.nodeType === 9 ? kids : [node.nodeType, node.nodeName, node.nodeValue];
  const el = node as Element;
  const attrs = Array.from(el.attributes).map((a) => [a.name, a.namespaceURI, a.value]);
  return [el.nodeName, el.namespaceURI, attrs, kids];
}

const parsesLikeDomParser = (xml: string) =>
  expect(shape(parseLightXml(xml))).toEqual(shape(new browser.DOMParser().parseFromString(xml, 'text/xml')));
const isError = (doc: Document) => doc.documentElement?.nodeName === 'parsererror';

describe('parseLightXml', () => {
  it('reads every corpus file as DOMParser does', () => {
    const cases = corpusCases();
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) parsesLikeDomParser(c.xml);
  });

  it('reads draw.io stencil files as DOMParser does', () => {
    const dir = join(locateRenderFiles().drawioDir, 'stencils');
    for (const file of ['basic.xml', 'arrows.xml', 'bootstrap.xml', 'cabinets.xml', 'aws3d.xml']) {
      parsesLikeDomParser(readFileSync(join(dir, file), 'utf8'));
    }
  });

  it('normalises line ends and attribute whitespace, decodes references, keeps CDATA, comments and namespaces', () => {
    parsesLikeDomParser('<a\r\n  x = "1\t2&#9;&#10;" y=\'&quot;&amp;&lt;&#x1F600;\'>t\r\nu&#13;<![CDATA[<b>&amp;]]><!-- c --></a>');
    parsesLikeDomParser('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="a.png"/><g xmlns=""><p:q xmlns:p="urn:p" p:r="1"/></g></svg>');
    const doc = parseLightXml('\ufeff<a>&lt;b&gt;</a>');
    expect(doc.documentElement.textContent).toBe('<b>');
  });

  it('answers a document that is not well-formed with <parsererror>, as DOMParser does', () => {
    for (const bad of ['', 'text', '<a>', '<a></b>', '<a x="1" x="2"/>', '<a>&foo;</a>', '<a x="<"/>', '<a/><b/>',
      '<a>&#0;</a>', '<a b=c/>', '<mxfile><diagram>', '<a><![CDATA[x</a>', '<a><!-- x</a>', '<a>]]></a>']) {
      expect(isError(parseLightXml(bad)), bad).toBe(true);
      expect(new browser.DOMParser().parseFromString(bad, 'text/xml').getElementsByTagName('parsererror').length, bad).toBeGreaterThan(0);
    }
  });
});
