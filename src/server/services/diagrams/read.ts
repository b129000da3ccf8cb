import type { DiagramList, DiagramOut, WarningOut } from '../../../shared/contract/index.js';
import type { Framework } from '../../../shared/contract/values.js';
import type { Ctx } from '../../context.js';
import type { DiagramRow, VersionRow } from '../../db/schema.js';
import { decodeCursor, encodeCursor, paginate } from './cursor.js';
import { findOwnedWithCurrent } from './store.js';
import { toDiagramOut, toSummary, toWarningOut } from './out.js';

/**
 * Answers already built for rows served from the read cache: the same row objects always give the
 * same answer, so the hot read path builds it (score included) once per cached version. Keyed by
 * the row objects themselves, so an entry goes when the cache drops the rows.
 */
const built = new WeakMap<DiagramRow, WeakMap<VersionRow, DiagramOut>>();

/** GET /diagrams/{id}: the current version with warnings and a freshly computed score. */
export async function getDiagram({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<DiagramOut> {
  const { diagram, version } = await findOwnedWithCurrent(ctx.db, ctx.actor.accountId, input.id, ctx.cache);
  const known = built.get(diagram)?.get(version);
  if (known) return known;
  const out = toDiagramOut(ctx.engine, diagram, version);
  if (!built.has(diagram)) built.set(diagram, new WeakMap());
  built.get(diagram)!.set(version, out);
  return out;
}

/**
 * GET /diagrams/{id}/warnings: the current warnings (a bare array). With `framework`, only the
 * warnings that touch one of those frameworks, each with only their controls.
 */
export async function listWarnings({ ctx, input }: { ctx: Ctx; input: { id: string; framework?: Framework[] | undefined } }): Promise<WarningOut[]> {
  const { version } = await findOwnedWithCurrent(ctx.db, ctx.actor.accountId, input.id, ctx.cache);
  const all = version.warnings.map((w) => toWarningOut(w, input.framework));
  return input.framework ? all.filter((w) => (w.controls ?? []).length > 0) : all;
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
