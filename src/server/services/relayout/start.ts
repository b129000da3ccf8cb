import type { RelayoutStart } from '../../../shared/contract/index.js';
import type { Actor, Ctx } from '../../context.js';
import type { JobRow } from '../../db/schema.js';
import { newId } from '../../ids.js';
import { assertCanAfford } from '../credits/charge.js';
import { FREE_RELAYOUTS_PER_DIAGRAM, relayoutCost } from '../credits/costs.js';
import { upgradeUrlOf } from '../diagrams/billing.js';
import { findOwnedDiagram } from '../diagrams/store.js';

/** Who asked, kept with the job so the charge on delivery is attributed like any other. */
export type JobActor = Pick<Actor, 'accountId' | 'email' | 'plan' | 'via' | 'keyId' | 'sessionId' | 'livemode' | 'scopes' | 'source' | 'requestId' | 'tool'>;

export const startOut = (job: Pick<JobRow, 'id' | 'status' | 'progress'>, chargeable: boolean): RelayoutStart => ({
  job_id: job.id,
  status: job.status,
  chargeable,
  progress: job.progress,
});

/**
 * POST /diagrams/{id}/relayout. Without confirm: what it would cost, no job (API.md §9.15). With
 * confirm: queue a job — or return the one already queued or running for this diagram. Nothing
 * is charged now; the job charges when it delivers.
 */
export async function startRelayout({ ctx, input }: { ctx: Ctx; input: { id: string; confirm: boolean } }): Promise<{ status: 200 | 202; body: RelayoutStart }> {
  const diagram = await findOwnedDiagram(ctx.db, ctx.actor.accountId, input.id);
  const cost = relayoutCost(diagram.relayouts_used);
  const chargeable = cost > 0;
  if (!input.confirm) {
    const left = Math.max(0, FREE_RELAYOUTS_PER_DIAGRAM - diagram.relayouts_used);
    const message = chargeable
      ? 'Re-layout is billed (1 credit, charged only when it is delivered) and replaces the current layout; re-call with confirm=true.'
      : `Re-layout replaces the current layout; it is free (${left} of ${FREE_RELAYOUTS_PER_DIAGRAM} free re-layouts left for this diagram). Re-call with confirm=true.`;
    return { status: 200, body: { status: 'confirmation_required', chargeable, credits: cost, message } };
  }
  const active = await activeJob(ctx, diagram.id);
  if (active) return { status: 202, body: startOut(active, chargeable) };
  if (chargeable) await assertCanAfford(ctx.db, ctx.actor, cost, ctx.clock.now(), upgradeUrlOf(ctx));
  const now = ctx.clock.now();
  const actor: JobActor = { ...ctx.actor };
  const job = await ctx.db
    .insertInto('jobs')
    .values({
      id: newId(),
      kind: 'relayout',
      account_id: ctx.actor.accountId,
      diagram_id: diagram.id,
      status: 'pending',
      payload: JSON.stringify({ actor, base_version: diagram.current_version_number }),
      created_at: now,
      updated_at: now,
    })
    // One active re-layout per diagram (a partial unique index): a racing start reuses the winner's.
    .onConflict((oc) => oc.column('diagram_id').where('kind', '=', 'relayout').where('status', 'in', ['pending', 'running']).doNothing())
    .returningAll()
    .executeTakeFirst();
  const queued = job ?? (await activeJob(ctx, diagram.id));
  if (!queued) throw new Error('re-layout job vanished right after it was queued');
  if (job) ctx.wakeJobs();
  return { status: 202, body: startOut(queued, chargeable) };
}

async function activeJob(ctx: Ctx, diagramId: string): Promise<JobRow | undefined> {
  return ctx.db
    .selectFrom('jobs')
    .selectAll()
    .where('diagram_id', '=', diagramId)
    .where('kind', '=', 'relayout')
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirst();
}
