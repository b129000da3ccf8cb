import type { UsageSummary } from '../../../shared/contract/index.js';
import type { Ctx } from '../../context.js';
import { COST_RANGE, FREE_RELAYOUTS_PER_DIAGRAM } from '../credits/costs.js';
import { addMonths, loadAccount, monthlyCreditsOf } from '../credits/period.js';

const estimate = (r: { min: number; max: number }) => ({ min_credits: r.min, max_credits: r.max });

/** GET /usage: plan, real balance (-1 unlimited), this period's spend, and per-action costs. */
export async function usageSummary({ ctx }: { ctx: Ctx }): Promise<UsageSummary> {
  const account = await loadAccount(ctx.db, ctx.actor.accountId, ctx.clock.now());
  const monthly = monthlyCreditsOf(account);
  const spent = await ctx.db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credits_charged'), eb.lit(0)).as('total'))
    .where('account_id', '=', account.id)
    .where('created_at', '>=', account.period_start)
    .executeTakeFirstOrThrow();
  return {
    plan: account.plan,
    credits_remaining: monthly < 0 ? -1 : account.credit_balance,
    monthly_credits: monthly,
    credits_used_this_period: Number(spent.total),
    period_start: account.period_start.toISOString(),
    resets_at: addMonths(account.period_start, 1).toISOString(),
    cost_estimates: {
      generate: estimate(COST_RANGE.generate),
      edit: estimate(COST_RANGE.edit),
      fix: estimate(COST_RANGE.fix),
      relayout: estimate(COST_RANGE.relayout),
    },
    free_relayouts_per_diagram: FREE_RELAYOUTS_PER_DIAGRAM,
  };
}
