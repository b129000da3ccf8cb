import type { Kysely } from 'kysely';
import type { Account, DB } from '../../db/schema.js';
import { newId } from '../../ids.js';
import { monthlyCreditsOf } from '../credits/period.js';
import { PLANS } from '../plans.js';

type AdminCtx = { ctx: { db: Kysely<DB>; clock: { now(): Date } } };

export class AdminError extends Error {
  override name = 'AdminError';
}

export async function findAccount(db: Kysely<DB>, email: string): Promise<Account> {
  const account = await db.selectFrom('accounts').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!account) throw new AdminError(`No account for ${email}. Create it with: npm run admin -- create-user --email ${email}`);
  return account;
}

/**
 * Moves an account to another plan (optionally with its own monthly credits, -1 = unlimited).
 * The balance becomes the new plan's monthly grant, recorded as a `monthly_reset` row.
 */
export async function setPlan({ ctx, input }: AdminCtx & { input: { email: string; plan: string; monthlyCredits?: number | null } }): Promise<Account> {
  if (!PLANS[input.plan]) throw new AdminError(`Unknown plan "${input.plan}". Plans: ${Object.keys(PLANS).join(', ')}.`);
  const account = await findAccount(ctx.db, input.email);
  const now = ctx.clock.now();
  const override = input.monthlyCredits === undefined ? account.monthly_credits_override : input.monthlyCredits;
  const monthly = monthlyCreditsOf({ plan: input.plan, monthly_credits_override: override });
  const balance = monthly < 0 ? -1 : monthly;
  return ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('accounts')
      .set({ plan: input.plan, monthly_credits_override: override, credit_balance: balance, period_start: now, updated_at: now })
      .where('id', '=', account.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('credit_ledger')
      .values({ id: newId(), account_id: account.id, action: 'monthly_reset', credits_granted: Math.max(0, monthly), balance_after: balance, created_at: now })
      .execute();
    return updated;
  });
}

/** Sets the balance to `credits`, recording the difference as an `addon` grant row. */
export async function setCredits({ ctx, input }: AdminCtx & { input: { email: string; credits: number } }): Promise<Account> {
  if (!Number.isInteger(input.credits) || input.credits < 0) throw new AdminError('--credits must be a whole number ≥ 0.');
  const account = await findAccount(ctx.db, input.email);
  if (monthlyCreditsOf(account) < 0) throw new AdminError(`${account.email} is on an unlimited plan; credits do not apply. Move it with set-plan first.`);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('accounts')
      .set({ credit_balance: input.credits, updated_at: now })
      .where('id', '=', account.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('credit_ledger')
      .values({
        id: newId(),
        account_id: account.id,
        action: 'addon',
        credits_granted: input.credits - account.credit_balance,
        balance_after: input.credits,
        created_at: now,
      })
      .execute();
    return updated;
  });
}
