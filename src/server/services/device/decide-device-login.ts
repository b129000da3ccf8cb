import type { ServiceDeps } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { findGrantByCode, grantStatus } from './find-grant.js';

export interface DecideDeviceLoginInput {
  code: string;
  decision: 'approved' | 'denied';
  accountId: string;
  email: string;
}

type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'limiter'>;

/**
 * Approves or denies a pending device login on behalf of the signed-in account. Approval binds
 * the grant to the account; the device's next poll mints the key. A grant is decided once.
 */
export async function decideDeviceLogin({ ctx, input }: { ctx: Deps; input: DecideDeviceLoginInput }): Promise<{ status: 'approved' | 'denied' }> {
  const grant = await findGrantByCode({ ctx, input });
  const status = grantStatus(grant, ctx.clock.now());
  if (status === 'expired') throw new ApiError('LOGIN_CODE_EXPIRED', 'This sign-in request has expired. Start the login again from your app; it shows or e-mails a new code.');
  if (status !== 'pending') throw new ApiError('CONFLICT', `This sign-in request was already ${status}. Start the login again from your app if you need another.`);
  const updated = await ctx.db
    .updateTable('oauth_device_grants')
    .set({ status: input.decision, account_id: input.accountId })
    .where('id', '=', grant.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new ApiError('CONFLICT', 'This sign-in request was decided a moment ago, in another tab. Start the login again from your app if you need another.');
  return { status: input.decision };
}
