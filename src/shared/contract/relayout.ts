import { z } from 'zod';
import { IdSchema, PathIdSchema, QueryBoolSchema, ScoreOutSchema, WarningOutSchema } from './common.js';
import { DiagramParamsSchema } from './diagrams.js';
import { defineRoute } from './route.js';

/** Re-layout: an asynchronous job behind a confirm gate (API.md §9.15–9.16). */

export const RELAYOUT_STATUSES = ['pending', 'running', 'done', 'failed', 'confirmation_required'] as const;

export const RelayoutQuerySchema = z.object({ confirm: QueryBoolSchema.default(false) });

/**
 * Without `confirm=true`: `{status:"confirmation_required", chargeable, message}` (200), no job.
 * With it: `{job_id, status:"pending", chargeable, progress}` (202); a job already pending for the
 * diagram is returned instead of a new one. `chargeable` is the server's verdict: false while the
 * diagram's free re-layouts last.
 */
export const RelayoutStartSchema = z
  .object({
    job_id: IdSchema.optional(),
    status: z.enum(['pending', 'running', 'done', 'failed', 'confirmation_required']),
    chargeable: z.boolean(),
    message: z.string().optional(),
    reason: z.string().nullable().optional(),
    progress: z.number().int().min(0).max(100).optional(),
    /** Credits a confirmed start will charge on delivery (0 while free re-layouts last). */
    credits: z.number().optional(),
  })
  .meta({ id: 'RelayoutStart' });
export type RelayoutStart = z.infer<typeof RelayoutStartSchema>;

export const RelayoutStatusOutSchema = z
  .object({
    job_id: IdSchema,
    /** pending (queued) → running → done | failed. */
    status: z.enum(['pending', 'running', 'done', 'failed']),
    applied: z.boolean().nullable().optional(),
    reason: z.string().nullable().optional(),
    version_number: z.number().int().nullable().optional(),
    progress: z.number().int().min(0).max(100),
    xml: z.string().nullable().optional(),
    warnings: z.array(WarningOutSchema),
    score: ScoreOutSchema.nullable().optional(),
  })
  .meta({ id: 'RelayoutStatusOut' });
export type RelayoutStatusOut = z.infer<typeof RelayoutStatusOutSchema>;

const tags = ['relayout'];
export const relayoutRoutes = {
  start: defineRoute({
    id: 'relayout.start',
    method: 'POST',
    path: '/diagrams/{diagram_id}/relayout',
    summary: 'Start a re-layout job (asks for confirm=true first)',
    description: 'The first 2 re-layouts of a diagram are free, then 1 credit, charged on delivery. Honours Idempotency-Key.',
    tags,
    auth: 'account',
    scope: 'diagrams:write',
    billable: true,
    params: DiagramParamsSchema,
    query: RelayoutQuerySchema,
    responses: { 202: RelayoutStartSchema, 200: RelayoutStartSchema },
  }),
  status: defineRoute({
    id: 'relayout.status',
    method: 'GET',
    path: '/diagrams/{diagram_id}/relayout/{job_id}',
    summary: 'Poll a re-layout job',
    tags,
    auth: 'account',
    scope: 'diagrams:read',
    params: z.object({ diagram_id: PathIdSchema, job_id: PathIdSchema }),
    responses: { 200: RelayoutStatusOutSchema },
  }),
} as const;
