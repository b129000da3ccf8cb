import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../model/index.js';
import { modelArb } from '../model/testing/arbitrary-model.js';
import { compareWarnings, fixFor, review, ruleById } from './index.js';

/**
 * Any valid model — random services, nesting, props, labels with markup, self-loops — reviews
 * without throwing, with unique ids in review order, and every warning's fix applies cleanly and
 * makes that warning go away.
 */
describe('review on arbitrary models', () => {
  it('never throws, and gives unique ids in review order', () => {
    fc.assert(fc.property(modelArb, ({ model }) => {
      const warnings = review(model);
      expect(new Set(warnings.map((w) => w.id)).size).toBe(warnings.length);
      expect([...warnings].sort(compareWarnings)).toEqual(warnings);
    }), { numRuns: 300 });
  });

  it('fixes every warning it raises', () => {
    fc.assert(fc.property(modelArb, ({ model }) => {
      for (const warning of review(model)) {
        const ops = fixFor(model, warning);
        if (ruleById(warning.type)?.fixable === false) {
          expect(ops).toEqual([]); // only the person can settle it (draw more)
          continue;
        }
        const result = apply(model, ops);
        if (!result.ok) throw new Error(`${warning.id}: ${result.error.reason}`);
        expect(review(result.model).map((w) => w.id)).not.toContain(warning.id);
      }
    }), { numRuns: 300 });
  });
});
