import type { Kysely } from 'kysely';
import type { Account, DB } from '../../db/schema.js';
import { newId } from '../../ids.js';
import { planOf } from '../plans.js';

/** Credits the account receives each month; -1 = unlimited. */
export function monthlyCreditsOf(account: Pick<Account, 'plan' | 'monthly_credits_override'>): number {
  return account.monthly_credits_override ?? planOf(account.plan).monthlyCredits;
}

export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The start of the period `now` falls in, stepping whole months from `start`. */
export function currentPeriodStart(start: Date, now: Date): Date {
  let current = start;
  let months = 0;
  while (addMonths(start, months + 1).getTime() <= now.getTime()) {
    months++;
    current = addMonths(start, months);
  }
  return current;
}

/**
 * Starts a new credit period when a month has passed: the balance becomes the month's grant
 * (unused credits do not roll over) and a `monthly_reset` row records it. Guarded by the old
 * period_start so concurrent requests grant once.
 */
export async function refreshPeriod(db: Kysely<DB>, account: Account, now: Date): Promise<Account> {
  const start = currentPeriodStart(account.period_start, now);
  if (start.getTime() === account.period_start.getTime()) return account;
  const monthly = monthlyCreditsOf(account);
  const balance = monthly < 0 ? -1 : monthly;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('accounts')
      .set({ credit_balance: balance, period_start: start, updated_at: now })
      .where('id', '=', account.id)
      .where('period_start', '=', account.period_start)
      .returningAll()
      .executeTakeFirst();
    if (!updated) return trx.selectFrom('accounts').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
    await trx
      .insertInto('credit_ledger')
      .values({ id: newId(), account_id: account.id, action: 'monthly_reset', credits_granted: Math.max(0, monthly), balance_after: balance, created_at: now })
      .execute();
    return updated;
  });
}

/** The account with its period brought up to date. */
export async function loadAccount(db: Kysely<DB>, accountId: string, now: Date): Promise<Account> {
  const account = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
  return refreshPeriod(db, account, now);
}
