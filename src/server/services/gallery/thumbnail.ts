import crypto from 'node:crypto';
import type { Ctx } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { isId } from '../../ids.js';
import { mapRenderError } from '../diagrams/export.js';

/** Drawn previews, by item and version: the gallery shows the same few dozen again and again. */
const drawn = new Map<string, { svg: string; etag: string }>();
const MAX_DRAWN = 200;

const notFound = () => new ApiError('NOT_FOUND', 'No gallery diagram with that id. List them with GET /api/v2/gallery.');

/** The XML of a library item or of a public diagram's current version, with what identifies that version. */
async function galleryXml(ctx: Ctx, id: string): Promise<{ xml: string; version: string } | null> {
  const item = await ctx.db.selectFrom('library_items').select(['xml', 'created_at']).where('id', '=', id).executeTakeFirst();
  if (item) return { xml: item.xml, version: item.created_at.toISOString() };
  const shared = await ctx.db
    .selectFrom('diagrams as d')
    .innerJoin('versions as v', 'v.id', 'd.current_version_id')
    .select(['v.xml', 'v.id as version'])
    .where('d.id', '=', id)
    .where('d.is_public', '=', true)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst();
  return shared ?? null;
}

/**
 * GET /gallery/{id}/thumbnail: the gallery diagram drawn as SVG by the export renderer (draw.io's
 * own viewer). Only what the gallery lists: library items and public diagrams; anything else 404.
 */
export async function galleryThumbnail({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<{ svg: string; etag: string }> {
  if (!isId(input.id)) throw notFound();
  const found = await galleryXml(ctx, input.id);
  if (!found) throw notFound();
  const key = `${input.id}:${found.version}`;
  const hit = drawn.get(key);
  if (hit) return hit;
  let svg: string;
  try {
    ({ svg } = await ctx.renderer().renderSvg(found.xml, { border: 8 }));
  } catch (err) {
    return mapRenderError(err);
  }
  const entry = { svg, etag: `"${crypto.createHash('sha256').update(key).digest('base64url').slice(0, 22)}"` };
  if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value as string);
  drawn.set(key, entry);
  return entry;
}
