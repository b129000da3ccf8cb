import { apply, type ArchitectureModel } from '../model/index.js';
import { fixFor, review, splitWarnings } from './review.js';
import { ruleById } from './registry.js';
import { score } from './score.js';
import type { Warning } from './types.js';

/** Enough rounds for every rule to fire once on a large diagram; each round fixes one warning. */
const MAX_ROUNDS = 60;

/**
 * Applies Skyplan's own fixes until nothing fixable is left: what the curated gallery shows is a
 * diagram Skyplan's review has nothing left to say about. A fix is kept only when the score does
 * not drop; one that fails or would lower it is skipped. Deterministic.
 */
export function improve(model: ArchitectureModel, options: { reservedIds?: Iterable<string> } = {}): { model: ArchitectureModel; fixed: Warning[] } {
  let current = model;
  const fixed: Warning[] = [];
  const skipped = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const warnings = splitWarnings(review(current)).warnings;
    const now = score(warnings).score;
    const next = warnings.find((w) => !skipped.has(w.id) && ruleById(w.type)?.fixable !== false);
    if (!next) break;
    skipped.add(next.id);
    let ops;
    try {
      ops = fixFor(current, next, options);
    } catch {
      continue;
    }
    const result = apply(current, ops, { reservedIds: options.reservedIds });
    if (!result.ok) continue;
    if (score(splitWarnings(review(result.model)).warnings).score < now) continue;
    current = result.model;
    fixed.push(next);
  }
  return { model: current, fixed };
}
