import { review, splitWarnings, type Warning } from '../../engine/review/index.js';
import type { ArchitectureModel } from '../../engine/model/index.js';
import type { StoredWarning } from '../db/schema.js';
import type { ReviewResult } from './engine.js';

export const storedWarning = (w: Warning): StoredWarning => ({ ...w, component: w.component || null });
export const engineWarning = (w: StoredWarning): Warning => ({ ...w, component: w.component ?? '' });

/** The review of a model as the server stores it: counted warnings and info suggestions apart. */
export function reviewForStorage(model: ArchitectureModel): ReviewResult {
  const split = splitWarnings(review(model));
  return { warnings: split.warnings.map(storedWarning), suggestions: split.suggestions.map(storedWarning) };
}
