import type { ForkResponse } from '../../../shared/contract/index.js';
import type { Ctx } from '../../context.js';
import { isId } from '../../ids.js';
import { insertDiagram, notFound } from '../diagrams/store.js';

/**
 * POST /gallery/{id}/fork (free): a private copy, in the caller's account, of a library item,
 * a public diagram, or one of the caller's own diagrams.
 */
export async function forkDiagram({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<ForkResponse> {
  if (!isId(input.id)) throw notFound('gallery diagram');
  const now = ctx.clock.now();
  const item = await ctx.db.selectFrom('library_items').selectAll().where('id', '=', input.id).executeTakeFirst();
  if (item) {
    const { diagram } = await ctx.db.transaction().execute((trx) =>
      insertDiagram(
        trx,
        { accountId: ctx.actor.accountId, title: item.title, cloudProvider: item.cloud_provider, diagramType: item.diagram_type, forkedFromLibraryId: item.id, description: item.description },
        { xml: item.xml, promptText: `Forked from the library: ${item.title}`, warnings: item.warnings, suggestions: [] },
        now,
      ),
    );
    return { id: diagram.id, title: diagram.title, forked_from_id: null, forked_from_library_id: item.id, created_at: diagram.created_at.toISOString() };
  }
  const source = await ctx.db
    .selectFrom('diagrams as d')
    .innerJoin('versions as v', 'v.id', 'd.current_version_id')
    .select(['d.id', 'd.title', 'd.cloud_provider', 'd.diagram_type', 'd.description', 'v.xml', 'v.warnings', 'v.suggestions'])
    .where('d.id', '=', input.id)
    .where('d.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('d.is_public', '=', true), eb('d.account_id', '=', ctx.actor.accountId)]))
    .executeTakeFirst();
  if (!source) throw notFound('gallery diagram');
  const { diagram } = await ctx.db.transaction().execute((trx) =>
    insertDiagram(
      trx,
      { accountId: ctx.actor.accountId, title: source.title, cloudProvider: source.cloud_provider, diagramType: source.diagram_type, forkedFromId: source.id, description: source.description },
      { xml: source.xml, promptText: `Forked from ${source.title}`, warnings: source.warnings, suggestions: source.suggestions },
      now,
    ),
  );
  return { id: diagram.id, title: diagram.title, forked_from_id: source.id, forked_from_library_id: null, created_at: diagram.created_at.toISOString() };
}
