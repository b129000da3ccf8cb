import type { ArchitectureModel } from '../../../engine/model/index.js';
import { ApiError } from '../../http/api-error.js';
import type { Engine, ReviewResult } from '../../pipeline/engine.js';

/** Sanitizes untrusted draw.io XML or refuses it with the sanitizer's reason (422 INVALID_DIAGRAM). */
export function sanitizeOrRefuse(engine: Engine, xml: string): string {
  const result = engine.sanitize(xml);
  if (!result.ok) {
    throw new ApiError('INVALID_DIAGRAM', `This is not a draw.io diagram Skyplan can accept: ${result.reason}`, { reason: result.reason, code: result.code });
  }
  return result.xml;
}

/** The model of stored XML and its review. */
export function analyse(engine: Engine, xml: string): { model: ArchitectureModel; review: ReviewResult } {
  let parsed;
  try {
    parsed = engine.parse(xml);
  } catch (err) {
    throw new ApiError('INVALID_DIAGRAM', `The diagram could not be read: ${(err as Error).message}`);
  }
  return { model: parsed.model, review: engine.review(parsed.model) };
}
