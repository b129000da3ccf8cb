import { readdirSync, readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parse } from './parse.js';
import { sanitize, type SanitizeResult } from './sanitize.js';
import { CORPUS_FILES_DIR } from '../../testing/shared-data.js';

const page = (cells: string): string =>
  `<mxfile><diagram id="p" name="Page-1"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>${cells}</root></mxGraphModel></diagram></mxfile>`;
const compressed = (inner: string): string =>
  `<mxfile><diagram id="p" name="Page-1">${deflateRawSync(Buffer.from(encodeURIComponent(inner))).toString('base64')}</diagram></mxfile>`;
const vertex = (id: string, value: string, extra = ''): string =>
  `<mxCell id="${id}" value="${value}" style="html=1;" vertex="1" parent="1"${extra}><mxGeometry width="80" height="40" as="geometry"/></mxCell>`;


function refused(result: SanitizeResult): { code: string; reason: string } {
  if (result.ok) throw new Error('expected the document to be refused');
  return result;
}

function cleaned(result: SanitizeResult): { xml: string; notes: string[] } {
  if (!result.ok) throw new Error(`expected the document to pass: ${result.reason}`);
  return result;
}

// How fast each refusal is (at once, never expanding or parsing in full) is in npm run bench:engine.
describe('sanitize refuses hostile documents clearly', () => {
  it('refuses XXE (an external entity)', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${page(vertex('2', '&xxe;'))}`;
    const r = refused(sanitize(xxe));
    expect(r.code).toBe('doctype');
    expect(r.reason).toMatch(/DOCTYPE and entity declarations are not allowed/);
  });

  it('refuses billion laughs without expanding anything', () => {
    const lol = ['<!ENTITY lol "lol">', ...Array.from({ length: 9 }, (_, k) => `<!ENTITY lol${k + 1} "${`&lol${k || ''};`.repeat(10)}">`)].join('');
    const result = sanitize(`<!DOCTYPE lolz [${lol}]>${page(vertex('2', '&lol9;'))}`);
    expect(refused(result).code).toBe('doctype');
  });

  it('refuses a 50 MB document by size before parsing', () => {
    const huge = page(vertex('2', 'x'.repeat(50 * 1024 * 1024)));
    const result = sanitize(huge);
    const r = refused(result);
    expect(r.code).toBe('too_large');
    expect(r.reason).toMatch(/the limit is 2000000/);
  });

  it('honours a caller-given size limit', () => {
    expect(refused(sanitize(page(vertex('2', 'x'.repeat(500))), { maxChars: 300 })).code).toBe('too_large');
  });

  it('refuses 100k cells by count without building a tree', () => {
    const cells = Array.from({ length: 100_000 }, (_, k) => `<mxCell id="c${k}" vertex="1" parent="1"/>`).join('');
    const result = sanitize(page(cells), { maxChars: 10_000_000 });
    const r = refused(result);
    expect(r.code).toBe('too_many_cells');
    expect(r.reason).toMatch(/more than 20000 cells/);
  });

  it('counts cells inside compressed pages too, and refuses a decompression bomb', () => {
    const cells = Array.from({ length: 30_000 }, (_, k) => `<mxCell id="c${k}" vertex="1" parent="1"/>`).join('');
    const r = refused(sanitize(compressed(`<mxGraphModel><root>${cells}</root></mxGraphModel>`)));
    expect(r.code).toBe('too_many_cells');
    const bomb = compressed(`<mxGraphModel><root><mxCell id="0" value="${'A'.repeat(30_000_000)}"/></root></mxGraphModel>`);
    expect(bomb.length).toBeLessThan(2_000_000);
    expect(refused(sanitize(bomb)).code).toBe('too_large');
  });

  it('refuses 100k nested elements without overflowing the stack', () => {
    const deep = '<a>'.repeat(100_000) + '</a>'.repeat(100_000);
    const result = sanitize(deep);
    const r = refused(result);
    expect(r.code).toBe('too_deep');
    expect(r.reason).toMatch(/more than 64 levels deep/);
  });

  it('refuses containers nested deeper than the limit, and parent loops do not hang', () => {
    const chain = Array.from({ length: 80 }, (_, k) => `<mxCell id="g${k}" vertex="1" parent="${k === 0 ? '1' : `g${k - 1}`}"/>`).join('');
    expect(refused(sanitize(page(chain))).reason).toMatch(/nests cells in containers more than 64 levels/);
    const loop = '<mxCell id="a" vertex="1" parent="b"/><mxCell id="b" vertex="1" parent="a"/>';
    expect(cleaned(sanitize(page(loop))).notes).toEqual([]);
    expect(parse(page(loop)).model.nodes.map((n) => n.parent)).toEqual([null, null]);
  });

  it('refuses malformed XML and non-draw.io XML with the reason and position', () => {
    const broken = refused(sanitize('<mxfile><diagram><mxGraphModel></diagram></mxfile>'));
    expect(broken.code).toBe('malformed_xml');
    expect(broken.reason).toMatch(/does not match <mxGraphModel>.*line 1/);
    expect(refused(sanitize('<html><body/></html>')).code).toBe('not_drawio');
    expect(refused(sanitize('<mxfile><diagram>%%%</diagram></mxfile>')).code).toBe('bad_compression');
  });
});

describe('sanitize neutralises active content and keeps the diagram', () => {
  it('strips scripts, event handlers and script links from HTML labels, keeping the text', () => {
    const label = '&lt;b&gt;Web&lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;&lt;a href=&quot;javascript:alert(3)&quot;&gt;docs&lt;/a&gt;&lt;iframe src=&quot;https://evil&quot;&gt;&lt;/iframe&gt;';
    const { xml, notes } = cleaned(sanitize(page(vertex('2', label))));
    expect(xml).not.toMatch(/script|onerror|javascript|iframe/i);
    const node = parse(xml).model.nodes[0]!;
    expect(node.label).toBe('Webdocs');
    expect(notes.join('\n')).toMatch(/cell "2": removed <script>, event handler "onerror" on <img>, script URL in "href" on <a>, <iframe> from the value/);
  });

  it('removes script links from link attributes and styles, event handler attributes and <script> elements', () => {
    const xml = page(
      '<UserObject label="Docs" link="javascript:alert(1)" id="2"><mxCell style="html=1;link=javascript:alert(2);image=vbscript:x;fillColor=#fff;" vertex="1" parent="1" onclick="alert(3)"><mxGeometry width="80" height="40" as="geometry"/></mxCell></UserObject>' +
        '<UserObject label="Page link" link="data:page/id,abc" id="3"><mxCell vertex="1" parent="1"><mxGeometry width="80" height="40" as="geometry"/></mxCell></UserObject>' +
        '<script>alert(4)</script>',
    );
    const { xml: out, notes } = cleaned(sanitize(xml));
    expect(out).not.toMatch(/javascript|vbscript|onclick|<script/);
    expect(out).toContain('link="data:page/id,abc"'); // draw.io's own page links stay
    expect(out).toContain('style="html=1;fillColor=#fff;"');
    expect(notes).toEqual(expect.arrayContaining([
      'cell "2": removed a script link from "link"',
      'cell "2": removed script links from the style',
      'cell "2": removed the event handler attribute "onclick"',
      'removed a <script> element',
    ]));
    expect(parse(out).model.nodes.map((n) => n.label)).toEqual(['Docs', 'Page link']);
  });

  it('cleans compressed pages and stores them uncompressed; clean pages keep their bytes', () => {
    const dirty = `<mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>${vertex('2', '&lt;img src=x onerror=alert(1)&gt;DB')}</root></mxGraphModel>`;
    const { xml, notes } = cleaned(sanitize(compressed(dirty)));
    expect(xml).toContain('<mxGraphModel>');
    expect(xml).not.toContain('onerror');
    expect(notes).toContain('page "Page-1" was stored uncompressed after cleaning');
    const clean = compressed(dirty.replace(' onerror=alert(1)', ''));
    expect(cleaned(sanitize(clean)).xml).toBe(clean);
  });

  it('passes every corpus file, unchanged unless something was neutralised', () => {
    const dir = CORPUS_FILES_DIR;
    for (const file of readdirSync(dir)) {
      const xml = readFileSync(`${dir}/${file}`, 'utf8');
      const { xml: out, notes } = cleaned(sanitize(xml));
      if (notes.length === 0) expect(out, file).toBe(xml);
      expect(parse(out).pages.length, file).toBe(parse(xml).pages.length);
    }
  });
});

describe('sanitize bounds what a document becomes and drops what draw.io cannot read', () => {
  it('refuses compressed pages that decompress past the caller’s limit, counted over all pages', () => {
    const inner = `<mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>${vertex('a', 'x'.repeat(60_000))}</root></mxGraphModel>`;
    const r = refused(sanitize(compressed(inner), { maxInflatedChars: 50_000 }));
    expect(r.code).toBe('too_large');
    expect(r.reason).toContain('the limit is 50000');
    expect(cleaned(sanitize(compressed(inner), { maxInflatedChars: 200_000 })).xml).toContain('<diagram');
  });

  it('removes namespaced (foreign) elements, in the graph and inside cells, keeping the cells', () => {
    const xml = page(`<x:meta xmlns:x="urn:x" a="1"/><mxCell id="a" value="Hello" style="html=1;" vertex="1" parent="1"><x:extra xmlns:x="urn:x"/><mxGeometry width="80" height="40" as="geometry"/></mxCell>`);
    const { xml: out, notes } = cleaned(sanitize(xml));
    expect(out).not.toContain('x:meta');
    expect(out).not.toContain('x:extra');
    expect(notes.join(' ')).toContain('foreign element <x:meta>');
    expect(parse(out).model.nodes.map((n) => n.label)).toEqual(['Hello']);
  });
});
