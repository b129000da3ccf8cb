import { LOGIN_CODE_MAX_ATTEMPTS } from '../../../shared/contract/auth.js';
import type { ServiceDeps } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { ensureAccount } from '../accounts/ensure-account.js';
import { codeMatches } from './login-code.js';
import { createSession } from './sessions.js';

export interface VerifyEmailLoginInput {
  email: string;
  code: string;
  ip: string;
  userAgent: string | null;
}

const expired = () =>
  new ApiError('LOGIN_CODE_EXPIRED', 'This sign-in code has expired or was already used. Ask for a new code and use it within 10 minutes.');

/**
 * A typed code is compared with at most this many of the address's newest live codes asked from
 * the typing network, and as many of its newest overall: a bounded number, whatever a flood makes.
 */
const LIVE_CODES_CHECKED = 5;

/**
 * Checks the address's live codes (earlier ones stay valid for their life, so a stranger asking
 * for codes cannot void the owner's): each try is counted before comparing (atomically), the
 * 6th try is refused even with the right code, and a code works once. The first successful
 * sign-in of an address creates its free account.
 */
export async function verifyEmailLogin({ ctx, input }: { ctx: ServiceDeps; input: VerifyEmailLoginInput }) {
  const hit = await ctx.limiter.hit(`login-ip:${input.ip}`, { limit: ctx.rateLimits.loginPerIp, windowSeconds: 15 * 60 });
  if (!hit.allowed) {
    throw new ApiError('RATE_LIMITED', 'Too many sign-in attempts from your network. Wait a few minutes, then try again.', { retry_after: hit.retryAfter }, undefined, {
      'Retry-After': String(hit.retryAfter),
    });
  }
  const now = ctx.clock.now();
  const liveCodes = (fromIp: string | null) => {
    let q = ctx.db.selectFrom('login_codes').selectAll().where('email', '=', input.email).where('used_at', 'is', null).where('expires_at', '>', now);
    if (fromIp !== null) q = q.where('requested_ip', '=', fromIp);
    return q.orderBy('created_at', 'desc').limit(LIVE_CODES_CHECKED).execute();
  };
  // The newest codes asked from this network, then the newest of all (mail read elsewhere).
  const [mine, newest] = await Promise.all([liveCodes(input.ip), liveCodes(null)]);
  const live = [...new Map([...mine, ...newest].map((r) => [r.id, r])).values()];
  if (live.length === 0) throw expired();
  // A try counts against every live code it is compared with, so each code meets at most 5 guesses.
  const counted = await ctx.db
    .updateTable('login_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', live.map((r) => r.id))
    .where('attempts', '<', LOGIN_CODE_MAX_ATTEMPTS)
    .where('used_at', 'is', null)
    .returning(['id', 'attempts'])
    .execute();
  if (counted.length === 0) {
    throw new ApiError('TOO_MANY_ATTEMPTS', `That code was entered wrong ${LOGIN_CODE_MAX_ATTEMPTS} times and is now locked. Ask for a new code.`);
  }
  const triedIds = new Set(counted.map((r) => r.id));
  const row = live.find((r) => triedIds.has(r.id) && codeMatches(r.id, input.email, input.code, r.code_hash));
  if (!row) {
    const left = LOGIN_CODE_MAX_ATTEMPTS - Math.min(...counted.map((r) => r.attempts));
    throw new ApiError('INVALID_LOGIN_CODE', left > 0 ? `That code is not right. Check the e-mail and try again (${left} tries left).` : 'That code is not right, and it is now locked. Ask for a new code.', {
      attempts_left: left,
    });
  }
  const used = await ctx.db.updateTable('login_codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw expired();
  // Signed in: the address's other codes have served their purpose.
  await ctx.db.updateTable('login_codes').set({ used_at: now }).where('email', '=', input.email).where('used_at', 'is', null).execute();
  const { account } = await ensureAccount({ ctx, input: { email: input.email } });
  const session = await createSession({ ctx, input: { accountId: account.id, userAgent: input.userAgent } });
  return { account, session };
}
