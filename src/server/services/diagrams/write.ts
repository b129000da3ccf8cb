import type { DiagramSummary, ImportRequest, UpdateDiagramRequest } from '../../../shared/contract/index.js';
import type { Ctx } from '../../context.js';
import { prepareOrRefuse } from './review.js';
import { findOwnedDiagram, insertDiagram, notFound } from './store.js';
import { editorOf, saveEditorXml } from './edit-burst.js';
import { toSummary } from './out.js';

/** POST /diagrams/import (free): sanitized XML becomes version 1, reviewed. */
export async function importDiagram({ ctx, input, signal }: { ctx: Ctx; input: ImportRequest; signal?: AbortSignal }): Promise<DiagramSummary> {
  const { xml, title: found, review } = await prepareOrRefuse(ctx, input.xml, signal);
  const title = input.title ?? (found.trim() || 'Imported diagram');
  const now = ctx.clock.now();
  const { diagram } = await ctx.db.transaction().execute((trx) =>
    insertDiagram(
      trx,
      { accountId: ctx.actor.accountId, title, cloudProvider: input.cloud_provider, diagramType: input.diagram_type },
      { xml, promptText: 'Imported', ...review },
      now,
    ),
  );
  return toSummary(diagram);
}

/**
 * PATCH /diagrams/{id}: title and visibility in place; new XML (sanitized) as a new version, or
 * into the current one within an editing burst (edit-burst.ts).
 */
export async function updateDiagram({ ctx, input }: { ctx: Ctx; input: UpdateDiagramRequest & { id: string } }): Promise<DiagramSummary> {
  const existing = await findOwnedDiagram(ctx.db, ctx.actor.accountId, input.id);
  const ready = input.xml !== undefined ? await prepareOrRefuse(ctx, input.xml) : null;
  const prepared = ready?.xml ?? null;
  const review = ready?.review ?? null;
  const now = ctx.clock.now();
  const diagram = await ctx.db.transaction().execute(async (trx) => {
    let row = existing;
    if (prepared !== null && review) {
      row = await saveEditorXml(trx, {
        diagramId: existing.id,
        version: { xml: prepared, promptText: 'Edited in the editor', ...review },
        editor: editorOf(ctx.actor),
        now,
        burstSeconds: ctx.config.SKYPLAN_EDIT_BURST_SECONDS,
        baseVersion: input.base_version,
        baseRevision: input.base_revision,
      });
    }
    if (input.title !== undefined || input.is_public !== undefined) {
      const updated = await trx
        .updateTable('diagrams')
        .set({ ...(input.title !== undefined ? { title: input.title } : {}), ...(input.is_public !== undefined ? { is_public: input.is_public } : {}), updated_at: now })
        .where('id', '=', existing.id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw notFound();
      row = updated;
    }
    return row;
  });
  return toSummary(diagram);
}

/** DELETE /diagrams/{id}: soft delete; afterwards the diagram is 404 everywhere. */
export async function deleteDiagram({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<void> {
  const diagram = await findOwnedDiagram(ctx.db, ctx.actor.accountId, input.id);
  await ctx.db.updateTable('diagrams').set({ deleted_at: ctx.clock.now() }).where('id', '=', diagram.id).execute();
}
