import type { DiagramOut, DiagramSummary, RenameVersionRequest, RevertRequest, VersionList, VersionSummary } from '../../../shared/contract/index.js';
import type { Ctx } from '../../context.js';
import { isId } from '../../ids.js';
import { paginate } from './cursor.js';
import { appendVersion, findOwnedDiagram, findOwnedWithVersion, notFound } from './store.js';
import { toDiagramOut, toSummary, toVersionSummary } from './out.js';
import { ApiError } from '../../http/api-error.js';

/** GET /diagrams/{id}/versions: ascending; the cursor is the version_number to page after. */
export async function listVersions({ ctx, input }: { ctx: Ctx; input: { id: string; limit: number; cursor?: string } }): Promise<VersionList> {
  const diagram = await findOwnedDiagram(ctx.db, ctx.actor.accountId, input.id);
  const after = input.cursor === undefined ? 0 : Number(input.cursor);
  if (!Number.isInteger(after) || after < 0) {
    throw new ApiError('VALIDATION_ERROR', 'Invalid cursor: it is the version_number to page after (next_cursor).', { fields: [{ field: 'query.cursor', message: 'not a version number' }] });
  }
  const rows = await ctx.db
    .selectFrom('versions')
    .select(['id', 'version_number', 'prompt_text', 'created_at', 'name', 'updated_at'])
    .where('diagram_id', '=', diagram.id)
    .where('version_number', '>', after)
    .orderBy('version_number', 'asc')
    .limit(input.limit + 1)
    .execute();
  const page = paginate(rows, input.limit, (r) => String(r.version_number));
  return {
    ...page,
    items: page.items.map((r) => toVersionSummary(r, diagram.current_version_id)),
  };
}

/** GET /diagrams/{id}/versions/{version_id}: DiagramOut of that version (id = the diagram id). */
export async function getVersion({ ctx, input }: { ctx: Ctx; input: { id: string; versionId: string } }): Promise<DiagramOut> {
  const diagram = await findOwnedDiagram(ctx.db, ctx.actor.accountId, input.id);
  if (!isId(input.versionId)) throw notFound('version');
  const version = await ctx.db.selectFrom('versions').selectAll().where('diagram_id', '=', diagram.id).where('id', '=', input.versionId).executeTakeFirst();
  if (!version) throw notFound('version');
  return toDiagramOut(ctx.engine, diagram, version);
}

/** PATCH /diagrams/{id}/versions/{version_id} (Skyplan extra): names a version; blank or null clears it. */
export async function renameVersion({ ctx, input }: { ctx: Ctx; input: RenameVersionRequest & { id: string; versionId: string } }): Promise<VersionSummary> {
  const { diagram, version } = await findOwnedWithVersion(ctx.db, ctx.actor.accountId, input.id, input.versionId);
  const name = input.name?.trim() || null;
  const row = await ctx.db.updateTable('versions').set({ name }).where('id', '=', version.id).returningAll().executeTakeFirstOrThrow();
  return toVersionSummary(row, diagram.current_version_id);
}

/** POST /diagrams/{id}/revert (free): a new current version copied from the chosen one. */
export async function revertDiagram({ ctx, input }: { ctx: Ctx; input: RevertRequest & { id: string } }): Promise<DiagramSummary> {
  const diagram = await findOwnedDiagram(ctx.db, ctx.actor.accountId, input.id);
  let query = ctx.db.selectFrom('versions').selectAll().where('diagram_id', '=', diagram.id);
  if (input.version_id !== undefined) {
    if (!isId(input.version_id)) throw notFound('version');
    query = query.where('id', '=', input.version_id);
  }
  if (input.version_number !== undefined) query = query.where('version_number', '=', input.version_number);
  const source = await query.executeTakeFirst();
  if (!source) throw notFound('version');
  const now = ctx.clock.now();
  const { diagram: updated } = await ctx.db.transaction().execute((trx) =>
    appendVersion(
      trx,
      diagram.id,
      { xml: source.xml, promptText: `Reverted to version ${source.version_number}`, warnings: source.warnings, suggestions: source.suggestions },
      now,
    ),
  );
  return toSummary(updated);
}
