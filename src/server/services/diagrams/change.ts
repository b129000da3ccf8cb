import type { ArchitectureModel, Geometry, Operation } from '../../../engine/model/index.js';
import { ApiError } from '../../http/api-error.js';
import type { Engine, ReviewResult } from '../../pipeline/engine.js';

/**
 * Applies operations to a stored diagram the way every change does: apply to the model, place
 * only the created cells (existing geometry stays), patch the XML minimally, review the result.
 */
export function applyAndPatch(
  engine: Engine,
  xml: string,
  model: ArchitectureModel,
  geometry: Geometry,
  ops: Operation[],
  hint: { understood: string; example: string },
  reservedIds: Iterable<string> = [],
): { xml: string; model: ArchitectureModel; review: ReviewResult } {
  const applied = engine.apply(model, ops, reservedIds);
  if (!applied.ok) {
    throw new ApiError('NOT_UNDERSTOOD', `That change cannot be made to this diagram: ${applied.error.reason}`, hint);
  }
  const placement = engine.placeNew(applied.model, geometry, applied.created);
  const patched = engine.patch(xml, applied.resolved, placement);
  // Review what was actually written: the model as read back from the patched XML.
  const reread = engine.parse(patched).model;
  return { xml: patched, model: reread, review: engine.review(reread) };
}
