import { afterAll, describe, expect, it } from 'vitest';
import { architectureDiagram } from '../../../bench/export/diagrams.js';
import { corpusCases, type FidelityCase } from './testing/fidelity/cases.js';
import { locateRenderFiles } from './locate.js';
import { SIMPLE } from './testdata/diagrams.js';
import { oddDiagram, randomLabelDiagram } from './testdata/odd-labels.js';
import { createEngine } from './worker/engine.mjs';

/**
 * The light path (draw.io's documents, on-screen view and exported SVG in light nodes, labels
 * sized without painting them) against draw.io running entirely on jsdom with no shortcut:
 * the SVG of every page and the PNG of the first must be the same bytes.
 */
const paths = locateRenderFiles();
const light = createEngine(paths, { fallback: false });
const reference = createEngine(paths, { light: false });
afterAll(() => {
  light.close();
  reference.close();
});

const PNG_LIMITS = { maxPixels: 40_000_000, maxSide: 16_384 };
const cases: FidelityCase[] = [
  ...corpusCases(),
  { name: 'simple', xml: SIMPLE },
  { name: 'bench-20', xml: architectureDiagram(20) },
  { name: 'bench-100', xml: architectureDiagram(100) },
  { name: 'odd labels and shapes', xml: oddDiagram() },
  ...[1, 2, 3, 4, 5, 6].map((seed) => ({ name: `random label markup #${seed}`, xml: randomLabelDiagram(seed) })),
];

describe('light DOM path vs draw.io on jsdom', () => {
  it('has the shared corpus to compare', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: same SVG on every page, same PNG', (_name, c) => {
    const first = light.svg(c.xml, {});
    expect(first.svg).toBe(reference.svg(c.xml, {}).svg);
    for (let page = 1; page < first.pageCount; page++) {
      expect(light.svg(c.xml, { page }).svg, `page ${page}`).toBe(reference.svg(c.xml, { page }).svg);
    }
    const png = light.png(c.xml, PNG_LIMITS).png;
    expect(Buffer.compare(png, reference.png(c.xml, PNG_LIMITS).png), 'PNG bytes').toBe(0);
  }, 60_000);

  it('gives the same SVG with scale, border and background', () => {
    const options = { scale: 1.5, border: 12, background: '#336699' };
    const xml = corpusCases()[0]?.xml ?? SIMPLE;
    expect(light.svg(xml, options).svg).toBe(reference.svg(xml, options).svg);
    expect(Buffer.compare(light.png(xml, { ...options, ...PNG_LIMITS }).png, reference.png(xml, { ...options, ...PNG_LIMITS }).png)).toBe(0);
  }, 60_000);

  it('gives the same SVG for a 500-node diagram', () => {
    const xml = architectureDiagram(500);
    expect(light.svg(xml, {}).svg).toBe(reference.svg(xml, {}).svg);
  }, 120_000);
});
