import { normalizeDeviceCode } from '../../../shared/contract/device.js';
import type { OauthDeviceGrantsTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import type { ServiceDeps } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { emailCodeMatches } from './codes.js';

export type GrantRow = Selectable<OauthDeviceGrantsTable>;
type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'limiter'>;

/** Wrong codes a signed-in account may type per 15 minutes before it must wait. */
export const MAX_CODE_TRIES = 10;

export interface FindGrantInput {
  code: string;
  accountId: string;
  /** The signed-in account's address: e-mailed codes match only requests sent to it. */
  email: string;
}

const notFound = (email: string) =>
  new ApiError(
    'INVALID_LOGIN_CODE',
    `That code does not match a sign-in request. Check the code your app shows, or the one in the e-mail, and that you are signed in as the address it was sent to (now: ${email}).`,
  );

/**
 * The grant a typed code names: a no-email grant by its user_code, or an e-mailed grant of the
 * signed-in address by its one-time code (so a code only works for the account it was sent to).
 * Failed tries are counted per account.
 */
export async function findGrantByCode({ ctx, input }: { ctx: Deps; input: FindGrantInput }): Promise<GrantRow> {
  const code = normalizeDeviceCode(input.code);
  if (!code) throw new ApiError('INVALID_LOGIN_CODE', 'A sign-in code has 8 letters and digits, like BCDF-2345. Check it and type it again.');
  // The signed-in address's own e-mailed requests first: a typed e-mail code must never select
  // a stranger's user_code grant that happens to be spelled the same.
  const mailed = await ctx.db
    .selectFrom('oauth_device_grants')
    .selectAll()
    .where('email', '=', input.email)
    .where('email_code_hash', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  const match = mailed.find((g) => emailCodeMatches(g.id, code, g.email_code_hash!));
  if (match) return match;
  const byUserCode = await ctx.db.selectFrom('oauth_device_grants').selectAll().where('user_code', '=', code).where('email', 'is', null).executeTakeFirst();
  if (byUserCode) return byUserCode;
  const hit = await ctx.limiter.hit(`device-code-tries:${input.accountId}`, { limit: MAX_CODE_TRIES, windowSeconds: 15 * 60 });
  if (!hit.allowed) {
    throw new ApiError('TOO_MANY_ATTEMPTS', `Too many wrong codes. Wait ${Math.ceil(hit.retryAfter / 60)} minute(s), then try again.`, { retry_after: hit.retryAfter });
  }
  throw notFound(input.email);
}

/** The state the consent page shows: a pending grant past its expiry reads as expired. */
export function grantStatus(grant: GrantRow, now: Date): 'pending' | 'approved' | 'denied' | 'expired' {
  if (grant.status === 'consumed') return 'approved';
  if (grant.status === 'pending' && now.getTime() >= grant.expires_at.getTime()) return 'expired';
  return grant.status;
}
