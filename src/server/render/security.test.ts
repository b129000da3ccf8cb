import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderer } from './index.js';
import { model } from './testdata/diagrams.js';
import { sanitizeSvgTree } from './worker/sanitize-svg.mjs';

// jsdom ships no types and @types/jsdom is not installed: type the one constructor used here.
type Jsdom = new (markup: string, options: { contentType: string }) => { window: Window };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: Jsdom };

const renderer = createRenderer({ workers: 1 });
afterAll(() => renderer.close());

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const vertex = (id: string, label: string, extra = '', style = 'rounded=1;whiteSpace=wrap;html=1;') =>
  `<mxCell id="${id}" value="${esc(label)}" style="${style}" vertex="1" parent="1"${extra}><mxGeometry x="${Number(id.slice(1)) * 150}" y="20" width="140" height="60" as="geometry"/></mxCell>`;
const userObject = (id: string, label: string, link: string) =>
  `<UserObject id="${id}" label="${esc(label)}" link="${esc(link)}"><mxCell style="rounded=1;html=1;" vertex="1" parent="1"><mxGeometry x="${Number(id.slice(1)) * 150}" y="120" width="140" height="60" as="geometry"/></mxCell></UserObject>`;

const HOSTILE = model(
  vertex('v1', 'Script<script>alert(1)</script>here') +
    vertex('v2', '<img src="x" onerror="alert(2)">Image<b onclick="alert(3)">bold</b>') +
    vertex('v3', '<a href="javascript:alert(4)">click me</a>') +
    vertex('v4', '<a href="  JaVaScRiPt:alert(5)">spaced</a><svg onload="alert(6)"><circle r="1"/></svg>') +
    vertex('v5', '<div style="background:url(javascript:alert(7))">styled</div><iframe src="javascript:alert(8)"></iframe>') +
    vertex('v6', 'plain <script>x</script> text', '', 'rounded=1;whiteSpace=wrap;html=0;') +
    userObject('u7', 'Linked cell', 'javascript:alert(9)') +
    userObject('u8', 'Data link', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4='),
);

function assertSafe(svg: string) {
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  expect(svg).not.toMatch(/javascript:/i);
  expect(svg).not.toMatch(/<iframe/i);
  expect(svg).not.toMatch(/href="data:text/i);
}

describe('exported SVG is safe to open', () => {
  it('strips scripts, event handlers and javascript: links from labels and cell links', async () => {
    const { svg } = await renderer.renderSvg(HOSTILE);
    assertSafe(svg);
    // The labels are still there as readable text.
    for (const words of ['Script', 'here', 'Image', 'bold', 'click me', 'spaced', 'styled', 'Linked cell', 'Data link']) {
      expect(svg).toContain(words);
    }
  });

  it('keeps ordinary links working', async () => {
    const { svg } = await renderer.renderSvg(model(userObject('u1', 'Docs', 'https://example.com/docs')));
    expect(svg).toContain('https://example.com/docs');
  });

  it('renders hostile labels into a PNG without failing', async () => {
    const { png } = await renderer.renderPng(HOSTILE);
    expect(png.length).toBeGreaterThan(1000);
  });
});

describe('sanitizeSvgTree', () => {
  const clean = (markup: string) => {
    const dom = new JSDOM(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${markup}</svg>`, { contentType: 'image/svg+xml' });
    const root = dom.window.document.documentElement;
    sanitizeSvgTree(root);
    return root.outerHTML;
  };

  it('removes script and handler attributes at any depth', () => {
    const out = clean('<g onload="x()"><script>x()</script><rect width="1" height="1" onmouseover="x()"/><text>kept</text></g>');
    expect(out).not.toMatch(/script|onload|onmouseover/);
    expect(out).toContain('<rect width="1" height="1"');
    expect(out).toContain('kept');
  });

  it('drops unsafe URLs but keeps images as data URIs and safe links', () => {
    const out = clean(
      '<a xlink:href="java\tscript:x()"><text>a</text></a><a xlink:href="https://ok.example/"><text>b</text></a>' +
        '<image xlink:href="data:image/png;base64,AAAA"/><image xlink:href="file:///etc/passwd"/><use href="https://evil.example/#x"/>',
    );
    expect(out).not.toMatch(/java|passwd|evil/);
    expect(out).toContain('https://ok.example/');
    expect(out).toContain('data:image/png;base64,AAAA');
  });

  it('keeps safe styles and attributes exactly as draw.io wrote them', () => {
    const out = clean('<foreignObject style="overflow: visible; text-align: left;"><div xmlns="http://www.w3.org/1999/xhtml" tabindex="-1" style="display: flex;width:98px">x</div></foreignObject>');
    expect(out).toContain('style="overflow: visible; text-align: left;"');
    expect(out).toContain('style="display: flex;width:98px"');
    expect(out).toContain('tabindex="-1"');
  });

  it('unwraps unknown elements so their text stays readable, and filters styles', () => {
    const out = clean('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml" style="color: red; background: url(https://x/y.png); behavior: url(a.htc)"><marquee>moving</marquee></div></foreignObject>');
    expect(out).toContain('moving');
    expect(out).not.toMatch(/marquee|url\(|behavior/);
    expect(out).toContain('color: red');
  });
});
