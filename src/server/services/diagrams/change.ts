import type { ArchitectureModel, Geometry, Operation } from '../../../engine/model/index.js';
import { workOf, type Ctx } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import type { ReviewResult } from '../../pipeline/engine.js';

/**
 * Applies operations to a stored diagram the way every change does, in the compute pool: apply
 * to the model, place only the created cells (existing geometry stays), patch the XML minimally,
 * review the result.
 */
export async function applyAndPatch(
  ctx: Ctx,
  doc: { xml: string; model: ArchitectureModel; geometry: Geometry; reservedIds: string[] },
  ops: Operation[],
  hint: { understood: string; example: string },
  signal?: AbortSignal,
): Promise<{ xml: string; model: ArchitectureModel; review: ReviewResult }> {
  const changed = await ctx.engine.change({ ...doc, ops }, workOf(ctx, signal));
  if (!changed.ok) {
    throw new ApiError('NOT_UNDERSTOOD', `That change cannot be made to this diagram: ${changed.reason}`, hint);
  }
  return changed;
}
