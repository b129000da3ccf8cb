import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusCases, publicBenchmarkCases, type FidelityCase } from './testing/fidelity/cases.js';
import { compareImages, type Similarity } from './testing/fidelity/compare.js';
import { openDrawioReference, type DrawioReference } from './testing/fidelity/drawio-reference.js';
import { createRenderer, type Renderer } from './index.js';

/**
 * Fidelity against draw.io itself: for every corpus file and every public benchmark diagram
 * (generated from shared/bench/prompts.public.json), our SVG and draw.io's SVG are rasterised in the same Chromium and
 * compared; our PNG is compared with draw.io's PNG. First page, scale 1, no border.
 */
const SVG_MIN_SSIM = 0.99;
const PNG_MIN_SSIM = 0.97;

const cases: FidelityCase[] = [...corpusCases(), ...(await publicBenchmarkCases())];
const results: Array<{ name: string; svg: Similarity; png: Similarity }> = [];

let reference: DrawioReference;
let renderer: Renderer;

beforeAll(async () => {
  reference = await openDrawioReference();
  renderer = createRenderer({ workers: 1 });
  await renderer.warm();
}, 120_000);

afterAll(async () => {
  await renderer?.close();
  await reference?.close();
  if (results.length > 0) {
    const stat = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return `min ${s[0]?.toFixed(4)} median ${s[Math.floor(s.length / 2)]?.toFixed(4)}`;
    };
    console.log(
      [
        'file                                          svg-ssim  png-ssim  svg-diff%  png-diff%',
        ...results.map((r) => `${r.name.padEnd(45)} ${r.svg.ssim.toFixed(4)}    ${r.png.ssim.toFixed(4)}    ${(r.svg.differentPixels * 100).toFixed(2).padStart(6)}    ${(r.png.differentPixels * 100).toFixed(2).padStart(6)}`),
        `SVG SSIM ${stat(results.map((r) => r.svg.ssim))}; PNG SSIM ${stat(results.map((r) => r.png.ssim))}`,
      ].join('\n'),
    );
  }
});

describe('export fidelity against draw.io (export3.html in Chromium)', () => {
  it('has diagrams to compare: the corpus and the 20 public benchmark diagrams', () => {
    expect(cases.filter((c) => c.name.endsWith('.drawio')).length).toBeGreaterThanOrEqual(28);
    expect(cases.filter((c) => c.name.startsWith('public-')).length).toBe(20);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const ours = await renderer.renderSvg(c.xml, { background: null });
    const [refSvg, refPng, ourPng] = [await reference.svg(c.xml), await reference.png(c.xml), await renderer.renderPng(c.xml, { background: '#ffffff' })];
    const svg = compareImages(await reference.rasterize(ours.svg), await reference.rasterize(refSvg));
    const png = compareImages(ourPng.png, refPng);
    results.push({ name: c.name, svg, png });
    expect(svg.ssim, `SVG of ${c.name} vs draw.io`).toBeGreaterThanOrEqual(SVG_MIN_SSIM);
    expect(png.ssim, `PNG of ${c.name} vs draw.io`).toBeGreaterThanOrEqual(PNG_MIN_SSIM);
  }, 90_000);
});
