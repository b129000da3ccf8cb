import { ApiError } from '../../http/api-error.js';
import { workOf, type Ctx } from '../../context.js';
import type { ReviewResult } from '../../pipeline/engine.js';

/**
 * Sanitises, reads and reviews untrusted draw.io XML in the compute pool, or refuses it with the
 * reason (422 INVALID_DIAGRAM naming the limit it passed, when it passed one).
 */
export async function prepareOrRefuse(ctx: Ctx, xml: string, signal?: AbortSignal): Promise<{ xml: string; title: string; review: ReviewResult }> {
  const result = await ctx.engine.prepare(xml, workOf(ctx, signal));
  if (!result.ok) {
    throw new ApiError('INVALID_DIAGRAM', `This is not a draw.io diagram Skyplan can accept: ${result.reason}`, { reason: result.reason, code: result.code });
  }
  return result;
}
