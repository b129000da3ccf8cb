import { describe, expect, it } from 'vitest';
import { planDiagram } from '../../../engine/planner/index.js';
import { layoutMetrics, layoutModel } from '../../../engine/layout/index.js';
import { apply } from '../../../engine/model/index.js';
import { fixFor, improve, review, ruleById, score, SEVERITY_ORDER, splitWarnings } from '../../../engine/review/index.js';
import { LIBRARY_PROMPTS } from './library-prompts.js';

/** The curated gallery is what people copy: every item must be exemplary by Skyplan's own review. */
describe('curated gallery items', () => {
  it.each(LIBRARY_PROMPTS.map((p) => ({ name: p.slug, p })))('$name scores at least 85 with no high or critical warning', ({ p }) => {
    // As seed.ts builds it: the planner's diagram with Skyplan's own fixes applied.
    const { model } = improve(planDiagram(p.prompt, { provider: p.provider, diagramType: p.diagramType }).model);
    const warnings = splitWarnings(review(model)).warnings;
    const serious = warnings.filter((w) => w.severity === 'high' || w.severity === 'critical').map((w) => `${w.severity} ${w.type}: ${w.message}`);
    expect(serious).toEqual([]);
    expect(score(warnings).score).toBeGreaterThanOrEqual(85);
  });
});

describe('curated gallery layouts', () => {
  it.each(LIBRARY_PROMPTS.map((p) => ({ name: p.slug, p })))('$name is drawn with no overlaps and no line through a shape', async ({ p }) => {
    const { model } = improve(planDiagram(p.prompt, { provider: p.provider, diagramType: p.diagramType }).model);
    const m = layoutMetrics(model, await layoutModel(model));
    expect({ overlaps: m.details.overlaps, edgeHits: m.details.edgeHits }).toEqual({ overlaps: [], edgeHits: [] });
  });
});

/** Every warning on the planner's gallery diagrams (before Skyplan's fixes) fixes cleanly. */
const CASES = LIBRARY_PROMPTS.flatMap((p) => {
  const { model } = planDiagram(p.prompt, { provider: p.provider, diagramType: p.diagramType });
  return review(model).filter((w) => ruleById(w.type)?.fixable !== false).map((warning) => ({ name: `${warning.id} in ${p.slug}`, model, warning }));
});
const rank = (w: { severity: (typeof SEVERITY_ORDER)[number] }): number => SEVERITY_ORDER.indexOf(w.severity);

describe('fixing the gallery diagrams', () => {
  it.each(CASES)('$name: the fix removes it, adds nothing as severe and never lowers the score', ({ model, warning }) => {
    const before = review(model);
    const result = apply(model, fixFor(model, warning));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = review(result.model);
    expect(after.map((w) => w.id)).not.toContain(warning.id);
    const known = new Set(before.map((w) => w.id));
    expect(after.filter((w) => !known.has(w.id) && rank(w) <= rank(warning)).map((w) => `${w.severity} ${w.id}: ${w.message}`)).toEqual([]);
    expect(score(splitWarnings(after).warnings).score).toBeGreaterThanOrEqual(score(splitWarnings(before).warnings).score);
  });
});
