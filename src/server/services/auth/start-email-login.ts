import { LOGIN_CODE_TTL_SECONDS } from '../../../shared/contract/auth.js';
import { addSeconds } from '../../clock.js';
import { publicUrl, type ServiceDeps } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { newId } from '../../ids.js';
import { loginCodeMessage } from '../../mail/messages.js';
import { newLoginCode, hashLoginCode } from './login-code.js';

const WINDOW = 15 * 60;

export interface StartEmailLoginInput {
  email: string;
  ip: string;
}

async function throttle(ctx: ServiceDeps, key: string, limit: number): Promise<void> {
  const hit = await ctx.limiter.hit(key, { limit, windowSeconds: WINDOW });
  if (!hit.allowed) {
    throw new ApiError(
      'RATE_LIMITED',
      `Too many sign-in codes requested. Wait ${Math.ceil(hit.retryAfter / 60)} minute(s), then try again.`,
      { retry_after: hit.retryAfter },
      undefined,
      { 'Retry-After': String(hit.retryAfter) },
    );
  }
}

/**
 * Mails a fresh 6-digit code. Limits count per requesting IP and per address *from that IP*, so a
 * stranger flooding an address from their network never blocks its owner asking from theirs;
 * earlier codes stay valid for their life (a flood cannot void the code the owner holds). The
 * answer does not say whether the address has an account (the account is made on first verify).
 */
export async function startEmailLogin({ ctx, input }: { ctx: ServiceDeps; input: StartEmailLoginInput }): Promise<{ expiresIn: number }> {
  await throttle(ctx, `login-ip:${input.ip}`, ctx.rateLimits.loginPerIp);
  await throttle(ctx, `login-email:${input.email}:${input.ip}`, ctx.rateLimits.loginPerEmail);
  const now = ctx.clock.now();
  const code = newLoginCode();
  const id = newId();
  await ctx.db
    .insertInto('login_codes')
    .values({ id, email: input.email, code_hash: hashLoginCode(id, input.email, code), created_at: now, expires_at: addSeconds(now, LOGIN_CODE_TTL_SECONDS), requested_ip: input.ip })
    .execute();
  await ctx.mailer.send(loginCodeMessage(input.email, code, LOGIN_CODE_TTL_SECONDS / 60, publicUrl(ctx.config)));
  return { expiresIn: LOGIN_CODE_TTL_SECONDS };
}
