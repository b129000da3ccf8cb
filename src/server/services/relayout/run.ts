import { publicUrl, type ServiceDeps } from '../../context.js';
import type { JobRow } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { PermanentJobError } from '../../jobs/runner.js';
import { throwIfAborted } from '../../pipeline/errors.js';
import { chargeInTx } from '../credits/charge.js';
import { relayoutCost } from '../credits/costs.js';
import { appendVersion, currentVersion } from '../diagrams/store.js';
import type { JobActor } from './start.js';
import type { RelayoutResult } from './status.js';

/**
 * The re-layout job: XML → model → re-layout (worker pool: a fresh layout and local repairs of the
 * current one, engine/layout `relayout`) → patch geometry only → new version, only when the result
 * is no worse than the current layout on any layout metric (overlaps, lines through shapes or
 * labels, crossings, bends, area...); else the current layout is kept and the result says why.
 * The result says what changed.
 * The version, the charge (free for the first re-layouts of a diagram), the diagram's count and
 * the job's `done` commit in one transaction — charged on delivery only, exactly once, even if
 * the job ran twice because a process died mid-way.
 */
export async function runRelayout({ ctx, input }: { ctx: ServiceDeps; input: { job: JobRow; workerId: string; signal: AbortSignal; setProgress(p: number): void } }): Promise<void> {
  const { job, signal } = input;
  const payload = job.payload as unknown as { actor: JobActor };
  const diagram = await ctx.db.selectFrom('diagrams').selectAll().where('id', '=', job.diagram_id!).where('deleted_at', 'is', null).executeTakeFirst();
  if (!diagram) throw new PermanentJobError('The diagram was deleted before it could be re-laid out.');
  const version = await currentVersion(ctx.db, diagram);
  const owner = payload.actor.accountId;
  const { model, geometry: current } = await ctx.engine.read(version.xml, { signal, owner });
  input.setProgress(20);
  const geometry = await ctx.engine.layout(model, { signal, owner, current });
  throwIfAborted(signal);
  input.setProgress(70);
  const xml = ctx.engine.patchGeometry(version.xml, geometry);
  const now = ctx.clock.now();
  if (xml === version.xml) {
    await markDone(ctx, job, input.workerId, { applied: false, reason: 'The diagram is already laid out; nothing changed.' }, now);
    return;
  }
  const laidOut = await ctx.engine.read(xml, { signal, owner });
  const compared = ctx.engine.compareLayouts(model, current, laidOut.geometry);
  if (compared.worse.length > 0) {
    await markDone(ctx, job, input.workerId, { applied: false, reason: `The current layout was kept: a new one would be worse (${compared.summary}).` }, now);
    return;
  }
  const review = await ctx.engine.reviewAsync(laidOut.model, { signal, owner });
  input.setProgress(90);
  const cost = relayoutCost(diagram.relayouts_used);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const owned = await trx.updateTable('jobs').set({ status: 'done', progress: 100, finished_at: now, updated_at: now }).where('id', '=', job.id).where('locked_by', '=', input.workerId).where('status', '=', 'running').executeTakeFirst();
      if (Number(owned.numUpdatedRows) !== 1) throw new PermanentJobError('This job was taken over by another worker.');
      const next = await appendVersion(trx, diagram.id, { xml, promptText: 'Re-layout', ...review }, now, version);
      await trx.updateTable('diagrams').set((eb) => ({ relayouts_used: eb('relayouts_used', '+', 1) })).where('id', '=', diagram.id).execute();
      await chargeInTx(trx, { actor: { ...payload.actor }, action: 'relayout', credits: cost, diagramId: diagram.id, now, upgradeUrl: `${publicUrl(ctx.config)}/usage` });
      const result: RelayoutResult = { applied: true, version_id: next.version.id, version_number: next.version.version_number, reason: `Re-laid out: ${compared.summary}.` };
      await trx.updateTable('jobs').set({ result: JSON.stringify(result) }).where('id', '=', job.id).execute();
    });
  } catch (err) {
    if (err instanceof ApiError && (err.code === 'QUOTA_EXCEEDED' || err.code === 'VERSION_CONFLICT')) throw new PermanentJobError(err.message);
    throw err;
  }
}

async function markDone(ctx: ServiceDeps, job: JobRow, workerId: string, result: RelayoutResult, now: Date): Promise<void> {
  await ctx.db
    .updateTable('jobs')
    .set({ status: 'done', progress: 100, result: JSON.stringify(result), finished_at: now, updated_at: now })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
}
