import type { Kysely } from 'kysely';
import type { Account, DB } from '../../db/schema.js';
import { newId } from '../../ids.js';
import { monthlyCreditsOf } from '../credits/period.js';
import { PLANS } from '../plans.js';

export interface EnsureAccountInput {
  email: string;
  /** Plan of a new account (default free); an existing account keeps its plan. */
  plan?: string;
}

/**
 * The account of an e-mail address, created on first use with its first month's credits
 * (a `monthly_reset` ledger row). Safe under concurrency: the address is unique.
 */
export async function ensureAccount({ ctx, input }: { ctx: { db: Kysely<DB>; clock: { now(): Date } }; input: EnsureAccountInput }): Promise<{ account: Account; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const plan = input.plan ?? 'free';
  if (!PLANS[plan]) throw new Error(`Unknown plan "${plan}"; plans: ${Object.keys(PLANS).join(', ')}`);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const monthly = monthlyCreditsOf({ plan, monthly_credits_override: null });
    const balance = monthly < 0 ? -1 : monthly;
    const inserted = await trx
      .insertInto('accounts')
      .values({ id: newId(), email, plan, credit_balance: balance, period_start: now, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      return { account: await trx.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirstOrThrow(), created: false };
    }
    await trx
      .insertInto('credit_ledger')
      .values({ id: newId(), account_id: inserted.id, action: 'monthly_reset', credits_granted: Math.max(0, monthly), balance_after: balance, created_at: now })
      .execute();
    return { account: inserted, created: true };
  });
}
