import type { Transaction } from 'kysely';
import { addSeconds } from '../../clock.js';
import type { ServiceDeps } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';

/**
 * Idempotency-Key (API.md §0, §6): the same key with the same request within 24 h replays the
 * stored answer with no second run or charge; while the first is still running → 409
 * IDEMPOTENCY_IN_PROGRESS; a different request under the key → 422 IDEMPOTENCY_KEY_REUSED.
 * Keys are scoped per account and only successes are stored — in the same transaction as the
 * work and its charge, so a crash can never leave a charge without its stored answer.
 */
export const REPLAY_WINDOW_SECONDS = 24 * 3600;
/**
 * A running claim is leased for this long and renewed every RENEW_EVERY_SECONDS while its work
 * runs; a claim whose lease lapsed belongs to a process that died (kill -9, power loss) and is
 * taken over by the next retry — within the SDKs' retry ladder (5/15/30 s).
 */
export const RUNNING_LEASE_SECONDS = 15;
export const RENEW_EVERY_SECONDS = 5;

export type Claim = { state: 'claimed' } | { state: 'replay'; status: number; body: unknown };

type Ctx = Pick<ServiceDeps, 'db' | 'clock'>;

export interface KeyScope {
  accountId: string;
  key: string;
  requestHash: string;
}

const inProgress = () =>
  new ApiError('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still running. Wait a few seconds and send it again with the same key.');

export async function claimIdempotencyKey({ ctx, input }: { ctx: Ctx; input: KeyScope }): Promise<Claim> {
  const now = ctx.clock.now();
  const fresh = { request_hash: input.requestHash, state: 'running' as const, response_status: null, response_body: null, created_at: now, lease_until: addSeconds(now, RUNNING_LEASE_SECONDS), expires_at: addSeconds(now, REPLAY_WINDOW_SECONDS) };
  const inserted = await ctx.db
    .insertInto('idempotency_records')
    .values({ account_id: input.accountId, idem_key: input.key, ...fresh })
    .onConflict((oc) => oc.columns(['account_id', 'idem_key']).doNothing())
    .returning('idem_key')
    .executeTakeFirst();
  if (inserted) return { state: 'claimed' };
  const existing = await ctx.db
    .selectFrom('idempotency_records')
    .selectAll()
    .where('account_id', '=', input.accountId)
    .where('idem_key', '=', input.key)
    .executeTakeFirst();
  if (!existing) return claimIdempotencyKey({ ctx, input });
  const expired = existing.expires_at.getTime() <= now.getTime();
  const abandoned = existing.state === 'running' && existing.lease_until.getTime() <= now.getTime();
  if (expired || abandoned) {
    // Take the key over, guarded by what we read so only one retry wins.
    const taken = await ctx.db
      .updateTable('idempotency_records')
      .set(fresh)
      .where('account_id', '=', input.accountId)
      .where('idem_key', '=', input.key)
      .where('created_at', '=', existing.created_at)
      .where('state', '=', existing.state)
      .returning('idem_key')
      .executeTakeFirst();
    if (taken) return { state: 'claimed' };
    return claimIdempotencyKey({ ctx, input });
  }
  if (existing.request_hash !== input.requestHash) {
    throw new ApiError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
    );
  }
  if (existing.state === 'running') throw inProgress();
  return { state: 'replay', status: existing.response_status ?? 200, body: JSON.parse(existing.response_body ?? 'null') };
}

/** Extends a running claim's lease (the heartbeat of a live process); false once it is not ours. */
export async function renewIdempotencyKey({ ctx, input }: { ctx: Ctx; input: KeyScope }): Promise<boolean> {
  const renewed = await ctx.db
    .updateTable('idempotency_records')
    .set({ lease_until: addSeconds(ctx.clock.now(), RUNNING_LEASE_SECONDS) })
    .where('account_id', '=', input.accountId)
    .where('idem_key', '=', input.key)
    .where('request_hash', '=', input.requestHash)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/** Stores the successful answer; call inside the transaction that commits the work. */
export async function completeIdempotencyKey(trx: Transaction<DB>, scope: KeyScope, status: number, body: unknown): Promise<void> {
  await trx
    .updateTable('idempotency_records')
    .set({ state: 'done', response_status: status, response_body: JSON.stringify(body) })
    .where('account_id', '=', scope.accountId)
    .where('idem_key', '=', scope.key)
    .execute();
}

/** Forgets a claim whose request failed, so the caller may retry with the same key. */
export async function releaseIdempotencyKey({ ctx, input }: { ctx: Ctx; input: KeyScope }): Promise<void> {
  await ctx.db
    .deleteFrom('idempotency_records')
    .where('account_id', '=', input.accountId)
    .where('idem_key', '=', input.key)
    .where('state', '=', 'running')
    .execute();
}
