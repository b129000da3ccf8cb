import type { BillableAction } from '../../../shared/contract/values.js';

/**
 * What each billable action costs (API.md §0 "credits"). Generate costs 1–3 by the size of the
 * diagram; edit and fix 1; re-layout is free for the first FREE_RELAYOUTS per diagram, then 1.
 */
export const FREE_RELAYOUTS_PER_DIAGRAM = 2;

export const COST_RANGE: Record<BillableAction, { min: number; max: number }> = {
  generate: { min: 1, max: 3 },
  edit: { min: 1, max: 1 },
  fix: { min: 1, max: 1 },
  relayout: { min: 0, max: 1 },
};

/** Generate: 1 credit up to 12 cells, 2 up to 30, 3 above (nodes + groups + edges). */
export function generateCost(cells: number): number {
  if (cells <= 12) return 1;
  if (cells <= 30) return 2;
  return 3;
}

export function relayoutCost(relayoutsUsed: number): number {
  return relayoutsUsed < FREE_RELAYOUTS_PER_DIAGRAM ? 0 : 1;
}

/** The cost tier reported in `usage.tier`. */
export const tierOf = (credits: number): string => (credits >= 3 ? 'pro' : 'standard');

/**
 * The credit prices as numeric limits for `/meta/features`, so clients can show what an action
 * will cost before it runs (`generate_credits_min`…`relayout_credits_max`).
 */
export function costLimits(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [action, { min, max }] of Object.entries(COST_RANGE)) {
    out[`${action}_credits_min`] = min;
    out[`${action}_credits_max`] = max;
  }
  return out;
}
