import type { DiagramOut, GenerateRequest } from '../../../shared/contract/index.js';
import { workOf, type Ctx } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { plannerFailure, throwIfAborted } from '../../pipeline/errors.js';
import { assertCanAfford, chargeInTx } from '../credits/charge.js';
import { COST_RANGE, generateCost } from '../credits/costs.js';
import { planOf } from '../plans.js';
import { upgradeUrlOf } from './billing.js';
import { toDiagramOut } from './out.js';
import type { RunOptions } from './progress.js';
import { insertDiagram } from './store.js';

/** 422 naming the limit and the count when a prompt yields more services than one diagram may hold. */
export function refuseTooManyComponents(count: number, limit: number): void {
  if (count <= limit) return;
  throw new ApiError(
    'VALIDATION_ERROR',
    `This prompt describes ${count} services; one diagram may hold at most ${limit} (SKYPLAN_MAX_COMPONENTS). Split it into smaller diagrams.`,
    { fields: [{ field: 'prompt', message: `yields ${count} services; the limit is ${limit}` }], limit, count },
  );
}

/**
 * POST /diagrams and /diagrams/stream: prompt → planner → model → layout (worker pool) → compile →
 * review → version 1, charged 1–3 credits by size in the transaction that stores it. Each stage
 * is reported as it starts; an aborted signal stops the work before anything is stored.
 */
export async function generateDiagram({ ctx, input, opts }: { ctx: Ctx; input: GenerateRequest; opts: RunOptions }): Promise<DiagramOut> {
  const { signal } = opts;
  const progress = opts.onProgress ?? (() => undefined);
  const upgradeUrl = upgradeUrlOf(ctx);
  if (input.opinionated && !planOf(ctx.actor.plan).features.opinionated) {
    throw new ApiError('UPGRADE_REQUIRED', 'Opinionated suggestions are part of the paid plans. Send opinionated=false, or ask your administrator to upgrade your plan.', {
      upgrade_url: upgradeUrl,
    });
  }
  await assertCanAfford(ctx.db, ctx.actor, COST_RANGE.generate.min, ctx.clock.now(), upgradeUrl);

  progress('understanding', 5, 'Reading the prompt');
  let planned = false;
  let plan;
  try {
    plan = await ctx.planner.planDiagram(
      { prompt: input.prompt, provider: input.cloud_provider, diagramType: input.diagram_type ?? 'architecture' },
      {
        ...workOf(ctx, signal),
        onStage: (stage, percent, message) => {
          // The planner reports its own stages as they happen; understanding was sent already.
          if (stage === 'planning' && !planned) {
            planned = true;
            progress('planning', Math.min(45, Math.max(10, percent)), message || 'Choosing services and connections');
          }
        },
      },
    );
  } catch (err) {
    throwIfAborted(signal);
    throw plannerFailure(err);
  }
  throwIfAborted(signal);
  const { model } = plan;
  refuseTooManyComponents(model.nodes.length, ctx.config.SKYPLAN_MAX_COMPONENTS);
  const cells = model.nodes.length + model.groups.length + model.edges.length;
  if (!planned) progress('planning', 35, `Planned ${model.nodes.length} services and ${model.edges.length} connections`);

  progress('layout', 50, `Laying out ${model.nodes.length} services`);
  const work = workOf(ctx, signal);
  const geometry = await ctx.engine.layout(model, work);
  throwIfAborted(signal);
  const xml = ctx.engine.compile(model, geometry);

  progress('review', 75, 'Reviewing against Well-Architected rules');
  const review = await ctx.engine.reviewAsync(model, work);
  throwIfAborted(signal);

  progress('saving', 90, 'Saving version 1');
  const now = ctx.clock.now();
  const cost = generateCost(cells);
  return ctx.db.transaction().execute(async (trx) => {
    const { diagram, version } = await insertDiagram(
      trx,
      { accountId: ctx.actor.accountId, title: plan.title || model.title || 'Untitled diagram', cloudProvider: input.cloud_provider, diagramType: plan.diagramType },
      { xml, promptText: input.prompt, ...review },
      now,
    );
    const usage = await chargeInTx(trx, { actor: ctx.actor, action: 'generate', credits: cost, diagramId: diagram.id, now, upgradeUrl });
    const out = toDiagramOut(ctx.engine, diagram, version, usage);
    throwIfAborted(signal);
    await ctx.onCommit?.(trx, out);
    return out;
  });
}
