import { describe, expect, it } from 'vitest';
import { patch } from '../drawio/index.js';
import type { ArchitectureModel, Provider } from './testing/deps.js';
import { fixFor, review, ReviewError, ruleById, score, SEVERITY_ORDER, type Warning } from './index.js';
import { BENCH_MODELS } from './testing/bench-models.js';
import { cellXml, documentOf, runFix, type Document } from './testing/chain.js';
import { SCENARIOS, variants } from './testing/scenarios.js';

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

const MODELS = [...scenarioModels(), ...BENCH_MODELS.map((b) => ({ name: `bench ${b.name}`, model: b.build() }))];

const CASES = MODELS.flatMap(({ name, model }) => {
  const doc = documentOf(model);
  return review(doc.model).map((warning) => ({ name: `${name} → ${warning.id}`, doc, warning }));
});

/** Groups whose box may grow to fit new or moved cells: only their size may change. */
function mayGrow(doc: Document, run: ReturnType<typeof runFix>): Set<string> {
  const grown = new Set<string>();
  for (const [id, rect] of Object.entries(run.placement.cells)) {
    const before = doc.geometry.cells[id];
    if (before && (before.width !== rect.width || before.height !== rect.height)) grown.add(id);
  }
  return grown;
}

const withoutSize = (xml: string): string => xml.replace(/<mxGeometry\b[^>]*>/, (g) => g.replace(/\s(width|height)="[^"]*"/g, ''));

describe('review stays the same through compile and parse', () => {
  it.each(MODELS)('$name', ({ model }) => {
    expect(review(documentOf(model).model).map((w) => w.id)).toEqual(review(model).map((w) => w.id));
  });
});

describe.each(CASES)('fix $name', ({ doc, warning }) => {
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

  it('leaves every cell it is not about byte for byte', () => {
    const touched = new Set([...run.touched]);
    const grown = mayGrow(doc, run);
    const ids = [...doc.model.nodes, ...doc.model.groups, ...doc.model.edges].map((c) => c.id).filter((id) => !touched.has(id));
    for (const id of ids) {
      const was = cellXml(doc.xml, id);
      const now = cellXml(run.after.xml, id);
      expect(was, `cell ${id} in the original`).toBeDefined();
      if (grown.has(id)) expect(withoutSize(now ?? ''), `cell ${id}`).toBe(withoutSize(was!));
      else expect(now, `cell ${id}`).toBe(was);
    }
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
