import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type KeyCtx = { ctx: { db: Kysely<DB>; clock: { now(): Date } } };

/**
 * `POST /oauth/device/confirm`: after a client has safely stored its new key, the keys earlier
 * logins of the same device (same device name and client) left behind are revoked, so logging in
 * again does not pile up keys. Keys made in the web app (no client) are never touched.
 */
export async function revokeOtherDeviceKeys({ ctx, input }: KeyCtx & { input: { accountId: string; keyId: string } }): Promise<number> {
  const current = await ctx.db
    .selectFrom('api_keys')
    .select(['device_name', 'client_id'])
    .where('id', '=', input.keyId)
    .where('account_id', '=', input.accountId)
    .executeTakeFirst();
  if (!current?.client_id) return 0;
  let query = ctx.db
    .updateTable('api_keys')
    .set({ revoked_at: ctx.clock.now() })
    .where('account_id', '=', input.accountId)
    .where('revoked_at', 'is', null)
    .where('id', '!=', input.keyId)
    .where('client_id', '=', current.client_id);
  query = current.device_name === null ? query.where('device_name', 'is', null) : query.where('device_name', '=', current.device_name);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
