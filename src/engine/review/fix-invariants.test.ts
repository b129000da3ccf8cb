import { readdirSync, readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { patch } from '../drawio/index.js';
import { planDiagram } from '../planner/index.js';
import type { ArchitectureModel, Provider } from './testing/deps.js';
import { fixFor, review, ReviewError, ruleById, score, SEVERITY_ORDER, type Warning } from './index.js';
import { BENCH_MODELS } from './testing/bench-models.js';
import { cellXml, documentOf, fromXml, inflatePages, runFix, type Document } from './testing/chain.js';
import { SCENARIOS, variants } from './testing/scenarios.js';
import { CORPUS_FILES_DIR, PUBLIC_PROMPTS_PATH } from '../../testing/shared-data.js';

/**
 * Fix invariants over every rule (its trigger scenarios, every provider) and every public
 * benchmark architecture, through the server's whole chain: compile → parse → fixFor → apply →
 * placeNew → patch → parse.
 */

const rank = (w: Pick<Warning, 'severity'>): number => SEVERITY_ORDER.indexOf(w.severity);

function scenarioModels(): Array<{ name: string; model: ArchitectureModel }> {
  return SCENARIOS.flatMap((s) => {
    const providers: readonly Provider[] = s.providers ?? ruleById(s.rule)!.providers;
    return providers.map((p) => ({ name: `${s.rule} / ${s.name} / ${p}`, model: variants(s, p).trigger.build() }));
  });
}

interface BenchPrompt { prompt: string; cloud_provider: Provider; diagram_type: Parameters<typeof planDiagram>[1]['diagramType'] }

/** The built-in planner's diagrams of the same 20 prompts (prompts it cannot plan are listed apart). */
function plannerModels(): { planned: Array<{ name: string; model: ArchitectureModel }>; unplanned: string[] } {
  const prompts = JSON.parse(readFileSync(PUBLIC_PROMPTS_PATH, 'utf8')) as BenchPrompt[];
  const planned: Array<{ name: string; model: ArchitectureModel }> = [];
  const unplanned: string[] = [];
  prompts.forEach((p, i) => {
    const name = `planner ${String(i + 1).padStart(2, '0')} ${p.prompt.slice(0, 40)}`;
    try {
      planned.push({ name, model: planDiagram(p.prompt, { provider: p.cloud_provider, diagramType: p.diagram_type }).model });
    } catch {
      unplanned.push(name);
    }
  });
  return { planned, unplanned };
}

const PLANNER = plannerModels();
const MODELS = [
  ...scenarioModels(),
  ...BENCH_MODELS.map((b) => ({ name: `bench ${b.name}`, model: b.build() })),
  ...PLANNER.planned,
];

describe('benchmark prompts the planner cannot draw yet', () => {
  it.skip.each(PLANNER.unplanned)('%s', () => {});
  it('the planner draws most of them', () => {
    expect(PLANNER.planned.length).toBeGreaterThanOrEqual(15);
  });
});

/** The real draw.io files of ../shared/corpus: foreign documents, some compressed, with reserved ids. */
const CORPUS = `${CORPUS_FILES_DIR}/`;
const CORPUS_DOCS = readdirSync(CORPUS).filter((f) => f.endsWith('.drawio')).map((f) => ({ name: `corpus ${f}`, doc: fromXml(readFileSync(CORPUS + f, 'utf8')) }));

/**
 * Skyplan's own documents are checked byte for byte. In foreign documents layout and patch may
 * re-anchor cells drawn on the layer but sitting inside a box that grows (drawio's "pinning"), so
 * there the check is on what the cells mean: label, service, props and style.
 */
const DOCS = [
  ...MODELS.map(({ name, model }) => ({ name, doc: documentOf(model), foreign: false })),
  ...CORPUS_DOCS.map((c) => ({ ...c, foreign: true })),
];
const ALL_CASES = DOCS.flatMap(({ name, doc, foreign }) => review(doc.model).map((warning) => ({ name: `${warning.id} in ${name}`, doc, warning, foreign })));
/** Warnings only the person can settle (too small to review): no operations, the server says so. */
const UNFIXABLE = ALL_CASES.filter((c) => ruleById(c.warning.type)?.fixable === false);
const CASES = ALL_CASES.filter((c) => ruleById(c.warning.type)?.fixable !== false);

describe('warnings only the person can settle', () => {
  it.each(UNFIXABLE.length > 0 ? UNFIXABLE : [])('$name has no operations', ({ doc, warning }) => {
    expect(fixFor(doc.model, warning)).toEqual([]);
  });
});

type Cell = { label: string; props: unknown; style?: unknown; service?: unknown; source?: string; target?: string };
function cellsById(model: ArchitectureModel): Map<string, Cell> {
  const map = new Map<string, Cell>();
  for (const c of [...model.nodes, ...model.groups, ...model.edges]) {
    const { id, parent: _parent, members: _members, ...meaning } = c as Cell & { id: string; parent?: unknown; members?: unknown };
    map.set(id, meaning);
  }
  return map;
}

/** Cells layout.placeNew re-placed: containers that grow, siblings pushed to make room, edges re-routed. */
function relaidOut(doc: Document, run: ReturnType<typeof runFix>): Set<string> {
  const moved = new Set<string>();
  for (const [id, rect] of Object.entries(run.placement.cells)) {
    const before = doc.geometry.cells[id];
    if (before && JSON.stringify(before) !== JSON.stringify(rect)) moved.add(id);
  }
  for (const [id, path] of Object.entries(run.placement.edges)) {
    const before = doc.geometry.edges[id];
    if (before && JSON.stringify(before) !== JSON.stringify(path)) moved.add(id);
  }
  return moved;
}

/** A cell's XML without its mxGeometry element (self-closing or with waypoints). */
const withoutGeometry = (xml: string): string => xml.replace(/<mxGeometry\b[^>]*\/>|<mxGeometry\b[^>]*>[\s\S]*?<\/mxGeometry>/, '<mxGeometry/>');
const close = (a: number, b: number): boolean => Math.abs(a - b) < 0.01;

function expectSameMeaning(doc: Document, run: ReturnType<typeof runFix>): void {
  const touched = new Set(run.touched);
  const before = cellsById(doc.model);
  const now = cellsById(run.after.model);
  for (const [id, cell] of before) {
    if (touched.has(id)) continue;
    expect(now.get(id), `cell ${id}`).toEqual(cell);
  }
}

function expectSameBytes(doc: Document, run: ReturnType<typeof runFix>): void {
  const touched = new Set(run.touched);
  const relaid = relaidOut(doc, run);
  const ids = [...doc.model.nodes, ...doc.model.groups, ...doc.model.edges].map((c) => c.id).filter((id) => !touched.has(id));
  const original = inflatePages(doc.xml, (data) => inflateRawSync(data));
  for (const id of ids) {
    const was = cellXml(original, id);
    const now = cellXml(run.after.xml, id);
    expect(was, `cell ${id} in the original`).toBeDefined();
    if (!relaid.has(id)) {
      expect(now, `cell ${id}`).toBe(was);
      continue;
    }
    // Layout made room (a container grew, a sibling was pushed): only the box may differ, and it is layout's.
    expect(withoutGeometry(now ?? ''), `cell ${id}`).toBe(withoutGeometry(was!));
    const placed = run.placement.cells[id];
    const written = run.after.geometry.cells[id];
    if (placed && written) {
      const same = [written.x, written.y, written.width, written.height].every((v, i) => close(v, [placed.x, placed.y, placed.width, placed.height][i]!));
      expect(same, `cell ${id} box`).toBe(true);
    }
  }
}

describe('review stays the same through compile and parse', () => {
  it.each(MODELS)('$name', ({ model }) => {
    expect(review(documentOf(model).model).map((w) => w.id)).toEqual(review(model).map((w) => w.id));
  });
});

describe.each(CASES)('fix $name', ({ doc, warning, foreign }) => {
  const before = review(doc.model);
  const run = runFix(doc, warning);
  const after = review(run.model);
  const reparsed = review(run.after.model);

  it('returns operations and removes the warning, in the model and in the patched document', () => {
    expect(run.ops.length).toBeGreaterThan(0);
    expect(after.map((w) => w.id)).not.toContain(warning.id);
    expect(reparsed.map((w) => w.id)).not.toContain(warning.id);
  });

  it('raises no new warning of equal or higher severity', () => {
    const known = new Set(before.map((w) => w.id));
    for (const list of [after, reparsed]) {
      const worse = list.filter((w) => !known.has(w.id) && rank(w) <= rank(warning));
      expect(worse.map((w) => `${w.severity} ${w.id}: ${w.message}`)).toEqual([]);
    }
  });

  it('never lowers the score', () => {
    expect(score(after).score).toBeGreaterThanOrEqual(score(before).score);
    expect(score(reparsed).score).toBeGreaterThanOrEqual(score(before).score);
  });

  it(foreign ? 'leaves what every other cell means unchanged (foreign document)' : 'leaves every cell it is not about byte for byte (geometry as placed by layout)', () => {
    if (foreign) expectSameMeaning(doc, run);
    else expectSameBytes(doc, run);
  });

  it('changes nothing when applied twice', () => {
    let second: unknown[] = [];
    try {
      second = fixFor(run.after.model, warning, { reservedIds: run.after.reservedIds });
    } catch (error) {
      expect(error).toBeInstanceOf(ReviewError);
      expect((error as ReviewError).code).toBe('WARNING_NOT_FOUND');
    }
    expect(second).toEqual([]);
    expect(patch(run.after.xml, [], run.placement)).toBe(run.after.xml);
  });
});
