import { normalizeDeviceCode, type DeviceInfo } from '../../../shared/contract/device.js';
import type { ServiceDeps } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { grantStatus, type GrantRow } from './find-grant.js';

export interface DeviceInfoInput {
  /** A user_code (no-email flow); absent: the latest pending e-mailed request to `email`. */
  code?: string | undefined;
  email: string;
}

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

function toInfo(grant: GrantRow, now: Date): DeviceInfo {
  return {
    flow: grant.email ? 'email' : 'user_code',
    client_id: grant.client_id as DeviceInfo['client_id'],
    device_name: grant.device_name,
    livemode: grant.livemode,
    status: grantStatus(grant, now),
    user_code: grant.user_code,
    email: grant.email,
    created_at: grant.created_at.toISOString(),
    expires_at: grant.expires_at.toISOString(),
  };
}

/** What the consent page shows before Approve/Deny: which client, on which device, test or live. */
export async function deviceInfo({ ctx, input }: { ctx: Deps; input: DeviceInfoInput }): Promise<DeviceInfo> {
  const now = ctx.clock.now();
  if (input.code !== undefined) {
    const code = normalizeDeviceCode(input.code);
    const grant = code
      ? await ctx.db.selectFrom('oauth_device_grants').selectAll().where('user_code', '=', code).where('email', 'is', null).executeTakeFirst()
      : undefined;
    if (!grant) throw new ApiError('NOT_FOUND', `No sign-in request has the code ${input.code}. Check the code your app shows, or start the login again.`);
    return toInfo(grant, now);
  }
  const grant = await ctx.db
    .selectFrom('oauth_device_grants')
    .selectAll()
    .where('email', '=', input.email)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!grant) {
    throw new ApiError('NOT_FOUND', `No pending sign-in request was e-mailed to ${input.email}. Start the login from your app with this address, or sign in with the address you gave there.`);
  }
  return toInfo(grant, now);
}
