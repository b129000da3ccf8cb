import type { MeOut } from '../../shared/contract/index.js';
import type { Ctx } from '../context.js';
import { loadAccount, monthlyCreditsOf } from './credits/period.js';

/** GET /me: the account and the credential of this call. */
export async function getMe({ ctx }: { ctx: Ctx }): Promise<MeOut> {
  const account = await loadAccount(ctx.db, ctx.actor.accountId, ctx.clock.now());
  return {
    id: account.id,
    email: account.email,
    plan: account.plan,
    scopes: ctx.actor.scopes,
    livemode: ctx.actor.livemode,
    credits_remaining: monthlyCreditsOf(account) < 0 ? -1 : account.credit_balance,
    auth_method: ctx.actor.via,
  };
}
