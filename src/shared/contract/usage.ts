import { z } from 'zod';
import { CursorSchema, IdSchema, LimitSchema, QueryBoolSchema, TimestampSchema, repeatable } from './common.js';
import { defineRoute } from './route.js';
import { BillableActionSchema, ClientSourceSchema, GRANT_ACTIONS } from './values.js';

/** Credits: the balance and the per-task ledger (API.md §9.14, §9.20). */

export const CostEstimateSchema = z.object({ min_credits: z.number(), max_credits: z.number() });

export const UsageSummarySchema = z
  .object({
    plan: z.string(),
    /** The real balance; -1 on an unlimited plan. */
    credits_remaining: z.number(),
    /** Credits granted each month by the plan; -1 = unlimited. */
    monthly_credits: z.number(),
    /** Charged since the current period started. */
    credits_used_this_period: z.number(),
    period_start: TimestampSchema,
    /** When the next monthly grant arrives. */
    resets_at: TimestampSchema,
    cost_estimates: z.object({
      generate: CostEstimateSchema,
      edit: CostEstimateSchema,
      fix: CostEstimateSchema,
      relayout: CostEstimateSchema,
    }),
    free_relayouts_per_diagram: z.number().int(),
  })
  .meta({ id: 'UsageSummary' });
export type UsageSummary = z.infer<typeof UsageSummarySchema>;

export const UsageHistoryQuerySchema = z.object({
  limit: LimitSchema,
  cursor: CursorSchema,
  action: repeatable(BillableActionSchema).optional(),
  source: repeatable(ClientSourceSchema).optional(),
  diagram_id: z.string().max(200).optional(),
  livemode: QueryBoolSchema.optional(),
  /** Inclusive. */
  from: TimestampSchema.optional(),
  /** Exclusive. */
  to: TimestampSchema.optional(),
  /** Adds grant rows (monthly_reset, rollover, referral, addon). */
  include_grants: QueryBoolSchema.default(false),
});
export type UsageHistoryQuery = z.infer<typeof UsageHistoryQuerySchema>;

export const USAGE_ACTIONS = [...BillableActionSchema.options, ...GRANT_ACTIONS] as const;

export const UsageHistoryItemSchema = z
  .object({
    id: IdSchema,
    created_at: TimestampSchema,
    /** generate | edit | fix | relayout, or a grant: monthly_reset | rollover | referral | addon. */
    action_type: z.enum(USAGE_ACTIONS),
    /** Credits this task cost (0 on grant rows and free tasks). */
    credits_charged: z.number(),
    /** Skyplan extra: credits a grant row added (0 on tasks). */
    credits_granted: z.number(),
    /** Skyplan extra: the balance after this row (-1 on an unlimited plan). */
    balance_after: z.number(),
    diagram_id: IdSchema.nullable().optional(),
    /** Skyplan extra: the diagram's title now (null when the row has no diagram). */
    diagram_title: z.string().nullable().optional(),
    tier: z.string().nullable().optional(),
    tokens_input: z.number().int().nullable().optional(),
    tokens_output: z.number().int().nullable().optional(),
    tokens_total: z.number().int().nullable().optional(),
    source: ClientSourceSchema.nullable().optional(),
    livemode: z.boolean().nullable().optional(),
    request_id: z.string().nullable().optional(),
  })
  .meta({ id: 'UsageHistoryItem' });
export type UsageHistoryItem = z.infer<typeof UsageHistoryItemSchema>;

/** Totals over every row matching the filters (not only this page). */
export const UsageHistorySummarySchema = z
  .object({ total_credits_charged: z.number(), task_count: z.number().int() })
  .meta({ id: 'UsageHistorySummary' });

export const UsageHistoryListSchema = z
  .object({
    items: z.array(UsageHistoryItemSchema),
    next_cursor: z.string().nullable().optional(),
    has_more: z.boolean(),
    summary: UsageHistorySummarySchema,
  })
  .meta({ id: 'UsageHistoryList' });
export type UsageHistoryList = z.infer<typeof UsageHistoryListSchema>;

const tags = ['usage'];
export const usageRoutes = {
  summary: defineRoute({
    id: 'usage.summary',
    method: 'GET',
    path: '/usage',
    summary: 'Your plan, credit balance and what each action costs',
    tags,
    auth: 'account',
    responses: { 200: UsageSummarySchema },
  }),
  history: defineRoute({
    id: 'usage.history',
    method: 'GET',
    path: '/usage/history',
    summary: 'The credit ledger, newest first, with totals',
    tags,
    auth: 'account',
    query: UsageHistoryQuerySchema,
    responses: { 200: UsageHistoryListSchema },
  }),
} as const;
