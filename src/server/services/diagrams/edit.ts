import type { DiagramOut, EditRequest } from '../../../shared/contract/index.js';
import { workOf, type Ctx } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { plannerFailure, throwIfAborted } from '../../pipeline/errors.js';
import { assertCanAfford, chargeInTx } from '../credits/charge.js';
import { upgradeUrlOf } from './billing.js';
import { applyAndPatch } from './change.js';
import { toDiagramOut } from './out.js';
import type { RunOptions } from './progress.js';
import { appendVersion, findOwnedWithCurrent } from './store.js';

/**
 * POST /diagrams/{id}/edit (1 credit): XML → model → planner ops → apply → place only the new
 * cells → minimal XML patch → review → new version. A prompt the planner cannot turn into
 * operations is 422 NOT_UNDERSTOOD with what it understood and an example that works.
 */
export async function editDiagram({ ctx, input, opts }: { ctx: Ctx; input: EditRequest & { id: string }; opts: RunOptions }): Promise<DiagramOut> {
  const { diagram, version } = await findOwnedWithCurrent(ctx.db, ctx.actor.accountId, input.id, ctx.cache);
  const upgradeUrl = upgradeUrlOf(ctx);
  await assertCanAfford(ctx.db, ctx.actor, 1, ctx.clock.now(), upgradeUrl);
  const doc = await ctx.engine.read(version.xml, workOf(ctx, opts.signal));
  const { model } = doc;
  let plan;
  try {
    plan = await ctx.planner.planEdit({ prompt: input.edit_prompt, model }, workOf(ctx, opts.signal));
  } catch (err) {
    throwIfAborted(opts.signal);
    throw plannerFailure(err);
  }
  throwIfAborted(opts.signal);
  if (!plan.ok) throw new ApiError('NOT_UNDERSTOOD', plan.message, { understood: plan.understood.join('; '), example: plan.example });
  const changed = await applyAndPatch(ctx, { xml: version.xml, ...doc }, plan.ops, { understood: plan.understood.join('; '), example: input.edit_prompt }, opts.signal);
  throwIfAborted(opts.signal);
  // "Switch to Azure" moves the whole diagram: its listed provider follows.
  const cloudProvider = changed.model.provider !== model.provider ? changed.model.provider : undefined;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const next = await appendVersion(trx, diagram.id, { xml: changed.xml, promptText: input.edit_prompt, ...changed.review }, now, version, { cloudProvider });
    const usage = await chargeInTx(trx, { actor: ctx.actor, action: 'edit', credits: 1, diagramId: diagram.id, now, upgradeUrl });
    const out = toDiagramOut(ctx.engine, next.diagram, next.version, usage);
    throwIfAborted(opts.signal);
    await ctx.onCommit?.(trx, out);
    return out;
  });
}
