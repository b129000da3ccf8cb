import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, type ArchitectureModel, type Geometry } from '../model/index.js';
import { modelArb, rectArb } from '../model/testing/arbitrary-model.js';
import { buildOps, opScriptArb } from '../model/testing/arbitrary-ops.js';
import { compile } from './compile.js';
import { readDocument, loadPage } from './document.js';
import { parse } from './parse.js';
import { readCells } from './parse-cells.js';
import { patchDetailed } from './patch.js';
import { patchGeometry } from './patch-geometry.js';
import { canonicalModel } from './canonical.js';
import type { ArchitectureModel as Model } from '../model/index.js';

const byId = (m: Model): Model => ({ ...m, groups: [...m.groups].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) });

/** Source text and draw.io parent of every cell of the first page, by id. */
function cellTexts(xml: string): Map<string, { text: string; parent: string | null }> {
  const doc = readDocument(xml);
  const page = loadPage(doc, doc.pages[0]!);
  return new Map(readCells(page.model).map((c) => [c.id, { text: page.source.slice(c.element.start, c.element.end), parent: c.parent }]));
}

function pageOrigin(model: ArchitectureModel, geometry: Geometry, id: string): { x: number; y: number } {
  const parents = new Map([...model.groups, ...model.nodes].map((c) => [c.id, c.parent]));
  let x = 0;
  let y = 0;
  for (let at: string | null = id; at !== null; at = parents.get(at) ?? null) {
    x += geometry.cells[at]?.x ?? 0;
    y += geometry.cells[at]?.y ?? 0;
  }
  return { x, y };
}

describe('patch', () => {
  it('writes exactly what apply did and leaves every untouched cell byte-identical', () => {
    fc.assert(
      fc.property(modelArb, opScriptArb, fc.infiniteStream(rectArb), (input, script, rects) => {
        const xml = compile(input.model, input.geometry);
        const parsed = parse(xml);
        const ops = buildOps(parsed.model, script);
        const result = apply(parsed.model, ops, { reservedIds: parsed.reservedIds });
        if (!result.ok) throw new Error(result.error.reason);
        const placement: Geometry = { cells: {}, edges: {} };
        for (const id of result.created) placement.cells[id] = rects.next().value as Geometry['cells'][string];
        const { xml: patched, pinned } = patchDetailed(xml, result.resolved, placement);
        expect(pinned).toEqual([]); // Skyplan's own cells are never inferred, so never pinned
        const back = parse(patched);
        // Group order is parents-first over each side's own base order: compare as sets.
        expect(byId(back.model)).toEqual(byId(canonicalModel(result.model)));
        const before = cellTexts(xml);
        const after = cellTexts(patched);
        const changed = new Set([...result.touched, ...result.created]);
        if (result.model.title !== parsed.model.title) changed.add('0'); // the root cell holds the title
        const removed = new Set(result.removed);
        for (const [id, { text, parent }] of before) {
          // A cell whose draw.io container was removed moves up a level: its parent attribute changes.
          if (!changed.has(id) && !(parent !== null && removed.has(parent))) expect(after.get(id)?.text, `cell ${id}`).toBe(text);
        }
        for (const id of result.removed) expect(after.has(id)).toBe(false);
        for (const id of result.created) {
          if (placement.cells[id] && back.geometry.cells[id]) expect(back.geometry.cells[id]).toEqual(placement.cells[id]);
        }
        // Moved cells keep their place on the page; everything else keeps its geometry.
        for (const id of Object.keys(parsed.geometry.cells)) {
          if (!back.geometry.cells[id]) continue;
          const was = pageOrigin(parsed.model, parsed.geometry, id);
          const now = pageOrigin(back.model, back.geometry, id);
          expect(now.x).toBeCloseTo(was.x, 5);
          expect(now.y).toBeCloseTo(was.y, 5);
        }
      }),
      { numRuns: 400 },
    );
  });
});

const layoutRectArb = fc.record({
  x: fc.integer({ min: -5000, max: 5000 }).map((v) => v / 2),
  y: fc.integer({ min: -5000, max: 5000 }).map((v) => v / 2),
  width: fc.integer({ min: 1, max: 4000 }).map((v) => v / 2),
  height: fc.integer({ min: 1, max: 4000 }).map((v) => v / 2),
});

describe('patchGeometry', () => {
  it('writes new geometry, changes nothing but <mxGeometry>, and reads back as given', () => {
    fc.assert(
      // Layout works in whole (or half) pixels; changes under 1e-6 px are deliberately ignored.
      fc.property(modelArb, fc.infiniteStream(layoutRectArb), fc.infiniteStream(fc.array(fc.record({ x: fc.integer(), y: fc.integer() }), { maxLength: 3 })), (input, rects, points) => {
        const xml = compile(input.model, input.geometry);
        const parsed = parse(xml);
        const next: Geometry = { cells: {}, edges: {} };
        for (const id of Object.keys(parsed.geometry.cells)) next.cells[id] = rects.next().value as Geometry['cells'][string];
        for (const [id, g] of Object.entries(parsed.geometry.edges)) {
          next.edges[id] = { ...g, points: points.next().value as Array<{ x: number; y: number }> };
        }
        const patched = patchGeometry(xml, next);
        const back = parse(patched);
        expect(back.model).toEqual(parsed.model);
        expect(back.geometry).toEqual(next);
        // Only geometry changed: with geometry elements removed, the documents are identical.
        const strip = (s: string): string => s.replace(/<mxGeometry\b[^>]*\/>|<mxGeometry\b[^>]*>[\s\S]*?<\/mxGeometry>/g, '');
        expect(strip(patched)).toBe(strip(xml));
        expect(patchGeometry(patched, next)).toBe(patched);
      }),
      { numRuns: 150 },
    );
  });
});
