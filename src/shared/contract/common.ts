import { z } from 'zod';
import { FrameworkSchema, PillarSchema, SeveritySchema } from './values.js';

/**
 * Building blocks shared by the resources of the contract: ids, timestamps, pages, and the
 * entities several routes return (warnings, scores, usage).
 */

/** Diagram, version, job and key ids: lowercase UUIDv4 (API.md §0). */
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const IdSchema = z.string().regex(UUID_V4, 'must be a lowercase UUIDv4');

/**
 * A path id as sent. Any string is accepted so an id that is not ours (a foreign format, or
 * MCP's `11111111-1111-1111-1111-111111111111`) answers 404 NOT_FOUND, never a 422.
 */
export const PathIdSchema = z.string().min(1).max(200);

export const TimestampSchema = z.iso.datetime({ offset: true });

/** `?limit=` of every list: 1–100, default 20. */
export const LimitSchema = z.coerce.number().int().min(1).max(100).default(20);
/** `?cursor=`: the opaque `next_cursor` of the previous page. */
export const CursorSchema = z.string().min(1).max(500).optional();

/** Query booleans arrive as the strings `true`/`false` (also `1`/`0`). */
export const QueryBoolSchema = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A repeatable query parameter (`?action=edit&action=fix`): one value or many, always an array. */
export function repeatable<T extends z.ZodType>(item: T) {
  return z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);
}

/** A page of items; `next_cursor` is null on the last page. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.string().nullable().optional(), has_more: z.boolean() });
}

/** A compliance control: `framework` from /meta (FRAMEWORKS), the framework's own id and title. */
export const ControlOutSchema = z
  .object({ framework: FrameworkSchema, id: z.string(), title: z.string() })
  .meta({ id: 'ControlOut' });
export type ControlOut = z.infer<typeof ControlOutSchema>;

/** A review finding (API.md §10 plus the §0 extras). `type` is the rule id. */
export const WarningOutSchema = z
  .object({
    /** Stable per diagram version: send it back to `/fix` as `warning_id`. */
    id: z.string(),
    type: z.string(),
    component: z.string().nullable().optional(),
    message: z.string(),
    severity: SeveritySchema,
    pillar: PillarSchema,
    recommendation: z.string(),
    /** draw.io cell ids the finding is about (select them in the editor). */
    cell_ids: z.array(z.string()),
    /** The compliance controls the finding relates to (all frameworks, or those asked for). */
    controls: z.array(ControlOutSchema).optional(),
  })
  .meta({ id: 'WarningOut' });
export type WarningOut = z.infer<typeof WarningOutSchema>;

export const ScoreBreakdownOutSchema = z
  .object({ type: z.string(), label: z.string(), count: z.number().int(), deduction: z.number().int() })
  .meta({ id: 'ScoreBreakdownOut' });

/** 0–100 from the current warnings; `info` findings (suggestions) do not count. */
export const ScoreOutSchema = z
  .object({
    score: z.number().int().min(0).max(100),
    tier: z.string(),
    warning_count: z.number().int(),
    recoverable_points: z.number().int(),
    breakdown: z.array(ScoreBreakdownOutSchema),
  })
  .meta({ id: 'ScoreOut' });
export type ScoreOut = z.infer<typeof ScoreOutSchema>;

/** What a billable call cost; `credits_remaining` is -1 on an unlimited plan. */
export const UsageOutSchema = z
  .object({
    credits_charged: z.number(),
    credits_remaining: z.number(),
    tier: z.string().nullable().optional(),
  })
  .meta({ id: 'UsageOut' });
export type UsageOut = z.infer<typeof UsageOutSchema>;
