import { z } from 'zod';
import { CursorSchema, IdSchema, LimitSchema, PathIdSchema, TimestampSchema, pageOf } from './common.js';
import { defineRoute } from './route.js';
import { DiagramTypeSchema, ProviderSchema } from './values.js';

/** The gallery: a curated library plus people's public diagrams, and fork (API.md §9.17–9.18). */

export const GALLERY_SOURCES = ['all', 'community', 'library'] as const;

export const GalleryQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cloud_provider: ProviderSchema.optional(),
  diagram_type: DiagramTypeSchema.optional(),
  source: z.enum(GALLERY_SOURCES).default('all'),
  limit: LimitSchema,
  cursor: CursorSchema,
});
export type GalleryQuery = z.infer<typeof GalleryQuerySchema>;

export const GalleryItemSchema = z
  .object({
    id: IdSchema,
    title: z.string(),
    cloud_provider: z.string().nullable().optional(),
    diagram_type: z.string().nullable().optional(),
    created_at: TimestampSchema.nullable(),
    source: z.enum(['community', 'library']),
    category: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    /** Skyplan fills it: GET it (signed in) for an SVG preview of the diagram. */
    thumbnail_url: z.string().nullable().optional(),
  })
  .meta({ id: 'GalleryItem' });
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

export const GalleryListSchema = pageOf(GalleryItemSchema).meta({ id: 'GalleryList' });
export type GalleryList = z.infer<typeof GalleryListSchema>;

export const ForkResponseSchema = z
  .object({
    id: IdSchema,
    title: z.string(),
    forked_from_id: IdSchema.nullable().optional(),
    forked_from_library_id: IdSchema.nullable().optional(),
    created_at: TimestampSchema.nullable(),
  })
  .meta({ id: 'ForkResponse' });
export type ForkResponse = z.infer<typeof ForkResponseSchema>;

const tags = ['gallery'];
export const galleryRoutes = {
  list: defineRoute({
    id: 'gallery.list',
    method: 'GET',
    path: '/gallery',
    summary: 'Search the curated library and public diagrams',
    tags,
    auth: 'account',
    scope: 'diagrams:read',
    query: GalleryQuerySchema,
    responses: { 200: GalleryListSchema },
  }),
  thumbnail: defineRoute({
    id: 'gallery.thumbnail',
    method: 'GET',
    path: '/gallery/{diagram_id}/thumbnail',
    summary: "A gallery diagram drawn as SVG, for previews (each item's thumbnail_url)",
    tags,
    auth: 'account',
    scope: 'diagrams:read',
    meter: 'previews',
    params: z.object({ diagram_id: PathIdSchema }),
    responses: { 200: { kind: 'raw', contentTypes: ['image/svg+xml'] } },
  }),
  fork: defineRoute({
    id: 'gallery.fork',
    method: 'POST',
    path: '/gallery/{diagram_id}/fork',
    summary: 'Copy a gallery diagram into your account as a private diagram (free)',
    tags,
    auth: 'account',
    scope: 'diagrams:write',
    params: z.object({ diagram_id: PathIdSchema }),
    responses: { 201: ForkResponseSchema },
  }),
} as const;
