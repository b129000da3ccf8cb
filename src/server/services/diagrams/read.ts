import type { DiagramList, DiagramOut, WarningOut } from '../../../shared/contract/index.js';
import type { Ctx } from '../../context.js';
import { decodeCursor, encodeCursor, paginate } from './cursor.js';
import { findOwnedWithCurrent } from './store.js';
import { toDiagramOut, toSummary, toWarningOut } from './out.js';

/** GET /diagrams/{id}: the current version with warnings and a freshly computed score. */
export async function getDiagram({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<DiagramOut> {
  const { diagram, version } = await findOwnedWithCurrent(ctx.db, ctx.actor.accountId, input.id, ctx.cache);
  return toDiagramOut(ctx.engine, diagram, version);
}

/** GET /diagrams/{id}/warnings: the current warnings (a bare array). */
export async function listWarnings({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<WarningOut[]> {
  const { version } = await findOwnedWithCurrent(ctx.db, ctx.actor.accountId, input.id, ctx.cache);
  return version.warnings.map(toWarningOut);
}

/** GET /diagrams: the account's live diagrams, newest first. */
export async function listDiagrams({ ctx, input }: { ctx: Ctx; input: { limit: number; cursor?: string } }): Promise<DiagramList> {
  let query = ctx.db
    .selectFrom('diagrams')
    .selectAll()
    .where('account_id', '=', ctx.actor.accountId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.limit + 1);
  if (input.cursor) {
    const { createdAt, id } = decodeCursor(input.cursor);
    query = query.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
  }
  const page = paginate(await query.execute(), input.limit, (r) => encodeCursor(r.created_at, r.id));
  return { ...page, items: page.items.map(toSummary) };
}
