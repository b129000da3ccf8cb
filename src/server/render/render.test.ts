import { deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderer, RenderInputError, RenderTooLargeError } from './index.js';
import { SECOND_PAGE_XML, SIMPLE, twoPages } from './testdata/diagrams.js';

const renderer = createRenderer({ workers: 1 });
afterAll(() => renderer.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('renderSvg', () => {
  it('draws draw.io SVG with labels, stencils and inlined package images', async () => {
    const { svg, width, height, pageCount } = await renderer.renderSvg(SIMPLE);
    expect(svg.startsWith('<?xml')).toBe(true);
    expect(svg).toContain('<svg');
    expect(width).toBeGreaterThan(300);
    expect(height).toBeGreaterThan(60);
    expect(pageCount).toBe(1);
    expect(svg).toContain('tier</b>');
    // The AWS S3 icon is a stencil: it turns into paths, not an empty group.
    const longest = Math.max(...[...svg.matchAll(/ d="([^"]*)"/g)].map((m) => (m[1] ?? '').length));
    expect(longest).toBeGreaterThan(300);
    // img/lib/... is inlined so the SVG stands alone.
    expect(svg).toContain('xlink:href="data:image/svg+xml;base64,');
    expect(svg).not.toContain('img/lib/');
  });

  it('reads compressed pages and picks the page asked for', async () => {
    const compressed = deflateRawSync(Buffer.from(encodeURIComponent(SECOND_PAGE_XML))).toString('base64');
    const doc = twoPages(compressed);
    const first = await renderer.renderSvg(doc);
    expect(first.svg).toContain('First page');
    expect(first.pageCount).toBe(2);
    const second = await renderer.renderSvg(doc, { page: 1 });
    expect(second.svg).toContain('Second page');
    expect(second.svg).toContain('<ellipse');
    await expect(renderer.renderSvg(doc, { page: 2 })).rejects.toMatchObject({ name: 'RenderInputError', code: 'page_not_found' });
  });

  it('rejects what is not a draw.io diagram with a clear error', async () => {
    await expect(renderer.renderSvg('<html><body/></html>')).rejects.toThrow(/not a draw\.io diagram/);
    await expect(renderer.renderSvg('<mxfile><diagram>')).rejects.toBeInstanceOf(RenderInputError);
    await expect(renderer.renderSvg(SIMPLE, { scale: 0 })).rejects.toMatchObject({ code: 'invalid_option' });
    await expect(renderer.renderSvg(SIMPLE, { background: 'url(x)' })).rejects.toMatchObject({ code: 'invalid_option' });
  });

  it('applies scale, border and background', async () => {
    const base = await renderer.renderSvg(SIMPLE);
    const big = await renderer.renderSvg(SIMPLE, { scale: 2, border: 10, background: '#ff0000' });
    expect(big.width).toBeGreaterThanOrEqual(base.width * 2 + 18);
    expect(big.svg).toMatch(/background-color: (#ff0000|rgb\(255, 0, 0\))/);
  });
});

describe('renderPng', () => {
  it('rasterises the diagram at the asked scale', async () => {
    const one = await renderer.renderPng(SIMPLE);
    const two = await renderer.renderPng(SIMPLE, { scale: 2 });
    expect(one.png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(one.png.readUInt32BE(16)).toBe(one.width);
    expect(Math.abs(two.width - one.width * 2)).toBeLessThanOrEqual(2);
  });

  it('refuses a PNG over the size limit and names a scale that fits', async () => {
    const small = createRenderer({ workers: 1, maxPixels: 200_000 });
    try {
      const err = await small.renderPng(SIMPLE, { scale: 4 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RenderTooLargeError);
      const tooLarge = err as RenderTooLargeError;
      expect(tooLarge.maxScale).toBeGreaterThan(0);
      expect(tooLarge.maxScale).toBeLessThan(4);
      expect(tooLarge.message).toContain(`scale ${tooLarge.maxScale}`);
      const ok = await small.renderPng(SIMPLE, { scale: tooLarge.maxScale });
      expect(ok.width * ok.height).toBeLessThanOrEqual(200_000);
    } finally {
      await small.close();
    }
  });
});
