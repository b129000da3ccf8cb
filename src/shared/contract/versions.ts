import { z } from 'zod';
import { CursorSchema, IdSchema, LimitSchema, PathIdSchema, TimestampSchema, pageOf } from './common.js';
import { DiagramOutSchema, DiagramParamsSchema, DiagramSummarySchema } from './diagrams.js';
import { defineRoute } from './route.js';

/** Versions of a diagram: list (ascending), one version, revert (API.md §9.12–9.13). */

export const VersionSummarySchema = z
  .object({
    id: IdSchema,
    version_number: z.number().int().min(1),
    /** The prompt that made this version (generate/edit), or what made it (`Imported`, `Re-layout`…). */
    prompt_text: z.string().nullable().optional(),
    created_at: TimestampSchema.nullable(),
    is_current: z.boolean(),
    /** Skyplan extra: the name a person gave this version (null: none). */
    name: z.string().nullable().optional(),
    /** Skyplan extra: when the version last changed in place (an editing burst), else null. */
    updated_at: TimestampSchema.nullable().optional(),
  })
  .meta({ id: 'VersionSummary' });
export type VersionSummary = z.infer<typeof VersionSummarySchema>;

export const VersionListSchema = pageOf(VersionSummarySchema).meta({ id: 'VersionList' });
export type VersionList = z.infer<typeof VersionListSchema>;

/** `cursor` is the version_number to page after. */
export const VersionListQuerySchema = z.object({ limit: LimitSchema, cursor: CursorSchema });

export const RevertRequestSchema = z
  .object({
    version_id: z.string().max(200).optional(),
    version_number: z.number().int().min(1).optional(),
  })
  .refine((v) => v.version_id !== undefined || v.version_number !== undefined, {
    message: 'give version_id or version_number',
  })
  .meta({ id: 'RevertRequest' });
export type RevertRequest = z.infer<typeof RevertRequestSchema>;

/** Skyplan extra: name a version (null or blank clears the name). A named version is never coalesced into. */
export const RenameVersionRequestSchema = z
  .object({
    name: z.string().max(100).nullable(),
  })
  .meta({ id: 'RenameVersionRequest' });
export type RenameVersionRequest = z.infer<typeof RenameVersionRequestSchema>;

const tags = ['versions'];
export const versionRoutes = {
  list: defineRoute({
    id: 'versions.list',
    method: 'GET',
    path: '/diagrams/{diagram_id}/versions',
    summary: 'List the versions of a diagram, oldest first',
    tags,
    auth: 'account',
    scope: 'diagrams:read',
    params: DiagramParamsSchema,
    query: VersionListQuerySchema,
    responses: { 200: VersionListSchema },
  }),
  get: defineRoute({
    id: 'versions.get',
    method: 'GET',
    path: '/diagrams/{diagram_id}/versions/{version_id}',
    summary: 'One version of a diagram (DiagramOut whose id is the diagram id)',
    tags,
    auth: 'account',
    scope: 'diagrams:read',
    params: z.object({ diagram_id: PathIdSchema, version_id: PathIdSchema }),
    responses: { 200: DiagramOutSchema },
  }),
  rename: defineRoute({
    id: 'versions.rename',
    method: 'PATCH',
    path: '/diagrams/{diagram_id}/versions/{version_id}',
    summary: 'Name a version (Skyplan extra; a named version is kept as it is)',
    tags,
    auth: 'account',
    scope: 'diagrams:write',
    params: z.object({ diagram_id: PathIdSchema, version_id: PathIdSchema }),
    body: RenameVersionRequestSchema,
    responses: { 200: VersionSummarySchema },
  }),
  revert: defineRoute({
    id: 'versions.revert',
    method: 'POST',
    path: '/diagrams/{diagram_id}/revert',
    summary: 'Make an earlier version current again (a new version copied from it; free)',
    tags,
    auth: 'account',
    scope: 'diagrams:write',
    params: DiagramParamsSchema,
    body: RevertRequestSchema,
    responses: { 200: DiagramSummarySchema },
  }),
} as const;
