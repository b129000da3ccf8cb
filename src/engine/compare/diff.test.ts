import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFiles, CORPUS_FILES_DIR, PUBLIC_PROMPTS_PATH } from '../../testing/shared-data.js';
import { parse } from '../drawio/index.js';
import { layoutModel } from '../layout/index.js';
import { planDiagram } from '../planner/index.js';
import { BENCH_MODELS } from '../review/testing/bench-models.js';
import { diffVersions, type Version } from './index.js';
import { EditScript, ledgerOf, plain, rng } from './testing/edits.js';

const PROMPTS = JSON.parse(readFileSync(PUBLIC_PROMPTS_PATH, 'utf8')) as Array<{ prompt: string; cloud_provider: string; diagram_type: string }>;

function script(start: Version, seed: number, steps: number, redraw: boolean) {
  const s = new EditScript(start, rng(seed), redraw);
  let done = 0;
  for (let tries = 0; done < steps && tries < steps * 20; tries++) if (s.step()) done++;
  const rename = redraw ? s.replaceIds() : new Map<string, string>();
  return { after: s.v, expected: plain(s.ledger), rename };
}

function checkSequences(start: Version, seeds: number[]) {
  expect(plain(ledgerOf(diffVersions(start, start)))).toEqual({ removed: [], added: [], changed: {} });
  for (const seed of seeds) {
    for (const redraw of [false, true]) {
      const { after, expected, rename } = script(start, seed, 1 + (seed % 6), redraw);
      const diff = diffVersions(start, after);
      expect(plain(ledgerOf(diff, rename)), `seed ${seed}${redraw ? ', ids replaced' : ''}`).toEqual(expected);
    }
  }
}

describe('diffVersions on generated diagrams', () => {
  it.each(BENCH_MODELS.map((b) => [b.name, b.build] as const))('%s: reports exactly the scripted edits', async (_name, build) => {
    const model = build();
    const start: Version = { model, geometry: await layoutModel(model) };
    checkSequences(start, [1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each(PROMPTS.map((p, i) => [i + 1, p] as const))('public prompt %i through the built-in planner: reports exactly the scripted edits', async (_i, p) => {
    const { model } = planDiagram(p.prompt, { provider: p.cloud_provider as never, diagramType: p.diagram_type as never });
    checkSequences({ model, geometry: await layoutModel(model) }, [21, 22, 23]);
  });

  it('pairs a redrawn diagram by meaning: nothing changed but the ids', async () => {
    const model = BENCH_MODELS[0]!.build();
    const start: Version = { model, geometry: await layoutModel(model) };
    const s = new EditScript(start, rng(9), true);
    s.replaceIds();
    const d = diffVersions(start, s.v);
    expect(plain(ledgerOf(d))).toEqual({ removed: [], added: [], changed: {} });
    expect(d.matched_by_meaning).toBe(model.nodes.length + model.groups.length + model.edges.length);
  });

  it('names what changed: old and new label, container, position', async () => {
    const model = BENCH_MODELS[0]!.build();
    const start: Version = { model, geometry: await layoutModel(model) };
    const after = structuredClone(start);
    const n = after.model.nodes.find((x) => x.parent !== null)!;
    n.label = 'Orders service';
    after.geometry.cells[n.id]!.y += 100;
    after.geometry.cells[n.id]!.x += 3;
    const d = diffVersions(start, after);
    expect(d.components.changed).toEqual([expect.objectContaining({ id: n.id, label: 'Orders service' })]);
    const fields = d.components.changed[0]!.changes;
    expect(fields.map((f) => f.field)).toEqual(['label', 'position']);
    expect(fields[0]).toMatchObject({ before: start.model.nodes.find((x) => x.id === n.id)!.label, after: 'Orders service' });
  });
});

describe('diffVersions on corpus files (manual-style moves, relabels, replaced ids)', () => {
  it.each(corpusFiles())('%s', (file) => {
    const { model, geometry } = parse(readFileSync(`${CORPUS_FILES_DIR}/${file}`, 'utf8'));
    checkSequences({ model, geometry }, [11, 12, 13, 14, 15]);
  });
});
