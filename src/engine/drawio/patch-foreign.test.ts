import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, type Geometry } from '../model/index.js';
import { buildOps, opScriptArb } from '../model/testing/arbitrary-ops.js';
import { loadPage, readDocument } from './document.js';
import { parse } from './parse.js';
import { readCells } from './parse-cells.js';
import { patchDetailed } from './patch.js';
import { canonicalModel } from './canonical.js';
import type { ArchitectureModel as Model } from '../model/index.js';
import { CORPUS_FILES_DIR } from '../../testing/shared-data.js';

const byId = (m: Model): Model => ({ ...m, groups: [...m.groups].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) });

const DIR = CORPUS_FILES_DIR;
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.drawio'));

function cellTexts(xml: string, page: number): Map<string, { text: string; parent: string | null }> {
  const doc = readDocument(xml);
  const content = loadPage(doc, doc.pages[page]!);
  return new Map(readCells(content.model).map((c) => [c.id, { text: content.source.slice(c.element.start, c.element.end), parent: c.parent }]));
}

describe('patch on foreign (corpus) documents', () => {
  it.each(FILES)('%s: random edits read back as apply made them, other cells unchanged', (file) => {
    const xml = readFileSync(`${DIR}/${file}`, 'utf8');
    const pages = parse(xml).pages.length;
    fc.assert(
      fc.property(opScriptArb, fc.nat({ max: pages - 1 }), (script, page) => {
        const parsed = parse(xml, { page });
        const ops = buildOps(parsed.model, script);
        const result = apply(parsed.model, ops, { reservedIds: parsed.reservedIds });
        if (!result.ok) throw new Error(result.error.reason);
        // New cells away from everything, as layout's placeNew puts them (no overlaps).
        const placement: Geometry = { cells: {}, edges: {} };
        result.created.forEach((id, k) => (placement.cells[id] = { x: -100_000 - 300 * k, y: -100_000, width: 200, height: 100 }));
        const { xml: patched, pinned } = patchDetailed(xml, result.resolved, placement, { page });
        const back = parse(patched, { page });
        // Group order is parents-first over each side's own base order: compare as sets.
        expect(byId(back.model)).toEqual(byId(canonicalModel(result.model)));
        const before = cellTexts(xml, page);
        const after = cellTexts(patched, page);
        const root = [...before].find(([, c]) => c.parent === null)?.[0];
        // The root records the provider; pinned cells had their inferred meaning written out.
        const changed = new Set([...result.touched, ...result.created, ...pinned, root]);
        const removed = new Set(result.removed);
        for (const [id, { text, parent }] of before) {
          if (changed.has(id) || (parent !== null && removed.has(parent))) continue;
          if (after.has(id)) expect(after.get(id)!.text, `cell ${id}`).toBe(text);
        }
      }),
      { numRuns: 25 },
    );
  });
});
