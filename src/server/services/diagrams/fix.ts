import type { DiagramOut, FixRequest } from '../../../shared/contract/index.js';
import { workOf, type Ctx } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { throwIfAborted } from '../../pipeline/errors.js';
import { assertCanAfford, chargeInTx } from '../credits/charge.js';
import { upgradeUrlOf } from './billing.js';
import { applyAndPatch } from './change.js';
import { toDiagramOut } from './out.js';
import type { RunOptions } from './progress.js';
import { appendVersion, findOwnedWithCurrent } from './store.js';

/**
 * POST /diagrams/{id}/fix (billed as an edit): find the warning (id, then type + component, then
 * message), apply the fix of the rule that raised it, patch, and review again — which must no
 * longer report it — then store a new version.
 */
export async function fixDiagram({ ctx, input, opts }: { ctx: Ctx; input: FixRequest & { id: string }; opts: RunOptions }): Promise<DiagramOut> {
  const { diagram, version } = await findOwnedWithCurrent(ctx.db, ctx.actor.accountId, input.id, ctx.cache);
  const all = [...version.warnings, ...version.suggestions];
  const match = ctx.engine.matchWarning(all, { id: input.warning_id, message: input.message, component: input.component, warning_type: input.warning_type });
  if (match && 'ambiguous' in match) {
    throw new ApiError('WARNING_NOT_FOUND', `That text fits ${match.ambiguous.length} warnings; send the id (or type and component) of the one to fix.`, {
      candidates: match.ambiguous.map((w) => ({ id: w.id, type: w.type, component: w.component, message: w.message })),
    });
  }
  const warning = match;
  if (!warning) {
    throw new ApiError('WARNING_NOT_FOUND', 'The current version does not report that warning (it may be fixed already). Read GET …/warnings and send one of those.', {
      warnings: version.warnings.map((w) => ({ id: w.id, type: w.type, component: w.component, message: w.message })),
    });
  }
  const upgradeUrl = upgradeUrlOf(ctx);
  await assertCanAfford(ctx.db, ctx.actor, 1, ctx.clock.now(), upgradeUrl);
  const doc = await ctx.engine.read(version.xml, workOf(ctx, opts.signal));
  const ops = ctx.engine.fixFor(doc.model, warning, doc.reservedIds);
  const hint = { understood: `the warning "${warning.message}"`, example: warning.recommendation };
  if (ops.length === 0) {
    throw new ApiError('CONFLICT', `Skyplan cannot make this change by itself on this diagram; nothing was changed or charged. To do it by hand: ${warning.recommendation}`, hint);
  }
  const changed = await applyAndPatch(ctx, { xml: version.xml, ...doc }, ops, hint, opts.signal);
  const still = [...changed.review.warnings, ...changed.review.suggestions].find((w) => w.type === warning.type && w.component === warning.component);
  if (still) {
    throw new ApiError('CONFLICT', `Skyplan's change would not settle "${warning.message}" on this diagram, so nothing was changed or charged. To do it by hand: ${warning.recommendation}`, hint);
  }
  throwIfAborted(opts.signal);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const next = await appendVersion(trx, diagram.id, { xml: changed.xml, promptText: `Fix: ${warning.message}`.slice(0, 500), ...changed.review }, now, version);
    const usage = await chargeInTx(trx, { actor: ctx.actor, action: 'fix', credits: 1, diagramId: diagram.id, now, upgradeUrl });
    const out = toDiagramOut(ctx.engine, next.diagram, next.version, usage);
    await ctx.onCommit?.(trx, out);
    return out;
  });
}
