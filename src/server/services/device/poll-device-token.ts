import { DEVICE_SLOW_DOWN_SECONDS, type DeviceTokenError, type DeviceTokenResponse } from '../../../shared/contract/device.js';
import type { ServiceDeps } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { createKey } from '../keys/keys.js';
import { hashDeviceCode } from './codes.js';

export interface PollDeviceTokenInput {
  deviceCode: string;
  clientId: string;
}

/** The key on success, or the RFC 8628 error the token endpoint answers with (HTTP 400). */
export type PollResult = { ok: true; token: DeviceTokenResponse } | { ok: false; error: DeviceTokenError['error'] };

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

const fail = (error: DeviceTokenError['error']): PollResult => ({ ok: false, error });

/**
 * One poll of the token endpoint. A poll sooner than the grant's interval after the previous one
 * answers slow_down and lengthens the interval by 5 s for good (RFC 8628 §3.5). An approved grant
 * is consumed exactly once: the first poll that claims it mints the key; a key-limit refusal
 * hands the claim back, so the same login succeeds once a key is revoked.
 */
export async function pollDeviceToken({ ctx, input }: { ctx: Deps; input: PollDeviceTokenInput }): Promise<PollResult> {
  const grant = await ctx.db.selectFrom('oauth_device_grants').selectAll().where('device_code_hash', '=', hashDeviceCode(input.deviceCode)).executeTakeFirst();
  if (!grant || grant.client_id !== input.clientId) return fail('invalid_grant');
  if (grant.status === 'consumed') return fail('invalid_grant');
  if (grant.status === 'denied') return fail('access_denied');
  const now = ctx.clock.now();
  if (now.getTime() >= grant.expires_at.getTime()) {
    if (grant.status === 'pending') await ctx.db.updateTable('oauth_device_grants').set({ status: 'expired' }).where('id', '=', grant.id).where('status', '=', 'pending').execute();
    return fail('expired_token');
  }
  if (grant.last_polled_at && now.getTime() - grant.last_polled_at.getTime() < grant.interval_seconds * 1000) {
    await ctx.db
      .updateTable('oauth_device_grants')
      .set((eb) => ({ interval_seconds: eb('interval_seconds', '+', DEVICE_SLOW_DOWN_SECONDS), last_polled_at: now }))
      .where('id', '=', grant.id)
      .execute();
    return fail('slow_down');
  }
  await ctx.db.updateTable('oauth_device_grants').set({ last_polled_at: now }).where('id', '=', grant.id).execute();
  if (grant.status !== 'approved' || !grant.account_id) return fail('authorization_pending');
  return mint(ctx, grant.id, { accountId: grant.account_id, livemode: grant.livemode, deviceName: grant.device_name, clientId: grant.client_id });
}

async function mint(ctx: Deps, grantId: string, key: { accountId: string; livemode: boolean; deviceName: string | null; clientId: string }): Promise<PollResult> {
  const claimed = await ctx.db
    .updateTable('oauth_device_grants')
    .set({ status: 'consumed' })
    .where('id', '=', grantId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  // Another poll claimed it a moment ago; that poll answers with the key.
  if (Number(claimed.numUpdatedRows) !== 1) return fail('invalid_grant');
  const release = () => ctx.db.updateTable('oauth_device_grants').set({ status: 'approved' }).where('id', '=', grantId).execute();
  let created;
  try {
    created = await createKey({ ctx, input: key });
  } catch (err) {
    await release();
    if (err instanceof ApiError && err.code === 'KEY_LIMIT_REACHED') return fail('key_limit_reached');
    throw err;
  }
  await ctx.db.updateTable('oauth_device_grants').set({ key_id: created.row.id }).where('id', '=', grantId).execute();
  return {
    ok: true,
    token: { access_token: created.key, token_type: 'bearer', scope: created.row.scopes, livemode: created.row.livemode, expires_in: null },
  };
}
