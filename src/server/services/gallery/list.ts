import { sql, type Kysely } from 'kysely';
import type { GalleryItem, GalleryList, GalleryQuery } from '../../../shared/contract/index.js';
import type { Ctx } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { decodeCursor, encodeCursor, paginate } from '../diagrams/cursor.js';

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function library(db: Kysely<DB>, q: GalleryQuery) {
  let query = db
    .selectFrom('library_items')
    .select((eb) => [
      'id',
      'title',
      'cloud_provider',
      'diagram_type',
      'created_at',
      sql<string>`'library'`.as('source'),
      eb.ref('category').$castTo<string | null>().as('category'),
      eb.ref('description').$castTo<string | null>().as('description'),
    ]);
  if (q.q) query = query.where((eb) => eb.or([eb('title', 'ilike', like(q.q!)), eb('description', 'ilike', like(q.q!))]));
  if (q.cloud_provider) query = query.where('cloud_provider', '=', q.cloud_provider);
  if (q.diagram_type) query = query.where('diagram_type', '=', q.diagram_type);
  return query;
}

function community(db: Kysely<DB>, q: GalleryQuery) {
  let query = db
    .selectFrom('diagrams')
    .select(['id', 'title', 'cloud_provider', 'diagram_type', 'created_at', sql<string>`'community'`.as('source'), sql<string | null>`NULL`.as('category'), 'description'])
    .where('is_public', '=', true)
    .where('deleted_at', 'is', null);
  if (q.q) query = query.where((eb) => eb.or([eb('title', 'ilike', like(q.q!)), eb('description', 'ilike', like(q.q!))]));
  if (q.cloud_provider) query = query.where('cloud_provider', '=', q.cloud_provider);
  if (q.diagram_type) query = query.where('diagram_type', '=', q.diagram_type);
  return query;
}

/** GET /gallery: the curated library and everyone's public diagrams, newest first, searchable. */
export async function listGallery({ ctx, input }: { ctx: Ctx; input: GalleryQuery }): Promise<GalleryList> {
  const parts = input.source === 'library' ? library(ctx.db, input) : input.source === 'community' ? community(ctx.db, input) : library(ctx.db, input).unionAll(community(ctx.db, input));
  let query = ctx.db.selectFrom(parts.as('g')).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit + 1);
  if (input.cursor) {
    const { createdAt, id } = decodeCursor(input.cursor);
    query = query.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
  }
  const page = paginate(await query.execute(), input.limit, (r) => encodeCursor(r.created_at, r.id));
  const items: GalleryItem[] = page.items.map((r) => ({
    id: r.id,
    title: r.title,
    cloud_provider: r.cloud_provider,
    diagram_type: r.diagram_type,
    created_at: r.created_at.toISOString(),
    source: r.source as GalleryItem['source'],
    category: r.category,
    description: r.description,
    thumbnail_url: `/api/v2/gallery/${r.id}/thumbnail`,
  }));
  return { items, has_more: page.has_more, next_cursor: page.next_cursor };
}
