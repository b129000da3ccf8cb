import type { ServiceDeps } from '../../context.js';
import { newId } from '../../ids.js';
import { LIBRARY_PROMPTS, type LibraryPrompt } from './library-prompts.js';

/**
 * Builds one library item through the real pipeline: planner → Skyplan's own fixes (the gallery
 * shows what its review recommends) → layout → compile → review.
 */
async function build(deps: ServiceDeps, item: LibraryPrompt, signal: AbortSignal) {
  const plan = await deps.planner.planDiagram({ prompt: item.prompt, provider: item.provider, diagramType: item.diagramType }, { signal });
  const model = deps.engine.improve(plan.model);
  const geometry = await deps.engine.layout(model, { signal });
  const xml = deps.engine.compile(model, geometry);
  const { warnings } = deps.engine.review(model);
  return { xml, warnings, diagramType: plan.diagramType };
}

/**
 * Adds the curated library items this database does not have yet (by slug). Idempotent and safe
 * with several processes (the slug is unique). Returns the slugs added.
 */
export async function seedLibrary(deps: ServiceDeps, signal: AbortSignal = new AbortController().signal): Promise<string[]> {
  const have = new Set((await deps.db.selectFrom('library_items').select('slug').execute()).map((r) => r.slug));
  const added: string[] = [];
  const base = deps.clock.now().getTime();
  for (const [index, item] of LIBRARY_PROMPTS.entries()) {
    if (have.has(item.slug) || signal.aborted) continue;
    try {
      const built = await build(deps, item, signal);
      const inserted = await deps.db
        .insertInto('library_items')
        .values({
          id: newId(),
          slug: item.slug,
          title: item.title,
          description: item.description,
          category: item.category,
          cloud_provider: item.provider,
          diagram_type: built.diagramType,
          prompt: item.prompt,
          xml: built.xml,
          warnings: JSON.stringify(built.warnings),
          // Listed in the curated order (the gallery is newest first).
          created_at: new Date(base - index * 1000),
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning('slug')
        .executeTakeFirst();
      if (inserted) added.push(inserted.slug);
    } catch (err) {
      deps.log.warn({ err, slug: item.slug }, 'could not build a library diagram; it will be retried at the next start');
    }
  }
  return added;
}
