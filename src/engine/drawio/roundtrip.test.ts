import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Geometry } from '../model/index.js';
import { modelArb, type ModelWithGeometry } from '../model/testing/arbitrary-model.js';
import { compile, edgeContainers } from './compile.js';
import { parse } from './parse.js';

/** The geometry compile actually writes: an edge without geometry goes to its ends' common group. */
function placedGeometry({ model, geometry }: ModelWithGeometry): Geometry {
  const containerOf = edgeContainers(model);
  const edges: Geometry['edges'] = {};
  for (const e of model.edges) {
    const given = geometry.edges[e.id];
    const parent = given ? given.parent : containerOf(e.source, e.target);
    const g = given ?? { points: [] };
    edges[e.id] = parent === null || parent === undefined ? g : { ...g, parent };
  }
  return { cells: geometry.cells, edges };
}

describe('parse(compile(model, geometry))', () => {
  it('gives back the model and the geometry exactly', () => {
    fc.assert(
      fc.property(modelArb, (input) => {
        const xml = compile(input.model, input.geometry);
        const back = parse(xml);
        expect(back.model).toEqual(input.model);
        expect(back.geometry).toEqual(placedGeometry(input));
        expect(back.pages).toEqual([{ id: 'skyplan-page-1', name: input.model.title || 'Page-1' }]);
      }),
      { numRuns: 300 },
    );
  });

  it('is stable: the same input gives the same bytes, and compiling the parse result again too', () => {
    fc.assert(
      fc.property(modelArb, (input) => {
        const xml = compile(input.model, input.geometry);
        expect(compile(input.model, input.geometry)).toBe(xml);
        const back = parse(xml);
        expect(compile(back.model, back.geometry)).toBe(xml);
      }),
      { numRuns: 100 },
    );
  });
});
