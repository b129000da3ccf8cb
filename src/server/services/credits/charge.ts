import type { Kysely, Transaction } from 'kysely';
import type { BillableAction } from '../../../shared/contract/values.js';
import type { UsageOut } from '../../../shared/contract/common.js';
import type { Actor } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { newId } from '../../ids.js';
import { tierOf } from './costs.js';
import { loadAccount, monthlyCreditsOf } from './period.js';

export interface ChargeInput {
  actor: Actor;
  action: BillableAction;
  credits: number;
  diagramId: string | null;
  now: Date;
  /** Where to send people who are out of credits. */
  upgradeUrl: string;
}

export function quotaExceeded(remaining: number, required: number, upgradeUrl: string): ApiError {
  return new ApiError(
    'QUOTA_EXCEEDED',
    `You are out of credits: this needs ${required} and ${remaining} remain. They renew monthly; ask your administrator for more or upgrade at ${upgradeUrl}.`,
    { upgrade_url: upgradeUrl, credits_remaining: remaining, credits_required: required },
  );
}

/**
 * Debits the ledger inside the caller's transaction — the one that stores the work being paid
 * for — so a charge and its result commit together or not at all. The balance is decremented
 * only while it covers the cost (a conditional UPDATE), so concurrent charges never overdraw.
 */
export async function chargeInTx(trx: Transaction<DB>, input: ChargeInput): Promise<UsageOut> {
  const { actor, credits, now } = input;
  const account = await trx
    .selectFrom('accounts')
    .select(['plan', 'monthly_credits_override', 'credit_balance'])
    .where('id', '=', actor.accountId)
    .executeTakeFirstOrThrow();
  const unlimited = monthlyCreditsOf(account) < 0;
  let balance = -1;
  if (!unlimited && credits > 0) {
    const updated = await trx
      .updateTable('accounts')
      .set((eb) => ({ credit_balance: eb('credit_balance', '-', credits), updated_at: now }))
      .where('id', '=', actor.accountId)
      .where('credit_balance', '>=', credits)
      .returning('credit_balance')
      .executeTakeFirst();
    if (!updated) throw quotaExceeded(account.credit_balance, credits, input.upgradeUrl);
    balance = updated.credit_balance;
  } else if (!unlimited) {
    balance = account.credit_balance;
  }
  await trx
    .insertInto('credit_ledger')
    .values({
      id: newId(),
      account_id: actor.accountId,
      action: input.action,
      credits_charged: credits,
      balance_after: balance,
      diagram_id: input.diagramId,
      source: actor.source,
      livemode: actor.livemode,
      key_id: actor.keyId,
      request_id: actor.requestId,
      tool: actor.tool,
      tier: tierOf(credits),
      created_at: now,
    })
    .execute();
  return { credits_charged: credits, credits_remaining: balance, tier: tierOf(credits) };
}

/**
 * Refuses early (before any work) when the balance cannot cover the cheapest outcome. The
 * charge itself re-checks inside its transaction.
 */
export async function assertCanAfford(db: Kysely<DB>, actor: Actor, credits: number, now: Date, upgradeUrl: string): Promise<void> {
  if (credits <= 0) return;
  const account = await loadAccount(db, actor.accountId, now);
  if (monthlyCreditsOf(account) < 0) return;
  if (account.credit_balance < credits) throw quotaExceeded(account.credit_balance, credits, upgradeUrl);
}
