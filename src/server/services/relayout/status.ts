import type { RelayoutStatusOut } from '../../../shared/contract/index.js';
import type { Ctx } from '../../context.js';
import { isId } from '../../ids.js';
import { toWarningOut } from '../diagrams/out.js';
import { findOwnedDiagram, notFound } from '../diagrams/store.js';

export interface RelayoutResult {
  applied: boolean;
  reason?: string;
  version_id?: string;
  version_number?: number;
}

/** GET /diagrams/{id}/relayout/{job_id}: pending/running → done (with the new XML) | failed. */
export async function relayoutStatus({ ctx, input }: { ctx: Ctx; input: { id: string; jobId: string } }): Promise<RelayoutStatusOut> {
  const diagram = await findOwnedDiagram(ctx.db, ctx.actor.accountId, input.id);
  if (!isId(input.jobId)) throw notFound('re-layout job');
  const job = await ctx.db.selectFrom('jobs').selectAll().where('id', '=', input.jobId).where('diagram_id', '=', diagram.id).where('kind', '=', 'relayout').executeTakeFirst();
  if (!job) throw notFound('re-layout job');
  const base = { job_id: job.id, status: job.status, progress: job.progress, warnings: [] };
  if (job.status === 'failed') return { ...base, applied: false, reason: job.error ?? 'The re-layout failed.' };
  if (job.status !== 'done') return base;
  const result = (job.result ?? { applied: false }) as unknown as RelayoutResult;
  if (!result.applied || !result.version_id) return { ...base, progress: 100, applied: false, reason: result.reason ?? null };
  const version = await ctx.db.selectFrom('versions').selectAll().where('id', '=', result.version_id).executeTakeFirstOrThrow();
  return {
    ...base,
    progress: 100,
    applied: true,
    reason: result.reason ?? null,
    version_number: version.version_number,
    xml: version.xml,
    warnings: version.warnings.map((w) => toWarningOut(w)),
    score: ctx.engine.score(version.warnings),
  };
}
