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
 * Checks the latest code of the address: each try is counted before comparing (atomically), the
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
  const row = await ctx.db
    .selectFrom('login_codes')
    .selectAll()
    .where('email', '=', input.email)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) throw expired();
  const counted = await ctx.db
    .updateTable('login_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', LOGIN_CODE_MAX_ATTEMPTS)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) {
    throw new ApiError('TOO_MANY_ATTEMPTS', `That code was entered wrong ${LOGIN_CODE_MAX_ATTEMPTS} times and is now locked. Ask for a new code.`);
  }
  if (!codeMatches(row.id, input.email, input.code, row.code_hash)) {
    const left = LOGIN_CODE_MAX_ATTEMPTS - counted.attempts;
    throw new ApiError('INVALID_LOGIN_CODE', left > 0 ? `That code is not right. Check the e-mail and try again (${left} tries left).` : 'That code is not right, and it is now locked. Ask for a new code.', {
      attempts_left: left,
    });
  }
  const used = await ctx.db.updateTable('login_codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw expired();
  const { account } = await ensureAccount({ ctx, input: { email: input.email } });
  const session = await createSession({ ctx, input: { accountId: account.id, userAgent: input.userAgent } });
  return { account, session };
}
